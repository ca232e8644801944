//! The controller: one reactive signal holding the game in progress (any game, as a
//! [`Session`]) and what crosses concerns (screens, notices, shared deals), with the stores
//! of what the player keeps ([`Keep`]) and of the replay viewer ([`Viewer`]), shared as
//! context. A decision reaches the game only through [`Ctl::submit`] (typed, from a tap
//! here) or [`Ctl::apply`] (JSON, from the bot worker or another device). Its parts: [`init`]
//! (reading everything at start), [`autosave`] (a single effect stores the session whenever
//! it changes), [`screens`], [`bots`] (a single effect lets bots act at the chosen pace),
//! [`hints`], [`undo`], [`lesson`], [`records`], [`saves`] and [`replay`] (opening the viewer;
//! *Review my play* is the viewer store's).

mod autosave;
mod bots;
mod hints;
mod init;
mod lesson;
mod records;
mod replay;
mod saves;
mod screens;
mod undo;

pub use crate::ui::model::screen::Screen;
pub use crate::ui::stores::viewer::{Review, ReviewStatus};
pub use hints::{HintShown, HINT_CHOICES};

/// Once every person at the device is out of a game the bots play on: what to do meanwhile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutChoice {
    /// The bots finish at once (instant pace, quick thinking).
    Skip,
    /// The bots play on at the chosen pace.
    Watch,
}

use crate::engine::{Game, Seat};
use crate::records::share::SHORT_SEED_BITS;
use crate::records::DealCode;
use crate::registry;
use crate::ui::model::bot_thread;
use crate::ui::model::browser;
use crate::ui::model::browser::query_param;
use crate::ui::model::seats::{bots_problem, SeatConfig};
use crate::ui::model::session::Session;
use crate::ui::model::stats;
use crate::ui::stores::keep::Keep;
use crate::ui::stores::viewer::Viewer;
use crate::ui::stores::with_rules::with_rules_showing;
use leptos::prelude::*;
use serde_json::Value;

/// Everything the components share, provided as context. All fields are reactive handles.
#[derive(Clone, Copy)]
pub struct Ctl {
    pub session: RwSignal<Option<Session>>,
    /// What the player keeps on this device: settings, statistics, finished games, saves,
    /// lessons' progress (its own store, also in the context).
    pub keep: Keep,
    /// The "your saved game could not be read" banner.
    pub notice: RwSignal<Option<String>>,
    pub screen: RwSignal<Screen>,
    pub rules_open: RwSignal<bool>,
    /// The game whose rules the rules panel shows (its id; it can switch games).
    pub rules_game: RwSignal<&'static str>,
    /// The replay viewer: its record and a review of a person's play in it (its own store,
    /// also in the context).
    pub viewer: Viewer,
    /// A shared deal waiting for the player's confirmation.
    pub deal_offer: RwSignal<Option<DealCode>>,
    /// The deal shown in the share dialog.
    pub share: RwSignal<Option<DealCode>>,
    /// The bot thinking now (its question is with the bot worker).
    pub thinking: RwSignal<Option<Seat>>,
    /// The hint asked for at the current decision.
    pub hint: RwSignal<Option<HintShown>>,
    /// No bot can play in this browser (no bot worker can run): tables of people only.
    pub bots_unavailable: RwSignal<bool>,
    /// What the people chose once all of them were out of the game (by the game's id): skip
    /// to the result, or watch the bots play on.
    pub people_out: RwSignal<Option<(u64, OutChoice)>>,
    /// The hub's set-up dialog is open.
    pub setup_open: RwSignal<bool>,
    /// The position a bot's move is scheduled or asked for (until its answer is in).
    scheduled: StoredValue<Option<(u64, u64)>>,
}

impl Ctl {
    /// A seat's decision at this device (a tap on a card, a bid, a chip): the typed action of
    /// game `G` goes to the session as it is, with no JSON on the way to the engine.
    pub fn submit<G: Game>(self, seat: Seat, action: G::Action) {
        self.decide(|s| s.submit::<G>(seat, action));
    }

