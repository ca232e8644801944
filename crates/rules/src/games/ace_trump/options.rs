//! Ace Trump's options: the players, the extra cards, every variant of the rules, and how long
//! the match runs. Impossible mixes are refused with a reason.

use crate::engine::GameOptions;
use crate::mechanics::deal::even_share;
use crate::mechanics::deal::DeckOptions;
use crate::mechanics::decktet::DecktetDeck;
use crate::mechanics::toggles::Toggled;

pub use crate::mechanics::matchplay::Until;

crate::variant_options! {
    /// Letters in a deal code: `XPSEABTF`.
    pub struct Options for "Ace Trump" (players 4 in 2..=6, partners at [4, 6], length 4) {
        excuse 'X' "Excuse": "Add the Excuse: it may be played at any time and never wins a trick.",
        pawns 'P' "Pawns": "Add the four Pawns: between 9 and Crown; of two Pawns the first played wins.",
        sticky_aces 'S' "Sticky Aces": "Only the first Ace of a hand sets trump; later Aces are low cards.",
        early_bird 'E' "Early bird": "Cards of equal rank: the one played first wins.",
        partners 'A' "Partners": "4 or 6 players: partners sit opposite and add their scores.",
        bidding 'B' "Bidding": "Bid your tricks: made scores 5 a trick bid and 1 an overtrick; short scores 0.",
        tides 'T' "Tides of fortune": "2 to 4 players: 1 card each first; the last card of a hand sets the next hand's size.",
        fixed_trump 'F' "Fixed trump": "The dealer names trump before each deal; Aces are plain low cards.",
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

    fn validate(&self) -> Result<(), String> {
        self.check_table()?;
        let p = self.players();
        if self.tides && p > 4 {
            return Err(format!("Tides of fortune is for 2 to 4 players, not {p}"));
        }
        if self.sticky_aces && self.fixed_trump {
            return Err(
                "Sticky Aces and Fixed trump cannot be combined: with a fixed trump no Ace sets trump"
                    .into(),
            );
        }
        self.until.check(self.length)
    }

    crate::toggled_options!();
}
