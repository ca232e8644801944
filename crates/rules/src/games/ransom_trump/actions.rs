//! Ransom Trump's actions and why one may be refused.

use crate::engine::Seat;
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
    /// The suit is not on the winning ransom.
    NotOnRansom {
        suit: Suit,
        ransom: Card,
    },
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
            ActionError::NotOnRansom { suit, ransom } => write!(
                f,
                "{suit} is not a suit of the winning ransom, {}",
                ransom.describe()
            ),
            ActionError::MustFollow { card, led } => write!(
                f,
                "{} does not follow {}: play a card with one of its suits",
                card.describe(),
                led.describe()
            ),
            ActionError::BidTooHigh { bid, tricks } => write!(
                f,
                "a bid of {bid} is more than the {tricks} tricks of the hand"
            ),
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
