//! Ace Trump's view as the shared Decktet table parts read it.

use crate::engine::Seat;
use crate::games::ace_trump::{
    rules, AceTrump, Action, Card, HandResult, Options, Phase, Suit, View,
};
use crate::ui::view::games::decktet::{DecktetView, ScoredHand};

/// A finished hand as the summaries show it.
pub fn scored_hand(r: &HandResult, options: &Options) -> ScoredHand {
    let note = options.tides.then_some(r.last_card).flatten().map(|c| {
        let size = rules::tides_size(c);
        format!(
            "Tides of fortune: the last card was {}, so the next hand is {size} card{} each.",
            c.name(),
            if size == 1 { "" } else { "s" }
        )
    });
    let words = [
        "Trump at the end:",
        "No Ace was played: no trump this hand.",
    ];
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
    fn before_tricks(&self) -> &'static str {
        "The tricks start once the bids are in."
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
    fn empty_hand(&self) -> &'static str {
        if self.phase == Phase::NameTrump {
            "The cards are dealt once the dealer has named trump."
        } else {
            "No cards in hand."
        }
    }
    fn scored(&self, k: usize) -> Option<ScoredHand> {
        self.results.get(k).map(|r| scored_hand(r, &self.options))
    }
}
