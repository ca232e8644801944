//! The 36-card deck: ranks 1–9 in four suits, with a short, stable notation (`R5`, `B9`).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use trumps_words::{Msg, Said};

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

impl Suit {
    /// The colour as said in the reader's language ("green").
    pub fn said(self) -> Said {
        Said::new(match self {
            Suit::Red => Msg::WhatTrumpColourRed,
            Suit::Green => Msg::WhatTrumpColourGreen,
            Suit::Yellow => Msg::WhatTrumpColourYellow,
            Suit::Blue => Msg::WhatTrumpColourBlue,
        })
    }
}

impl Card {
    /// The card as captions name it, in the reader's language: "♣9 (green 9)".
    pub fn said(self) -> Said {
        Said::new(Msg::WhatTrumpCardCaptioned)
            .text("symbol", self.suit().symbol().to_string())
            .num("number", self.rank())
            .said("colour", self.suit().said())
    }

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

impl Card {
    /// The card's place in the deck, 0 (red 1) to 35 (blue 9): deck order is sort order.
    pub fn index(self) -> usize {
        self.suit as usize * MAX_RANK as usize + (self.rank - MIN_RANK) as usize
    }

    /// The card at `index` in the deck (see [`Card::index`]); `None` past 35.
    pub fn from_index(index: usize) -> Option<Card> {
        DECK.get(index).copied()
    }
}

/// The deck in [`Card::index`] order, for a lookup instead of a division.
const DECK: [Card; DECK_SIZE] = {
    let mut deck = [Card {
        suit: Suit::Red,
        rank: MIN_RANK,
    }; DECK_SIZE];
    let mut i = 0;
    while i < DECK_SIZE {
        deck[i] = Card {
            suit: Suit::ALL[i / MAX_RANK as usize],
            rank: (i % MAX_RANK as usize) as u8 + MIN_RANK,
        };
        i += 1;
    }
    deck
};

/// The number of cards in the deck.
pub const DECK_SIZE: usize = 36;

/// A list of cards held inline (up to the whole deck): made and dropped without allocating;
/// serialised as a plain list.
pub type CardList = smallvec::SmallVec<[Card; DECK_SIZE]>;

/// All 36 cards, red 1 … blue 9, without allocating.
pub fn deck_array() -> [Card; DECK_SIZE] {
    DECK
}

/// All 36 cards, red 1 … blue 9.
pub fn deck() -> Vec<Card> {
    deck_array().to_vec()
}

/// A set of cards as one 36-bit mask (bit [`Card::index`]): membership, insertion and sorted
/// listing without allocating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardSet(u64);

impl CardSet {
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.index();
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.index());
    }

    /// How many cards of the set come before `card` in deck order.
    pub fn count_below(self, card: Card) -> usize {
        (self.0 & ((1 << card.index()) - 1)).count_ones() as usize
    }

    /// Every card of `suit`.
    pub const fn suit(suit: Suit) -> CardSet {
        CardSet(0x1FF << (suit as u32 * MAX_RANK as u32))
    }

    /// Every card of rank `rank` (empty outside 1–9).
    pub const fn rank(rank: u8) -> CardSet {
        if rank < MIN_RANK || rank > MAX_RANK {
            return CardSet(0);
        }
        // One bit in each suit's block of nine.
        CardSet(0x0_0804_0201 << (rank - MIN_RANK))
    }

    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    pub const fn without(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards in deck (sort) order.
    pub fn iter(self) -> SetCards {
        SetCards(self.0)
    }
}

/// The cards of a [`CardSet`] in deck (sort) order; knows how many are left, so collecting
/// them allocates once.
#[derive(Clone, Copy, Debug)]
pub struct SetCards(u64);

impl Iterator for SetCards {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Card::from_index(i)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SetCards {}

impl Extend<Card> for CardSet {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, iter: I) {
        for c in iter {
            self.insert(c);
        }
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::default();
        set.extend(iter);
        set
    }
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
    fn card_indices_follow_sort_order_and_sets_list_cards_sorted() {
        let d = deck();
        for (i, &c) in d.iter().enumerate() {
            assert_eq!(c.index(), i);
            assert_eq!(Card::from_index(i), Some(c));
        }
        assert_eq!(Card::from_index(36), None);
        let mut sorted = d.clone();
        sorted.sort();
        assert_eq!(sorted, d);
        let picked: CardSet = [d[30], d[2], d[17], d[2]].into_iter().collect();
        assert_eq!(picked.len(), 3);
        assert!(picked.contains(d[17]) && !picked.contains(d[18]));
        assert_eq!(picked.iter().collect::<Vec<_>>(), vec![d[2], d[17], d[30]]);
        // The listing knows its length (collecting allocates once).
        let mut listing = picked.iter();
        assert_eq!(listing.len(), 3);
        listing.next();
        assert_eq!((listing.len(), listing.size_hint()), (2, (2, Some(2))));
        assert!(CardSet::default().is_empty());
        assert_eq!(picked.count_below(d[17]), 1);
        for c in d.iter().copied() {
            assert!(CardSet::suit(c.suit()).contains(c) && CardSet::rank(c.rank()).contains(c));
            assert_eq!(CardSet::suit(c.suit()).len(), 9);
            assert_eq!(CardSet::rank(c.rank()).len(), 4);
        }
        assert!(CardSet::rank(0).is_empty() && CardSet::rank(10).is_empty());
    }

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
