//! The controller: one reactive signal holding the game in progress (engine state + seats +
//! UI acknowledgements). [`Ctl::apply`] is the only way the UI changes the game; it autosaves,
//! and a single effect lets bots act at the chosen pace.
//!
//! [`Session`] itself is plain data with no web calls, so it can be tested natively.

use super::records::{self as records_ui, history::History, viewer::ReplayState};
use super::seats::{SeatConfig, SeatInfo, SeatKind};
use super::settings::{Pace, Settings};
use super::stats::Stats;
use super::storage::{self, Loaded};
use crate::bots::what_trump::make_bot;
use crate::bots::{BotLevel, Budget};
use crate::engine::{Game, Seat};
use crate::games::what_trump::scoring::RoundSummary;
use crate::games::what_trump::{Action, Options, Phase, View, WhatTrump, STATE_VERSION};
use crate::games::GameKind;
use crate::records::share::SHORT_SEED_BITS;
use crate::records::{DealCode, Decision, GivenChance, Record, RecordError};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// What is stored for a game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub state_version: u32,
    pub seats: Vec<SeatConfig>,
    pub game: WhatTrump,
    /// Round summaries the players have dismissed ("Next round").
    pub summaries_seen: usize,
    /// Actions applied so far (drives the bots' seeds and timer tokens).
    pub moves: u64,
    /// Distinguishes games (bot seeds, timers).
    pub game_id: u64,
    pub stats_recorded: bool,
    /// The person whose view the table shows.
    pub viewer: Seat,
    /// Whether the table (not the hub) was open.
    pub on_table: bool,
    /// Chance given explicitly (a game continued from a record with a hand-made deal).
    #[serde(default)]
    pub given: GivenChance,
    /// Every decision so far, in order: with the seed and `given`, the game's record.
    #[serde(default)]
    pub decisions: Vec<Decision>,
    /// Whether `decisions` is complete (false for games saved before records were kept).
    #[serde(default)]
    pub recorded: bool,
}

/// The game in progress as the UI holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub saved: SavedGame,
    /// Pass-and-play: the table is hidden until the viewer taps.
    pub cover: bool,
    /// The last refused action, explained.
    pub message: Option<String>,
}

impl Session {
    pub fn start(seats: Vec<SeatConfig>, seed: u64, game_id: u64) -> Option<Session> {
        let players = seats.len() as u8;
        let game = WhatTrump::new(Options { players }, seed)?;
        Some(Session::resume(SavedGame {
            state_version: STATE_VERSION,
            seats,
            game,
            summaries_seen: 0,
            moves: 0,
            game_id,
            stats_recorded: false,
            viewer: Seat(0),
            on_table: true,
            given: GivenChance::default(),
            decisions: Vec::new(),
            recorded: true,
        }))
    }

    /// A game taken up from a record (all its decisions applied), with these seats.
    pub fn from_record(
        record: &Record,
        seats: Vec<SeatConfig>,
        game_id: u64,
    ) -> Result<Session, RecordError> {
        let game = record.replay()?;
        let done = game.phase() == Phase::GameOver;
        Ok(Session::resume(SavedGame {
            state_version: STATE_VERSION,
            seats,
            summaries_seen: game.history().len(),
            moves: record.decisions.len() as u64,
            game,
            game_id,
            stats_recorded: done,
            viewer: Seat(0),
            on_table: true,
            given: record.deal.clone(),
            decisions: record.decisions.clone(),
            recorded: true,
        }))
    }

