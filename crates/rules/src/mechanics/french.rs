//! The standard 52-card deck: four suits ♣ ♦ ♥ ♠ and ranks 2 to 10, Jack, Queen, King, Ace,
//! the Ace high. Where suits must be ordered (a tie-break between equal ranks) ♠ > ♥ > ♦ > ♣.
//!
//! A card's stable notation is its rank then its suit letter, in capitals: `AS` (Ace of
//! Spades), `10H`, `QD`, `2C`. Lower case is read too; nothing else is read as a card.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use trumps_words::{Msg, Said};

/// The suits, lowest first in the order ties are broken by (♣ < ♦ < ♥ < ♠).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["Clubs", "Diamonds", "Hearts", "Spades"][self.index()]
    }

    /// The letter of the notation: `C`, `D`, `H`, `S`.
    pub fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self.index()]
    }

    /// The suit's symbol, so it is told apart without colour.
    pub fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self.index()]
    }

    /// Whether its cards are printed red.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    pub fn from_letter(c: char) -> Option<Suit> {
        Suit::ALL
            .into_iter()
            .find(|s| s.letter() == c.to_ascii_uppercase())
    }

    /// The word used in notation and in saved JSON: `spades`.
    pub fn id(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self.index()]
    }

    pub fn from_id(s: &str) -> Option<Suit> {
        Suit::ALL.into_iter().find(|x| x.id() == s)
    }
}

impl Suit {
    /// The suit's name as said in the reader's language ("Hearts").
    pub fn said(self) -> Said {
        Said::new(
            [
                Msg::FrenchSuitClubs,
                Msg::FrenchSuitDiamonds,
                Msg::FrenchSuitHearts,
                Msg::FrenchSuitSpades,
            ][self.index()],
        )
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A card: its suit and its rank, 2 to 14 (11 Jack, 12 Queen, 13 King, 14 Ace).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Card(u8);

impl Card {
    pub const ACE: u8 = 14;
    pub const KING: u8 = 13;
    pub const QUEEN: u8 = 12;
    pub const JACK: u8 = 11;

    /// The card of `suit` and `rank` (2 to 14), if there is one.
    pub fn new(suit: Suit, rank: u8) -> Option<Card> {
        (2..=14)
            .contains(&rank)
            .then(|| Card(suit.index() as u8 * 13 + rank - 2))
    }

    /// A number from 0 to 51: suits ♣ ♦ ♥ ♠, each 2 to Ace.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 / 13) as usize]
    }

    /// 2 to 14, the Ace high.
    pub fn rank(self) -> u8 {
        self.0 % 13 + 2
    }

    pub fn is_face(self) -> bool {
        (Card::JACK..=Card::KING).contains(&self.rank())
    }

    /// The rank as printed in a corner: `2` … `10`, `J`, `Q`, `K`, `A`.
    pub fn rank_text(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][(self.rank() - 2) as usize]
    }

    /// The rank in words: `7`, `Jack`, `Ace`.
    pub fn rank_name(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King", "Ace",
        ][(self.rank() - 2) as usize]
    }

    /// "Ace of Spades", "10 of Hearts".
    pub fn describe(self) -> String {
        self.said().en()
    }

    /// The card as said in the reader's language: "Ace of Spades", "Pik Ass".
    pub fn said(self) -> Said {
        let rank = self.rank();
        let card = Said::new(Msg::FrenchCard).said("suit", self.suit().said());
        match rank {
            Card::ACE => card.word("rank", Msg::FrenchRankAce),
            Card::KING => card.word("rank", Msg::FrenchRankKing),
            Card::QUEEN => card.word("rank", Msg::FrenchRankQueen),
            Card::JACK => card.word("rank", Msg::FrenchRankJack),
            n => card.num("rank", n),
        }
    }

    /// The card with its symbol: "A♠", "10♥".
    pub fn short(self) -> String {
        format!("{}{}", self.rank_text(), self.suit().symbol())
    }

    /// Every card, ♣ 2 first.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..52).map(Card)
    }

    /// The deck: all 52, or without the 2 of clubs (for a table of three).
    pub fn deck(without_two_of_clubs: bool) -> Vec<Card> {
        Card::all()
            .filter(|c| !(without_two_of_clubs && c.index() == 0))
            .collect()
    }
}

impl fmt::Display for Card {
    /// The notation: `AS`, `10H`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_text(), self.suit().letter())
    }
}

impl FromStr for Card {
    type Err = String;
    fn from_str(s: &str) -> Result<Card, String> {
        let bad = || format!("\"{s}\" is not a card (for example: AS, 10H, QD, 2C)");
        let mut chars: Vec<char> = s.chars().collect();
        let suit = chars.pop().and_then(Suit::from_letter).ok_or_else(bad)?;
        let rank_text: String = chars.into_iter().collect::<String>().to_ascii_uppercase();
        let rank = match rank_text.as_str() {
            "A" => Card::ACE,
            "K" => Card::KING,
            "Q" => Card::QUEEN,
            "J" => Card::JACK,
            n if n.len() <= 2 && !n.starts_with('0') => n
                .parse::<u8>()
                .ok()
                .filter(|r| (2..=10).contains(r))
                .ok_or_else(bad)?,
            _ => return Err(bad()),
        };
        Card::new(suit, rank).ok_or_else(bad)
    }
}

impl TryFrom<String> for Card {
    type Error = String;
    fn try_from(s: String) -> Result<Card, String> {
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
    fn every_card_reads_back_from_its_notation() {
        for c in Card::all() {
            assert_eq!(c.to_string().parse::<Card>(), Ok(c));
            assert_eq!(c.to_string().to_lowercase().parse::<Card>(), Ok(c));
            let json = serde_json::to_string(&c).expect("serialises");
            assert_eq!(serde_json::from_str::<Card>(&json).expect("reads"), c);
        }
        assert_eq!(
            "AS".parse::<Card>().map(Card::describe),
            Ok("Ace of Spades".into())
        );
        assert_eq!(
            "10H".parse::<Card>().map(|c| (c.rank(), c.suit())),
            Ok((10, Suit::Hearts))
        );
        for bad in ["", "S", "1S", "11S", "010H", "AX", "A", "ZZ", "10", "AS "] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_decks_of_three_and_four_players() {
        assert_eq!(Card::deck(false).len(), 52);
        let three = Card::deck(true);
        assert_eq!(three.len(), 51);
        assert!(!three.contains(&"2C".parse().expect("a card")));
        assert_eq!(
            Card::new(Suit::Spades, 14).map(|c| c.short()),
            Some("A♠".into())
        );
        assert_eq!(Card::new(Suit::Spades, 15), None);
        assert!(Suit::Spades > Suit::Hearts && Suit::Hearts > Suit::Diamonds);
    }
}
