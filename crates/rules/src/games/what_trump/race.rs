//! Each seat's chance of winning a What Trump? game from the chips it holds: the race to clear
//! them, for Expert's chip draft ([`chip_choice`](super::chip_choice)), whose chips count for
//! the whole game.
//!
//! The model is Standard's chip draft's ([`chip_table`](super::chip_table)), worked out
//! exactly instead of by sampling: in a round a seat does not deal, it pursues the chip it
//! holds with the best measured chance in a row of the table (each row one measured round)
//! and meets it at that chance times [`REALISM`]; in a round it deals, it claims with chance
//! [`CLAIM`] and then discards its hardest chip. Seats race independently, dealing in turn;
//! the first to clear wins, several in the same round share the win. So a chip counts for
//! more the closer its holder is to winning, a set whose chips suit different rounds clears
//! sooner than one of a kind, and a seat about to deal gains a chance to claim.

use super::chip_table::{FORCED_3P, FORCED_4P};
use super::standing::task_column;
use super::tasks::Task;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Measured chances run high against real opposition; this scales them to real success
/// (as Standard's chip draft).
const REALISM: f64 = 0.7;
/// How often a dealer's claim succeeds.
const CLAIM: f64 = 0.3;
/// Rounds looked ahead; the rare race still running after them is shared out evenly.
const HORIZON: usize = 40;
/// Task columns ([`task_column`]).
const COLUMNS: usize = 12;

/// A seat's chips as counts per task column, 3 bits each (a seat holds at most 5 chips).
type Counts = u64;

fn count(set: Counts, col: usize) -> u64 {
    (set >> (3 * col)) & 7
}

fn without(set: Counts, col: usize) -> Counts {
    set - (1 << (3 * col))
}

fn rows(players: usize) -> &'static [[u8; 12]] {
    if players == 3 {
        &FORCED_3P
    } else {
        &FORCED_4P
    }
}

/// The column's mean measured chance (its easiness), for the dealer's discard.
fn mean(players: usize, col: usize) -> f64 {
    let rows = rows(players);
    rows.iter().map(|r| f64::from(r[col])).sum::<f64>() / rows.len().max(1) as f64
}

/// In a round a seat with `set` does not deal: the chance it clears each column.
fn cleared_when_playing(players: usize, set: Counts) -> Vec<(usize, f64)> {
    let rows = rows(players);
    let mut p = [0.0f64; COLUMNS];
    for row in rows {
        let best = (0..COLUMNS)
            .filter(|&c| count(set, c) > 0)
            .max_by_key(|&c| (row[c], std::cmp::Reverse(c)));
        if let Some(c) = best {
            p[c] += REALISM * f64::from(row[c]) / 100.0;
        }
    }
    let n = rows.len().max(1) as f64;
    (0..COLUMNS)
        .filter(|&c| p[c] > 0.0)
        .map(|c| (c, p[c] / n))
        .collect()
}

/// In a round it deals: the column it discards after a claim (its hardest chip).
fn discarded_when_dealing(players: usize, set: Counts) -> Option<usize> {
    (0..COLUMNS)
        .filter(|&c| count(set, c) > 0)
        .min_by(|&a, &b| mean(players, a).total_cmp(&mean(players, b)))
}

/// Finish times already worked out, by players, chips and rounds until the seat deals.
type FinishCache = HashMap<(usize, Counts, usize), Rc<Vec<f64>>>;
/// Each set's chances of clearing each column in a round it does not deal, by players.
type PlayingCache = HashMap<(usize, Counts), Rc<Vec<(usize, f64)>>>;

/// The chance that a seat holding `set` clears its last chip in each of the next rounds
/// (index 0: the next round), dealing first after `offset` rounds and every `players` after.
fn finish_times(players: usize, set: Counts, offset: usize) -> Rc<Vec<f64>> {
    thread_local! {
        static CACHE: RefCell<FinishCache> = RefCell::new(HashMap::new());
        static PLAYING: RefCell<PlayingCache> = RefCell::new(HashMap::new());
    }
    let key = (players, set, offset);
    if let Some(hit) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
        return hit;
    }
    let playing = |s: Counts| -> Rc<Vec<(usize, f64)>> {
        PLAYING.with(|m| {
            m.borrow_mut()
                .entry((players, s))
                .or_insert_with(|| Rc::new(cleared_when_playing(players, s)))
                .clone()
        })
    };
    let mut now: HashMap<Counts, f64> = HashMap::from([(set, 1.0)]);
    let mut finish = vec![0.0; HORIZON];
    for (round, done) in finish.iter_mut().enumerate() {
        let dealing = round % players.max(1) == offset % players.max(1);
        let mut next: HashMap<Counts, f64> = HashMap::new();
        for (&s, &p) in &now {
            let mut stay = p;
            let mut clear = |col: usize, q: f64| {
                stay -= q;
                let left = without(s, col);
                if left == 0 {
                    *done += q;
                } else {
                    *next.entry(left).or_insert(0.0) += q;
                }
            };
            if dealing {
                if let Some(col) = discarded_when_dealing(players, s) {
                    clear(col, p * CLAIM);
                }
            } else {
                for &(col, q) in playing(s).iter() {
                    clear(col, p * q);
                }
            }
            *next.entry(s).or_insert(0.0) += stay;
        }
        now = next;
    }
    let out = Rc::new(finish);
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() > 200_000 {
            c.clear();
        }
        c.insert(key, out.clone());
    });
    out
}

