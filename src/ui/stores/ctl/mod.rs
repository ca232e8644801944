//! The controller: what crosses the stores' concerns, shared as context. It holds the game at
//! the table ([`Play`]: a decision reaches the game only through `Play::submit` or
//! `Play::apply`), what the player keeps ([`Keep`]) and the replay viewer ([`Viewer`]), and
//! the screen, the notice banner, the rules panel, shared deals and the set-up dialog. Its
//! parts: [`init`] (reading everything at start, taking up what was left open), [`screens`],
//! [`lesson`] (a lesson opened at the table), [`records`] (watching, sharing and importing
//! records and deals), [`saves`] (a saved game taken up, abandoned or downloaded) and
//! [`replay`] (opening the viewer).

mod init;
mod lesson;
mod records;
mod replay;
mod saves;
mod screens;

pub use crate::ui::model::screen::Screen;
pub use crate::ui::stores::play::{HintShown, OutChoice, HINT_CHOICES};
pub use crate::ui::stores::viewer::{Review, ReviewStatus};

use crate::records::share::SHORT_SEED_BITS;
use crate::records::DealCode;
use crate::registry;
use crate::ui::model::bot_thread;
use crate::ui::model::browser;
use crate::ui::model::browser::query_param;
use crate::ui::model::seats::{bots_problem, SeatConfig};
use crate::ui::model::session::Session;
use crate::ui::stores::keep::Keep;
use crate::ui::stores::play::Play;
use crate::ui::stores::viewer::Viewer;
use crate::ui::stores::with_rules::with_rules_showing;
use leptos::prelude::*;
use serde_json::Value;

/// Everything the components share, provided as context. All fields are reactive handles.
#[derive(Clone, Copy)]
pub struct Ctl {
    /// The game at the table: the session, bots, hints, undo, its autosave (its own store,
    /// also in the context).
    pub play: Play,
    /// What the player keeps on this device: settings, statistics, finished games, saves,
    /// lessons' progress (its own store, also in the context).
    pub keep: Keep,
    /// The replay viewer: its record and a review of a person's play in it (its own store,
    /// also in the context).
    pub viewer: Viewer,
    /// The notice banner ("your saved game could not be read", a game that could not start).
    pub notice: RwSignal<Option<String>>,
    pub screen: RwSignal<Screen>,
    pub rules_open: RwSignal<bool>,
    /// The game whose rules the rules panel shows (its id; it can switch games).
    pub rules_game: RwSignal<&'static str>,
    /// A shared deal waiting for the player's confirmation.
    pub deal_offer: RwSignal<Option<DealCode>>,
    /// The deal shown in the share dialog.
    pub share: RwSignal<Option<DealCode>>,
    /// The hub's set-up dialog is open.
    pub setup_open: RwSignal<bool>,
}

impl Ctl {
    /// Starts a new game of `game` with these checked options and seats (a problem is shown
    /// in the notice banner and nothing starts).
    pub fn new_game(self, game: &str, options: &Value, seats: Vec<SeatConfig>) {
        let (game, options) = (game.to_string(), options.clone());
        with_rules_showing(self, Screen::Table, move |r| {
            (r.new_game)(self, &game, &options, seats)
        });
    }

    /// Whether the game started (its table is shown).
    pub(crate) fn new_game_now(self, game: &str, options: &Value, seats: Vec<SeatConfig>) -> bool {
        let (seed, id) = fresh_seed();
        self.start_session_now(game, options, seats, seed, id, "The game")
    }

    /// Starts a game (replacing any in progress) and shows its table; if it cannot start,
    /// the notice says why (`what`: "The game", "The shared deal"…).
    pub fn start_session(
        self,
        game: &str,
        options: &Value,
        seats: Vec<SeatConfig>,
        seed: u64,
        id: u64,
        what: &str,
    ) {
        let (game, options, what) = (game.to_string(), options.clone(), what.to_string());
        with_rules_showing(self, Screen::Table, move |r| {
            (r.start_session)(self, &game, &options, seats, seed, id, &what)
        });
    }

    /// Whether the game started (its table is shown).
    pub(crate) fn start_session_now(
        self,
        game: &str,
        options: &Value,
        seats: Vec<SeatConfig>,
        seed: u64,
        id: u64,
        what: &str,
    ) -> bool {
        let Some(entry) = registry::find(game) else {
            let why = format!("\"{game}\" is not a game of this version");
            self.notice
                .set(Some(format!("{what} could not be started: {why}.")));
            return false;
        };
        if bots_problem(&seats, !self.play.bots_unavailable.get_untracked()).is_some() {
            let why = bot_thread::NO_BOTS;
            self.notice
                .set(Some(format!("{what} could not be started: {why}.")));
            return false;
        }
        match Session::start(entry, options, seats, seed, id) {
            Ok(s) => {
                self.play.session.set(Some(s));
                self.after_new_game();
                true
            }
            Err(why) => {
                self.notice
                    .set(Some(format!("{what} could not be started: {why}.")));
                false
            }
        }
    }

    /// Opens the rules panel on the rules of game `id`.
    pub fn open_rules(self, id: &'static str) {
        self.rules_game.set(id);
        self.rules_open.set(true);
    }

    /// Shows the table of the new game in progress.
    pub fn after_new_game(self) {
        self.play.stop_bots();
        self.show(Screen::Table);
    }

    /// A new game of the game chosen on the hub, with its set-up from the settings.
    pub fn new_game_from_settings(self) {
        self.keep.check_setups();
        let (game, setup, seats) = self.keep.settings.with_untracked(|s| {
            let setup = s.setup(&s.game);
            let seats = s.seats[..setup.players.min(s.seats.len())].to_vec();
            (s.game.clone(), setup, seats)
        });
        self.new_game(&game, &setup.options, seats);
    }

    /// A new game of the same game, options and seats as the current one.
    pub fn rematch(self) {
        let same = self.play.session.with_untracked(|s| {
            s.as_ref()
                .map(|s| (s.info().id, s.game().options_json(), s.saved.seats.clone()))
        });
        match same {
            Some((game, options, seats)) => self.new_game(game, &options, seats),
            None => self.new_game_from_settings(),
        }
    }
}

/// A new game id (bot seeds, timers, the history).
pub fn fresh_id() -> u64 {
    browser::random_u64()
}

/// (game seed, game id): `?seed=N` fixes the deal (for tests), else a random seed short
/// enough for an 8-character deal code.
fn fresh_seed() -> (u64, u64) {
    let seed = query_param("seed")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| browser::random_u64() & ((1u64 << SHORT_SEED_BITS) - 1));
    (seed, fresh_id())
}