    /// The game's record so far; `None` for a game saved before records were kept.
    pub fn record(&self) -> Option<Record> {
        self.saved.recorded.then(|| {
            let mut r = Record::new(
                self.saved.game.options(),
                self.saved
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(i, c)| c.to_record(i))
                    .collect(),
                self.saved.game.seed(),
                self.saved.given.clone(),
            );
            r.decisions = self.saved.decisions.clone();
            r
        })
    }

    /// The game's shared-deal code (game, players, seed).
    pub fn deal_code(&self) -> DealCode {
        DealCode {
            game: KIND,
            players: self.saved.game.options().players,
            seed: self.saved.game.seed(),
        }
    }

    /// A session from a save: the viewer is the person to act (or the first person), and with
    /// several people the table starts covered when one of them is to act (while a bot acts,
    /// the table stays as the last person saw it, as in play, and the bots go on).
    pub fn resume(mut saved: SavedGame) -> Session {
        saved.summaries_seen = saved.summaries_seen.min(saved.game.history().len());
        let mut s = Session {
            saved,
            cover: false,
            message: None,
        };
        let humans = s.humans();
        if let Some(t) = s.human_to_act() {
            s.saved.viewer = t;
        } else if !humans.contains(&s.saved.viewer) {
            s.saved.viewer = humans.first().copied().unwrap_or(Seat(0));
        }
        s.cover = humans.len() >= 2 && s.human_to_act().is_some();
        s
    }

    pub fn game(&self) -> &WhatTrump {
        &self.saved.game
    }

    pub fn players(&self) -> usize {
        self.saved.game.players()
    }

    pub fn seat(&self, seat: Seat) -> Option<&SeatConfig> {
        self.saved.seats.get(seat.index())
    }

    pub fn name(&self, seat: Seat) -> String {
        self.seat(seat)
            .map(|c| c.display_name(seat.index()))
            .unwrap_or_else(|| format!("Player {}", seat.index() + 1))
    }

    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        Seat::all(self.players())
            .map(|s| SeatInfo {
                name: self.name(s),
                bot: self.seat(s).filter(|c| c.is_bot()).map(|c| c.level),
            })
            .collect()
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        self.seat(seat).is_some_and(|c| c.kind == SeatKind::Human)
    }

    pub fn humans(&self) -> Vec<Seat> {
        Seat::all(self.players())
            .filter(|&s| self.is_human(s))
            .collect()
    }

    fn human_to_act(&self) -> Option<Seat> {
        self.saved.game.to_act().filter(|&s| self.is_human(s))
    }

    pub fn viewer(&self) -> Seat {
        self.saved.viewer
    }

    /// The only thing the table renders from.
    pub fn view(&self) -> View {
        self.saved.game.view(self.saved.viewer)
    }

    /// The oldest scored round the players have not dismissed yet.
    pub fn pending_summary(&self) -> Option<&RoundSummary> {
        self.saved.game.history().get(self.saved.summaries_seen)
    }

    pub fn acknowledge_summary(&mut self) {
        if self.pending_summary().is_some() {
            self.saved.summaries_seen += 1;
        }
    }

    /// ("Round 3" or "Chip draft", "You, Bot Ann, …") for a game not over yet.
    pub fn progress(&self) -> Option<(String, String)> {
        (!self.is_over()).then(|| {
            let at = self
                .game()
                .round()
                .map(|r| format!("Round {}", r.number))
                .unwrap_or_else(|| "Chip draft".into());
            let names: Vec<String> = self.seat_infos().iter().map(|i| i.label()).collect();
            (at, names.join(", "))
        })
    }

    pub fn is_over(&self) -> bool {
        self.saved.game.phase() == Phase::GameOver
    }

    /// Applies one action; on success the turn is followed (pass-and-play cover).
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<(), String> {
        match self.saved.game.apply(seat, action) {
            Ok(()) => {
                self.saved.moves += 1;
                self.saved.decisions.push(Decision { seat, action });
                self.message = None;
                self.follow_turn();
                Ok(())
            }
            Err(e) => {
                let msg = format!("That is not allowed: {e}.");
                self.message = Some(msg.clone());
                Err(msg)
            }
        }
    }

    /// After a move: show the person to act; cover the table when it passes between people.
    fn follow_turn(&mut self) {
        if let Some(t) = self.human_to_act() {
            if t != self.saved.viewer {
                self.saved.viewer = t;
                if self.humans().len() >= 2 {
                    self.cover = true;
                }
            }
        }
    }

    /// Identifies the current position for bot timers.
    pub fn token(&self) -> (u64, u64) {
        (self.saved.game_id, self.saved.moves)
    }

    /// The bot that must act now, if any (bots wait while a round summary is open).
    pub fn bot_to_act(&self) -> Option<(Seat, BotLevel)> {
        if self.pending_summary().is_some() || self.cover {
            return None;
        }
        let seat = self.saved.game.to_act()?;
        let cfg = self.seat(seat)?;
        cfg.is_bot().then_some((seat, cfg.level))
    }

    /// Whether a trick was just completed (it is still shown on the table).
    pub fn trick_just_completed(&self) -> bool {
        self.saved.game.round().is_some_and(|r| {
            self.saved.game.phase() == Phase::Play
                && r.trick.plays.is_empty()
                && !r.tricks.is_empty()
        })
    }

    /// A bot's decision, computed from that seat's view only.
    pub fn bot_decision(&self, seat: Seat, level: BotLevel) -> Action {
        let view = self.saved.game.view(seat);
        let seed = self.saved.game_id.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ self.saved.moves.wrapping_mul(0xBF58_476D_1CE4_E5B9)
            ^ seat.index() as u64;
        let mut bot = make_bot(level, seed);
        bot.decide(&view, Budget::default())
    }

    /// (name, won) for every person, once the game is over.
    pub fn results_for_people(&self) -> Vec<(String, bool)> {
        let winners = self.saved.game.winners();
        self.humans()
            .into_iter()
            .map(|s| (self.name(s), winners.contains(&s)))
            .collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Hub,
    Table,
    /// The replay viewer.
    Replay,
}

