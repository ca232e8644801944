//! The store: the only module that reads or writes the browser's storage. Versioned JSON by
//! key, knowing no feature types: [`keys`] names every key with its format version, every
//! value is wrapped by [`crate::engine::save::encode`] with that version, and [`backend`]
//! holds the browser calls.
//!
//! A value that cannot be read is moved to `<key>.backup` and reported; no other key is touched.
//! Outside the browser (native tests) storage is simply absent: reads find nothing, writes do
//! nothing.

mod backend;
pub mod keys;
pub mod saved_game;

use crate::engine::save::{decode, encode};
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
    /// It could not be read; it was moved to the backup key. The text says why.
    SetAside(String),
}

impl<T: Default> Loaded<T> {
    /// The value found, or the default; when it was set aside, `notice` (given why) is added
    /// to `notices`.
    pub fn or_default_noting(
        self,
        notices: &mut Vec<String>,
        notice: impl FnOnce(&str) -> String,
    ) -> T {
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

/// The raw text stored under `key`.
pub fn read_raw(key: &str) -> Option<String> {
    backend::get(key)
}

/// Moves the value of `key` (if any) to its backup key: it was read but cannot be used.
pub fn set_aside_key(key: &str) {
    if let Some(raw) = backend::get(key) {
        backend::set(&backup_key(key), &raw);
        backend::remove(key);
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
    let Some(raw) = backend::get(key) else {
        return Loaded::Missing;
    };
    match decode::<T>(version, &raw)
        .map_err(|e| e.to_string())
        .and_then(check)
    {
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

/// Stores `value` under `key` in format `version`; false if the browser refused (full).
pub fn save<T: Serialize>(key: &str, version: u32, value: &T) -> bool {
    backend::set(key, &encode(version, value))
}

pub fn remove(key: &str) {
    backend::remove(key);
}
