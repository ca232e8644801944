//! Ransom Trump's guided first hand: its lesson file, and the moments of the rules its coach
//! points at (see [`crate::engine::RuleEvent`]).

use super::actions::Action;
use super::state::RansomTrump;
use crate::engine::{RuleEvent, Seat};
use crate::mechanics::trick_reason::{TieBreak, TrickWin};

pub const LESSON: &str = include_str!("../../../lessons/ransom-trump.json");

pub const EVENTS: &[RuleEvent] = &[
    RuleEvent::new("ransom-down", "a ransom is put down, face down"),
    RuleEvent::new("ransoms-shown", "every ransom is down, and all are turned over together"),
    RuleEvent::new(
        "tied-ransom-dropped",
        "ransoms tied at the top rank are dropped when the ransoms are shown",
    ),
    RuleEvent::new(
        "winner-chooses-trump",
        "the owner of a winning ransom with several suits chooses which is trump",
    ),
    RuleEvent::new(
        "symbol-tie",
        "two cards of equal rank tie for the trick, and the led card's suits read from the top decide",
    ),
    RuleEvent::new("trick-won-by-trump", "a trick goes to the highest trump"),
    RuleEvent::new("hand-scored", "the hand is over and scored"),
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
        Action::Play { card } => match before.explain_play(seat, card).map(|r| r.why) {
            Some(TrickWin::Tie {
                by: TieBreak::LedSuits { .. },
                ..
            }) => out.push("symbol-tie"),
            Some(TrickWin::HighestTrump { .. }) => out.push("trick-won-by-trump"),
            _ => {}
        },
        Action::Bid { .. } => {}
    }
    if after.results().len() > before.results().len() {
        out.push("hand-scored");
    }
    out
}
