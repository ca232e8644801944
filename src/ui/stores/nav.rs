//! The browser's Back and Forward buttons (and the phone's back gesture) move between the app's
//! screens instead of leaving the app: entering the table or the replay viewer from the hub adds
//! one history entry, so Back returns to the hub. Each entry's state names its screen. The
//! screens' store (`stores::screens`) tells this module each change of screen, and is told
//! which screen Back or Forward asks for.

use crate::ui::model::screen::Screen;

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::*;
    use leptos::prelude::*;
    use wasm_bindgen::JsValue;

    /// The history state that marks one of our entries.
    fn marker(screen: Screen) -> &'static str {
        match screen {
            Screen::Hub => "trumps:hub",
            Screen::Table => "trumps:table",
            Screen::Replay => "trumps:replay",
        }
    }

    fn screen_of(state: &str) -> Option<Screen> {
        [Screen::Hub, Screen::Table, Screen::Replay]
            .into_iter()
            .find(|&s| marker(s) == state)
    }

    fn history() -> Option<web_sys::History> {
        web_sys::window()?.history().ok()
    }

    fn current_state() -> Option<String> {
        history()?.state().ok()?.as_string()
    }

    fn push(screen: Screen) {
        if let Some(h) = history() {
            let _ = h.push_state(&JsValue::from_str(marker(screen)), "");
        }
    }

    fn replace(screen: Screen) {
        if let Some(h) = history() {
            let _ = h.replace_state(&JsValue::from_str(marker(screen)), "");
        }
    }

    /// The history follows a change of screen made in the app.
    pub fn screen_changed(from: Screen, to: Screen) {
        match (from, to) {
            (Screen::Hub, Screen::Hub) => {}
            // Leaving the hub: one entry to come back to it.
            (Screen::Hub, _) => push(to),
            // Back to the hub by a button: step back over our entry, as Back would.
            (_, Screen::Hub) => {
                if current_state().as_deref().and_then(screen_of) == Some(from) {
                    if let Some(h) = history() {
                        let _ = h.back();
                    }
                } else {
                    replace(Screen::Hub);
                }
            }
            // From the viewer to the table (play on): the same entry now shows the table.
            _ => replace(to),
        }
    }

    /// At start-up, on screen `now`: when the app opens on the table or the viewer (a
    /// reload), make sure there is a hub entry below it; then Back and Forward to an entry of
    /// ours are followed with `follow` (its screen; the hub for another entry).
    pub fn start(now: Screen, follow: impl Fn(Screen) + 'static) {
        if current_state().as_deref().and_then(screen_of).is_none() {
            replace(Screen::Hub);
            if now != Screen::Hub {
                push(now);
            }
        }
        let listener = window_event_listener(leptos::ev::popstate, move |ev| {
            let state = ev.state().as_string();
            follow(state.as_deref().and_then(screen_of).unwrap_or(Screen::Hub));
        });
        // The app lives as long as the page.
        std::mem::forget(listener);
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::*;
    pub fn screen_changed(_from: Screen, _to: Screen) {}
    pub fn start(_now: Screen, _follow: impl Fn(Screen) + 'static) {}
}

pub use imp::{screen_changed, start};
