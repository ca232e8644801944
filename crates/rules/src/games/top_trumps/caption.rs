//! Replay captions for Top Trumps: who chose what, every revealed value, and where the cards
//! went. Everything in a turn is revealed to all, so no viewer learns a secret from them.

use super::actions::Action;
use super::state::{TopTrumps, TurnResult};
use crate::engine::{Game, Teller};

pub fn caption(_before: &TopTrumps, after: &TopTrumps, action: Action, t: &Teller) -> String {
    let Action::Choose { attribute } = action;
    let pack = &after.options().pack;
    let Some(attr) = pack.attribute(attribute as usize) else {
        return String::new();
    };
    let Some(turn) = after.last() else {
        return String::new();
    };
    let shown: Vec<String> = turn
        .revealed
        .iter()
        .map(|&(s, c)| {
            format!(
                "{} {} ({})",
                t.name(s),
                pack.card_name(c as usize),
                attr.show(pack.value(c as usize, attribute as usize))
            )
        })
        .collect();
    let outcome = match turn.result {
        TurnResult::Won { seat: w } => {
            format!("{} takes {} cards", t.name(w), turn.taken.len())
        }
        TurnResult::Tie => format!("a tie: the cards go to the middle ({})", turn.middle),
        TurnResult::NoData => format!("no data: the cards go to the middle ({})", turn.middle),
    };
    let winners: Vec<_> = after.outcome().map(|o| o.winners).unwrap_or_default();
    format!(
        "{} chose {} ({}): {}. {}.{}",
        t.who(),
        attr.label,
        attr.better.wins(),
        shown.join(", "),
        outcome,
        t.game_over(after.outcome().is_some(), &winners)
    )
}
