//! Every key the app stores under, with the format version of its value. Every key starts
//! with [`super::PREFIX`].

/// The settings.
pub const SETTINGS_KEY: &str = "trumps.v1.settings";
pub const SETTINGS_VERSION: u32 = 1;

/// The statistics.
pub const STATS_KEY: &str = "trumps.v1.stats";
/// Version 2 keeps one tally per finished game (version 1 kept totals only; it is migrated).
pub const STATS_VERSION: u32 = 2;

/// The finished games.
pub const HISTORY_KEY: &str = "trumps.v1.history";
pub const HISTORY_VERSION: u32 = 1;

/// The record open in the replay viewer, and where in it.
pub const REPLAY_KEY: &str = "trumps.v1.replay";
pub const REPLAY_VERSION: u32 = 1;

/// The lessons: done, offered, in progress (`crate::ui::model::lesson::book`).
pub const LESSONS_KEY: &str = "trumps.v1.lessons";
pub const LESSONS_VERSION: u32 = 1;

/// The days' deals: each day's scored game of each game, its result and par
/// (`crate::ui::model::daily_book`).
pub const DAILY_KEY: &str = "trumps.v1.daily";
pub const DAILY_VERSION: u32 = 1;

/// Format of the stored game wrapper (the game's state inside has its own version).
pub const GAME_SAVE_VERSION: u32 = 1;

/// The key of the game in progress of one game (by id).
pub fn game_key(game: &str) -> String {
    format!("trumps.v1.game.{game}")
}

/// The key naming the game that was open last (a game id).
pub const CURRENT_KEY: &str = "trumps.v1.current";
pub const CURRENT_VERSION: u32 = 1;

/// The key of the summary of game `game`'s save.
pub fn summary_key(game: &str) -> String {
    format!("trumps.v1.summary.{game}")
}
pub const SUMMARY_VERSION: u32 = 1;

/// The Top Trumps packs kept on this device.
pub const PACKS_KEY: &str = "trumps.packs";
pub const PACKS_VERSION: u32 = 1;

/// The pack editor's unfinished pack.
pub const PACK_DRAFT_KEY: &str = "trumps.pack-draft";
pub const PACK_DRAFT_VERSION: u32 = 1;
