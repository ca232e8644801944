//! Truf's actions and why one may be refused. A bid is made card by card (each shown plus or
//! minus, in the order of the hand), then closed; nobody sees it until every bid is closed.

use super::bid::Direction;
use super::{Card, Suit};
use trumps_words::{Msg, Said};

crate::trick_actions! {
    /// What a seat does in Truf (saved as `{"type": "bid-card", "card": "…", "minus": false}`).
    pub enum Action for Card {
        /// Adds a card of the hand to this seat's bid, plus or minus.
        BidCard { card: Card, minus: bool } => (
            Said::new(Msg::CaptionActionBidCard)
                .said("card", card.said())
                .text("minus", if *minus { "yes" } else { "no" })
        ),
        /// Closes this seat's bid (at least one card).
        BidDone => (Said::new(Msg::CaptionActionBidDone)),
        /// An even game: the bid winner turns it up or down.
        Turn { direction: Direction } => (
            Said::new(Msg::CaptionActionTurn).said("direction", direction.said())
        ),
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
    said {
        ActionError::BidOrder { card } => Said::new(Msg::RefusalBidOrder).said("card", card.said()),
        ActionError::EmptyBid => Said::new(Msg::RefusalEmptyBid),
        ActionError::MustFollow { card, suit } => Said::new(Msg::RefusalMustFollowSuit)
            .said("card", card.said())
            .said("suit", suit.said()),
        ActionError::TrumpNotBroken { card } => {
            Said::new(Msg::RefusalTrumpNotBroken).said("card", card.said())
        }
    }
}
