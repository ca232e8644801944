//! Top Trumps' guided first turns: its lesson file, and the moments of the rules its coach
//! points at (see [`crate::engine::RuleEvent`]). A turn is Top Trumps' hand: a lesson ends
//! after a number of turns, long before anyone holds every card.

use super::actions::Action;
use super::state::{TopTrumps, TurnResult};
use crate::engine::{RuleEvent, Seat};

pub const LESSON: &str = include_str!("../../../lessons/top-trumps.json");

pub const EVENTS: &[RuleEvent] = &[
    RuleEvent::new("turn-won", "the single best value takes every card shown"),
    RuleEvent::new(
        "tie-to-middle",
        "cards tie for the best value, and every card shown goes to the middle",
    ),
    RuleEvent::new(
        "no-data-to-middle",
        "a card shown has no data for the attribute chosen, and every card shown goes to the middle",
    ),
    RuleEvent::new(
        "middle-won",
        "the winner of a turn takes the middle pile with the cards shown",
    ),
];

pub fn events(
    before: &TopTrumps,
    _seat: Seat,
    _action: Action,
    after: &TopTrumps,
) -> Vec<&'static str> {
    let mut out = Vec::new();
    let Some(turn) = after.last().filter(|_| after.turns() > before.turns()) else {
        return out;
    };
    match turn.result {
        TurnResult::Won { .. } => {
            out.push("turn-won");
            if turn.taken.len() > turn.revealed.len() {
                out.push("middle-won");
            }
        }
        TurnResult::Tie => out.push("tie-to-middle"),
        TurnResult::NoData => out.push("no-data-to-middle"),
    }
    out
}
