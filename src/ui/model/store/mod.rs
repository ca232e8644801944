//! The store: the only module that reads or writes the browser's storage. Versioned JSON by
//! key, knowing no feature types: [`keys`] names every key with its format version, every
//! value is wrapped by [`crate::engine::save::encode`] with that version, and [`backend`]
//! holds the browser calls.
//!
//! A value that cannot be read is moved to `<key>.backup` and reported; no other key is touched.
//! Every write says whether it was stored ([`Unsaved`]): the [`ledger`] keeps each value's
//! revision, so a value another tab stored since this page read it is never written over by
//! an older one, and keeps a write refused for space to try again once there is room.
//! Outside the browser (native tests) storage is absent — reads find nothing, writes are
//! refused — unless a test puts a store in memory in its place ([`use_memory`]).

mod backend;
pub mod keys;
mod ledger;
pub mod saved_game;

#[cfg(not(target_arch = "wasm32"))]
pub use backend::{set_quota, use_memory};
pub use ledger::{found_unavailable, is_newer, on_change, unsaved_keys, Unsaved};

use crate::engine::save::{decode, encode};
use crate::ui::model::lang::{Msg, Said};
use ledger::Mode;
use serde::de::DeserializeOwned;
use serde::Serialize;

pub const PREFIX: &str = "trumps.";

/// Where an unreadable value is set aside.
pub fn backup_key(key: &str) -> String {
    format!("{key}.backup")
}

/// Every value set aside as unreadable, by its key (for the player to download).
pub fn set_aside_values() -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = backend::keys()
        .into_iter()
        .filter(|k| k.starts_with(PREFIX) && k.ends_with(".backup"))
        .filter_map(|k| backend::get(&k).map(|v| (k, v)))
        .collect();
    found.sort();
    found
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
    /// It could not be read; it was moved to the backup key. Why, said (put into words where
    /// it is shown: at the start the language's words may not have come).
    SetAside(Said),
}

impl<T: Default> Loaded<T> {
    /// The value found, or the default; when it was set aside, `notice` (given why) is added
    /// to `notices`.
    pub fn or_default_noting<N>(self, notices: &mut Vec<N>, notice: impl FnOnce(&Said) -> N) -> T {
        match self {
            Loaded::Found(t) => t,
            Loaded::Missing => T::default(),
            Loaded::SetAside(why) => {
                notices.push(notice(&why));
                T::default()
            }
        }
    }
}

/// The raw text stored under `key`: a glance (this page does not take it up).
pub fn read_raw(key: &str) -> Option<String> {
    backend::get(key)
}

/// The raw text stored under `key`, taken up by this page: its next checked write of `key`
/// goes over this revision only.
pub fn read(key: &str) -> Option<String> {
    let raw = backend::get(key);
    ledger::note_read(key, raw.as_deref());
    raw
}

/// Moves the value of `key` (if any) to its backup key: it was read but cannot be used. If
/// the backup cannot be written (full storage) the value stays where it is: nothing is removed
/// before its copy is stored.
pub fn set_aside_key(key: &str) {
    if let Some(raw) = backend::get(key) {
        if backend::set(&backup_key(key), &raw).is_ok() {
            backend::remove(key);
        }
    }
}

/// Reads the value of `key` written in format `version`.
pub fn load<T: DeserializeOwned>(key: &str, version: u32) -> Loaded<T> {
    load_checked(key, version, Ok)
}

/// Reads the value of `key`; `check` may still refuse it (the text says why). A value that
/// cannot be read or is refused is set aside.
pub fn load_checked<T: DeserializeOwned>(
    key: &str,
    version: u32,
    check: impl FnOnce(T) -> Result<T, String>,
) -> Loaded<T> {
    let Some(raw) = read(key) else {
        return Loaded::Missing;
    };
    let checked = decode::<T>(version, &raw)
        .map_err(|e| e.said())
        .and_then(|v| check(v).map_err(|why| Said::new(Msg::SaidText).text("text", why)));
    match checked {
        Ok(v) => Loaded::Found(v),
        Err(why) => {
            set_aside_key(key);
            Loaded::SetAside(why)
        }
    }
}

