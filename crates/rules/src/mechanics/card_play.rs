//! The one action of a game of nothing but tricks: play a card, written `play AS` and said
//! "plays the Ace of Spades".

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A card in words: "Ace of Spades", "the Crown of Knots".
pub trait CardWords {
    fn words(&self) -> String;
}

impl CardWords for super::french::Card {
    fn words(&self) -> String {
        self.describe()
    }
}

impl CardWords for super::decktet::Card {
    fn words(&self) -> String {
        self.describe()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Play<C> {
    Play { card: C },
}

impl<C: CardWords> fmt::Display for Play<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Play::Play { card } = self;
        write!(f, "plays the {}", card.words())
    }
}

impl<C: Copy + fmt::Display + FromStr<Err = String>> Play<C> {
    pub fn card(self) -> C {
        let Play::Play { card } = self;
        card
    }

    /// `play AS`.
    pub fn text(&self) -> String {
        format!("play {}", self.card())
    }

    /// Reads [`Play::text`] back.
    pub fn parse(text: &str) -> Result<Self, String> {
        let card = text
            .strip_prefix("play ")
            .ok_or_else(|| format!("\"{text}\" is not \"play\" and a card (like \"play AS\")"))?;
        card.parse().map(|card| Play::Play { card })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mechanics::french::Card;

    #[test]
    fn a_play_reads_back_and_is_said_in_words() {
        for card in Card::all() {
            let p = Play::Play { card };
            assert_eq!(Play::parse(&p.text()), Ok(p));
        }
        let p: Play<Card> = Play::parse("play AS").expect("a play");
        assert_eq!(p.to_string(), "plays the Ace of Spades");
        assert!(Play::<Card>::parse("pass").is_err());
        assert!(Play::<Card>::parse("play ZZ").is_err());
    }
}
