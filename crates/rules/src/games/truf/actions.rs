//! Truf's actions and why one may be refused. A bid is made card by card (each shown plus or
//! minus, in the order of the hand), then closed; nobody sees it until every bid is closed.

use super::bid::Direction;
use super::{Card, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Action {
    /// Adds a card of the hand to this seat's bid, plus or minus.
    BidCard {
        card: Card,
        minus: bool,
    },
    /// Closes this seat's bid (at least one card).
    BidDone,
    /// An even game: the bid winner turns it up or down.
    Turn {
        direction: Direction,
    },
    Play {
        card: Card,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::BidCard { card, minus } => write!(
                f,
                "shows {} {}",
                card.describe(),
                if *minus { "minus" } else { "plus" }
            ),
            Action::BidDone => write!(f, "closes the bid"),
            Action::Turn { direction } => write!(
                f,
                "turns the game {}",
                match direction {
                    Direction::Up => "up",
                    Direction::Down => "down",
                }
            ),
            Action::Play { card } => write!(f, "plays {}", card.describe()),
        }
    }
}

crate::action_error! {
    /// Why an action was refused.
    pub enum ActionError for Card {
        /// A bid's cards are added in the order of the hand, each once.
        BidOrder {
            card: Card,
        },
        EmptyBid,
        /// The card is not of the led suit, and the hand has one that is.
        MustFollow {
            card: Card,
            suit: Suit,
        },
        /// A trump may not be led before trumps are broken, unless the hand holds only trumps.
        TrumpNotBroken {
            card: Card,
        },
    }
    display(f) {
        ActionError::BidOrder { card } => write!(
            f,
            "{} cannot be added to the bid: a bid's cards go in the order of the hand, each once",
            card.describe()
        ),
        ActionError::EmptyBid => write!(f, "a bid shows at least one card"),
        ActionError::MustFollow { card, suit } => write!(
            f,
            "{} does not follow {suit}: play a card of {suit}",
            card.describe()
        ),
        ActionError::TrumpNotBroken { card } => write!(
            f,
            "{} is a trump, and trumps may not be led until one has been played (or you hold only trumps)",
            card.describe()
        ),
    }
}
