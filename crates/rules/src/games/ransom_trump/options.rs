//! Ransom Trump's options: the players, the extra cards, the variants Ace Trump lends it, and
//! how long the match runs. Impossible mixes are refused with a reason.

use crate::engine::GameOptions;
use crate::mechanics::decktet::DecktetDeck;
use crate::mechanics::toggles::Toggled;
use trumps_words::Msg;

pub use crate::mechanics::matchplay::Until;

crate::variant_options! {
    /// A deal code gives the variants by Ace Trump's letters (`XPEAB`).
    pub struct Options for "Ransom Trump" (players 4 in 2..=4, partners at [4], length 4) {
        excuse 'X' Msg::OptionsExcuse: Msg::OptionsRansomExcuseHelp,
        pawns 'P' Msg::OptionsPawns: Msg::OptionsRansomPawnsHelp,
        early_bird 'E' Msg::OptionsEarlyBird: Msg::OptionsRansomEarlyBirdHelp,
        partners 'A' Msg::OptionsPartners: Msg::OptionsRansomPartnersHelp,
        bidding 'B' Msg::OptionsBidding: Msg::OptionsRansomBiddingHelp,
    }
}

impl Options {
    /// Cards each seat is dealt: 10 with 2 or 3 players, 9 with 4 (the rest is set aside).
    pub fn deal_size(&self) -> usize {
        if self.players >= 4 {
            9
        } else {
            10
        }
    }

    /// Tricks in a hand: the cards dealt less the ransom.
    pub fn tricks(&self) -> usize {
        self.deal_size() - 1
    }
}

impl DecktetDeck for Options {}

impl GameOptions for Options {
    crate::players_field!();

    fn fit_table(&mut self) {
        self.fit_partners();
    }

    fn check(&self) -> Result<(), trumps_words::Said> {
        self.check_table()?;
        self.until.check(self.length)
    }

    crate::toggled_options!();
}
