//! Ransom Trump's guided first hand: its lesson file, and the moments of the rules its coach
//! points at (see [`crate::engine::RuleEvent`]).

use super::actions::Action;
use super::state::RansomTrump;
use crate::engine::{RuleEvent, Seat};
use crate::mechanics::trick_lesson::{
    hand_scored_event, trick_won_event, HAND_SCORED, SYMBOL_TIE, TRICK_WON_BY_TRUMP,
};

pub const LESSON: &str = include_str!("../../../lessons/ransom-trump.json");

pub const EVENTS: &[RuleEvent] = &[
    RuleEvent::new("ransom-down", "a ransom is put down, face down"),
    RuleEvent::new(
        "ransoms-shown",
        "every ransom is down, and all are turned over together",
    ),
    RuleEvent::new(
        "tied-ransom-dropped",
        "ransoms tied at the top rank are dropped when the ransoms are shown",
    ),
    RuleEvent::new(
        "winner-chooses-trump",
        "the owner of a winning ransom with several suits chooses which is trump",
    ),
    SYMBOL_TIE,
    TRICK_WON_BY_TRUMP,
    HAND_SCORED,
];

pub fn events(
    before: &RansomTrump,
    seat: Seat,
    action: Action,
    after: &RansomTrump,
) -> Vec<&'static str> {
    let mut out = Vec::new();
    match action {
        Action::Ransom { .. } => {
            out.push("ransom-down");
            if before.hand().reveal.is_none() {
                if let Some(reveal) = &after.hand().reveal {
                    out.push("ransoms-shown");
                    if !reveal.cancelled.is_empty() {
                        out.push("tied-ransom-dropped");
                    }
                }
            }
        }
        Action::ChooseTrump { .. } => out.push("winner-chooses-trump"),
        Action::Play { card } => out.extend(trick_won_event(
            before.explain_play(seat, card).map(|r| r.why),
        )),
        Action::Bid { .. } => {}
    }
    out.extend(hand_scored_event(
        before.results().len(),
        after.results().len(),
    ));
    out
}
