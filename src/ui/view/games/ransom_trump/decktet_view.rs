//! Ransom Trump's view as the shared Decktet table parts read it.

use crate::engine::Seat;
use crate::games::ransom_trump::{Action, Card, HandResult, Phase, RansomTrump, Suit, View};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::decktet::words::card_name;
use crate::ui::view::games::decktet::{DecktetView, ScoredHand};

/// A finished hand as the summaries show it.
pub fn scored_hand(r: &HandResult) -> ScoredHand {
    let note = r.reveal.winning_card().map(|c| {
        say_with(
            Msg::DecktetRansomBoughtWith,
            &[("card", Value::Text(&card_name(c)))],
        )
    });
    let words = [Msg::DecktetTrumpIs, Msg::DecktetRansomNoTrump];
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
    fn before_tricks(&self) -> Msg {
        match self.phase {
            Phase::Ransom => Msg::DecktetRansomBeforeTricks,
            Phase::ChooseTrump => Msg::DecktetRansomBeforeTricksChosen,
            _ => Msg::DecktetBeforeTricksBids,
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
    fn empty_hand(&self) -> Msg {
        Msg::DecktetNoCards
    }
    fn bids_to_come(&self) -> bool {
        matches!(self.phase, Phase::Ransom | Phase::ChooseTrump)
    }
    fn seat_note(&self, seat: Seat) -> Option<String> {
        (self.phase == Phase::Ransom).then(|| {
            say(if self.ransom_down[seat.index()] {
                Msg::DecktetRansomDown
            } else {
                Msg::DecktetRansomChoosing
            })
        })
    }
    fn scored(&self, k: usize) -> Option<ScoredHand> {
        self.results.get(k).map(scored_hand)
    }
}
