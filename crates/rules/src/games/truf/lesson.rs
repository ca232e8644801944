//! Truf's guided first hand: its lesson file, and the moments of the rules its coach points at
//! (see [`crate::engine::RuleEvent`]).

use super::actions::Action;
use super::bid::Kind;
use super::state::{lies_face_down, Truf};
use crate::engine::{RuleEvent, Seat};
use crate::mechanics::trick_lesson::{hand_scored_event, HAND_SCORED};

pub const LESSON: &str = include_str!("../../../lessons/truf.json");

pub const EVENTS: &[RuleEvent] = &[
    RuleEvent::new("bid-card-shown", "a card is added to a bid, plus or minus"),
    RuleEvent::new(
        "minus-card-in-two-card-bid",
        "a bid of two cards, one of them minus, is closed",
    ),
    RuleEvent::new(
        "bids-shown",
        "every bid is closed, and all are shown together",
    ),
    RuleEvent::new(
        "even-game",
        "the bids add up to the tricks of the hand: an even game",
    ),
    RuleEvent::new(
        "even-game-turned",
        "the bid winner turns an even game up or down",
    ),
    RuleEvent::new(
        "face-down-trump",
        "a player who cannot follow plays a trump, face down",
    ),
    RuleEvent::new(
        "trumps-broken",
        "a trick with a trump in it is complete: trumps are broken",
    ),
    HAND_SCORED,
];

pub fn events(before: &Truf, seat: Seat, action: Action, after: &Truf) -> Vec<&'static str> {
    let mut out = Vec::new();
    let hand = before.hand();
    match action {
        Action::BidCard { .. } => out.push("bid-card-shown"),
        Action::BidDone => {
            let bid = &hand.bids[seat.index()];
            if bid.len() == 2 && bid.iter().any(|b| b.minus) {
                out.push("minus-card-in-two-card-bid");
            }
            if hand.reveal.is_none() {
                if let Some(reveal) = &after.hand().reveal {
                    out.push("bids-shown");
                    if reveal.kind == Kind::Even {
                        out.push("even-game");
                    }
                }
            }
        }
        Action::Turn { .. } => out.push("even-game-turned"),
        Action::Play { card } => {
            if lies_face_down(&hand.trick, card) && before.trump() == Some(card.suit()) {
                out.push("face-down-trump");
            }
            if !hand.broken && after.hand().broken && after.hand().number == hand.number {
                out.push("trumps-broken");
            }
        }
    }
    out.extend(hand_scored_event(
        before.results().len(),
        after.results().len(),
    ));
    out
}
