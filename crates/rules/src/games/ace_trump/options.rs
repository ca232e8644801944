//! Ace Trump's options: the players, the extra cards, every variant of the rules, and how long
//! the match runs. Impossible mixes are refused with a reason.

use crate::engine::GameOptions;
use crate::mechanics::deal::even_share;
use crate::mechanics::deal::DeckOptions;
use crate::mechanics::decktet::DecktetDeck;
use crate::mechanics::toggles::Toggled;
use trumps_words::{Msg, Said};

pub use crate::mechanics::matchplay::Until;

crate::variant_options! {
    /// Letters in a deal code: `XPSEABTF`.
    pub struct Options for "Ace Trump" (players 4 in 2..=6, partners at [4, 6], length 4) {
        excuse 'X' Msg::OptionsExcuse: Msg::OptionsAceExcuseHelp,
        pawns 'P' Msg::OptionsPawns: Msg::OptionsAcePawnsHelp,
        sticky_aces 'S' Msg::OptionsStickyAces: Msg::OptionsAceStickyAcesHelp,
        early_bird 'E' Msg::OptionsEarlyBird: Msg::OptionsAceEarlyBirdHelp,
        partners 'A' Msg::OptionsPartners: Msg::OptionsAcePartnersHelp,
        bidding 'B' Msg::OptionsBidding: Msg::OptionsAceBiddingHelp,
        tides 'T' Msg::OptionsTides: Msg::OptionsAceTidesHelp,
        fixed_trump 'F' Msg::OptionsFixedTrump: Msg::OptionsAceFixedTrumpHelp,
    }
}

impl Options {
    /// Cards each seat gets in a hand (without Tides; with Tides see the state).
    pub fn deal_size(&self) -> usize {
        if self.players == 2 {
            9
        } else {
            even_share(self.deck().len(), self.players(), usize::MAX)
        }
    }
}

impl DecktetDeck for Options {}

impl GameOptions for Options {
    crate::players_field!();

    fn fit_table(&mut self) {
        self.fit_partners();
        self.tides &= self.players() <= 4;
    }

    fn check(&self) -> Result<(), Said> {
        self.check_table()?;
        let p = self.players();
        if self.tides && p > 4 {
            return Err(Said::new(Msg::OptionsRefusedTides).num("players", p as f64));
        }
        if self.sticky_aces && self.fixed_trump {
            return Err(Said::new(Msg::OptionsRefusedStickyFixed));
        }
        self.until.check(self.length)
    }

    crate::toggled_options!();
}
