//! Ransom Trump's view as the shared Decktet table parts read it.

use crate::engine::Seat;
use crate::games::ransom_trump::{Action, Card, HandResult, Phase, RansomTrump, Suit, View};
use crate::ui::view::games::decktet::{DecktetView, ScoredHand};

/// A finished hand as the summaries show it.
pub fn scored_hand(r: &HandResult) -> ScoredHand {
    let note = r
        .reveal
        .winning_card()
        .map(|c| format!("Trump was bought with the {}.", c.name()));
    let words = ["Trump:", "No ransom was left alone: no trump this hand."];
    crate::ui::view::games::decktet::scored_hand!(r, words, note)
}

impl DecktetView for View {
    type Game = RansomTrump;
    crate::ui::view::games::decktet::decktet_fields!();
    fn trump_now(&self) -> Option<Suit> {
        self.trump
    }
    fn trump_of_trick(&self, _k: usize) -> Option<Suit> {
        self.trump
    }
    fn tricks_in_hand(&self) -> usize {
        self.hand_tricks()
    }
    fn before_tricks(&self) -> &'static str {
        match self.phase {
            Phase::Ransom => "The tricks start once the ransoms are shown and trump is set.",
            Phase::ChooseTrump => "The tricks start once trump is chosen.",
            _ => "The tricks start once the bids are in.",
        }
    }
    fn trick_area_shown(&self) -> bool {
        !matches!(self.phase, Phase::Ransom | Phase::ChooseTrump)
    }
    fn card_of(action: &Action) -> Option<Card> {
        match action {
            Action::Play { card } | Action::Ransom { card } => Some(*card),
            _ => None,
        }
    }
    fn card_action(&self, card: Card) -> Action {
        if self.phase == Phase::Ransom {
            Action::Ransom { card }
        } else {
            Action::Play { card }
        }
    }
    fn empty_hand(&self) -> &'static str {
        "No cards in hand."
    }
    fn bids_to_come(&self) -> bool {
        matches!(self.phase, Phase::Ransom | Phase::ChooseTrump)
    }
    fn seat_note(&self, seat: Seat) -> Option<String> {
        (self.phase == Phase::Ransom).then(|| {
            if self.ransom_down[seat.index()] {
                "ransom down".to_string()
            } else {
                "choosing a ransom".to_string()
            }
        })
    }
    fn scored(&self, k: usize) -> Option<ScoredHand> {
        self.results.get(k).map(scored_hand)
    }
}
