//! The Leptos web interface: it turns taps into decisions of the game at the table and draws,
//! for the seat shown, only that seat's view. Three layers, each a folder, imports pointing
//! down only (`scripts/check-layout.sh` checks it; `docs/architecture.md` has the picture):
//!
//! - [`view`]: components (the hub, set-up, the table and each game's own table, the replay
//!   viewer, lessons' coach, remote play's screens). They read stores and send intents.
//! - [`stores`]: the signals the components share and the methods that change them (the game
//!   at the table, what the player keeps, the replay viewer, the controller across them, the
//!   rules' loading, Back and Forward, other tabs, sounds).
//! - [`model`]: plain data and its storage (the session holding the game in progress,
//!   settings, statistics, finished games, saves, lessons' progress, the store, browser calls
//!   and the bot worker's door). No signals, no components: most of it is tested natively.

pub mod model;
pub mod stores;
pub mod view;

/// Mounts the app into `<body>` (browser only), in place of the first screen index.html draws
/// while the app loads (`#boot`): it goes in the same task, so no frame shows neither. The
/// first screen is always painted first, even when the app arrives before the first frame
/// (from a warm cache or a fast network): then the app waits that one frame, so what the
/// player sees first never depends on how fast the app came. (A page loading in a hidden tab
/// paints no frame: there the app mounts after a tenth of a second.)
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    {
        use std::cell::Cell;
        use std::rc::Rc;
        use std::time::Duration;
        let boot = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("boot"));
        if let Some(boot) = boot {
            let boot = Rc::new(Cell::new(Some(boot)));
            let mount = move || {
                if let Some(boot) = boot.take() {
                    boot.remove();
                    leptos::mount::mount_to_body(view::app::App);
                    leptos::prelude::set_timeout(open_early_tap, Duration::ZERO);
                }
            };
            let after_frame = mount.clone();
            // Runs just before the next frame is painted; the mount goes in the task after it.
            leptos::prelude::request_animation_frame(move || {
                leptos::prelude::set_timeout(after_frame, Duration::ZERO)
            });
            leptos::prelude::set_timeout(mount, Duration::from_millis(100));
            return;
        }
    }
    leptos::mount::mount_to_body(view::app::App);
}

/// A game's "New game" tapped on the first screen while the app loaded (`pwa/boot.js` keeps
/// the game's id in `globalThis.trumpsEarlyTap`): the same tap on the hub now, so it opens that
/// game's set-up (or asks first about its unfinished game) as if the app had been there. Not
/// a game of this version, or no hub on screen (a game in progress opened instead): nothing.
#[cfg(target_arch = "wasm32")]
fn open_early_tap() {
    use wasm_bindgen::{JsCast, JsValue};
    let global = js_sys::global();
    let key = JsValue::from_str("trumpsEarlyTap");
    let id = js_sys::Reflect::get(&global, &key)
        .ok()
        .and_then(|v| v.as_string());
    let _ = js_sys::Reflect::delete_property(&global, &key);
    let Some(id) = id.filter(|id| crate::registry::info(id).is_some()) else {
        return;
    };
    let button = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!("[data-testid=\"set-up-{id}\"]"))
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(button) = button {
        button.click();
    }
}
