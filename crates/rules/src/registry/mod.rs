//! The registry: where the games are found. Records, the replay stepper, deal codes,
//! the command line, bot matches and the app are written once over the interface and find a
//! game here by its id or its deal-code letters.
//!
//! - [`list`]: the list of the games ([`crate::for_each_game`]), the one file naming them all
//! - [`listed`]: a game with its parlour part (records, report) and its bots
//! - [`any_game`]: a game of any kind behind one object-safe interface
//! - [`any_report`]: a game's replay report in the making, behind one interface
//! - [`entry`]: what is known of a game kind before there is a game
//! - [`bot_entry`]: a game kind's bots (answers, matches, speed figures), apart so that the
//!   page, whose bots think in the worker, carries none
//! - [`read_options`], [`read_action`]: a game's options and actions read from JSON, with
//!   errors in plain words

pub mod any_game;
pub mod any_report;
pub mod bot_entry;
pub mod entry;
pub mod list;
pub mod listed;
pub mod read_action;
pub mod read_options;

pub use any_game::{action_from_json, action_to_json, downcast, ActionProblem, AnyGame};
pub use any_report::AnyReport;
pub use bot_entry::BotEntry;
pub use entry::{player_range, Entry, Listing};
pub use listed::{BotGame, Listed, Parlour, ReplayReport};
pub use read_options::read_options;

use crate::engine::GameInfo;
use std::sync::RwLock;

/// The entries of the games [`crate::for_each_game`] passes, as trait objects of `$entry`.
macro_rules! listings {
    ($entry:ident; $($module:ident: $ty:ident),* $(,)?) => {
        &[$(&Listing::<crate::games::$module::$ty>::NEW as &dyn $entry),*]
    };
    ($($module:ident: $ty:ident),* $(,)?) => {
        listings!(Entry; $($module: $ty),*)
    };
}

/// The same, as their bots.
macro_rules! bot_listings {
    ($($module:ident: $ty:ident),* $(,)?) => {
        listings!(BotEntry; $($module: $ty),*)
    };
}

/// Every game of the parlour, in the order the hub shows them (the list: [`list`]).
pub static GAMES: &[&dyn Entry] = crate::for_each_game!(listings);

/// Every game's bots, in the same order. Only programs that run bots name it (the bot worker,
/// the command line, the tests): the page does not, so its bots are not linked into it.
pub static BOTS: &[&dyn BotEntry] = crate::for_each_game!(bot_listings);

/// Games added while the program runs, outside the parlour's list: a game in development, or
/// the test suite's Whist. Records, replays and deal codes find them as they find the others;
/// the app never adds one.
static ADDED: RwLock<Vec<&'static dyn Entry>> = RwLock::new(Vec::new());
/// Their bots.
static ADDED_BOTS: RwLock<Vec<&'static dyn BotEntry>> = RwLock::new(Vec::new());

/// Adds game `G` to the games found by id and deal-code letters, and its bots to those
/// [`find_bots`] finds (once; again does nothing).
pub fn add<G: Listed>() {
    let mut added = ADDED.write().unwrap_or_else(|e| e.into_inner());
    if !added.iter().any(|e| e.info().id == G::INFO.id) {
        added.push(entry_of::<G>());
        let mut bots = ADDED_BOTS.write().unwrap_or_else(|e| e.into_inner());
        // A zero-sized value: leaking it allocates nothing.
        bots.push(Box::leak(Box::new(Listing::<G>::NEW)));
    }
}

/// The bots of the game with this id (`what-trump`).
pub fn find_bots(id: &str) -> Option<&'static dyn BotEntry> {
    if let Some(b) = BOTS.iter().copied().find(|b| b.info().id == id) {
        return Some(b);
    }
    let added = ADDED_BOTS.read().unwrap_or_else(|e| e.into_inner());
    added.iter().copied().find(|b| b.info().id == id)
}

/// Every game: the parlour's, then any added.
pub fn all() -> Vec<&'static dyn Entry> {
    let added = ADDED.read().unwrap_or_else(|e| e.into_inner());
    GAMES.iter().copied().chain(added.iter().copied()).collect()
}

/// The first game, the parlour's first, of which `pick` holds.
fn find_where(pick: impl Fn(&GameInfo) -> bool) -> Option<&'static dyn Entry> {
    if let Some(e) = GAMES.iter().copied().find(|e| pick(e.info())) {
        return Some(e);
    }
    let added = ADDED.read().unwrap_or_else(|e| e.into_inner());
    added.iter().copied().find(|e| pick(e.info()))
}

/// The game with this id (`what-trump`).
pub fn find(id: &str) -> Option<&'static dyn Entry> {
    find_where(|info| info.id == id)
}

/// The game whose shared-deal codes start with these letters (`WT`, any case).
pub fn find_by_code(code: &str) -> Option<&'static dyn Entry> {
    find_where(|info| info.code.eq_ignore_ascii_case(code))
}

/// The entry of game `G`.
pub fn entry_of<G: Listed>() -> &'static dyn Entry {
    // A zero-sized value: leaking it allocates nothing.
    Box::leak(Box::new(Listing::<G>::NEW))
}
