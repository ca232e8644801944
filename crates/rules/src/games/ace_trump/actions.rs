//! Ace Trump's actions and why one may be refused.

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

crate::action_error! {
    decktet
    /// Why an action was refused.
    pub enum ActionError {
        BidTooHigh {
            bid: u8,
            tricks: usize,
        },
    }
    display(f) {
        ActionError::BidTooHigh { bid, tricks } => write!(
            f,
            "a bid of {bid} is more than the {tricks} tricks of the hand"
        ),
    }
}
