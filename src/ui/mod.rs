//! The Leptos web interface. It only turns clicks into engine actions (through
//! [`ctl::Ctl::apply`]) and renders, for the seat being shown, that seat's view. The shell is
//! written once over the game interface; each game adds its table under [`games`].
//!
//! - [`app`]: the root (notice and update banners, hub, table or replay viewer, rules panel)
//! - [`ctl`]: the controller (signals, `apply`, autosave, bot timers, hints, undo);
//!   [`session`]: the game in progress as plain data; [`bot_thread`]: the bot worker, where
//!   bots think off the page's thread
//! - [`hub`], [`setup`], [`settings`], [`stats`]: the game list, set-up, settings, statistics;
//!   [`setup_part`]: the set-up's body, a part of its own fetched as the hub is up;
//!   [`lazy_part`]: drawing such a part once it is in
//! - [`parts`]: the table, the replay viewer and the games' rules, fetched after the hub (a
//!   part of their own); [`with_rules`]: how the rest asks for the rules
//! - [`table`]: the table's frame; [`games`]: each game's own table (the UI registry)
//! - [`records`]: download and watch game records, play on, shared deals, finished games
//! - [`settings_panel`], [`offline`], [`durability`], [`backup`]: Settings, the offline copy
//!   and update offer, persistent storage, the statistics-and-history backup file
//! - [`store`]: the only reader and writer of browser storage (versioned JSON by key);
//!   [`browser`]: every other browser call
//! - [`pass_device`], [`rules_help`], [`nav`], [`seats`]: pass-and-play cover, rules help,
//!   Back and Forward, who sits where
//! - [`lesson`]: the guided first hand of each game (the coach at the table, the lessons on
//!   the hub, their own save slot)
//! - [`remote`]: the codes that connect devices for play on several (offer and answer, as
//!   links, text and QR codes)

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
