//! Ransom Trump's actions and why one may be refused.

use crate::mechanics::decktet::{Card, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Action {
    /// Puts a card of the hand face down as this seat's ransom (secret until all are down).
    Ransom {
        card: Card,
    },
    /// The winner of a ransom with several suits names one of them trump.
    ChooseTrump {
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
            Action::Ransom { card } => write!(f, "puts down {} as ransom", card.describe()),
            Action::ChooseTrump { suit } => write!(f, "makes {suit} trump"),
            Action::Bid { tricks } => write!(f, "bids {tricks}"),
            Action::Play { card } => write!(f, "plays {}", card.describe()),
        }
    }
}

crate::action_error! {
    decktet
    /// Why an action was refused.
    pub enum ActionError {
        /// The suit is not on the winning ransom.
        NotOnRansom {
            suit: Suit,
            ransom: Card,
        },
        BidTooHigh {
            bid: u8,
            tricks: usize,
        },
    }
    display(f) {
        ActionError::NotOnRansom { suit, ransom } => write!(
            f,
            "{suit} is not a suit of the winning ransom, {}",
            ransom.describe()
        ),
        ActionError::BidTooHigh { bid, tricks } => write!(
            f,
            "a bid of {bid} is more than the {tricks} tricks of the hand"
        ),
    }
}
