//! Keeping the player's games: asks the browser to make the site's storage persistent (so it
//! is not cleared under storage pressure, which matters most for an installed app) and reports
//! what is stored and whether it is persistent. Outside the browser nothing is stored.
//!
//! [`provide`] makes the report a signal (the Settings panel shows it); [`refresh`] reads it
//! again, as does a persistence request once the browser has answered.

use leptos::prelude::*;
use std::cell::Cell;

/// What this device keeps for the app.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StorageInfo {
    /// Characters of games, history, statistics and settings (localStorage).
    pub chars: usize,
    /// Whether the browser keeps the site's storage under pressure (`None`: it cannot say).
    pub persisted: Option<bool>,
    /// Bytes the site uses in the browser's quota-managed storage (the offline copy of the app,
    /// mostly; localStorage is not counted there).
    pub usage: Option<u64>,
    /// Bytes the browser would allow the site.
    pub quota: Option<u64>,
}

thread_local! {
    static REPORT: Cell<Option<RwSignal<Option<StorageInfo>>>> = const { Cell::new(None) };
}

/// The storage report as a signal (`None` until first read), read now.
pub fn provide() -> RwSignal<Option<StorageInfo>> {
    let report = RwSignal::new(None);
    REPORT.with(|r| r.set(Some(report)));
    refresh();
    report
}

/// Reads the report again (in the background) into the provided signal.
pub fn refresh() {
    let Some(report) = REPORT.with(Cell::get) else {
        return;
    };
    imp::spawn(async move {
        let info = imp::storage_info().await;
        let _ = report.try_set(Some(info));
    });
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::StorageInfo;
    use js_sys::Reflect;
    use std::cell::Cell;
    use wasm_bindgen::JsValue;
    use wasm_bindgen_futures::JsFuture;

    thread_local! {
        static ASKED: Cell<bool> = const { Cell::new(false) };
    }

    fn manager() -> Option<web_sys::StorageManager> {
        let navigator = web_sys::window()?.navigator();
        // Older browsers have no navigator.storage.
        Reflect::has(&navigator, &JsValue::from_str("storage"))
            .ok()
            .filter(|has| *has)?;
        Some(navigator.storage())
    }

    async fn call(promise: Result<js_sys::Promise, JsValue>) -> Option<JsValue> {
        JsFuture::from(promise.ok()?).await.ok()
    }

    /// Asks once per page for persistent storage (the browser decides without asking the player
    /// in Chromium; Firefox may ask). Nothing happens if it is persistent already.
    pub fn request_persistence() {
        if ASKED.with(|a| a.replace(true)) {
            return;
        }
        let Some(m) = manager() else {
            return;
        };
        spawn(async move {
            if call(m.persisted()).await.and_then(|v| v.as_bool()) != Some(true) {
                let _ = call(m.persist()).await;
            }
            super::refresh();
        });
    }

    pub fn spawn(f: impl std::future::Future<Output = ()> + 'static) {
        wasm_bindgen_futures::spawn_local(f);
    }

    pub async fn storage_info() -> StorageInfo {
        let mut info = StorageInfo {
            chars: crate::ui::model::store::stored_chars(),
            ..StorageInfo::default()
        };
        if let Some(m) = manager() {
            info.persisted = call(m.persisted()).await.and_then(|v| v.as_bool());
            if let Some(est) = call(m.estimate()).await {
                let num = |k: &str| {
                    let v = Reflect::get(&est, &JsValue::from_str(k)).ok()?.as_f64()?;
                    (v >= 0.0).then_some(v as u64)
                };
                info.usage = num("usage");
                info.quota = num("quota");
            }
        }
        info
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::StorageInfo;

    pub fn request_persistence() {}

    pub async fn storage_info() -> StorageInfo {
        StorageInfo::default()
    }

    /// Nothing is stored natively: there is nothing to read in the background.
    pub fn spawn(_f: impl std::future::Future<Output = ()> + 'static) {}
}

pub use imp::request_persistence;

/// "12.3 KB", "1.2 MB" (integer arithmetic: float formatting would add 12 KB to the wasm).
pub fn size_label(bytes: u64) -> String {
    let (unit, name) = if bytes < 1024 * 1024 {
        (1024, "KB")
    } else {
        (1024 * 1024, "MB")
    };
    let tenths = (bytes * 10 + unit / 2) / unit;
    // German and Indonesian write a decimal comma.
    let point = if crate::ui::model::lang::language() == "en" {
        '.'
    } else {
        ','
    };
    format!("{}{point}{} {name}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::size_label;

    #[test]
    fn sizes_read_well() {
        assert_eq!(size_label(0), "0.0 KB");
        assert_eq!(size_label(12_595), "12.3 KB");
        assert_eq!(size_label(1_023), "1.0 KB");
        assert_eq!(size_label(1_258_291), "1.2 MB");
    }
}
