//! The games' rules, reached from the first part only through [`Rules`]. The hub and the
//! set-up read what is known of a game without its rules (`registry::about`); everything that
//! makes a game, reads a save or a record, or checks an action needs its rules, and those are
//! in the part fetched after the hub (`view::parts`). So the first part never calls such
//! code itself: it asks [`with_rules`], which runs the request at once when the part is in
//! and otherwise as soon as it arrives (fetching it now).
//!
//! The controller's methods that need the rules are thin: each hands its request to
//! [`with_rules`], and the work itself is a `…_now` method named only in [`RULES`].
//! `scripts/wasm-split.mjs` fails the build if a game's rules end up in the first part.
//!
//! Off the web (the native tests) the rules are always there and a request runs at once.

use super::ctl::{Ctl, Screen};
use super::screens::Screens;
use crate::engine::Viewpoint;
use crate::records::{parse_record, Record, RecordError};
use crate::registry::{self, Entry};
use crate::ui::model::seats::SeatConfig;
use leptos::prelude::*;
use serde_json::Value;

/// What needs the games' rules.
pub struct Rules {
    /// The game with this id, with its rules.
    pub entry: fn(&str) -> Option<&'static dyn Entry>,
    /// A record read from its text.
    pub parse_record: fn(&str) -> Result<Record, RecordError>,
    /// The start of the app: the game or lesson left at the table, a replay asked for.
    pub restore: fn(Ctl, Restore),
    /// [`Ctl::new_game`].
    pub new_game: fn(Ctl, &str, &Value, Vec<SeatConfig>) -> bool,
    /// [`Ctl::start_session`].
    pub start_session: fn(Ctl, &str, &Value, Vec<SeatConfig>, u64, u64, &str) -> bool,
    /// [`Ctl::play_daily`].
    pub play_daily: fn(Ctl, crate::daily::request::DealNote) -> bool,
    /// [`Ctl::continue_game`].
    pub continue_game: fn(Ctl, &str) -> bool,
    /// [`Ctl::download_saved`].
    pub download_saved: fn(Ctl, &str),
    /// [`Ctl::open_lesson`].
    pub open_lesson: fn(Ctl, &str) -> bool,
    /// [`Ctl::restart_lesson`].
    pub restart_lesson: fn(Ctl, &str) -> bool,
    /// [`Ctl::open_replay_now`].
    pub open_replay: fn(Ctl, Record, String, Viewpoint) -> Result<(), RecordError>,
    /// [`Ctl::import_record`].
    pub import_record: fn(Ctl, &str, String) -> Result<(), String>,
}

/// What the app reopens at its start, read from the store before the rules are in.
#[derive(Clone, Debug, Default)]
pub struct Restore {
    /// The game to take up (its id), if one is saved.
    pub game: Option<String>,
    /// A lesson was at the table.
    pub lesson: bool,
    /// Games whose save has no summary for the hub yet (kept by an older version).
    pub unsummed: Vec<String>,
    /// A record to open in the replay viewer (from the address).
    pub replay: Option<crate::ui::model::start_up::ReplayOnStart>,
    /// A shared deal's code from the page's link (`?deal=`), offered once read.
    pub deal: Option<String>,
}

impl Restore {
    /// Whether there is anything to take up.
    pub fn is_some(&self) -> bool {
        self.game.is_some()
            || self.lesson
            || self.replay.is_some()
            || !self.unsummed.is_empty()
            || self.deal.is_some()
    }
}

/// The rules, as the part holds them (`view::parts::Screens::rules`).
pub static RULES: Rules = Rules {
    entry: registry::find,
    parse_record,
    restore: Ctl::restore_now,
    new_game: Ctl::new_game_now,
    start_session: Ctl::start_session_now,
    play_daily: Ctl::play_daily_now,
    continue_game: Ctl::continue_game_now,
    download_saved: Ctl::download_saved_now,
    open_lesson: Ctl::open_lesson_now,
    restart_lesson: Ctl::restart_lesson_now,
    open_replay: Ctl::open_replay_now,
    import_record: Ctl::import_record_now,
};

/// Who made a request, which says what becomes of it while the part cannot come.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// The app, at its start (taking up what was left open): never dropped.
    Start,
    /// The player, for something done in place (a record's download, a backup's import).
    Asked,
    /// The player, for a screen it opens (a new game, a lesson, a record to watch), made
    /// when the player had come back to the hub this many times ([`Screens::returns`]): it
    /// does nothing if the player has gone back to the hub since.
    Opens(u64),
}

#[cfg(target_arch = "wasm32")]
mod waiting {
    use super::{Kind, Rules};
    use std::cell::{Cell, RefCell};

