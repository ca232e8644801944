//! Ace Trump's actions and why one may be refused.

use crate::mechanics::decktet::{Card, Suit};
use trumps_words::{Msg, Said};

crate::trick_actions! {
    bidding
    /// What a seat does in Ace Trump (saved as `{"type": "bid", "tricks": 3}`).
    pub enum Action for Card {
        /// Fixed trump: the dealer names the trump suit before the deal.
        NameTrump { suit: Suit } => (Said::new(Msg::CaptionActionNamesTrump).said("suit", suit.said())),
    }
}

crate::action_error! {
    decktet bidding
    /// Why an action was refused.
    pub enum ActionError {
    }
    said {
    }
}
