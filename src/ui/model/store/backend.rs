//! The browser calls behind the store: raw text by key in the site's localStorage (through
//! gloo-storage). Outside the browser (native tests) storage is absent — reads find nothing,
//! writes are refused as [`Refusal::Unavailable`] — unless a test asks for a store in memory
//! with a quota ([`use_memory`]), to prove what the app does when storage is full.

/// Why the browser did not store a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The site's storage is full (the browser's quota).
    Full,
    /// This browser lets the page store nothing (some private modes; native tests).
    Unavailable,
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::Refusal;
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

    /// Stores `value` under `key`; a refused write leaves the value stored before untouched
    /// (localStorage replaces a value only once the new one fits).
    pub fn set(key: &str, value: &str) -> Result<(), Refusal> {
        if !available() {
            return Err(Refusal::Unavailable);
        }
        // Every error of setItem on an available storage is its quota (QuotaExceededError).
        LocalStorage::raw()
            .set_item(key, value)
            .map_err(|_| Refusal::Full)
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
mod memory {
    use super::Refusal;
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    /// A store in memory that holds at most `quota` characters (keys and values), as a
    /// browser's allowance does.
    struct Memory {
        quota: usize,
        values: BTreeMap<String, String>,
    }

    thread_local! {
        static MEMORY: RefCell<Option<Memory>> = const { RefCell::new(None) };
    }

    /// From now on (on this thread) storage is a store in memory of `quota` characters,
    /// empty; `None` makes it absent again.
    pub fn use_memory(quota: Option<usize>) {
        MEMORY.with(|m| {
            *m.borrow_mut() = quota.map(|quota| Memory {
                quota,
                values: BTreeMap::new(),
            })
        });
    }

    /// Changes the quota of the store in memory (a test freeing space, or filling it).
    pub fn set_quota(quota: usize) {
        MEMORY.with(|m| {
            if let Some(m) = m.borrow_mut().as_mut() {
                m.quota = quota;
            }
        });
    }

    pub fn available() -> bool {
        MEMORY.with(|m| m.borrow().is_some())
    }

    pub fn get(key: &str) -> Option<String> {
        MEMORY.with(|m| m.borrow().as_ref()?.values.get(key).cloned())
    }

    pub fn set(key: &str, value: &str) -> Result<(), Refusal> {
        MEMORY.with(|m| {
            let mut m = m.borrow_mut();
            let m = m.as_mut().ok_or(Refusal::Unavailable)?;
            let used: usize = m
                .values
                .iter()
                .filter(|(k, _)| k.as_str() != key)
                .map(|(k, v)| k.len() + v.len())
                .sum();
            if used + key.len() + value.len() > m.quota {
                return Err(Refusal::Full);
            }
            m.values.insert(key.to_string(), value.to_string());
            Ok(())
        })
    }

    pub fn remove(key: &str) {
        MEMORY.with(|m| {
            if let Some(m) = m.borrow_mut().as_mut() {
                m.values.remove(key);
            }
        });
    }

    pub fn keys() -> Vec<String> {
        MEMORY.with(|m| {
            m.borrow()
                .as_ref()
                .map(|m| m.values.keys().cloned().collect())
                .unwrap_or_default()
        })
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use memory::*;
#[cfg(target_arch = "wasm32")]
pub use web::*;
