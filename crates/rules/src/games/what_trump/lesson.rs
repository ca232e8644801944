//! What Trump?'s guided first hand: its lesson file, and the moments of the rules its coach
//! points at (see [`crate::engine::RuleEvent`]).

use super::actions::Action;
use super::state::{Phase, WhatTrump};
use crate::engine::{RuleEvent, Seat};
use crate::mechanics::trick_reason::TrickWin;

pub const LESSON: &str = include_str!("../../../lessons/what-trump.json");

pub const EVENTS: &[RuleEvent] = &[
    RuleEvent::new("chip-taken", "a task chip is taken in the chip draft"),
    RuleEvent::new("trump-set", "the dealer sets the secret trump"),
    RuleEvent::new("card-drafted", "a card is taken from the grid"),
    RuleEvent::new(
        "trump-revealed",
        "the grid is empty and the dealer shows the trump",
    ),
    RuleEvent::new("task-chosen", "a player chooses this round's task"),
    RuleEvent::new(
        "trump-number-follows",
        "a trump is led and a card of the trump number of another suit follows it",
    ),
    RuleEvent::new(
        "trump-number-wins",
        "a trick goes to the first card of the trump number played",
    ),
    RuleEvent::new("round-scored", "the round is scored"),
];

pub fn events(
    before: &WhatTrump,
    seat: Seat,
    action: Action,
    after: &WhatTrump,
) -> Vec<&'static str> {
    let mut out = Vec::new();
    match action {
        Action::PickChip { .. } => out.push("chip-taken"),
        Action::SetTrump { .. } => out.push("trump-set"),
        Action::Draft { .. } => {
            out.push("card-drafted");
            if before.phase() == Phase::Draft && after.phase() == Phase::ChooseTasks {
                out.push("trump-revealed");
            }
        }
        Action::ChooseTask { .. } => out.push("task-chosen"),
        Action::Play { card } => {
            if let Some(round) = before.round() {
                let trump = round.trump.unwrap_or_default();
                let led = round.trick.led().copied();
                if led.is_some_and(|led| {
                    trump.is_trump(led)
                        && trump.is_number(card)
                        && !trump.is_suit(card)
                        && card.suit() != led.suit()
                }) {
                    out.push("trump-number-follows");
                }
                let mut trick = round.trick.clone();
                trick.play(seat, card, false);
                if trick.plays.len() == before.players_usize()
                    && matches!(trump.judge(&trick), (_, TrickWin::FirstTrumpNumber { .. }))
                {
                    out.push("trump-number-wins");
                }
            }
        }
        Action::DealerDiscard { .. } => {}
    }
    if after.history().len() > before.history().len() {
        out.push("round-scored");
    }
    out
}
