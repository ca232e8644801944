//! A player's hand: its cards in sort order, plus the same cards as a [`CardSet`] so that
//! following, membership and the place of a new card are a few bit operations (hot in the
//! playouts of search bots). Reads as a slice of cards; saved as a plain sorted list.

use super::cards::{deck_array, Card, CardSet};
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Deref;

/// The most cards a hand holds (36 cards among 3 players).
pub const MAX_HAND: usize = 12;

#[derive(Clone, Copy)]
pub struct Hand {
    /// The first `len` are the hand, in sort order; the rest mean nothing.
    cards: [Card; MAX_HAND],
    len: u8,
    set: CardSet,
}

impl Default for Hand {
    fn default() -> Self {
        Hand {
            cards: [deck_array()[0]; MAX_HAND],
            len: 0,
            set: CardSet::default(),
        }
    }
}

impl PartialEq for Hand {
    /// The same cards (the set says it all).
    fn eq(&self, other: &Self) -> bool {
        self.set == other.set
    }
}

impl Eq for Hand {}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Hand {
    /// The cards as a set.
    pub fn set(&self) -> CardSet {
        self.set
    }

    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    /// Adds `card` at its place; `false` (and no change) if the hand holds it already or is
    /// full.
    pub fn insert(&mut self, card: Card) -> bool {
        if self.set.contains(card) || usize::from(self.len) >= MAX_HAND {
            return false;
        }
        self.set.insert(card);
        self.relist();
        true
    }

    /// Takes `card` out; `false` if the hand does not hold it.
    pub fn remove(&mut self, card: Card) -> bool {
        if !self.set.contains(card) {
            return false;
        }
        self.set.remove(card);
        self.relist();
        true
    }

    /// Lists the set's cards in order: a dozen bit steps, cheaper than shifting the list
    /// by a library call (hot in the playouts of search bots).
    fn relist(&mut self) {
        let mut n = 0;
        for (slot, card) in self.cards.iter_mut().zip(self.set.iter()) {
            *slot = card;
            n += 1;
        }
        self.len = n;
    }
}

impl Deref for Hand {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a Hand {
    type Item = &'a Card;
    type IntoIter = std::slice::Iter<'a, Card>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl FromIterator<Card> for Hand {
    /// A hand of these cards, sorted; a card given twice is held once, and no more than
    /// [`MAX_HAND`] are kept.
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut hand = Hand::default();
        for c in iter {
            hand.insert(c);
        }
        hand
    }
}

impl Serialize for Hand {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Hand {
    /// A saved hand: a list of distinct cards (kept sorted whatever order it was written in).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        if cards.len() > MAX_HAND {
            return Err(de::Error::custom(format!(
                "a hand holds at most {MAX_HAND} cards, not {}",
                cards.len()
            )));
        }
        let mut hand = Hand::default();
        for c in cards {
            if !hand.insert(c) {
                return Err(de::Error::custom(format!(
                    "the card {c} is twice in one hand"
                )));
            }
        }
        Ok(hand)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().expect("a card")
    }

    #[test]
    fn stays_sorted_and_matches_its_set() {
        let mut hand = Hand::default();
        for c in ["Y3", "R9", "B1", "R2", "G5"] {
            assert!(hand.insert(card(c)));
        }
        assert!(!hand.insert(card("R2")));
        let text: Vec<String> = hand.iter().map(|c| c.to_string()).collect();
        assert_eq!(text, ["R2", "R9", "G5", "Y3", "B1"]);
        assert!(hand.remove(card("R9")) && !hand.remove(card("R9")));
        assert_eq!(hand.set().iter().collect::<Vec<_>>(), hand.to_vec());
        assert_eq!(hand.len(), 4);
    }

    #[test]
    fn saved_as_a_plain_list_and_refuses_a_card_twice() {
        let hand: Hand = [card("G5"), card("R2")].into_iter().collect();
        let json = serde_json::to_string(&hand).expect("serialises");
        assert_eq!(json, r#"["R2","G5"]"#);
        let back: Hand = serde_json::from_str(r#"["G5","R2"]"#).expect("reads");
        assert_eq!(back, hand);
        let twice = serde_json::from_str::<Hand>(r#"["R2","R2"]"#);
        assert!(twice.is_err_and(|e| e.to_string().contains("twice")));
    }

    #[test]
    fn holds_twelve_cards_at_most_and_a_longer_saved_hand_is_refused() {
        let deck = crate::games::what_trump::cards::deck();
        let mut hand = Hand::default();
        for &c in deck.iter().rev().take(MAX_HAND) {
            assert!(hand.insert(c));
        }
        assert!(!hand.insert(deck[0]), "a thirteenth card");
        assert_eq!(hand.len(), MAX_HAND);
        assert!(hand.windows(2).all(|w| w[0] < w[1]), "sorted: {hand:?}");
        let thirteen: Vec<String> = deck.iter().take(13).map(|c| c.to_string()).collect();
        let json = serde_json::to_string(&thirteen).expect("serialises");
        let long = serde_json::from_str::<Hand>(&json);
        assert!(long.is_err_and(|e| e.to_string().contains("at most 12")));
    }
}
