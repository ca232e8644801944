//! The controller: what crosses the stores' concerns, shared as context. It holds the game at
//! the table ([`Play`]: a decision reaches the game only through `Play::submit` or
//! `Play::apply`), what the player keeps ([`Keep`]), the replay viewer ([`Viewer`]) and the
//! screens ([`Screens`]), with the notice banner and shared deals. Here: the controller made
//! at start (settings, statistics, saves and lessons' progress read from the store, `?pace=`
//! from the address; the game, lesson or replay left open only looked at, and taken up once
//! the games' rules are in) and new games started. Its other parts: [`taken_up`] (a saved game
//! or a lesson taken up) and [`records`] (records, shared deals and the replay viewer).

mod records;
mod taken_up;

use crate::daily::request::DealNote;
use crate::records::share::SHORT_SEED_BITS;
use crate::records::DealCode;
use crate::registry;
use crate::ui::model::browser::query_param;
use crate::ui::model::lang::{self as words, say_with, Msg, Said};
use crate::ui::model::seats::{bots_problem, SeatConfig, SeatKind};
use crate::ui::model::session::Session;
use crate::ui::model::settings::{Pace, Settings};
use crate::ui::model::start_up as records_ui;
use crate::ui::model::stats::Stats;
use crate::ui::model::store::keys::{game_key, CURRENT_KEY, CURRENT_VERSION, GAME_SAVE_VERSION};
use crate::ui::model::store::saved_game::SavedGame;
use crate::ui::model::store::Loaded;
use crate::ui::model::{bot_thread, browser, saves, settings, stats, store};
use crate::ui::stores::daily::Daily;
use crate::ui::stores::keep::Keep;
use crate::ui::stores::play::Play;
use crate::ui::stores::screens::Screens;
use crate::ui::stores::viewer::Viewer;
use crate::ui::stores::with_rules::{with_rules_showing, Restore};
use leptos::prelude::*;
use serde::Deserialize;
use serde_json::Value;

