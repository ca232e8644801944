//! Ransom Trump's options: the players, the extra cards, the variants Ace Trump lends it, and
//! how long the match runs. Impossible mixes are refused with a reason.

use crate::engine::GameOptions;
use crate::mechanics::decktet::DecktetDeck;
use crate::mechanics::toggles::Toggled;

pub use crate::mechanics::matchplay::Until;

crate::variant_options! {
    /// A deal code gives the variants by Ace Trump's letters (`XPEAB`).
    pub struct Options for "Ransom Trump" (players 4 in 2..=4, partners at [4], length 4) {
        excuse 'X' "Excuse": "Add the Excuse: it may be played at any time and never wins a trick, nor the ransom.",
        pawns 'P' "Pawns": "Add the four Pawns: between 9 and Crown; a winning Pawn ransom offers three suits.",
        early_bird 'E' "Early bird": "Cards of equal rank in a trick: the one played first wins.",
        partners 'A' "Partners": "4 players: partners sit opposite and add their scores.",
        bidding 'B' "Bidding": "Once trump is set, bid your tricks: made scores 5 a trick bid and 1 an overtrick; short scores 0.",
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

    fn validate(&self) -> Result<(), String> {
        self.check_table()?;
        self.until.check(self.length)
    }

    crate::toggled_options!();
}
