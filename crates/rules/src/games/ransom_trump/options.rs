//! Ransom Trump's options: the players, the extra cards, the variants Ace Trump lends it, and
//! how long the match runs. Impossible mixes are refused with a reason.

use crate::engine::{check_seats, GameOptions};
use crate::mechanics::deal::DeckOptions;
use crate::mechanics::decktet::Card;
use crate::mechanics::partners::check_partners;
use crate::mechanics::toggles::{Toggle, Toggled};
use serde::{Deserialize, Serialize};

pub use crate::mechanics::matchplay::Until;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub players: u8,
    /// The Excuse is shuffled in: play it any time; it never wins a trick, nor the ransom.
    pub excuse: bool,
    /// The four Pawns are shuffled in (between 9 and Crown; ties by order of play).
    pub pawns: bool,
    /// Every tie of rank in a trick goes to the card played first.
    pub early_bird: bool,
    /// Partners sit opposite (4 players); a team scores its seats' total.
    pub partners: bool,
    /// Once trump is set, each player bids tricks: made = 5 a trick bid + 1 an overtrick.
    pub bidding: bool,
    pub until: Until,
    /// Hands, or the target score.
    pub length: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 4,
            excuse: false,
            pawns: false,
            early_bird: false,
            partners: false,
            bidding: false,
            until: Until::Hands,
            length: 4,
        }
    }
}

impl Toggled for Options {
    const GAME: &'static str = "Ransom Trump";
    /// Letters in a deal code `XPEAB` (as Ace Trump names them).
    #[rustfmt::skip]
    const TOGGLES: &'static [Toggle<Self>] = &[
        Toggle { letter: 'X', key: "excuse", label: "Excuse", flag: |o| &mut o.excuse, help: "Add the Excuse: it may be played at any time and never wins a trick, nor the ransom." },
        Toggle { letter: 'P', key: "pawns", label: "Pawns", flag: |o| &mut o.pawns, help: "Add the four Pawns: between 9 and Crown; a winning Pawn ransom offers three suits." },
        Toggle { letter: 'E', key: "early_bird", label: "Early bird", flag: |o| &mut o.early_bird, help: "Cards of equal rank in a trick: the one played first wins." },
        Toggle { letter: 'A', key: "partners", label: "Partners", flag: |o| &mut o.partners, help: "4 players: partners sit opposite and add their scores." },
        Toggle { letter: 'B', key: "bidding", label: "Bidding", flag: |o| &mut o.bidding, help: "Once trump is set, bid your tricks: made scores 5 a trick bid and 1 an overtrick; short scores 0." },
    ];
    fn match_mut(&mut self) -> (&mut Until, &mut u32) {
        (&mut self.until, &mut self.length)
    }
}

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 4;
/// The tables partners can sit at.
const PARTNER_TABLES: &[usize] = &[4];

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

impl DeckOptions for Options {
    type Card = Card;
    /// The Decktet's 36 cards, with the Pawns and the Excuse when they are on.
    fn deck(&self) -> Vec<Card> {
        Card::deck(self.pawns, self.excuse)
    }
}

impl GameOptions for Options {
    fn players(&self) -> usize {
        self.players as usize
    }

    fn with_players(&self, players: usize) -> Self {
        let mut o = *self;
        o.players = players as u8;
        // Partners needs four: switched off rather than left impossible.
        if o.partners && !PARTNER_TABLES.contains(&players) {
            o.partners = false;
        }
        o
    }

    fn validate(&self) -> Result<(), String> {
        let p = self.players();
        check_seats("Ransom Trump", (MIN_PLAYERS, MAX_PLAYERS), p)?;
        check_partners(self.partners, p, PARTNER_TABLES)?;
        self.until.check(self.length)
    }

    crate::toggled_options!();
}
