//! Offline play and updates, as the page's service-worker helper (`pwa/register.js`) reports
//! them: whether the whole app is saved on this device, and whether a newer version waits. The
//! update is offered, never forced: the player reloads when it suits them (the game in progress
//! is in localStorage and comes back after the reload).

use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::play::Play;
use leptos::prelude::*;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OfflineState {
    /// The app is being saved for offline play (the first visit).
    #[default]
    Installing,
    /// The whole app is saved: it starts and plays with no network.
    Ready,
    /// Saving failed (see `failures`); the app works while online.
    Failed,
    /// This browser or address cannot keep the app (see `reason`).
    Unsupported,
}

impl OfflineState {
    /// The helper's name for the state.
    pub fn from_id(id: &str) -> Option<OfflineState> {
        match id {
            "installing" => Some(OfflineState::Installing),
            "ready" => Some(OfflineState::Ready),
            "failed" => Some(OfflineState::Failed),
            "unsupported" => Some(OfflineState::Unsupported),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Failure {
    pub file: String,
    pub error: String,
}

/// `window.trumpsOffline.status` (see `pwa/register.js`), read field by field.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OfflineStatus {
    pub state: OfflineState,
    /// The build this page runs.
    pub build: Option<String>,
    /// The build saved for offline play.
    pub version: Option<String>,
    pub files: u32,
    pub bytes: u64,
    /// The files that could not be saved in the last attempt.
    pub failures: Vec<Failure>,
    /// A newer build is saved and waits for a reload.
    pub update_ready: bool,
    pub reason: Option<String>,
}

impl OfflineStatus {
    fn unsupported(reason: &str) -> OfflineStatus {
        OfflineStatus {
            state: OfflineState::Unsupported,
            reason: Some(reason.into()),
            ..OfflineStatus::default()
        }
    }

    /// "icons/icon-512.png (HTTP 404), sw.js (…)".
    pub fn failure_list(&self) -> String {
        self.failures
            .iter()
            .map(|f| format!("{} ({})", f.file, f.error))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// One line for the Settings panel.
    pub fn describe(&self) -> String {
        let size = crate::ui::model::durability::size_label(self.bytes);
        let failures = self.failure_list();
        match self.state {
            OfflineState::Ready if self.failures.is_empty() => say_with(
                Msg::OfflineReady,
                &[
                    ("n", Value::Number(f64::from(self.files))),
                    ("size", Value::Text(&size)),
                ],
            ),
            OfflineState::Ready => say_with(
                Msg::OfflineReadyUpdateFailed,
                &[
                    ("size", Value::Text(&size)),
                    ("failures", Value::Text(&failures)),
                ],
            ),
            OfflineState::Installing => say(Msg::OfflineInstalling),
            OfflineState::Failed => say_with(
                Msg::OfflineFailed,
                &[
                    ("n", Value::Number(self.failures.len() as f64)),
                    ("failures", Value::Text(&failures)),
                ],
            ),
            OfflineState::Unsupported => {
                let reason = self.reason.as_deref().map_or_else(
                    || say(Msg::OfflineReasonBrowser),
                    |r| reason_words(r).map_or_else(|| r.to_string(), say),
                );
                say_with(Msg::OfflineUnsupported, &[("reason", Value::Text(&reason))])
            }
        }
    }
}

/// Why offline play is unsupported, in the page's language: the reasons this file and the
/// helper (`pwa/register.js`) give, which they give in English.
fn reason_words(reason: &str) -> Option<Msg> {
    Some(match reason {
        HELPER_MISSING => Msg::OfflineReasonHelper,
        STATE_UNREAD => Msg::OfflineReasonState,
        "this browser cannot keep the app for offline use" => Msg::OfflineReasonBrowserOffline,
        "offline play needs the app to be opened over https (or on this computer)" => {
            Msg::OfflineReasonHttps
        }
        _ => return None,
    })
}

/// The reasons [`imp::read`] gives (read before the words of the Settings panel have come: they
/// are said in the page's language when shown, by [`reason_words`]).
const HELPER_MISSING: &str = "the offline helper of this page did not load";
const STATE_UNREAD: &str = "its state could not be read";

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::{Failure, OfflineState, OfflineStatus, HELPER_MISSING, STATE_UNREAD};
    use js_sys::Reflect;
    use wasm_bindgen::{JsCast, JsValue};

    fn helper() -> Option<JsValue> {
        let window = web_sys::window()?;
        Reflect::get(&window, &JsValue::from_str("trumpsOffline"))
            .ok()
            .filter(|v| v.is_object())
    }

    pub fn read() -> OfflineStatus {
        let Some(h) = helper() else {
            return OfflineStatus::unsupported(HELPER_MISSING);
        };
        let Some(status) = Reflect::get(&h, &JsValue::from_str("status"))
            .ok()
            .filter(|s| s.is_object())
        else {
            return OfflineStatus::unsupported(STATE_UNREAD);
        };
        let get = |v: &JsValue, k: &str| Reflect::get(v, &JsValue::from_str(k)).ok();
        let text = |v: &JsValue, k: &str| get(v, k).and_then(|x| x.as_string());
        let number = |k: &str| get(&status, k).and_then(|x| x.as_f64()).unwrap_or(0.0);
        let failures = get(&status, "failures")
            .filter(js_sys::Array::is_array)
            .map(|a| {
                js_sys::Array::from(&a)
                    .iter()
                    .map(|f| Failure {
                        file: text(&f, "file").unwrap_or_default(),
                        error: text(&f, "error").unwrap_or_default(),
                    })
                    .collect()
            })
            .unwrap_or_default();
        OfflineStatus {
            state: text(&status, "state")
                .and_then(|s| OfflineState::from_id(&s))
                .unwrap_or_default(),
            build: text(&status, "build"),
            version: text(&status, "version"),
            files: number("files") as u32,
            bytes: number("bytes") as u64,
            failures,
            update_ready: get(&status, "updateReady").and_then(|x| x.as_bool()) == Some(true),
            reason: text(&status, "reason"),
        }
    }

    fn call(method: &str) -> Option<JsValue> {
        let h = helper()?;
        let f: js_sys::Function = Reflect::get(&h, &JsValue::from_str(method))
            .ok()?
            .dyn_into()
            .ok()?;
        f.call0(&h).ok()
    }

    /// Reloads into the waiting version; false if there is none.
    pub fn apply_update() -> bool {
        call("applyUpdate")
            .and_then(|v| v.as_bool())
            .unwrap_or(false)
    }

    /// Calls `on_change` whenever the helper reports a change (for the page's lifetime).
    pub fn watch(on_change: impl Fn() + 'static) {
        let handle =
            leptos::prelude::window_event_listener_untyped("trumps-offline", move |_| on_change());
        // The app lives as long as the page.
        std::mem::forget(handle);
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::OfflineStatus;

    pub fn read() -> OfflineStatus {
        OfflineStatus::unsupported("offline play exists only in the browser")
    }
    pub fn apply_update() -> bool {
        false
    }
    pub fn watch(_on_change: impl Fn() + 'static) {}
}

/// The offline status as a signal, provided as context by the app.
#[derive(Clone, Copy)]
pub struct Offline(pub RwSignal<OfflineStatus>);

/// Creates the signal, keeps it up to date, and provides it.
pub fn provide() -> Offline {
    let status = RwSignal::new(imp::read());
    imp::watch(move || status.set(imp::read()));
    let offline = Offline(status);
    provide_context(offline);
    offline
}

/// "A new version of Trumps is ready — Reload / Later", while one waits.
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let Offline(status) = expect_context::<Offline>();
    let play = expect_context::<Play>();
    // "Later" hides the offer until the page is opened again (the waiting version is then
    // offered again, unless the page already runs it).
    let dismissed = RwSignal::new(false);
    let shown = move || status.with(|s| s.update_ready) && !dismissed.get();
    let in_game = move || {
        play.session
            .with(|s| s.as_ref().is_some_and(|s| !s.is_over()))
    };
    let failed = RwSignal::new(false);
    move || {
        shown().then(|| {
            view! {
                <div class="update-banner" role="status" data-testid="update-banner">
                    <p>
                        <strong>{move || say(Msg::UpdateReady)}</strong>
                        " "
                        {move || if in_game() {
                            say(Msg::UpdateReloadInGame)
                        } else {
                            say(Msg::UpdateReloadToUse)
                        }}
                        {move || failed.get().then(|| format!(" {}", say(Msg::UpdateGone)))}
                    </p>
                    <div class="update-actions">
                        <button
                            type="button"
                            class="btn primary"
                            data-testid="update-reload"
                            on:click=move |_| failed.set(!imp::apply_update())
                        >
                            {move || say(Msg::UpdateReload)}
                        </button>
                        <button
                            type="button"
                            class="btn ghost"
                            data-testid="update-later"
                            on:click=move |_| dismissed.set(true)
                        >
                            {move || say(Msg::UpdateLater)}
                        </button>
                    </div>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_reads_as_a_sentence() {
        let failed = OfflineStatus {
            state: OfflineState::Failed,
            build: Some("ab12".into()),
            failures: vec![Failure {
                file: "icons/icon-512.png".into(),
                error: "HTTP 404".into(),
            }],
            ..OfflineStatus::default()
        };
        assert_eq!(
            failed.describe(),
            "Not available: 1 file(s) could not be saved (icons/icon-512.png (HTTP 404)). \
             The app works while online and tries again on your next visit."
        );
        let ready = OfflineStatus {
            state: OfflineState::from_id("ready").unwrap_or_default(),
            files: 12,
            bytes: 1_258_291,
            ..OfflineStatus::default()
        };
        assert_eq!(
            ready.describe(),
            "Ready: the whole app (12 files, 1.2 MB) is saved on this device and plays with no network."
        );
        assert_eq!(OfflineState::from_id("gone"), None);
    }
}
