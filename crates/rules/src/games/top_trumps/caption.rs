//! Replay captions for Top Trumps: who chose what, every revealed value, and where the cards
//! went. Everything in a turn is revealed to all, so no viewer learns a secret from them.
//! The pack's words (its attributes' labels, its cards' names, its units) are its
//! [`PackWords`]: a built-in pack's in the reader's language, a player's own pack's as written.

use super::actions::Action;
use super::state::{TopTrumps, TurnResult};
use super::words::PackWords;
use crate::engine::{Game, Teller};
use trumps_words::{Msg, Said};

pub fn caption(_before: &TopTrumps, after: &TopTrumps, action: Action, t: &Teller) -> Vec<Said> {
    let Action::Choose { attribute } = action;
    let pack = &after.options().pack;
    let words = PackWords::of(pack);
    let a = attribute as usize;
    let Some(attr) = pack.attribute(a) else {
        return Vec::new();
    };
    let Some(turn) = after.last() else {
        return Vec::new();
    };
    let shown: Vec<Said> = turn
        .revealed
        .iter()
        .map(|&(s, c)| {
            Said::new(Msg::CaptionTopShown)
                .seat("name", t.name(s))
                .said("card", words.card_name(c as usize))
                .said("value", words.value(a, pack.value(c as usize, a)))
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
            .said("attribute", words.label(a))
            .said("better", attr.better.said()),
        // (A sentence of its own: the table's short announcements leave out the person's own
        // choice said back, never the cards it shows.)
        Said::new(Msg::CaptionTopCards).list("shown", shown, Msg::ListSep),
        outcome,
    ];
    said.extend(t.game_over(after.outcome().is_some(), &winners));
    said
}
