//! Replay captions for Top Trumps: who chose what, every revealed value, and where the cards
//! went. Everything in a turn is revealed to all, so no viewer learns a secret from them.
//! The pack's own words (its attributes' labels, its cards' names, its units) are said as the
//! pack writes them.

use super::actions::Action;
use super::state::{TopTrumps, TurnResult};
use crate::engine::{Game, Teller};
use trumps_words::{Msg, Said};

pub fn caption(_before: &TopTrumps, after: &TopTrumps, action: Action, t: &Teller) -> Vec<Said> {
    let Action::Choose { attribute } = action;
    let pack = &after.options().pack;
    let Some(attr) = pack.attribute(attribute as usize) else {
        return Vec::new();
    };
    let Some(turn) = after.last() else {
        return Vec::new();
    };
    let shown: Vec<Said> = turn
        .revealed
        .iter()
        .map(|&(s, c)| {
            let value = match pack.value(c as usize, attribute as usize) {
                None => Said::new(Msg::CaptionTopNoData),
                v => Said::new(Msg::SaidText).text("text", attr.show(v)),
            };
            Said::new(Msg::CaptionTopShown)
                .seat("name", t.name(s))
                .text("card", pack.card_name(c as usize))
                .said("value", value)
        })
        .collect();
    let outcome = match turn.result {
        TurnResult::Won { seat: w } => Said::new(Msg::CaptionTopTakes)
            .seat("winner", t.name(w))
            .num("count", turn.taken.len() as f64),
        TurnResult::Tie => Said::new(Msg::CaptionTopTie).num("count", turn.middle as f64),
        TurnResult::NoData => Said::new(Msg::CaptionTopNobody).num("count", turn.middle as f64),
    };
    let winners: Vec<_> = after.outcome().map(|o| o.winners).unwrap_or_default();
    let mut said = vec![
        t.says(Msg::CaptionTopChose)
            .text("attribute", attr.label.as_str())
            .said("better", attr.better.said())
            .list("shown", shown, Msg::ListSep),
        outcome,
    ];
    said.extend(t.game_over(after.outcome().is_some(), &winners));
    said
}
