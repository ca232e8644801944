//! Ace Trump's actions and why one may be refused.

use crate::engine::Seat;
use crate::mechanics::decktet::{Card, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Action {
    /// Fixed trump: the dealer names the trump suit before the deal.
    NameTrump {
        suit: Suit,
    },
    /// Bidding: the number of tricks this seat means to take.
    Bid {
        tricks: u8,
    },
    Play {
        card: Card,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::NameTrump { suit } => write!(f, "names {suit} trump"),
            Action::Bid { tricks } => write!(f, "bids {tricks}"),
            Action::Play { card } => write!(f, "plays {}", card.describe()),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    NotYourTurn {
        to_act: Seat,
        seat: Seat,
    },
    /// The action belongs to another part of the hand.
    NotNow {
        phase: &'static str,
    },
    CardNotInHand(Card),
    /// The card does not share a suit with the led card, and the hand has one that does.
    MustFollow {
        card: Card,
        led: Card,
    },
    BidTooHigh {
        bid: u8,
        tricks: usize,
    },
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::NotYourTurn { to_act, seat } => {
                write!(f, "it is {to_act}'s turn, not {seat}'s")
            }
            ActionError::NotNow { phase } => write!(f, "that is not an action for now ({phase})"),
            ActionError::CardNotInHand(c) => write!(f, "{} is not in that hand", c.describe()),
            ActionError::MustFollow { card, led } => write!(
                f,
                "{} does not follow {}: play a card with one of its suits",
                card.describe(),
                led.describe()
            ),
            ActionError::BidTooHigh { bid, tricks } => {
                write!(
                    f,
                    "a bid of {bid} is more than the {tricks} tricks of the hand"
                )
            }
        }
    }
}

impl std::error::Error for ActionError {}

impl From<crate::mechanics::decktet_tricks::Refusal> for ActionError {
    fn from(r: crate::mechanics::decktet_tricks::Refusal) -> Self {
        use crate::mechanics::decktet_tricks::Refusal;
        match r {
            Refusal::NotInHand(card) => ActionError::CardNotInHand(card),
            Refusal::MustFollow { card, led } => ActionError::MustFollow { card, led },
        }
    }
}