/// Everything the components share, provided as context. All fields are reactive handles.
#[derive(Clone, Copy)]
pub struct Ctl {
    pub session: RwSignal<Option<Session>>,
    pub settings: RwSignal<Settings>,
    pub stats: RwSignal<Stats>,
    /// The "your saved game could not be read" banner.
    pub notice: RwSignal<Option<String>>,
    pub screen: RwSignal<Screen>,
    pub rules_open: RwSignal<bool>,
    /// Finished games.
    pub history: RwSignal<History>,
    /// The record open in the replay viewer.
    pub replay: RwSignal<Option<ReplayState>>,
    /// A shared deal waiting for the player's confirmation.
    pub deal_offer: RwSignal<Option<DealCode>>,
    /// The deal shown in the share dialog.
    pub share: RwSignal<Option<DealCode>>,
    scheduled: StoredValue<Option<(u64, u64)>>,
}

const KIND: GameKind = GameKind::WhatTrump;

impl Ctl {
    /// Loads settings, statistics and the saved game; reads `?pace=` and `?seed=` from the URL.
    pub fn init() -> Ctl {
        let mut notices = Vec::new();
        let mut settings = match storage::load_settings() {
            Loaded::Found(s) => s,
            Loaded::Missing => Settings::default(),
            Loaded::SetAside(why) => {
                notices.push(format!(
                    "Your settings could not be read ({why}) and were set aside; the defaults are used."
                ));
                Settings::default()
            }
        };
        if let Some(p) = query_param("pace").and_then(|p| Pace::from_id(&p)) {
            settings.pace = p;
        }
        let stats = match storage::load_stats() {
            Loaded::Found(s) => s,
            Loaded::Missing => Stats::default(),
            Loaded::SetAside(why) => {
                notices.push(format!(
                    "Your statistics could not be read ({why}) and were set aside; they start again from zero."
                ));
                Stats::default()
            }
        };
        let mut screen = Screen::Hub;
        let session = match storage::load_game(KIND) {
            Loaded::Found(saved) => {
                if saved.on_table {
                    screen = Screen::Table;
                }
                Some(Session::resume(saved))
            }
            Loaded::Missing => None,
            Loaded::SetAside(why) => {
                notices.push(format!(
                    "Your saved game could not be read ({why}) and was set aside; a new game was started."
                ));
                let seats = settings.seats[..settings.players as usize].to_vec();
                let (seed, id) = fresh_seed();
                let s = Session::start(seats, seed, id);
                if s.is_some() {
                    screen = Screen::Table;
                }
                s
            }
        };
        let start = records_ui::load_on_start(&mut notices);
        if start.replay.is_some() {
            screen = Screen::Replay;
        }
        let ctl = Ctl {
            history: RwSignal::new(start.history),
            replay: RwSignal::new(start.replay),
            deal_offer: RwSignal::new(start.deal_offer),
            share: RwSignal::new(None),
            session: RwSignal::new(session),
            settings: RwSignal::new(settings),
            stats: RwSignal::new(stats),
            notice: RwSignal::new((!notices.is_empty()).then(|| notices.join(" "))),
            screen: RwSignal::new(screen),
            rules_open: RwSignal::new(false),
            scheduled: StoredValue::new(None),
        };
        ctl.persist();
        ctl
    }

