//! The replay's line for each What Trump? decision, keeping each viewer's secrets: the dealer's
//! trump and a chosen task are named only to a viewer who may know them. A play that completes
//! a trick says who won it and why (the trump is known to all by then).

use super::actions::Action;
use super::cards::Card;
use super::state::{Phase, WhatTrump};
use crate::engine::{Seat, Teller};

pub fn caption(before: &WhatTrump, after: &WhatTrump, action: Action, t: &Teller) -> String {
    let (name, who) = (|s: Seat| t.name(s), t.who());
    let sees_secret = t.sees_secret();
    let mut text = match action {
        Action::PickChip { task } => {
            format!("{who} took the chip \u{201c}{}\u{201d}.", task.label())
        }
        Action::SetTrump { trump } if sees_secret => {
            format!("{who} set the secret trump: {}.", trump.describe())
        }
        Action::SetTrump { .. } => format!("{who} set the secret trump."),
        Action::Draft { card } => {
            let col = before
                .round()
                .map(|r| r.active_column + 1)
                .unwrap_or_default();
            format!("{who} picked {} from column {col}.", card_words(card))
        }
        Action::ChooseTask { task } if sees_secret => {
            format!("{who} chose the task \u{201c}{}\u{201d}.", task.label())
        }
        Action::ChooseTask { .. } => format!("{who} chose a secret task."),
        Action::Play { card } => format!("{who} played {}.", card_words(card)),
        Action::DealerDiscard { task } => {
            format!("{who} discarded the chip \u{201c}{}\u{201d}.", task.label())
        }
    };
    let round_over = after.history().len() > before.history().len();
    if matches!(action, Action::Play { .. }) {
        let tricks = |g: &WhatTrump| g.round().map(|r| r.tricks.len()).unwrap_or(0);
        if round_over || tricks(after) > tricks(before) {
            // The trick just gathered, explained by the trump it was played under.
            let told = if round_over {
                let scored = after.history().last();
                scored.and_then(|s| s.trump.explain(s.tricks.last()?))
            } else {
                let round = after.round();
                round.and_then(|r| r.trump.unwrap_or_default().explain(r.tricks.last()?))
            };
            if let Some(told) = told {
                text.push(' ');
                text.push_str(&told.line(&name, card_words));
            }
        }
    }
    if matches!(action, Action::Draft { .. }) && after.phase() == Phase::ChooseTasks {
        text.push_str(" The draft is over and the trump is revealed.");
    }
    if round_over {
        if let Some(s) = after.history().last() {
            text.push_str(&format!(" Round {} is scored.", s.number));
        }
    }
    let ended = after.phase() == Phase::GameOver && before.phase() != Phase::GameOver;
    text.push_str(&t.game_over(ended, after.winners()));
    text
}

/// "♥5 (red 5)" style words for a card.
pub fn card_words(card: Card) -> String {
    card.said().en()
}