pub use crate::ui::model::screen::Screen;
pub use crate::ui::stores::play::{HintShown, OutChoice, HINT_CHOICES};
pub use crate::ui::stores::viewer::{Review, ReviewStatus};

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
    /// The start's own notices (what could not be read from the store), said: put into words
    /// where the banner shows them, for the language's words may come after them.
    pub start_notices: RwSignal<Vec<Said>>,
    /// Navigation: the screen shown, the set-up dialog, the rules panel (its own store, also
    /// in the context).
    pub screens: Screens,
    /// A shared deal waiting for the player's confirmation.
    pub deal_offer: RwSignal<Option<DealCode>>,
    /// The deal shown in the share dialog.
    pub share: RwSignal<Option<DealCode>>,
    /// Today's deal: the day's deals and the days' games kept here (its own store, also in
    /// the context).
    pub daily: Daily,
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
        self.start_session_now(game, options, seats, seed, id, "game")
    }

    /// Starts a game (replacing any in progress) and shows its table; if it cannot start,
    /// the notice says why (`what`: `game`, `deal` for a shared deal, `same` for the same deal
    /// again: [`start_failed`]).
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
            let why = say_with(
                Msg::SaveNotThisVersion,
                &[("game", words::Value::Text(game))],
            );
            self.notice.set(Some(start_failed(what, &why)));
            return false;
        };
        if bots_problem(&seats, !self.play.bots_unavailable.get_untracked()).is_some() {
            let why = bot_thread::no_bots();
            self.notice.set(Some(start_failed(what, &why)));
            return false;
        }
        match Session::start(entry, options, seats, seed, id) {
            Ok(s) => {
                self.play.session.set(Some(s));
                self.after_new_game();
                true
            }
            Err(why) => {
                self.notice.set(Some(start_failed(what, &why)));
                false
            }
        }
    }

    /// Starts today's game of `note` (replacing any game of that game in progress): the
    /// player in the day's seat, the day's bots in the others.
    pub fn play_daily(self, note: DealNote) {
        with_rules_showing(self, Screen::Table, move |r| (r.play_daily)(self, note))
    }

    /// The person's name, as the set-up's seats have it ("You" unless they changed it).
    pub fn person_name(self) -> String {
        self.keep
            .settings
            .with_untracked(|s| {
                s.seats
                    .iter()
                    .find(|c| c.kind == SeatKind::Human)
                    .map(|c| c.name.clone())
            })
            .unwrap_or_default()
    }

    /// Whether today's game started (its table is shown).
    pub(crate) fn play_daily_now(self, note: DealNote) -> bool {
        let person = self.person_name();
        match crate::ui::stores::daily::start_now(self.daily, &note, &person, fresh_id()) {
            Ok(s) => {
                self.play.session.set(Some(s));
                self.after_new_game();
                true
            }
            Err(why) => {
                self.notice.set(Some(start_failed("game", &why)));
                false
            }
        }
    }

    /// Shows the table of the new game in progress.
    pub fn after_new_game(self) {
        self.play.stop_bots();
        self.screens.show(Screen::Table);
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

/// The one field of a saved game read before the rules are in.
#[derive(Deserialize)]
struct AtTable {
    on_table: bool,
}

impl Ctl {
    /// Loads settings, statistics and what was open last (to take up with
    /// [`Ctl::restore_now`] once the rules are in); reads `?pace=` from the URL.
    pub fn init() -> (Ctl, Restore) {
        let mut notices = Vec::new();
        let mut settings = settings::load()
            .or_default_noting(&mut notices, |why| records_ui::unread("settings", why));
        if let Some(p) = query_param("pace").and_then(|p| Pace::from_id(&p)) {
            settings.pace = p;
        }
        let stats: Stats =
            stats::load().or_default_noting(&mut notices, |why| records_ui::unread("stats", why));
        let mut screen = Screen::Hub;
        let mut restore = Restore::default();
        let current = match store::load::<String>(CURRENT_KEY, CURRENT_VERSION) {
            Loaded::Found(id) if registry::info(&id).is_some() => id,
            _ => registry::first_info().id.to_string(),
        };
        if store::read_raw(&game_key(&current)).is_some() {
            // A save that cannot be read is found out when it is read whole: a new game then
            // takes its place at the table.
            let at_table = store::peek::<AtTable>(&game_key(&current), GAME_SAVE_VERSION)
                .is_none_or(|s| s.on_table);
            if at_table {
                screen = Screen::Table;
            }
            restore.game = Some(current);
        }
        let lessons = taken_up::load_book(&mut notices);
        if lessons.at_table.is_some() {
            screen = Screen::Table;
            restore.lesson = true;
        }
        let all_saves = saves::load_all(&mut restore.unsummed);
        let start = records_ui::load_on_start(&mut notices);
        if start.replay.is_some() {
            screen = Screen::Replay;
        }
        restore.replay = start.replay;
        restore.deal = query_param("deal");
        let daily = Daily::load(&mut notices);
        // A friend's result opened from its link: checked on the hub.
        if let Some(code) = query_param("daily") {
            let from = query_param("from").map_or(String::new(), |f| format!("&from={f}"));
            daily.offer(&format!("?daily={code}{from}"));
            screen = Screen::Hub;
        }
        let keep = Keep {
            settings: RwSignal::new(settings),
            stats: RwSignal::new(stats),
            history: RwSignal::new(start.history),
            saves: RwSignal::new(all_saves),
            lessons: RwSignal::new(lessons),
        };
        let screen = RwSignal::new(screen);
        let viewer = Viewer {
            replay: RwSignal::new(None),
            review: RwSignal::new(None),
            screen,
        };
        let start_notices = RwSignal::new(notices);
        let notice = RwSignal::new(None);
        let play = Play {
            session: RwSignal::new(None),
            thinking: RwSignal::new(None),
            hint: RwSignal::new(None),
            bots_unavailable: RwSignal::new(false),
            people_out: RwSignal::new(None),
            scheduled: StoredValue::new(None),
            keep,
            daily,
            viewer,
            screen,
            notice,
        };
        let ctl = Ctl {
            play,
            keep,
            viewer,
            notice,
            start_notices,
            screens: Screens {
                screen,
                setup_open: RwSignal::new(false),
                rules_open: RwSignal::new(false),
                rules_game: RwSignal::new(registry::first_info().id),
                play,
                viewer,
                keep,
                returns: StoredValue::new(0),
            },
            deal_offer: RwSignal::new(None),
            share: RwSignal::new(None),
            daily,
        };
        (ctl, restore)
    }

    /// Takes up what was open when the page was left (see [`Restore`]): the game (a save that
    /// cannot be read is set aside, said, and a new game takes its place), then a lesson that
    /// was at the table, then the replay viewer's record, then the shared deal of the page's
    /// link. Needs the games' rules.
    pub(crate) fn restore_now(self, restore: Restore) {
        let mut notices = Vec::new();
        // The stored set-ups checked against the games' option forms (in by now), before a
        // new game may be made from them below.
        self.keep.check_setups();
        for id in &restore.unsummed {
            if let Some(s) = saves::summarise(id, &mut notices) {
                self.keep.saves.update(|all| {
                    all.retain(|x| x.game != s.game);
                    all.push(s);
                });
            }
        }
        let mut session = None;
        if let Some(game) = &restore.game {
            match store::load::<SavedGame>(&game_key(game), GAME_SAVE_VERSION) {
                Loaded::Found(saved) => session = Some(Session::resume(saved)),
                Loaded::Missing => {}
                Loaded::SetAside(why) => {
                    notices.push(say_with(
                        Msg::SaveUnreadNew,
                        &[("why", words::Value::Text(&words::said(&why)))],
                    ));
                    session = self
                        .keep
                        .settings
                        .with_untracked(|settings| new_session(settings, game).ok());
                }
            }
        }
        if restore.lesson {
            let lesson = self
                .keep
                .lessons
                .with_untracked(|book| taken_up::lesson_at_table(book, &mut notices));
            if lesson.is_some() {
                session = lesson;
            }
        }
        if let Some(mut s) = session {
            // The player may have gone back to the hub meanwhile.
            s.saved.on_table = self.screens.screen.get_untracked() == Screen::Table;
            self.play.session.set(Some(s));
        }
        if let Some(saved) = restore.replay {
            self.viewer
                .replay
                .set(records_ui::replay_on_start(&saved, &mut notices));
        }
        // (Unless the player said Not now while the rules came: the link's query is gone.)
        if let Some(code) = restore.deal.filter(|_| query_param("deal").is_some()) {
            self.deal_offer
                .set(records_ui::deal_on_start(&code, &mut notices));
        }
        if !crate::ui::stores::with_rules::asked(self.screens) {
            // (Else the player's requests, run next, may open that screen: the part's arrival
            // leaves it if they do not.)
            self.screens.leave_empty_screen();
        }
        if !notices.is_empty() {
            self.notice.update(|n| {
                let before = n.take().into_iter();
                *n = Some(before.chain(notices).collect::<Vec<_>>().join(" "));
            });
        }
    }
}

/// Why a game could not start, in words for the player (`what`: `game`, `deal`, `same`).
fn start_failed(what: &str, why: &str) -> String {
    say_with(
        Msg::StartFailed,
        &[
            ("what", words::Value::Text(what)),
            ("why", words::Value::Text(why)),
        ],
    )
}

/// A new game of `game` with the set-up of the settings (after a save could not be read).
fn new_session(settings: &Settings, game: &str) -> Result<Session, String> {
    let entry = registry::find(game).ok_or("no such game")?;
    let setup = settings.setup(game);
    let seats = settings.seats[..setup.players.min(settings.seats.len())].to_vec();
    let (seed, id) = fresh_seed();
    Session::start(entry, &setup.options, seats, seed, id)
}