    /// The one way the UI changes the game.
    pub fn apply(self, seat: Seat, action: Action) {
        self.session.update(|s| {
            if let Some(s) = s {
                let _ = s.apply(seat, action);
            }
        });
        self.after_change();
    }

    fn after_change(self) {
        self.record_stats_if_over();
        self.persist();
    }

    fn record_stats_if_over(self) {
        let done = self.session.with_untracked(|s| {
            s.as_ref()
                .filter(|s| s.is_over() && !s.saved.stats_recorded)
                .map(|s| (s.results_for_people(), s.saved.game_id))
        });
        if let Some((people, id)) = done {
            self.archive_finished_game();
            // Another tab may have counted games since this one read the statistics.
            if let Loaded::Found(stored) = storage::load_stats() {
                self.stats.update(|st| {
                    st.merge(&stored);
                });
            }
            let now = records_ui::web::now_ms() as u64;
            self.stats.update(|st| st.record(id, KIND, now, &people));
            self.stats.with_untracked(storage::save_stats);
            if !people.is_empty() {
                super::durability::request_persistence();
            }
            self.session.update(|s| {
                if let Some(s) = s {
                    s.saved.stats_recorded = true;
                }
            });
        }
    }

    fn persist(self) {
        self.session.with_untracked(|s| {
            if let Some(s) = s {
                storage::save_game(KIND, &s.saved);
            }
        });
    }

    pub fn new_game(self, seats: Vec<SeatConfig>) {
        let (seed, id) = fresh_seed();
        if let Some(s) = Session::start(seats, seed, id) {
            self.session.set(Some(s));
            self.after_new_game();
        }
    }

    /// Saves the new game in progress and shows the table.
    pub fn after_new_game(self) {
        self.persist();
        self.show(Screen::Table);
    }

    /// A new game with the seats set up in the settings.
    pub fn new_game_from_settings(self) {
        let seats = self
            .settings
            .with_untracked(|s| s.seats[..s.players as usize].to_vec());
        self.new_game(seats);
    }

