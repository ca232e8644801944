//! How well a drafted hand suits each task, roughly and quickly: for Expert's playouts (which
//! chip a seat pursues) and its samples (which chip another seat is likely to have chosen).
//! Every hand is public once the draft is over, so this reads the whole table.

use super::belief::power;
use super::standing::worth;
use super::state::{Round, WhatTrump};
use super::tasks::Task;
use super::trump::Trump;

/// About how many tricks each seat's hand takes: its cards' chances, scaled so that the
/// table's add up to the tricks left.
fn expected_tricks(round: &Round, trump: Trump, players: usize) -> [f64; 4] {
    let mut e = [0.0; 4];
    let mut tricks = 0;
    for (s, x) in e.iter_mut().enumerate().take(players) {
        let hand = round.hands[s].as_slice();
        tricks = tricks.max(hand.len());
        *x = hand.iter().map(|&c| power(trump, c)).sum();
    }
    let total: f64 = e.iter().sum();
    if total > 0.0 {
        for x in &mut e {
            *x *= tricks as f64 / total;
        }
    }
    e
}

/// A rough chance that `seat` meets `task` with the hand it drafted (the round not begun).
fn fit(task: Task, seat: usize, e: &[f64; 4], players: usize, best: f64) -> f64 {
    let mine = e[seat];
    let others = (0..players).filter(|&s| s != seat).map(|s| e[s]);
    let logistic = |x: f64| 1.0 / (1.0 + (-x).exp());
    match task {
        Task::Exactly(k) => (-(mine - f64::from(k)).powi(2) / 2.0).exp(),
        Task::NoTricks => (-mine * mine / 0.7).exp(),
        Task::Fewest => logistic(2.0 * (others.fold(f64::MAX, f64::min) - mine)),
        Task::Most => logistic(2.0 * (mine - others.fold(0.0, f64::max))),
        Task::LastTrick => best * best * 0.8,
        Task::NoSuit(_) => (-0.45 * mine).exp(),
    }
}

/// Each of `tasks` judged for `seat` of a round whose draft is over: its rough chance times
/// what it is worth.
pub fn task_values(g: &WhatTrump, seat: usize, tasks: &[Task]) -> Vec<f64> {
    let players = g.options().players as usize;
    let Some(round) = g.round() else {
        return vec![1.0; tasks.len()];
    };
    let trump = round.trump.unwrap_or_default();
    let e = expected_tricks(round, trump, players);
    let best = round.hands[seat]
        .as_slice()
        .iter()
        .map(|&c| power(trump, c))
        .fold(0.0, f64::max);
    tasks
        .iter()
        .map(|&t| fit(t, seat, &e, players, best) * worth(t, players))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_weak_hand_suits_no_tricks_and_a_strong_one_most() {
        // Four seats expected to take 0.3, 4.5, 2.2 and 2 of 9 tricks.
        let e = [0.3, 4.5, 2.2, 2.0];
        let weak = |t| fit(t, 0, &e, 4, 0.1);
        let strong = |t| fit(t, 1, &e, 4, 1.0);
        assert!(weak(Task::NoTricks) > weak(Task::Most));
        assert!(weak(Task::Fewest) > weak(Task::Exactly(3)));
        assert!(strong(Task::Most) > strong(Task::NoTricks));
        assert!(strong(Task::Exactly(4)) > strong(Task::Exactly(1)));
        assert!(strong(Task::LastTrick) > weak(Task::LastTrick));
        for t in Task::all() {
            for s in 0..4 {
                let f = fit(t, s, &e, 4, 0.5);
                assert!((0.0..=1.0).contains(&f), "{t:?} for seat {s}: {f}");
            }
        }
    }
}