/// Reads the value of `key` as a `T` (a part of it: fields `T` does not name are passed
/// over), leaving it where it is whether it can be read or not: a glance before the value is
/// read whole.
pub fn peek<T: DeserializeOwned>(key: &str, version: u32) -> Option<T> {
    decode::<T>(version, &backend::get(key)?).ok()
}

/// Stores `value` under `key` in format `version`, unless another tab stored a later value
/// of `key` since this page read or wrote it ([`Unsaved::Newer`]: the caller takes the newer
/// one up or merges into it). A write refused for space is kept and tried again when room is
/// made ([`retry_unsaved`]); the listeners of [`on_change`] hear of it at once.
pub fn save<T: Serialize>(key: &str, version: u32, value: &T) -> Result<(), Unsaved> {
    ledger::write(key, encode(version, value), Mode::Checked)
}

/// Stores `value` under `key` whatever is stored there now: for a value that replaces the
/// stored one on purpose (a new game the player chose) or that holds nothing of its own (a
/// summary written from a save, the name of the game open last).
pub fn save_over<T: Serialize>(key: &str, version: u32, value: &T) -> Result<(), Unsaved> {
    ledger::write(key, encode(version, value), Mode::Over)
}

/// Stores `value` under `key` over the value this page read, now or not at all: a refusal for
/// space is not kept to try again (the caller tells the player it was not saved).
pub fn save_now<T: Serialize>(key: &str, version: u32, value: &T) -> Result<(), Unsaved> {
    ledger::write(key, encode(version, value), Mode::Now)
}

/// Stores `value` under `key` over whatever is stored, now or not at all (nothing is kept to
/// try again): for what only this page's view needs, such as the step open in the viewer.
pub fn save_over_now<T: Serialize>(key: &str, version: u32, value: &T) -> Result<(), Unsaved> {
    ledger::write(key, encode(version, value), Mode::OverNow)
}

/// The value of `key` if another tab stored a later one than this page last read or wrote
/// (taken up: the next checked write goes over it); `None` if there is none newer or it
/// cannot be read.
pub fn newer<T: DeserializeOwned>(key: &str, version: u32) -> Option<T> {
    if !is_newer(key) {
        return None;
    }
    match load::<T>(key, version) {
        Loaded::Found(v) => Some(v),
        _ => None,
    }
}

/// Changes the value of `key` the way `change` says, over the newest value stored: if another
/// tab stored a later one, `value` takes it up first, so the change never writes an older
/// value over a newer one (and if a tab writes between the two, the change is made once more
/// over its value). `value` ends as stored, or as it would be once storage has room.
pub fn change<T: Serialize + DeserializeOwned>(
    key: &str,
    version: u32,
    value: &mut T,
    change: impl Fn(&mut T),
) -> Result<(), Unsaved> {
    if let Some(newer) = newer::<T>(key, version) {
        *value = newer;
    }
    change(value);
    match save(key, version, value) {
        Err(Unsaved::Newer) => {
            if let Some(newer) = newer::<T>(key, version) {
                *value = newer;
                change(value);
            }
            save_over(key, version, value)
        }
        done => done,
    }
}

/// Takes up the value stored under `key` as it is now without reading it: the next checked
/// write goes over it (the caller has looked at it and holds a value as far or further).
pub fn take_up(key: &str) {
    ledger::note_read(key, backend::get(key).as_deref());
}

/// Removes `key` (and any write of it waiting for space), then tries the writes waiting for
/// space again: there may be room now.
pub fn remove(key: &str) {
    backend::remove(key);
    ledger::drop_pending(key);
    retry_unsaved();
}

/// Tries every write refused for space again; true when nothing is left unsaved.
pub fn retry_unsaved() -> bool {
    ledger::retry()
}

/// Writes `raw` under `key` as it is, as another page of the site would (native tests only).
#[cfg(not(target_arch = "wasm32"))]
pub fn raw_set_for_tests(key: &str, raw: &str) {
    let _ = backend::set(key, raw);
}

/// Forgets what this page knew of the store (native tests start each case afresh).
pub fn reset_ledger() {
    ledger::reset();
}

/// The revision stored with a value's text (0 before revisions were kept): what a `storage`
/// event's new value says of it.
pub fn rev_of(raw: &str) -> u64 {
    ledger::rev_of(raw)
}
