//! A day's result as a small picture in emoji, to share beside its words: one square a hand,
//! coloured by how the person's hand scored against the others' hands (the best of the table,
//! the worst, or between), and a cup if they won the game. It says how the game went and
//! nothing of the deal: no card, no bid, no trump.

/// The square of a hand the person scored best in (alone or shared).
pub const TOP: char = '🟩';
/// Between the best and the worst.
pub const MIDDLE: char = '🟨';
/// The worst of the table (alone or shared, unless all scored the same).
pub const BOTTOM: char = '🟥';
/// A won game.
pub const CUP: char = '🏆';
/// Squares a line.
const LINE: usize = 10;
/// Squares at most: a game of more hands (Top Trumps scores each turn) is drawn in as many
/// stretches of hands in a row, each coloured by what the stretch scored.
pub const MAX_SQUARES: usize = 2 * LINE;

/// The picture of a game from the person's `seat`: `hands` are every seat's scores as each
/// hand was scored (running totals, as [`crate::bots::day_table::Played`] keeps them).
pub fn picture(seat: usize, hands: &[Vec<i32>], won: bool) -> String {
    // The stretches: the last hand of each (a hand each, up to MAX_SQUARES).
    let n = hands.len();
    let stretches = n.min(MAX_SQUARES);
    let ends: Vec<&Vec<i32>> = (1..=stretches)
        .map(|k| &hands[(k * n).div_ceil(stretches) - 1])
        .collect();
    let mut before: Vec<i32> = hands.first().map_or(Vec::new(), |h| vec![0; h.len()]);
    let mut squares = Vec::new();
    for totals in ends {
        let gains: Vec<i32> = totals
            .iter()
            .enumerate()
            .map(|(i, t)| t - before.get(i).copied().unwrap_or(0))
            .collect();
        before = totals.clone();
        let Some(&mine) = gains.get(seat) else {
            continue;
        };
        let best = gains.iter().copied().max().unwrap_or(mine);
        let worst = gains.iter().copied().min().unwrap_or(mine);
        squares.push(if mine == best {
            TOP
        } else if mine == worst {
            BOTTOM
        } else {
            MIDDLE
        });
    }
    let mut lines: Vec<String> = squares
        .chunks(LINE)
        .map(|c| c.iter().collect::<String>())
        .collect();
    if won {
        match lines.last_mut() {
            Some(last) if last.chars().count() < LINE => {
                last.push(' ');
                last.push(CUP);
            }
            _ => lines.push(CUP.to_string()),
        }
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_hand_is_coloured_by_its_own_score_not_the_running_total() {
        // Seat 1: best in hand 1 (+5), worst in hand 2 (+0 against +3 and +1), between in
        // hand 3 (+2 against +4 and +1), shared best in hand 4.
        let hands = vec![vec![1, 5, 2], vec![4, 5, 3], vec![8, 7, 4], vec![9, 8, 4]];
        assert_eq!(picture(1, &hands, false), "🟩🟥🟨🟩");
        assert_eq!(picture(1, &hands, true), "🟩🟥🟨🟩 🏆");
        assert_eq!(
            picture(0, &[vec![3, 3]], true),
            "🟩 🏆",
            "a tie is the best"
        );
    }

    #[test]
    fn a_long_game_breaks_into_lines_of_ten() {
        let hands: Vec<Vec<i32>> = (1..=12).map(|h| vec![h, 0]).collect();
        let p = picture(0, &hands, true);
        assert_eq!(p, "🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩\n🟩🟩 🏆");
        assert_eq!(picture(0, &[], false), "");
    }

    #[test]
    fn a_game_of_many_hands_is_drawn_in_twenty_stretches() {
        // 60 hands: seat 0 scores in the first 30, seat 1 in the last 30.
        let hands: Vec<Vec<i32>> = (1..=60)
            .map(|h: i32| vec![h.min(30), (h - 30).max(0)])
            .collect();
        let p = picture(0, &hands, false);
        assert_eq!(p, "🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩\n🟥🟥🟥🟥🟥🟥🟥🟥🟥🟥");
        // 25 hands: 20 stretches, every hand in one of them.
        let hands: Vec<Vec<i32>> = (1..=25).map(|h| vec![h, 0]).collect();
        assert_eq!(
            picture(0, &hands, false)
                .chars()
                .filter(|&c| c == TOP)
                .count(),
            20
        );
    }
}
