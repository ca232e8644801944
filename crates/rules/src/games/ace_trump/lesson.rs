//! Ace Trump's guided first hand: its lesson file, and the moments of the rules its coach
//! points at (see [`crate::engine::RuleEvent`]).

use super::actions::Action;
use super::state::AceTrump;
use crate::engine::{RuleEvent, Seat};
use crate::mechanics::trick_lesson::{
    hand_scored_event, trick_won_event, HAND_SCORED, SYMBOL_TIE, TRICK_WON_BY_TRUMP,
};

pub const LESSON: &str = include_str!("../../../lessons/ace-trump.json");

pub const EVENTS: &[RuleEvent] = &[
    RuleEvent::new(
        "ace-sets-trump",
        "an Ace is played and its suit becomes trump",
    ),
    RuleEvent::new(
        "ace-changes-trump-mid-trick",
        "an Ace played after the lead replaces the trump in force, in the middle of a trick",
    ),
    SYMBOL_TIE,
    TRICK_WON_BY_TRUMP,
    HAND_SCORED,
];

pub fn events(
    before: &AceTrump,
    seat: Seat,
    action: Action,
    after: &AceTrump,
) -> Vec<&'static str> {
    let mut out = Vec::new();
    if let Action::Play { card } = action {
        let hand = before.hand();
        let trump = &hand.trump;
        if card.is_ace() && trump.open {
            let to = card.suits()[0];
            if trump.current != Some(to) {
                out.push("ace-sets-trump");
                if !hand.trick.plays.is_empty() && trump.current.is_some() {
                    out.push("ace-changes-trump-mid-trick");
                }
            }
        }
        out.extend(trick_won_event(
            before.explain_play(seat, card).map(|r| r.why),
        ));
    }
    out.extend(hand_scored_event(
        before.results().len(),
        after.results().len(),
    ));
    out
}
