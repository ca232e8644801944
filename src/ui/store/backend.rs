//! The one place the app writes to the browser's storage (localStorage, through
//! gloo-storage): raw text by key. Outside the browser (native tests) storage is absent: reads
//! find nothing, writes do nothing.

#[cfg(target_arch = "wasm32")]
mod web {
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
mod absent {
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

#[cfg(not(target_arch = "wasm32"))]
pub use absent::*;
#[cfg(target_arch = "wasm32")]
pub use web::*;
