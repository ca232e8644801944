//! The chip draft (once per game) and the dealer's discard after a successful claim.

use super::eval::hardness;
use crate::games::what_trump::{Action, Task, View};

/// What a chip from the pool adds to the chips we already hold: easy chips first, a second
/// copy of a chip we hold is worth less (only one can be met per round), and a chip for a
/// kind of hand we have no chip for yet keeps our choice open each round.
pub fn chip_value(t: Task, held: &[Task]) -> f64 {
    let copies = held.iter().filter(|&&h| h == t).count() as f64;
    let kind_held = held.iter().filter(|&&h| kind(h) == kind(t)).count() as f64;
    (1.0 - hardness(t)) - 0.12 * copies - 0.04 * kind_held
}

/// The kind of hand a task wants: 0 weak, 1 middling, 2 strong, 3 avoiding a suit.
fn kind(t: Task) -> u8 {
    match t {
        Task::NoTricks | Task::Fewest | Task::Exactly(1) => 0,
        Task::Exactly(2) | Task::LastTrick => 1,
        Task::Exactly(_) | Task::Most => 2,
        Task::NoSuit(_) => 3,
    }
}

pub fn pick_chip(view: &View) -> Option<Task> {
    let held = view.chips.get(view.seat.index())?;
    view.legal
        .iter()
        .filter_map(|a| match a {
            Action::PickChip { task } => Some(*task),
            _ => None,
        })
        .max_by(|&a, &b| chip_value(a, held).total_cmp(&chip_value(b, held)))
}

/// The dealer discards the chip that will be hardest to meet in a later round.
pub fn discard(view: &View) -> Option<Task> {
    view.legal
        .iter()
        .filter_map(|a| match a {
            Action::DealerDiscard { task } => Some(*task),
            _ => None,
        })
        .max_by(|&a, &b| hardness(a).total_cmp(&hardness(b)))
}
