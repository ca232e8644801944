//! A Truf hand's score for one player, from their bid, the tricks they took and the kind of
//! game (RULINGS "Truf"):
//!
//! - exactly the bid: the bid in points; a zero bid made: 5 with 4 players, 7 with 3;
//! - otherwise always negative: in a high game 2 a missing trick and 1 an extra one, in a low
//!   game 1 a missing trick and 2 an extra one; a zero bid that takes tricks loses 5 (7 with
//!   3 players) for the first and the extra-trick rate for each further one.

use super::bid::Kind;

/// Points for a zero bid made, and lost for a zero bid's first trick.
pub fn zero_bid_points(players: usize) -> i32 {
    if players == 3 {
        7
    } else {
        5
    }
}

/// The hand's score of a player who bid `bid` and took `won` tricks in a game of `kind`
/// (High or Low: an even game has been turned by then).
pub fn score(bid: u32, won: u32, kind: Kind, players: usize) -> i32 {
    let (missing_rate, extra_rate) = match kind {
        Kind::Low => (1, 2),
        Kind::High | Kind::Even => (2, 1),
    };
    let (bid, won) = (bid as i32, won as i32);
    match (bid, won) {
        (0, 0) => zero_bid_points(players),
        (0, w) => -zero_bid_points(players) - extra_rate * (w - 1),
        (b, w) if w == b => b,
        (b, w) if w < b => -missing_rate * (b - w),
        (b, w) => -extra_rate * (w - b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_made_bid_scores_the_bid_and_a_made_zero_five_or_seven() {
        assert_eq!(score(4, 4, Kind::High, 4), 4);
        assert_eq!(score(4, 4, Kind::Low, 3), 4);
        assert_eq!(score(0, 0, Kind::High, 4), 5);
        assert_eq!(score(0, 0, Kind::Low, 3), 7);
    }

    #[test]
    fn missing_and_extra_tricks_cost_by_the_kind_of_game() {
        // High: 2 a missing trick, 1 an extra one.
        assert_eq!(score(5, 3, Kind::High, 4), -4);
        assert_eq!(score(2, 5, Kind::High, 4), -3);
        // Low: 1 a missing trick, 2 an extra one.
        assert_eq!(score(5, 3, Kind::Low, 4), -2);
        assert_eq!(score(2, 5, Kind::Low, 4), -6);
    }

    #[test]
    fn a_zero_bid_that_takes_tricks() {
        // The first trick costs 5 (4 players) or 7 (3), each further one the extra rate.
        assert_eq!(score(0, 1, Kind::High, 4), -5);
        assert_eq!(score(0, 3, Kind::High, 4), -7);
        assert_eq!(score(0, 3, Kind::Low, 4), -9);
        assert_eq!(score(0, 1, Kind::Low, 3), -7);
        assert_eq!(score(0, 2, Kind::Low, 3), -9);
        assert_eq!(score(0, 2, Kind::High, 3), -8);
    }
}
