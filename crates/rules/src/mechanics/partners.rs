//! Partnerships: at an even table with partners on, each seat's partner sits opposite; a team's
//! score is the sum of its seats' scores.

use crate::engine::Seat;

/// `Ok` unless partners are on at a table of `players` that is not one of the game's
/// `tables` for partners (4, or 4 and 6), then why not in words.
pub fn check_partners(
    partners: bool,
    players: usize,
    tables: &[usize],
) -> Result<(), trumps_words::Said> {
    use trumps_words::{Msg, Said};
    if !partners || tables.contains(&players) {
        return Ok(());
    }
    let sizes: Vec<Said> = tables
        .iter()
        .map(|t| Said::new(Msg::SaidText).text("text", t.to_string()))
        .collect();
    Err(Said::new(Msg::OptionsRefusedPartners)
        .list("tables", sizes, Msg::OptionsOr)
        .num("players", players as f64))
}

/// The team of `seat` (0..teams), or the seat itself when playing alone.
pub fn team_of(seat: Seat, players: usize, partners: bool) -> usize {
    if partners && players.is_multiple_of(2) {
        seat.index() % (players / 2)
    } else {
        seat.index()
    }
}

/// How many teams (or single players) there are.
pub fn team_count(players: usize, partners: bool) -> usize {
    if partners && players.is_multiple_of(2) {
        players / 2
    } else {
        players
    }
}

/// The seat opposite `seat` when partners are on.
pub fn partner_of(seat: Seat, players: usize, partners: bool) -> Option<Seat> {
    (partners && players.is_multiple_of(2)).then(|| seat.offset(players / 2, players))
}

/// Each team's total of the seats' `scores`.
pub fn team_totals(scores: &[i32], partners: bool) -> Vec<i32> {
    let players = scores.len();
    let mut totals = vec![0; team_count(players, partners)];
    for (i, s) in scores.iter().enumerate() {
        totals[team_of(Seat(i as u8), players, partners)] += s;
    }
    totals
}

/// Each seat's team total (what a seat "has" in a partnership game).
pub fn seat_totals(scores: &[i32], partners: bool) -> Vec<i32> {
    let players = scores.len();
    let teams = team_totals(scores, partners);
    (0..players)
        .map(|i| teams[team_of(Seat(i as u8), players, partners)])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opposite_seats_are_partners() {
        assert_eq!(partner_of(Seat(0), 4, true), Some(Seat(2)));
        assert_eq!(partner_of(Seat(4), 6, true), Some(Seat(1)));
        assert_eq!(partner_of(Seat(0), 4, false), None);
        assert_eq!(team_totals(&[1, 2, 3, 4], true), vec![4, 6]);
        assert_eq!(
            seat_totals(&[1, 2, 3, 4, 5, 6], true),
            vec![5, 7, 9, 5, 7, 9]
        );
        assert_eq!(team_totals(&[1, 2, 3], false), vec![1, 2, 3]);
    }
}