    /// A new game with the same seats as the current one.
    pub fn rematch(self) {
        let seats = self
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.saved.seats.clone()));
        match seats {
            Some(seats) => self.new_game(seats),
            None => self.new_game_from_settings(),
        }
    }

    /// Shows a screen (the browser's history follows, so Back returns to the hub).
    pub fn show(self, screen: Screen) {
        let from = self.screen.get_untracked();
        self.show_screen(screen);
        super::nav::screen_changed(from, screen);
    }

    /// Shows a screen without touching the browser's history. Leaving the replay viewer
    /// closes its record.
    pub fn show_screen(self, screen: Screen) {
        if self.screen.get_untracked() != screen {
            scroll_to_top();
        }
        self.screen.set(screen);
        if screen != Screen::Replay && self.replay.with_untracked(Option::is_some) {
            self.replay.set(None);
        }
        self.session.update(|s| {
            if let Some(s) = s {
                s.saved.on_table = screen == Screen::Table;
            }
        });
        self.persist();
        self.persist_replay();
    }

    pub fn acknowledge_summary(self) {
        self.session.update(|s| {
            if let Some(s) = s {
                s.acknowledge_summary();
            }
        });
        self.persist();
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

    pub fn set_pace(self, pace: Pace) {
        self.update_settings(|s| s.pace = pace);
    }

    /// Changes and stores the settings; the player now has something worth keeping, so the
    /// browser is asked to keep the site's storage.
    pub fn update_settings(self, f: impl FnOnce(&mut Settings)) {
        self.settings.update(f);
        self.settings.with_untracked(storage::save_settings);
        super::durability::request_persistence();
    }

    /// Lets bots act: whenever a bot is to act on the open table, its move is scheduled after
    /// the pace's delay (longer right after a trick, so the trick can be seen).
    pub fn drive_bots(self) {
        Effect::new(move |_| {
            let pace = self.settings.with(|s| s.pace);
            let on_table = self.screen.get() == Screen::Table;
            let due = self.session.with(|s| {
                s.as_ref().and_then(|s| {
                    s.bot_to_act()
                        .map(|_| (s.token(), s.trick_just_completed()))
                })
            });
            let Some((token, hold)) = due else {
                return;
            };
            if !on_table || self.scheduled.get_value() == Some(token) {
                return;
            }
            self.scheduled.set_value(Some(token));
            let delay = pace.delay_ms() + if hold { pace.hold_ms() } else { 0 };
            set_timeout(
                move || {
                    self.scheduled.set_value(None);
                    if self.screen.get_untracked() != Screen::Table {
                        return;
                    }
                    let decision = self.session.with_untracked(|s| {
                        s.as_ref().filter(|s| s.token() == token).and_then(|s| {
                            s.bot_to_act().map(|(seat, level)| {
                                let started = now_ms();
                                let action = s.bot_decision(seat, level);
                                note_bot_time(level, now_ms() - started);
                                (seat, action)
                            })
                        })
                    });
                    if let Some((seat, action)) = decision {
                        self.apply(seat, action);
                    }
                },
                Duration::from_millis(delay),
            );
        });
    }
}

fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.performance())
            .map(|p| p.now())
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0.0
    }
}

/// Adds one bot decision's time to `globalThis.trumpsBotTimes[level]` = { count, totalMs, maxMs }
/// (read by `scripts/bot-timing.mjs`; no game data, only durations).
fn note_bot_time(level: BotLevel, ms: f64) {
    #[cfg(target_arch = "wasm32")]
    {
        use js_sys::{Object, Reflect};
        use wasm_bindgen::JsValue;
        let global = js_sys::global();
        let key = JsValue::from_str("trumpsBotTimes");
        let all = Reflect::get(&global, &key)
            .ok()
            .filter(|v| v.is_object())
            .unwrap_or_else(|| {
                let o: JsValue = Object::new().into();
                let _ = Reflect::set(&global, &key, &o);
                o
            });
        let id = JsValue::from_str(level.id());
        let entry = Reflect::get(&all, &id)
            .ok()
            .filter(|v| v.is_object())
            .unwrap_or_else(|| {
                let o: JsValue = Object::new().into();
                let _ = Reflect::set(&all, &id, &o);
                o
            });
        let get = |k: &str| {
            Reflect::get(&entry, &JsValue::from_str(k))
                .ok()
                .and_then(|v| v.as_f64())
                .unwrap_or(0.0)
        };
        let (count, total, max) = (
            get("count") + 1.0,
            get("totalMs") + ms,
            get("maxMs").max(ms),
        );
        for (k, v) in [("count", count), ("totalMs", total), ("maxMs", max)] {
            let _ = Reflect::set(&entry, &JsValue::from_str(k), &JsValue::from_f64(v));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (level, ms);
}

/// A new screen starts at its top, whatever the old one was scrolled to.
fn scroll_to_top() {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// A value of the page's URL query (`?pace=instant&seed=7`).
pub fn query_param(name: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let search = web_sys::window()?.location().search().ok()?;
        search
            .trim_start_matches('?')
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.to_string())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = name;
        None
    }
}

fn random_u64() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        let hi = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        let lo = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        (hi << 32) | lo
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0x5EED_u64
    }
}

/// A new game id (bot seeds, timers, the history).
pub fn fresh_id() -> u64 {
    random_u64()
}

/// (game seed, game id): `?seed=N` fixes the deal (for tests), else a random seed short
/// enough for an 8-character deal code.
fn fresh_seed() -> (u64, u64) {
    let seed = query_param("seed")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| random_u64() & ((1u64 << SHORT_SEED_BITS) - 1));
    (seed, fresh_id())
}
