//! Browser storage (localStorage via gloo-storage). Every key starts with `trumps.` and carries
//! a format version; every value is wrapped by [`crate::engine::save::encode`].
//!
//! A value that cannot be read is moved to `<key>.backup` and reported; no other key is touched.
//! Outside the browser (native tests) storage is simply absent: reads find nothing, writes do
//! nothing.

use super::records::history::History;
use super::records::viewer::SavedReplay;
use super::session::SavedGame;
use super::settings::Settings;
use super::stats::{Stats, StatsV1};
use crate::engine::save::{decode, encode, SaveError};
use crate::games::what_trump::STATE_VERSION;
use crate::games::GameKind;

pub const PREFIX: &str = "trumps.";
pub const SETTINGS_KEY: &str = "trumps.v1.settings";
pub const STATS_KEY: &str = "trumps.v1.stats";
/// Finished games (see [`super::records::history`]).
pub const HISTORY_KEY: &str = "trumps.v1.history";
/// The record open in the replay viewer, and where in it.
pub const REPLAY_KEY: &str = "trumps.v1.replay";
pub const HISTORY_VERSION: u32 = 1;
pub const REPLAY_VERSION: u32 = 1;
pub const SETTINGS_VERSION: u32 = 1;
/// Version 2 keeps one tally per finished game (version 1 kept totals only; it is migrated).
pub const STATS_VERSION: u32 = 2;
/// Format of the stored game wrapper (the engine state inside has its own `STATE_VERSION`).
pub const GAME_SAVE_VERSION: u32 = 1;

/// The key of the game in progress of one game kind.
pub fn game_key(kind: GameKind) -> String {
    format!("{PREFIX}v1.game.{}", kind.id())
}

/// Where an unreadable value is set aside.
pub fn backup_key(key: &str) -> String {
    format!("{key}.backup")
}

#[cfg(target_arch = "wasm32")]
mod backend {
    use gloo_storage::{LocalStorage, Storage};

    pub fn available() -> bool {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .is_some()
    }

    pub fn get(key: &str) -> Option<String> {
        if !available() {
            return None;
        }
        LocalStorage::raw().get_item(key).ok().flatten()
    }

    pub fn set(key: &str, value: &str) -> bool {
        available() && LocalStorage::raw().set_item(key, value).is_ok()
    }

    pub fn remove(key: &str) {
        if available() {
            let _ = LocalStorage::raw().remove_item(key);
        }
    }

    /// Every key of the site's localStorage.
    pub fn keys() -> Vec<String> {
        if !available() {
            return Vec::new();
        }
        let raw = LocalStorage::raw();
        let n = raw.length().unwrap_or(0);
        (0..n).filter_map(|i| raw.key(i).ok().flatten()).collect()
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod backend {
    pub fn available() -> bool {
        false
    }
    pub fn get(_key: &str) -> Option<String> {
        None
    }
    pub fn set(_key: &str, _value: &str) -> bool {
        false
    }
    pub fn remove(_key: &str) {}
    pub fn keys() -> Vec<String> {
        Vec::new()
    }
}

/// Whether this browser lets the page store anything (not in some private modes; never in
/// native tests).
pub fn available() -> bool {
    backend::available()
}

/// Characters stored under the app's keys (names and values, backups included): what counts
/// against the browser's allowance of about five million characters per site.
pub fn stored_chars() -> usize {
    backend::keys()
        .into_iter()
        .filter(|k| k.starts_with(PREFIX))
        .map(|k| k.len() + backend::get(&k).map_or(0, |v| v.len()))
        .sum()
}

/// The result of reading one stored value.
#[derive(Debug)]
pub enum Loaded<T> {
    Missing,
    Found(T),
    /// It could not be read; it was moved to the backup key. The text says why.
    SetAside(String),
}

/// Moves an unreadable value to its backup key and removes it (only that key).
fn set_aside(key: &str, raw: &str) {
    backend::set(&backup_key(key), raw);
    backend::remove(key);
}

/// Moves the value of `key` (if any) to its backup key: it was read but cannot be used.
pub fn set_aside_key(key: &str) {
    if let Some(raw) = backend::get(key) {
        set_aside(key, &raw);
    }
}

fn load<T: serde::de::DeserializeOwned>(key: &str, version: u32) -> Loaded<T> {
    let Some(raw) = backend::get(key) else {
        return Loaded::Missing;
    };
    match decode::<T>(version, &raw) {
        Ok(v) => Loaded::Found(v),
        Err(e) => {
            set_aside(key, &raw);
            Loaded::SetAside(e.to_string())
        }
    }
}

pub fn load_game(kind: GameKind) -> Loaded<SavedGame> {
    let key = game_key(kind);
    match load::<SavedGame>(&key, GAME_SAVE_VERSION) {
        Loaded::Found(g) => {
            let players = g.game.options().players as usize;
            if g.state_version != STATE_VERSION {
                let why = format!(
                    "the game state was written in format version {}, this version reads {}",
                    g.state_version, STATE_VERSION
                );
                set_aside_key(&key);
                Loaded::SetAside(why)
            } else if g.seats.len() != players {
                set_aside_key(&key);
                Loaded::SetAside("the seats do not match the game".into())
            } else {
                Loaded::Found(g)
            }
        }
        other => other,
    }
}

pub fn save_game(kind: GameKind, game: &SavedGame) {
    backend::set(&game_key(kind), &encode(GAME_SAVE_VERSION, game));
}

pub fn load_settings() -> Loaded<Settings> {
    match load::<Settings>(SETTINGS_KEY, SETTINGS_VERSION) {
        Loaded::Found(s) => Loaded::Found(s.normalised()),
        other => other,
    }
}

pub fn save_settings(settings: &Settings) {
    backend::set(SETTINGS_KEY, &encode(SETTINGS_VERSION, settings));
}

/// The statistics; the first format (totals only) is carried over and stored anew.
pub fn load_stats() -> Loaded<Stats> {
    let Some(raw) = backend::get(STATS_KEY) else {
        return Loaded::Missing;
    };
    match decode::<Stats>(STATS_VERSION, &raw) {
        Ok(st) => Loaded::Found(st),
        Err(SaveError::WrongVersion { found: 1, .. }) => match decode::<StatsV1>(1, &raw) {
            Ok(old) => {
                let st = Stats::from_v1(old, super::session::fresh_id);
                save_stats(&st);
                Loaded::Found(st)
            }
            Err(e) => {
                set_aside(STATS_KEY, &raw);
                Loaded::SetAside(e.to_string())
            }
        },
        Err(e) => {
            set_aside(STATS_KEY, &raw);
            Loaded::SetAside(e.to_string())
        }
    }
}

pub fn save_stats(stats: &Stats) {
    backend::set(STATS_KEY, &encode(STATS_VERSION, stats));
}

pub fn load_history() -> Loaded<History> {
    load(HISTORY_KEY, HISTORY_VERSION)
}

/// Stores the history; false if the browser refused (full storage).
pub fn save_history(history: &History) -> bool {
    backend::set(HISTORY_KEY, &encode(HISTORY_VERSION, history))
}

pub fn load_replay() -> Loaded<SavedReplay> {
    load(REPLAY_KEY, REPLAY_VERSION)
}

/// Stores the viewer's record, or removes it. If the browser refuses to store it, the key is
/// removed too, so a reload never opens an older record instead.
pub fn save_replay(replay: Option<&SavedReplay>) {
    let stored = replay.is_some_and(|r| backend::set(REPLAY_KEY, &encode(REPLAY_VERSION, r)));
    if !stored {
        backend::remove(REPLAY_KEY);
    }
}
