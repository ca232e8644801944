//! The registry: where the games are found. Records, the replay stepper, deal codes,
//! the command line, bot matches and the app are written once over the interface and find a
//! game here by its id or its deal-code letters.
//!
//! - [`list`]: the list of the games ([`crate::for_each_game`]), the one file naming them all
//! - [`listed`]: a game with its parlour part (records, report) and its bots
//! - [`any_game`]: a game of any kind behind one object-safe interface
//! - [`any_report`]: a game's replay report in the making, behind one interface
//! - [`entry`]: what is known of a game kind before there is a game: its facts alone as plain
//!   data ([`INFOS`], found with [`info`]), [`About`] with its option form but without its
//!   rules (the [`CATALOGUE`], found with [`about`]), [`Entry`] with them ([`GAMES`], [`find`])
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

pub use any_game::{
    action_from_json, action_to_json, downcast, downcast_mut, ActionProblem, AnyGame,
};
pub use any_report::AnyReport;
pub use bot_entry::BotEntry;
pub use entry::{player_range, About, Entry, Listing};
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

/// The same, without their rules.
macro_rules! about_listings {
    ($($module:ident: $ty:ident),* $(,)?) => {
        listings!(About; $($module: $ty),*)
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

/// Every game without its rules, in the same order: what the page's hub and set-up read, so
/// that they carry no game's rules (see [`entry`]).
pub static CATALOGUE: &[&dyn About] = crate::for_each_game!(about_listings);

/// Each game's facts, for the games [`crate::for_each_game`] passes.
macro_rules! info_list {
    ($($module:ident: $ty:ident),* $(,)?) => {
        &[$(&<crate::games::$module::$ty as crate::engine::Game>::INFO),*]
    };
}

/// Each game's id and its lesson's number of steps (0: none), counted when the program is
/// compiled, for the games [`crate::for_each_game`] passes.
macro_rules! lesson_list {
    ($($module:ident: $ty:ident),* $(,)?) => {
        &[$((
            <crate::games::$module::$ty as crate::engine::Game>::INFO.id,
            {
                const STEPS: usize = crate::lessons::steps::script_steps(
                    <crate::games::$module::$ty as crate::engine::Parlour>::LESSON,
                );
                STEPS
            },
        )),*]
    };
}

/// Every game's facts (id, name, players, tagline), in the same order, as plain data: no
/// trait object, so a program that reads only these links none of the games' option forms,
/// checks or rules. The page's first part (the hub) reads only these ([`info`]).
pub static INFOS: &[&GameInfo] = crate::for_each_game!(info_list);

/// Every game's lesson's number of steps (0: none), by id, as plain data like [`INFOS`]: what
/// [`crate::lessons::games`] and [`crate::lessons::steps_of`] read. Counted when the program
/// is compiled, so a program that reads only these (the page's first part, which shows how far
/// a lesson has come) carries no lesson's text.
static LESSONS: &[(&str, usize)] = crate::for_each_game!(lesson_list);

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

/// Every game without its rules: the parlour's, then any added.
pub fn catalogue() -> Vec<&'static dyn About> {
    let added = ADDED.read().unwrap_or_else(|e| e.into_inner());
    CATALOGUE
        .iter()
        .copied()
        .chain(added.iter().map(|&e| e as &'static dyn About))
        .collect()
}

/// The first game of the catalogue, the parlour's first, of which `pick` holds.
fn about_where(pick: impl Fn(&GameInfo) -> bool) -> Option<&'static dyn About> {
    if let Some(e) = CATALOGUE.iter().copied().find(|e| pick(e.info())) {
        return Some(e);
    }
    let added = ADDED.read().unwrap_or_else(|e| e.into_inner());
    added
        .iter()
        .copied()
        .find(|e| pick(e.info()))
        .map(|e| e as &'static dyn About)
}

/// The facts of the game with this id (`what-trump`): see [`INFOS`].
pub fn info(id: &str) -> Option<&'static GameInfo> {
    if let Some(info) = INFOS.iter().copied().find(|i| i.id == id) {
        return Some(info);
    }
    let added = ADDED.read().unwrap_or_else(|e| e.into_inner());
    added.iter().map(|e| e.info()).find(|i| i.id == id)
}

/// Every game's facts: the parlour's, then any added.
pub fn infos() -> Vec<&'static GameInfo> {
    let added = ADDED.read().unwrap_or_else(|e| e.into_inner());
    INFOS
        .iter()
        .copied()
        .chain(added.iter().map(|e| e.info()))
        .collect()
}

/// The parlour's first game's facts (what a stored id no longer known falls back to).
pub fn first_info() -> &'static GameInfo {
    INFOS[0]
}

/// The number of steps of the lesson of the game with this id (0: it has none).
pub fn lesson_steps(id: &str) -> usize {
    if let Some((_, steps)) = LESSONS.iter().find(|(game, _)| *game == id) {
        return *steps;
    }
    let added = ADDED.read().unwrap_or_else(|e| e.into_inner());
    added
        .iter()
        .find(|e| e.info().id == id)
        .map_or(0, |e| crate::lessons::steps::script_steps(e.lesson_text()))
}

/// The listed games' lessons' steps as counted when compiled (for the test that they count
/// as the files read).
#[cfg(test)]
pub(crate) fn lesson_steps_listed() -> impl Iterator<Item = (&'static str, usize)> {
    LESSONS.iter().copied().filter(|(_, steps)| *steps > 0)
}

/// The game with this id (`what-trump`), without its rules.
pub fn about(id: &str) -> Option<&'static dyn About> {
    about_where(|info| info.id == id)
}

/// The game whose shared-deal codes start with these letters (`WT`, any case), without its
/// rules.
pub fn about_by_code(code: &str) -> Option<&'static dyn About> {
    about_where(|info| info.code.eq_ignore_ascii_case(code))
}

/// The parlour's first game, without its rules (what a stored id no longer known falls back
/// to).
pub fn first() -> &'static dyn About {
    CATALOGUE[0]
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
