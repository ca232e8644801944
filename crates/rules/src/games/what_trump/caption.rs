//! The replay's line for each What Trump? decision, keeping each viewer's secrets: the dealer's
//! trump and a chosen task are named only to a viewer who may know them. A play that completes
//! a trick says who won it and why (the trump is known to all by then).

use super::actions::Action;
use super::cards::Card;
use super::state::{Phase, WhatTrump};
use crate::engine::{Seat, Teller};
use trumps_words::{Msg, Said};

pub fn caption(before: &WhatTrump, after: &WhatTrump, action: Action, t: &Teller) -> Vec<Said> {
    let name = |s: Seat| t.name(s);
    let sees_secret = t.sees_secret();
    let first = match action {
        Action::PickChip { task } => t.says(Msg::CaptionWhatTookChip).said("task", task.said()),
        Action::SetTrump { trump } if sees_secret => {
            t.says(Msg::CaptionWhatSetTrump).said("trump", trump.said())
        }
        Action::SetTrump { .. } => t.says(Msg::CaptionWhatSetTrumpUnseen),
        Action::Draft { card } => {
            let col = before
                .round()
                .map(|r| r.active_column + 1)
                .unwrap_or_default();
            t.says(Msg::CaptionWhatPicked)
                .said("card", card.said())
                .num("column", col as f64)
        }
        Action::ChooseTask { task } if sees_secret => {
            t.says(Msg::CaptionWhatChoseTask).said("task", task.said())
        }
        Action::ChooseTask { .. } => t.says(Msg::CaptionWhatChoseTaskUnseen),
        Action::Play { card } => t.says(Msg::CaptionPlayed).said("card", card.said()),
        Action::DealerDiscard { task } => {
            t.says(Msg::CaptionWhatDiscarded).said("task", task.said())
        }
    };
    let mut said = vec![first];
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
                said.push(told.said(&name, Card::said));
            }
        }
    }
    if matches!(action, Action::Draft { .. }) && after.phase() == Phase::ChooseTasks {
        said.push(Said::new(Msg::CaptionWhatDraftOver));
    }
    if round_over {
        if let Some(s) = after.history().last() {
            said.push(Said::new(Msg::CaptionWhatRoundScored).num("n", s.number as f64));
        }
    }
    let ended = after.phase() == Phase::GameOver && before.phase() != Phase::GameOver;
    said.extend(t.game_over(ended, after.winners()));
    said
}

/// "♥5 (red 5)" style words for a card.
pub fn card_words(card: Card) -> String {
    card.said().en()
}
