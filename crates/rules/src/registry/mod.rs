//! The registry: where the games are found. Records, the replay stepper, deal codes,
//! the command line, bot matches and the app are written once over the interface and find a
//! game here by its id or its deal-code letters.
//!
//! - [`list`]: the list of the games ([`crate::for_each_game`]), the one file naming them all
//! - [`listed`]: a game with its parlour part (records, report) and its bots
//! - [`any_game`]: a game of any kind behind one object-safe interface
//! - [`any_report`]: a game's replay report in the making, behind one interface
//! - [`entry`]: what is known of a game kind before there is a game
//! - [`read_options`], [`read_action`]: a game's options and actions read from JSON, with
//!   errors in plain words

pub mod any_game;
pub mod any_report;
pub mod entry;
pub mod list;
pub mod listed;
pub mod read_action;
pub mod read_options;

pub use any_game::{action_from_json, action_to_json, downcast, ActionProblem, AnyGame};
pub use any_report::AnyReport;
pub use entry::{player_range, Entry, Listing};
pub use listed::{BotGame, Listed, Parlour, ReplayReport};
pub use read_options::read_options;

/// The entries of the games [`crate::for_each_game`] passes.
macro_rules! listings {
    ($($module:ident: $ty:ident),* $(,)?) => {
        &[$(&Listing::<crate::games::$module::$ty>::NEW),*]
    };
}

/// Every game of the parlour, in the order the hub shows them (the list: [`list`]).
pub static GAMES: &[&dyn Entry] = crate::for_each_game!(listings);

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
