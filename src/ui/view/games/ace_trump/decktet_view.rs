//! Ace Trump's view as the shared Decktet table parts read it.

use crate::engine::Seat;
use crate::games::ace_trump::{
    rules, AceTrump, Action, Card, HandResult, Options, Phase, Suit, View,
};
use crate::ui::model::lang::{say_with, Msg, Value};
use crate::ui::view::games::decktet::words::card_name;
use crate::ui::view::games::decktet::{DecktetView, ScoredHand};

/// A finished hand as the summaries show it.
pub fn scored_hand(r: &HandResult, options: &Options) -> ScoredHand {
    let note = options.tides.then_some(r.last_card).flatten().map(|c| {
        let size = rules::tides_size(c);
        say_with(
            Msg::DecktetAceTidesNote,
            &[
                ("card", Value::Text(&card_name(c))),
                ("n", Value::Number(size as f64)),
            ],
        )
    });
    let words = [Msg::DecktetAceTrumpAtEnd, Msg::DecktetAceNoTrump];
    crate::ui::view::games::decktet::scored_hand!(r, words, note)
}

impl DecktetView for View {
    type Game = AceTrump;
    crate::ui::view::games::decktet::decktet_fields!();
    fn trump_now(&self) -> Option<Suit> {
        self.trump.current
    }
    fn trump_of_trick(&self, k: usize) -> Option<Suit> {
        self.trump
            .changes
            .iter()
            .rfind(|c| c.trick <= k)
            .map(|c| c.to)
            .or(if self.options.fixed_trump {
                self.trump.current
            } else {
                None
            })
    }
    fn trump_changes_in(&self, k: usize) -> Vec<(Seat, Suit)> {
        self.trump.changes_in(k).map(|c| (c.seat, c.to)).collect()
    }
    fn tricks_in_hand(&self) -> usize {
        self.hand_size
    }
    fn before_tricks(&self) -> Msg {
        Msg::DecktetBeforeTricksBids
    }
    fn card_of(action: &Action) -> Option<Card> {
        match action {
            Action::Play { card } => Some(*card),
            _ => None,
        }
    }
    fn card_action(&self, card: Card) -> Action {
        Action::Play { card }
    }
    fn empty_hand(&self) -> Msg {
        if self.phase == Phase::NameTrump {
            Msg::DecktetAceDealtAfterNaming
        } else {
            Msg::DecktetNoCards
        }
    }
    fn scored(&self, k: usize) -> Option<ScoredHand> {
        self.results.get(k).map(|r| scored_hand(r, &self.options))
    }
}