    /// A seat's decision that crossed from elsewhere as JSON: the bot worker's answer, a
    /// guest's move from another device.
    pub fn apply(self, seat: Seat, action: Value) {
        self.decide(|s| s.apply(seat, action));
    }

    /// The one way a decision changes the game: a hint still being worked out is dropped, the
    /// session takes the decision (or says why not), and the game's end is recorded.
    fn decide(self, take: impl FnOnce(&mut Session) -> Result<(), String>) {
        if self.hint.get_untracked().is_some() {
            // A hint still being worked out is for a decision now made.
            if self.thinking.get_untracked().is_none() {
                bot_thread::cancel();
            }
            self.hint.set(None);
        }
        self.session.update(|s| {
            if let Some(s) = s {
                let _ = take(s);
            }
        });
        self.weigh_off_script();
        self.record_stats_if_over();
    }

    /// Adds the finished game to the history and stores it. If storage is full the list stays
    /// whole in memory and the store says so (nothing is dropped to make room unasked).
    pub fn archive_finished_game(self) {
        let entry = self
            .session
            .with_untracked(|s| s.as_ref().and_then(|s| s.history_entry(browser::now_ms())));
        let Some(entry) = entry else {
            return;
        };
        self.keep.change_history(move |h| h.add(entry.clone()));
    }

    fn record_stats_if_over(self) {
        let done = self.session.with_untracked(|s| {
            s.as_ref()
                .filter(|s| s.is_over() && !s.saved.stats_recorded && !s.is_lesson())
                .map(|s| {
                    (
                        s.results_for_people(),
                        s.saved.game_id,
                        s.info().id,
                        !s.saved.aids.is_none(),
                    )
                })
        });
        if let Some((people, id, game, aided)) = done {
            self.archive_finished_game();
            let now = browser::now_ms() as u64;
            self.keep.stats.update(|st| {
                stats::change(st, |st| st.record(id, game, now, &people, aided));
            });
            if !people.is_empty() {
                crate::ui::model::durability::request_persistence();
            }
            self.session.update(|s| {
                if let Some(s) = s {
                    s.saved.stats_recorded = true;
                }
            });
        }
    }

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
        if bots_problem(&seats, !self.bots_unavailable.get_untracked()).is_some() {
            let why = bot_thread::NO_BOTS;
            self.notice
                .set(Some(format!("{what} could not be started: {why}.")));
            return false;
        }
        match Session::start(entry, options, seats, seed, id) {
            Ok(s) => {
                self.session.set(Some(s));
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

    /// What the people chose for the game in progress once all of them were out, if they did.
    pub fn out_choice(self) -> Option<OutChoice> {
        let id = self.session.with(|s| s.as_ref().map(|s| s.saved.game_id))?;
        self.people_out
            .get()
            .filter(|(game, _)| *game == id)
            .map(|(_, choice)| choice)
    }

    /// Shows the table of the new game in progress.
    pub fn after_new_game(self) {
        self.stop_bots();
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
        let same = self.session.with_untracked(|s| {
            s.as_ref()
                .map(|s| (s.info().id, s.game().options_json(), s.saved.seats.clone()))
        });
        match same {
            Some((game, options, seats)) => self.new_game(game, &options, seats),
            None => self.new_game_from_settings(),
        }
    }

    pub fn acknowledge_summary(self) {
        self.session.update(|s| {
            if let Some(s) = s {
                s.acknowledge_summary();
            }
        });
    }

    /// Pass-and-play: the person the device was passed to is ready.
    pub fn uncover(self) {
        self.session.update(|s| {
            if let Some(s) = s {
                s.cover = false;
            }
        });
    }

    pub fn dismiss_message(self) {
        self.session.update(|s| {
            if let Some(s) = s {
                s.message = None;
            }
        });
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