/// The rounds a seat holding `chips` expects to take to clear them, dealing first after
/// `offset` rounds (Standard's criterion for the chip draft, worked out exactly).
pub fn expected_rounds(players: usize, chips: &[Task], offset: usize) -> f64 {
    if chips.is_empty() {
        return 0.0;
    }
    let times = finish_times(players, counts(chips), offset);
    let done: f64 = times.iter().sum();
    let within: f64 = times
        .iter()
        .enumerate()
        .map(|(r, p)| (r + 1) as f64 * p)
        .sum();
    within + (HORIZON + 1) as f64 * (1.0 - done).max(0.0)
}

/// The chips a seat holding `chips` expects to clear in the next round (at most one), as
/// its dealer or not.
pub fn next_round_clears(players: usize, chips: &[Task], dealing: bool) -> f64 {
    if chips.is_empty() {
        0.0
    } else if dealing {
        CLAIM
    } else {
        cleared_when_playing(players, counts(chips))
            .iter()
            .map(|c| c.1)
            .sum()
    }
}

/// A seat's chips as [`Counts`].
fn counts(chips: &[Task]) -> Counts {
    chips
        .iter()
        .fold(0, |set, &t| set + (1 << (3 * task_column(t))))
}

/// Each seat's chance of winning (a shared win split evenly), the seats holding `chips` and
/// `next_dealer` dealing the next round. A seat with no chips left has already won.
pub fn win_chances(chips: &[&[Task]], next_dealer: usize) -> Vec<f64> {
    let players = chips.len();
    if players == 0 {
        return Vec::new();
    }
    let done: Vec<bool> = chips.iter().map(|c| c.is_empty()).collect();
    if done.iter().any(|&d| d) {
        let k = done.iter().filter(|&&d| d).count() as f64;
        return done
            .iter()
            .map(|&d| if d { 1.0 / k } else { 0.0 })
            .collect();
    }
    let times: Vec<Rc<Vec<f64>>> = chips
        .iter()
        .enumerate()
        .map(|(s, c)| finish_times(players, counts(c), (s + players - next_dealer) % players))
        .collect();
    // Chance each seat is still racing before each round.
    let mut left = vec![1.0f64; players];
    let mut win = vec![0.0f64; players];
    for round in 0..HORIZON {
        for i in 0..players {
            let mine = times[i][round];
            if mine == 0.0 {
                continue;
            }
            // Chances that exactly k others finish with it in this round, and none before.
            let mut ties = vec![1.0f64];
            for (j, t) in times.iter().enumerate() {
                if j == i {
                    continue;
                }
                let (same, later) = (t[round], left[j] - t[round]);
                let mut grown = vec![0.0; ties.len() + 1];
                for (k, &q) in ties.iter().enumerate() {
                    grown[k] += q * later;
                    grown[k + 1] += q * same;
                }
                ties = grown;
            }
            win[i] += mine
                * ties
                    .iter()
                    .enumerate()
                    .map(|(k, &q)| q / (k + 1) as f64)
                    .sum::<f64>();
        }
        for (l, t) in left.iter_mut().zip(&times) {
            *l -= t[round];
        }
    }
    let total: f64 = win.iter().sum();
    let unresolved = (1.0 - total).max(0.0) / players as f64;
    win.iter().map(|w| w + unresolved).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::what_trump::Suit;

    #[test]
    fn chances_add_up_to_one_and_fewer_chips_win_more() {
        let five = [
            Task::Exactly(1),
            Task::Exactly(2),
            Task::Most,
            Task::Fewest,
            Task::NoTricks,
        ];
        for players in [3usize, 4] {
            let chips: Vec<&[Task]> = (0..players)
                .map(|s| if s == 0 { &five[..2] } else { &five[..] })
                .collect();
            let w = win_chances(&chips, 0);
            assert!((w.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{w:?}");
            assert!(w[0] > 0.5, "two chips against five: {w:?}");
            for s in 2..players {
                assert!((w[s] - w[1]).abs() < 0.1, "alike seats alike: {w:?}");
            }
        }
    }

    #[test]
    fn an_easy_chip_beats_a_hard_one() {
        let easy = [Task::Most];
        let hard = [Task::NoTricks];
        let w = win_chances(&[&easy, &hard, &hard], 0);
        assert!(w[0] > w[1], "{w:?}");
        let w = win_chances(&[&[Task::NoSuit(Suit::Red)], &hard, &hard, &hard], 1);
        assert!((w.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }

    #[test]
    fn an_easy_set_clears_sooner_and_dealing_first_clears_a_hard_one_sooner() {
        let easy = [Task::Most, Task::LastTrick];
        let hard = [Task::NoTricks, Task::Exactly(1)];
        for players in [3usize, 4] {
            let e = expected_rounds(players, &easy, 1);
            let h = expected_rounds(players, &hard, 1);
            assert!(1.0 < e && e < h, "{players} players: easy {e}, hard {h}");
            let one = [Task::NoTricks];
            assert!(expected_rounds(players, &one, 0) < expected_rounds(players, &one, 1));
        }
        assert_eq!(expected_rounds(4, &[], 0), 0.0);
        assert!(next_round_clears(4, &easy, false) > next_round_clears(4, &hard, false));
    }

    #[test]
    fn a_cleared_seat_has_won() {
        let some = [Task::Most, Task::Fewest];
        assert_eq!(win_chances(&[&[], &some, &[]], 2), vec![0.5, 0.0, 0.5]);
    }

    #[test]
    fn dealing_next_helps_a_seat_with_one_hard_chip() {
        let one = [Task::NoTricks];
        let many = [Task::Most, Task::Fewest, Task::Exactly(2), Task::Exactly(3)];
        let dealing = win_chances(&[&one, &many, &many], 0)[0];
        let not = win_chances(&[&one, &many, &many], 1)[0];
        // "No tricks" is rarely met in play; a dealer's claim comes far more often.
        assert!(dealing > not, "dealing next {dealing}, not {not}");
    }
}
