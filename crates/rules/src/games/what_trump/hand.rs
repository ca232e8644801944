//! A player's hand: its cards in sort order, plus the same cards as a [`CardSet`] so that
//! following, membership and the place of a new card are a few bit operations (hot in the
//! playouts of search bots). Reads as a slice of cards; saved as a plain sorted list.

use super::cards::{Card, CardSet};
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use smallvec::SmallVec;
use std::ops::Deref;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hand {
    cards: SmallVec<[Card; 12]>,
    set: CardSet,
}

impl Hand {
    /// The cards as a set.
    pub fn set(&self) -> CardSet {
        self.set
    }

    pub fn as_slice(&self) -> &[Card] {
        &self.cards
    }

    /// Adds `card` at its place; `false` (and no change) if the hand holds it already.
    pub fn insert(&mut self, card: Card) -> bool {
        if self.set.contains(card) {
            return false;
        }
        self.cards.insert(self.set.count_below(card), card);
        self.set.insert(card);
        true
    }

    /// Takes `card` out; `false` if the hand does not hold it.
    pub fn remove(&mut self, card: Card) -> bool {
        if !self.set.contains(card) {
            return false;
        }
        self.cards.remove(self.set.count_below(card));
        self.set.remove(card);
        true
    }
}

impl Deref for Hand {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        &self.cards
    }
}

impl<'a> IntoIterator for &'a Hand {
    type Item = &'a Card;
    type IntoIter = std::slice::Iter<'a, Card>;
    fn into_iter(self) -> Self::IntoIter {
        self.cards.iter()
    }
}

impl FromIterator<Card> for Hand {
    /// A hand of these cards, sorted; a card given twice is held once.
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
        self.cards.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Hand {
    /// A saved hand: a list of distinct cards (kept sorted whatever order it was written in).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
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
}
