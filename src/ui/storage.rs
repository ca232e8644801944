//! Browser storage (localStorage via gloo-storage): versioned JSON by key, knowing no feature
//! types. Every key starts with `trumps.`; every value is wrapped by
//! [`crate::engine::save::encode`] with its format version. Each feature owns its key and
//! version (settings, statistics, history, the replay viewer, the games in progress).
//!
//! A value that cannot be read is moved to `<key>.backup` and reported; no other key is touched.
//! Outside the browser (native tests) storage is simply absent: reads find nothing, writes do
//! nothing.

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

/// Stores `value` under `key` in format `version`; false if the browser refused (full).
pub fn save<T: Serialize>(key: &str, version: u32, value: &T) -> bool {
    backend::set(key, &encode(version, value))
}

pub fn remove(key: &str) {
    backend::remove(key);
}
