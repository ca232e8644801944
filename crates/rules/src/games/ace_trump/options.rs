//! Ace Trump's options: the players, the extra cards, every variant of the rules, and how long
//! the match runs. Impossible mixes are refused with a reason.

use crate::engine::{check_seats, GameOptions};
use crate::mechanics::deal::even_share;
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
    /// The Excuse is shuffled in: play it any time; it never wins.
    pub excuse: bool,
    /// The four Pawns are shuffled in (between 9 and Crown; ties by order of play).
    pub pawns: bool,
    /// Only the hand's first Ace sets trump; later Aces are low cards.
    pub sticky_aces: bool,
    /// Every tie of rank goes to the card played first.
    pub early_bird: bool,
    /// Partners sit opposite (4 or 6 players); a team scores its seats' total.
    pub partners: bool,
    /// Each player bids tricks after seeing the hand: made = 5 a trick bid + 1 an overtrick.
    pub bidding: bool,
    /// Tides of fortune (2–4 players): 1 card each first, then as many as the last card of the
    /// previous hand says.
    pub tides: bool,
    /// The dealer names the trump suit before each deal; Aces are then plain low cards.
    pub fixed_trump: bool,
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
            sticky_aces: false,
            early_bird: false,
            partners: false,
            bidding: false,
            tides: false,
            fixed_trump: false,
            until: Until::Hands,
            length: 4,
        }
    }
}

impl Toggled for Options {
    const GAME: &'static str = "Ace Trump";
    /// Letters in a deal code `XPSEABTF`.
    #[rustfmt::skip]
    const TOGGLES: &'static [Toggle<Self>] = &[
        Toggle { letter: 'X', key: "excuse", label: "Excuse", flag: |o| &mut o.excuse, help: "Add the Excuse: it may be played at any time and never wins a trick." },
        Toggle { letter: 'P', key: "pawns", label: "Pawns", flag: |o| &mut o.pawns, help: "Add the four Pawns: between 9 and Crown; of two Pawns the first played wins." },
        Toggle { letter: 'S', key: "sticky_aces", label: "Sticky Aces", flag: |o| &mut o.sticky_aces, help: "Only the first Ace of a hand sets trump; later Aces are low cards." },
        Toggle { letter: 'E', key: "early_bird", label: "Early bird", flag: |o| &mut o.early_bird, help: "Cards of equal rank: the one played first wins." },
        Toggle { letter: 'A', key: "partners", label: "Partners", flag: |o| &mut o.partners, help: "4 or 6 players: partners sit opposite and add their scores." },
        Toggle { letter: 'B', key: "bidding", label: "Bidding", flag: |o| &mut o.bidding, help: "Bid your tricks: made scores 5 a trick bid and 1 an overtrick; short scores 0." },
        Toggle { letter: 'T', key: "tides", label: "Tides of fortune", flag: |o| &mut o.tides, help: "2 to 4 players: 1 card each first; the last card of a hand sets the next hand's size." },
        Toggle { letter: 'F', key: "fixed_trump", label: "Fixed trump", flag: |o| &mut o.fixed_trump, help: "The dealer names trump before each deal; Aces are plain low cards." },
    ];
    fn match_mut(&mut self) -> (&mut Until, &mut u32) {
        (&mut self.until, &mut self.length)
    }
}

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;
/// The tables partners can sit at.
const PARTNER_TABLES: &[usize] = &[4, 6];

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
        // Variants that need another table are switched off rather than left impossible.
        if o.partners && !PARTNER_TABLES.contains(&players) {
            o.partners = false;
        }
        if o.tides && players > 4 {
            o.tides = false;
        }
        o
    }

    fn validate(&self) -> Result<(), String> {
        let p = self.players();
        check_seats("Ace Trump", (MIN_PLAYERS, MAX_PLAYERS), p)?;
        check_partners(self.partners, p, PARTNER_TABLES)?;
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
