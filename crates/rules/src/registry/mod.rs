//! The registry: the one place that lists the games. Records, the replay stepper, deal codes,
//! the command line, bot matches and the app are written once over the interface and find a
//! game here by its id or its deal-code letters.
//!
//! - [`listed`]: a game with its parlour part (records, report) and its bots
//! - [`any_game`]: a game of any kind behind one object-safe interface
//! - [`any_report`]: a game's replay report in the making, behind one interface
//! - [`entry`]: what is known of a game kind before there is a game
//! - [`read_options`], [`read_action`]: a game's options and actions read from JSON, with
//!   errors in plain words

pub mod any_game;
pub mod any_report;
pub mod entry;
pub mod listed;
pub mod read_action;
pub mod read_options;

pub use any_game::{action_from_json, action_to_json, downcast, ActionProblem, AnyGame};
pub use any_report::AnyReport;
pub use entry::{player_range, Entry, Listing};
pub use listed::{BotGame, Listed, Parlour, ReplayReport};
pub use read_options::read_options;

use crate::games::ace_trump::AceTrump;
use crate::games::ransom_trump::RansomTrump;
use crate::games::top_trumps::TopTrumps;
use crate::games::truf::Truf;
use crate::games::what_trump::WhatTrump;

/// Every game of the parlour, in the order the hub shows them. Adding a game is one line here.
pub static GAMES: &[&dyn Entry] = &[
    &Listing::<WhatTrump>::NEW,
    &Listing::<AceTrump>::NEW,
    &Listing::<RansomTrump>::NEW,
    &Listing::<Truf>::NEW,
    &Listing::<TopTrumps>::NEW,
];

/// The game with this id (`what-trump`).
pub fn find(id: &str) -> Option<&'static dyn Entry> {
    GAMES.iter().copied().find(|e| e.info().id == id)
}

/// The game whose shared-deal codes start with these letters (`WT`, any case).
pub fn find_by_code(code: &str) -> Option<&'static dyn Entry> {
    GAMES
        .iter()
        .copied()
        .find(|e| e.info().code.eq_ignore_ascii_case(code))
}

/// The entry of game `G`.
pub fn entry_of<G: Listed>() -> &'static dyn Entry {
    // A zero-sized value: leaking it allocates nothing.
    Box::leak(Box::new(Listing::<G>::NEW))
}
