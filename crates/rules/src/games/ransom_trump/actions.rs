//! Ransom Trump's actions and why one may be refused.

use crate::mechanics::decktet::{Card, Suit};
use trumps_words::{Msg, Said};

crate::trick_actions! {
    bidding
    /// What a seat does in Ransom Trump (saved as `{"type": "ransom", "card": "…"}`).
    pub enum Action for Card {
        /// Puts a card of the hand face down as this seat's ransom (secret until all are down).
        Ransom { card: Card } => (Said::new(Msg::CaptionActionRansom).said("card", card.said())),
        /// The winner of a ransom with several suits names one of them trump.
        ChooseTrump { suit: Suit } => (Said::new(Msg::CaptionActionMakesTrump).said("suit", suit.said())),
    }
}

crate::action_error! {
    decktet bidding
    /// Why an action was refused.
    pub enum ActionError {
        /// The suit is not on the winning ransom.
        NotOnRansom {
            suit: Suit,
            ransom: Card,
        },
    }
    said {
        ActionError::NotOnRansom { suit, ransom } => trumps_words::Said::new(trumps_words::Msg::RefusalNotOnRansom)
            .said("suit", suit.said())
            .said("ransom", ransom.said()),
    }
}
