//! How the search scores a playout that stopped at the end of a hand or of the game: each
//! seat's reward in 0…1 (what the tree's nodes sum and UCB compares) and its gain in points
//! (what a hint shows). See [`super::search`].

use crate::engine::Game;

/// The gain in points that a game played for points squashes to a reward of about 0.88
/// (tanh 1): in a game of exact bids a made bid is worth up to about a dozen points, a miss
/// a point or two a trick.
const POINTS_SCALE: f64 = 5.0;

/// Each seat's reward for a playout that stopped in `game`, and its gain in points since
/// `before`. In a game played for points by the hand ([`Game::JUDGED_BY_POINTS`]) the reward
/// is the seat's own gain, squashed into 0…1. Otherwise: at the end of the game 1 for a
/// winner (shared among several) and 0 for the others; before it, how much the seat's
/// standing ([`Game::standing`]) rose since `placed` against the others' average, squashed
/// into 0…1.
pub(super) fn rewards<G: Game>(game: &G, before: &[i32], placed: &[f64]) -> (Vec<f64>, Vec<f64>) {
    let n = game.players();
    let after = game.scores();
    let gain: Vec<f64> = (0..n)
        .map(|i| {
            f64::from(after.get(i).copied().unwrap_or(0) - before.get(i).copied().unwrap_or(0))
        })
        .collect();
    if G::JUDGED_BY_POINTS {
        let rewards = gain
            .iter()
            .map(|g| 0.5 + 0.5 * (g / POINTS_SCALE).tanh())
            .collect();
        return (rewards, gain);
    }
    if let Some(outcome) = game.outcome() {
        let share = 1.0 / outcome.winners.len().max(1) as f64;
        let mut r = vec![0.0; n];
        for w in outcome.winners {
            if let Some(x) = r.get_mut(w.index()) {
                *x = share;
            }
        }
        return (r, gain);
    }
    let now = game.standing();
    let rise: Vec<f64> = (0..n)
        .map(|i| now.get(i).copied().unwrap_or(0.0) - placed.get(i).copied().unwrap_or(0.0))
        .collect();
    let total: f64 = rise.iter().sum();
    let rewards = (0..n)
        .map(|i| {
            let others = if n > 1 {
                (total - rise[i]) / (n - 1) as f64
            } else {
                0.0
            };
            0.5 + 0.5 * (rise[i] - others).tanh()
        })
        .collect();
    (rewards, gain)
}
