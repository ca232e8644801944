//! The 36-card deck: ranks 1–9 in four suits, with a short, stable notation (`R5`, `B9`).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Suit order red < green < yellow < blue is used only for sorting and for "lowest card" ties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    Red,
    Green,
    Yellow,
    Blue,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Red, Suit::Green, Suit::Yellow, Suit::Blue];

    pub fn letter(self) -> char {
        match self {
            Suit::Red => 'R',
            Suit::Green => 'G',
            Suit::Yellow => 'Y',
            Suit::Blue => 'B',
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Red => '♥',
            Suit::Green => '♣',
            Suit::Yellow => '♠',
            Suit::Blue => '♦',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Red => "red",
            Suit::Green => "green",
            Suit::Yellow => "yellow",
            Suit::Blue => "blue",
        }
    }

    pub fn from_letter(c: char) -> Option<Suit> {
        Suit::ALL
            .into_iter()
            .find(|s| s.letter() == c.to_ascii_uppercase())
    }
}

pub const MIN_RANK: u8 = 1;
pub const MAX_RANK: u8 = 9;

/// A card: a suit and a rank from 1 to 9. Fields are private so every card is valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Card {
    suit: Suit,
    rank: u8,
}

impl Card {
    /// `None` for a rank outside 1–9.
    pub fn new(suit: Suit, rank: u8) -> Option<Card> {
        (MIN_RANK..=MAX_RANK)
            .contains(&rank)
            .then_some(Card { suit, rank })
    }

    pub fn suit(self) -> Suit {
        self.suit
    }

    pub fn rank(self) -> u8 {
        self.rank
    }

    /// Sorting key: suit order, then rank.
    pub fn sort_key(self) -> (Suit, u8) {
        (self.suit, self.rank)
    }
}

impl Card {
    /// [`Card::sort_key`] packed in one byte (suit in the high bits): the same order, one
    /// comparison.
    fn packed(self) -> u8 {
        (self.suit as u8) << 4 | self.rank
    }
}

impl Ord for Card {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.packed().cmp(&other.packed())
    }
}

impl PartialOrd for Card {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// All 36 cards, red 1 … blue 9.
pub fn deck() -> Vec<Card> {
    Suit::ALL
        .into_iter()
        .flat_map(|suit| (MIN_RANK..=MAX_RANK).map(move |rank| Card { suit, rank }))
        .collect()
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.letter(), self.rank)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardParseError(pub String);

impl fmt::Display for CardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a card (expected a suit letter R, G, Y or B and a rank 1-9, like R5)",
            self.0
        )
    }
}

impl std::error::Error for CardParseError {}

impl FromStr for Card {
    type Err = CardParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        // Exactly a capital suit letter and one digit 1-9: `r5`, `R05` and `"R5 "` are not cards.
        let bad = || CardParseError(s.to_string());
        let b = s.as_bytes();
        if b.len() != 2 || !b[0].is_ascii_uppercase() || !(b'1'..=b'9').contains(&b[1]) {
            return Err(bad());
        }
        let suit = Suit::from_letter(b[0] as char).ok_or_else(bad)?;
        Card::new(suit, b[1] - b'0').ok_or_else(bad)
    }
}

impl TryFrom<String> for Card {
    type Error = CardParseError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Card> for String {
    fn from(c: Card) -> String {
        c.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_36_distinct_cards() {
        let d = deck();
        assert_eq!(d.len(), 36);
        let set: std::collections::HashSet<_> = d.iter().collect();
        assert_eq!(set.len(), 36);
    }

    #[test]
    fn notation_round_trips_and_rejects_nonsense() {
        for c in deck() {
            assert_eq!(c.to_string().parse::<Card>(), Ok(c));
        }
        for bad in ["", "R", "R0", "R10", "X5", "5R", "B-1"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} should not parse");
        }
        assert!(serde_json::from_str::<Card>("\"Q3\"").is_err());
        for loose in ["r5", "R5 ", " R5", "R05", "R+5", "R10", "R0"] {
            assert!(loose.parse::<Card>().is_err(), "{loose:?}");
        }
        assert_eq!(
            serde_json::to_string(&Card::new(Suit::Blue, 9)).ok(),
            Some("\"B9\"".into())
        );
    }
}
