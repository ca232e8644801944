//! The chip draft (once per game) and the dealer's discard after a successful claim.
//!
//! Both use measured chip strengths ([`chip_table`](crate::games::what_trump::chip_table)): rows of "how likely
//! each task would have been met" from real task choices. A set of chips is judged by how many
//! rounds it takes to clear, simulating rounds with rows drawn from the table: each round a
//! non-dealer pursues its chip with the best chance in that row, and a dealer sometimes claims
//! and then discards its hardest chip.

use super::sim::FastRng;
use crate::games::what_trump::chip_table::{FORCED_3P, FORCED_4P};
use crate::games::what_trump::{Action, Task, View};

/// Measured estimates run high against real opposition; this scales them to real success.
const REALISM: f64 = 0.7;
/// How often a dealer's claim succeeds.
const CLAIM: f64 = 0.3;
/// Simulated games per candidate chip.
const RUNS: usize = 300;

fn table(players: usize) -> &'static [[u8; 12]] {
    if players == 3 {
        &FORCED_3P
    } else {
        &FORCED_4P
    }
}

/// Index of a task in `Task::all()` order (the table's columns).
fn column(t: Task) -> usize {
    Task::all().iter().position(|&x| x == t).unwrap_or(0)
}

/// The measured mean chance (0–1) of meeting `t` when forced to pursue it.
pub fn mean_chance(t: Task, players: usize) -> f64 {
    let rows = table(players);
    let i = column(t);
    rows.iter().map(|r| r[i] as f64).sum::<f64>() / (100.0 * rows.len().max(1) as f64)
}

/// How hard a task is to meet in an average round (0 easy … 1 hard).
pub fn hardness(t: Task, players: usize) -> f64 {
    1.0 - mean_chance(t, players)
}

/// Mean number of rounds to clear `chips` (table columns), over `RUNS` simulated games.
fn rounds_to_clear(chips: &[usize], players: usize, seed: u64) -> f64 {
    let rows = table(players);
    let means: Vec<f64> = (0..12)
        .map(|i| rows.iter().map(|r| r[i] as f64).sum::<f64>())
        .collect();
    let mut rng = FastRng::new(seed);
    let mut total = 0usize;
    for _ in 0..RUNS {
        let mut left = chips.to_vec();
        let mut rounds = 0;
        while !left.is_empty() && rounds < 60 {
            rounds += 1;
            let pick = if rng.below(players) == 0 {
                // Dealing: a claim discards the hardest chip.
                rng.chance(CLAIM).then(|| {
                    (0..left.len())
                        .min_by(|&a, &b| means[left[a]].total_cmp(&means[left[b]]))
                        .unwrap_or(0)
                })
            } else {
                let row = &rows[rng.below(rows.len())];
                let best = (0..left.len()).max_by_key(|&k| row[left[k]]).unwrap_or(0);
                rng.chance(REALISM * row[left[best]] as f64 / 100.0)
                    .then_some(best)
            };
            if let Some(k) = pick {
                left.swap_remove(k);
            }
        }
        total += rounds;
    }
    total as f64 / RUNS as f64
}

/// The chip whose addition to ours keeps the expected rounds to clear them lowest.
pub fn pick_chip(view: &View, rng: &mut FastRng) -> Option<Task> {
    let held: Vec<usize> = view
        .chips
        .get(view.seat.index())?
        .iter()
        .map(|&t| column(t))
        .collect();
    let players = view.players();
    let seed = rng.next_u64();
    let mut best: Option<(f64, Task)> = None;
    for a in &view.legal {
        let Action::PickChip { task } = *a else {
            continue;
        };
        let mut set = held.clone();
        set.push(column(task));
        // The same simulated rounds for every candidate.
        let cost = rounds_to_clear(&set, players, seed);
        if best.is_none_or(|(b, _)| cost < b) {
            best = Some((cost, task));
        }
    }
    best.map(|b| b.1)
}

/// The dealer discards the chip that will be hardest to meet in a later round.
pub fn discard(view: &View) -> Option<Task> {
    let players = view.players();
    view.legal
        .iter()
        .filter_map(|a| match a {
            Action::DealerDiscard { task } => Some(*task),
            _ => None,
        })
        .max_by(|&a, &b| hardness(a, players).total_cmp(&hardness(b, players)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::what_trump::standing::hardness;

    /// Expert's search weighs chips by the same measured table (its means copied as constants
    /// into `standing.rs`).
    #[test]
    fn the_searchs_chip_hardness_matches_the_measured_table() {
        for players in [3, 4] {
            for t in Task::all() {
                let here = super::hardness(t, players);
                let there = hardness(t, players);
                assert!(
                    (here - there).abs() < 0.006,
                    "{t:?}, {players} players: {here} vs {there}"
                );
            }
        }
    }
}