    type Request = Box<dyn FnOnce(&'static Rules)>;

    thread_local! {
        static HERE: Cell<Option<&'static Rules>> = const { Cell::new(None) };
        /// How the part holding the rules is fetched (the screens' loader puts it here).
        static FETCH: Cell<Option<fn()>> = const { Cell::new(None) };
        static WAITING: RefCell<Vec<(Kind, Request)>> = const { RefCell::new(Vec::new()) };
    }

    pub fn fetch_with(fetch: fn()) {
        FETCH.with(|f| f.set(Some(fetch)));
    }

    pub fn fetch() {
        if let Some(fetch) = FETCH.with(Cell::get) {
            fetch();
        }
    }

    pub fn now() -> Option<&'static Rules> {
        HERE.with(Cell::get)
    }

    pub fn wait(kind: Kind, request: Request) {
        WAITING.with(|w| w.borrow_mut().push((kind, request)));
    }

    /// Whether a request of the player's still wanted waits for the part (`returns`: the
    /// player's returns to the hub so far).
    pub fn asked(returns: u64) -> bool {
        WAITING.with(|w| {
            w.borrow().iter().any(|(kind, _)| match kind {
                Kind::Start => false,
                Kind::Asked => true,
                Kind::Opens(at) => *at == returns,
            })
        })
    }

    pub fn arrived(rules: &'static Rules) {
        HERE.with(|h| h.set(Some(rules)));
        // A request may ask for more; each runs after the one before it has finished.
        while let Some(request) = WAITING.with(|w| {
            let mut w = w.borrow_mut();
            (!w.is_empty()).then(|| w.remove(0).1)
        }) {
            request(rules);
        }
    }
}

/// The rules, if their part is in (off the web: always).
pub fn rules_now() -> Option<&'static Rules> {
    #[cfg(target_arch = "wasm32")]
    {
        waiting::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(&RULES)
    }
}

/// Runs `request` with the rules: at once if their part is in, else once it has arrived
/// (asking for it now). Requests run in the order they were made.
pub fn with_rules(request: impl FnOnce(&'static Rules) + 'static) {
    ask(Kind::Asked, request);
}

/// Takes up what was left open (see [`Restore`]) once the rules are in.
pub fn restore_when_in(ctl: Ctl, restore: Restore) {
    ask(Kind::Start, move |r| (r.restore)(ctl, restore));
}

fn ask(kind: Kind, request: impl FnOnce(&'static Rules) + 'static) {
    #[cfg(target_arch = "wasm32")]
    {
        match waiting::now() {
            Some(rules) => request(rules),
            None => {
                waiting::wait(kind, Box::new(request));
                waiting::fetch();
            }
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = kind;
        request(&RULES)
    }
}

/// [`with_rules`] for a request that opens `screen` (a game's table, the replay viewer) and
/// says whether it did: if the rules are not in yet, that screen shows at once that it is
/// opening, and if the request then opens nothing (a game that could not start, a record that
/// could not be read), the hub comes back. Going back to the hub from that screen before the
/// part comes drops the request: what it was opening for is no longer wanted. (What the app
/// takes up at its start still waits: the saved game is kept.)
pub fn with_rules_showing(
    ctl: Ctl,
    screen: Screen,
    request: impl FnOnce(&'static Rules) -> bool + 'static,
) {
    let at = ctl.screens.returns();
    if rules_now().is_some() {
        return ask(Kind::Opens(at), move |r| {
            request(r);
        });
    }
    ctl.screens.show(screen);
    ask(Kind::Opens(at), move |r| {
        if ctl.screens.returns() != at {
            // The player went back to the hub meanwhile.
            return;
        }
        if !request(r) && ctl.screens.screen.get_untracked() == screen {
            ctl.screens.show(Screen::Hub);
        }
    });
}

/// Whether a request of the player's is waiting for the part (the hub says so if the part
/// cannot come); `screens` tells which are still wanted.
pub fn asked(screens: Screens) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        waiting::asked(screens.returns())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = screens;
        false
    }
}

/// The part is in: the rules are here, and the requests that waited run now.
#[cfg(target_arch = "wasm32")]
pub fn arrived(rules: &'static Rules) {
    waiting::arrived(rules);
}

/// Off the web nothing is fetched.
#[cfg(not(target_arch = "wasm32"))]
pub fn arrived(_rules: &'static Rules) {}

/// How the part holding the rules is fetched when a request needs it: the screens' loader
/// (`view::parts`) says so once, at the start. (Off the web nothing is fetched.)
pub fn fetch_with(fetch: fn()) {
    #[cfg(target_arch = "wasm32")]
    waiting::fetch_with(fetch);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = fetch;
}
