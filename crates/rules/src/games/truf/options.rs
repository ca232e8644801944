//! Truf's options: 3 or 4 players and the number of hands in the match.

use super::Card;
use crate::engine::{check_seats, FieldKind, GameOptions, OptionField};
use crate::mechanics::deal::DeckOptions;
use crate::mechanics::match_state::{MatchTerms, Terms};
use crate::mechanics::matchplay::{options_code, read_options_code, MatchLength, Until};
use serde::{Deserialize, Serialize};
use trumps_words::Msg;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub players: u8,
    /// Hands in the match; the highest total after them wins.
    pub hands: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 4,
            hands: 4,
        }
    }
}

pub const MIN_PLAYERS: usize = 3;
pub const MAX_PLAYERS: usize = 4;

impl Options {
    /// Tricks in a hand (and cards dealt to each): 13 with 4 players, 17 with 3.
    pub fn tricks(&self) -> usize {
        if self.players == 3 {
            17
        } else {
            13
        }
    }
}

impl DeckOptions for Options {
    type Card = Card;
    /// The deck: 52 cards, or 51 without the 2 of clubs with 3 players.
    fn deck(&self) -> Vec<Card> {
        Card::deck(self.players == 3)
    }
}

/// A match of a set number of hands, each playing alone.
impl MatchTerms for Options {
    fn terms(&self) -> Terms {
        Terms {
            partners: false,
            length: MatchLength::Hands(self.hands),
        }
    }
}

impl GameOptions for Options {
    crate::players_field!();

    fn check(&self) -> Result<(), trumps_words::Said> {
        check_seats("Truf", (MIN_PLAYERS, MAX_PLAYERS), self.players())?;
        Until::Hands.check(self.hands)
    }

    fn fields() -> Vec<OptionField> {
        vec![OptionField {
            key: "hands",
            label: Msg::OptionsHands,
            help: Msg::OptionsHandsHelp,
            kind: FieldKind::Number { min: 1, max: 50 },
        }]
    }

    /// `H` and the number of hands when it is not 4: `H8` (a match's part of a deal code).
    fn code(&self) -> String {
        let hands = |o: &Options| (Until::Hands, o.hands);
        options_code(&[], &[], hands(self), hands(&Options::default()))
    }

    /// A day's deal: one hand, of 3 or 4 players as `r` falls.
    fn daily(r: u64) -> Self {
        Options {
            hands: 1,
            ..Options::default().with_players(3 + (r % 2) as usize)
        }
    }

    fn from_code(players: usize, code: &str) -> Result<Self, String> {
        let mut o = Options::default().with_players(players);
        match read_options_code(&[], code) {
            Some((_, None)) => {}
            Some((_, Some((Until::Hands, hands)))) => o.hands = hands,
            _ => return Err(format!("\"{code}\" is not a set of Truf options")),
        }
        o.validate()?;
        Ok(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_or_four_players_and_a_match_of_hands() {
        assert!(Options::default().validate().is_ok());
        let o = |players, hands| Options { players, hands }.validate();
        assert!(o(2, 4).unwrap_err().contains("3 or 4"));
        assert!(o(5, 4).unwrap_err().contains("3 or 4"));
        assert!(o(3, 0).is_err());
        assert_eq!(
            Options {
                players: 3,
                hands: 1
            }
            .deck()
            .len(),
            51
        );
        assert_eq!(
            Options {
                players: 3,
                hands: 1
            }
            .tricks(),
            17
        );
        assert_eq!(Options::default().tricks(), 13);
    }

    #[test]
    fn codes_round_trip() {
        let o = Options {
            players: 3,
            hands: 8,
        };
        assert_eq!(o.code(), "H8");
        assert_eq!(Options::from_code(3, "h8"), Ok(o));
        assert_eq!(Options::from_code(4, ""), Ok(Options::default()));
        for bad in ["H", "H0", "H08", "X", "H8X", "R8"] {
            assert!(Options::from_code(4, bad).is_err(), "{bad}");
        }
    }
}
