//! The moments of a trick-taker's rules that every such game's lesson can point at (see
//! [`crate::engine::RuleEvent`]): a tie decided by the led card's suits, a trick taken by the
//! highest trump, a hand scored. A game's `lesson.rs` lists them with its own and names them
//! from the trick's reason ([`crate::mechanics::trick_reason`]).

use super::trick_reason::{TieBreak, TrickWin};
use crate::engine::RuleEvent;

pub const SYMBOL_TIE: RuleEvent = RuleEvent::new(
    "symbol-tie",
    "two cards of equal rank tie for the trick, and the led card's suits read from the top decide",
);
pub const TRICK_WON_BY_TRUMP: RuleEvent =
    RuleEvent::new("trick-won-by-trump", "a trick goes to the highest trump");
pub const HAND_SCORED: RuleEvent = RuleEvent::new("hand-scored", "the hand is over and scored");

/// The moment a play that completes a trick shows, by why the trick was won, if any.
pub fn trick_won_event(why: Option<TrickWin>) -> Option<&'static str> {
    match why {
        Some(TrickWin::Tie {
            by: TieBreak::LedSuits { .. },
            ..
        }) => Some(SYMBOL_TIE.id),
        Some(TrickWin::HighestTrump { .. }) => Some(TRICK_WON_BY_TRUMP.id),
        _ => None,
    }
}

/// "hand-scored" when the action scored a hand (`before`/`after`: hands scored so far).
pub fn hand_scored_event(before: usize, after: usize) -> Option<&'static str> {
    (after > before).then_some(HAND_SCORED.id)
}
