//! The controller: one reactive signal holding the game in progress (any game, as a
//! [`Session`]) plus the settings, statistics, history and the replay viewer's record, shared
//! as context. [`Ctl::apply`] is the only way the UI changes the game; it autosaves, and a
//! single effect lets bots act at the chosen pace.

use super::bot_thread;
use super::browser::{self, query_param};
use super::games;
use super::records::{self as records_ui, history::History, viewer::ReplayState};
use super::saves::{self, SaveSummary};
use super::seats::SeatConfig;
use super::session::Session;
use super::settings::{self, Pace, Settings};
use super::stats::{self, Stats};
use super::store::keys::{game_key, CURRENT_KEY, CURRENT_VERSION, GAME_SAVE_VERSION};
use super::store::saved_game::SavedGame;
use super::store::{self, Loaded};
use crate::bots::request::{HintChoice, Reply};
use crate::bots::BotLevel;
use crate::engine::{Game, Seat};
use crate::records::share::SHORT_SEED_BITS;
use crate::records::DealCode;
use crate::registry::{self, action_to_json};
use leptos::prelude::*;
use serde_json::Value;
use std::time::Duration;

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
    /// The bot thinking now (its question is with the bot worker).
    pub thinking: RwSignal<Option<Seat>>,
    /// The hint asked for at the current decision.
    pub hint: RwSignal<Option<HintShown>>,
    /// Every game's save as the hub lists it (finished ones too, marked so).
    pub saves: RwSignal<Vec<SaveSummary>>,
    /// The position a bot's move is scheduled or asked for (until its answer is in).
    scheduled: StoredValue<Option<(u64, u64)>>,
}

/// A hint for the person to act: asked for, answered (best first), or refused.
#[derive(Clone, Debug, PartialEq)]
pub struct HintShown {
    /// The position it is for ([`Session::token`]).
    pub token: (u64, u64),
    pub choices: Option<Vec<HintChoice>>,
    pub error: Option<String>,
}

/// How many of Expert's choices a hint shows.
pub const HINT_CHOICES: usize = 3;

impl Ctl {
    /// Loads settings, statistics and the game open last; reads `?pace=` and `?seed=` from
    /// the URL.
    pub fn init() -> Ctl {
        let mut notices = Vec::new();
        let mut settings = match settings::load() {
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
        let stats = match stats::load() {
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
        let current = match store::load::<String>(CURRENT_KEY, CURRENT_VERSION) {
            Loaded::Found(id) if registry::find(&id).is_some() => id,
            _ => registry::GAMES[0].info().id.to_string(),
        };
        let session = match store::load::<SavedGame>(&game_key(&current), GAME_SAVE_VERSION) {
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
                let s = new_session(&settings, &current).ok();
                if s.is_some() {
                    screen = Screen::Table;
                }
                s
            }
        };
        let all_saves = saves::load_all(&mut notices);
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
            thinking: RwSignal::new(None),
            hint: RwSignal::new(None),
            saves: RwSignal::new(all_saves),
            scheduled: StoredValue::new(None),
        };
        ctl.persist();
        ctl
    }

    /// The one way the UI changes the game: an action of the game in progress (its JSON).
    pub fn apply(self, seat: Seat, action: Value) {
        if self.hint.get_untracked().is_some() {
            // A hint still being worked out is for a decision now made.
            if self.thinking.get_untracked().is_none() {
                bot_thread::cancel();
            }
            self.hint.set(None);
        }
        self.session.update(|s| {
            if let Some(s) = s {
                let _ = s.apply(seat, action);
            }
        });
        self.after_change();
    }

    /// [`Ctl::apply`] with a typed action of game `G`.
    pub fn act<G: Game>(self, seat: Seat, action: &G::Action) {
        self.apply(seat, action_to_json::<G>(action));
    }

    fn after_change(self) {
        self.record_stats_if_over();
        self.persist();
    }

    fn record_stats_if_over(self) {
        let done = self.session.with_untracked(|s| {
            s.as_ref()
                .filter(|s| s.is_over() && !s.saved.stats_recorded)
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
            // Another tab may have counted games since this one read the statistics.
            if let Loaded::Found(stored) = stats::load() {
                self.stats.update(|st| {
                    st.merge(&stored);
                });
            }
            let now = browser::now_ms() as u64;
            self.stats
                .update(|st| st.record(id, game, now, &people, aided));
            self.stats.with_untracked(stats::save);
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

    /// Saves the open game, with its summary for the hub.
    pub(crate) fn persist(self) {
        let summary = self.session.with_untracked(|s| {
            s.as_ref().map(|s| {
                let id = s.info().id;
                store::save(&game_key(id), GAME_SAVE_VERSION, &s.saved);
                store::save(CURRENT_KEY, CURRENT_VERSION, &id);
                let before = self
                    .saves
                    .with_untracked(|all| all.iter().find(|x| x.game == id).cloned());
                SaveSummary::updated(s, before.as_ref(), browser::now_ms())
            })
        });
        if let Some(summary) = summary {
            if self.saves.with_untracked(|all| !all.contains(&summary)) {
                saves::store(&summary);
                self.saves.update(|all| {
                    all.retain(|x| x.game != summary.game);
                    all.push(summary);
                });
            }
        }
    }

    /// Starts a new game of `game` with these checked options and seats (a problem is shown
    /// in the notice banner and nothing starts).
    pub fn new_game(self, game: &str, options: &Value, seats: Vec<SeatConfig>) {
        let Some(entry) = registry::find(game) else {
            return;
        };
        let (seed, id) = fresh_seed();
        self.start_session(entry, options, seats, seed, id, "The game");
    }

    /// Starts a game (replacing any in progress) and shows its table; if it cannot start,
    /// the notice says why (`what`: "The game", "The shared deal"…).
    pub fn start_session(
        self,
        entry: &'static dyn registry::Entry,
        options: &Value,
        seats: Vec<SeatConfig>,
        seed: u64,
        id: u64,
        what: &str,
    ) {
        match Session::start(entry, options, seats, seed, id) {
            Ok(s) => {
                self.session.set(Some(s));
                self.after_new_game();
            }
            Err(why) => self
                .notice
                .set(Some(format!("{what} could not be started: {why}."))),
        }
    }

    /// Saves the new game in progress and shows the table.
    pub fn after_new_game(self) {
        self.stop_bots();
        self.persist();
        self.show(Screen::Table);
    }

    /// A new game of the game chosen on the hub, with its set-up from the settings.
    pub fn new_game_from_settings(self) {
        let (game, setup, seats) = self.settings.with_untracked(|s| {
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

    /// The game the player is looking at: the table's, the replay's, or the one chosen on the
    /// hub (for the rules panel).
    pub fn game_at_hand(self) -> &'static dyn registry::Entry {
        let id = match self.screen.get_untracked() {
            Screen::Table => self
                .session
                .with_untracked(|s| s.as_ref().map(|s| s.info().id)),
            Screen::Replay => self
                .replay
                .with_untracked(|r| r.as_ref().map(|r| r.stepper.record().game)),
            Screen::Hub => None,
        };
        let id = id.unwrap_or_else(|| {
            self.settings
                .with_untracked(|s| registry::find(&s.game).map(|e| e.info().id))
                .unwrap_or_default()
        });
        registry::find(id).unwrap_or(registry::GAMES[0])
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
        let from = self.screen.get_untracked();
        if from != screen {
            browser::scroll_to_top();
        }
        if screen == Screen::Table && from != Screen::Table {
            // Whoever holds the device now may not be the person whose table it is.
            self.session.update(|s| {
                if let Some(s) = s {
                    s.hand_over();
                }
            });
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
        self.settings.with_untracked(settings::save);
        super::durability::request_persistence();
    }

    /// Lets bots act: whenever a bot is to act on the open table, after the pace's delay
    /// (longer right after a trick, so the trick can be seen) its question goes to the bot
    /// worker, and its answer is played if the game is still where it was. Leaving the table
    /// stops a bot's thinking.
    pub fn drive_bots(self) {
        Effect::new(move |_| {
            if self.screen.get() != Screen::Table {
                self.stop_bots();
            }
        });
        Effect::new(move |_| {
            let pace = self.settings.with(|s| s.pace);
            let on_table = self.screen.get() == Screen::Table;
            let due = self.session.with(|s| {
                s.as_ref().and_then(|s| {
                    s.bot_to_act()
                        .map(|_| (s.token(), games::trick_just_completed(s.game())))
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
            set_timeout(move || self.ask_bot(token), Duration::from_millis(delay));
        });
    }

    /// Sends the question of the bot to act at `token` to the bot worker.
    fn ask_bot(self, token: (u64, u64)) {
        let expert = self.settings.with_untracked(|s| s.think.budget());
        let question = (self.screen.get_untracked() == Screen::Table)
            .then(|| {
                self.session.with_untracked(|s| {
                    s.as_ref().filter(|s| s.token() == token).and_then(|s| {
                        s.bot_to_act()
                            .map(|(seat, level)| (seat, level, s.bot_request(seat, level, expert)))
                    })
                })
            })
            .flatten();
        let Some((seat, level, question)) = question else {
            if self.scheduled.get_value() == Some(token) {
                self.scheduled.set_value(None);
            }
            return;
        };
        self.thinking.set(Some(seat));
        let started = browser::clock_ms();
        bot_thread::ask(question, move |answer| {
            note_bot_time(
                level,
                browser::clock_ms() - started,
                answer.iterations,
                bot_thread::in_worker(),
            );
            if self.scheduled.get_value() != Some(token) {
                // Cancelled meanwhile (and perhaps asked again): not this answer's business.
                return;
            }
            self.scheduled.set_value(None);
            self.thinking.set(None);
            let current = self.screen.get_untracked() == Screen::Table
                && self
                    .session
                    .with_untracked(|s| s.as_ref().map(|s| s.token()))
                    == Some(token);
            if !current {
                return;
            }
            match answer.reply {
                Ok(Reply::Action(action)) => self.apply(seat, action),
                Ok(Reply::Hint(_)) => {}
                Err(why) => self
                    .notice
                    .set(Some(format!("A computer player could not decide ({why})."))),
            }
        });
    }

    /// Stops any bot's thinking and forgets its scheduled move (it is asked again when the
    /// table is open and the bot still to act).
    pub(crate) fn stop_bots(self) {
        bot_thread::cancel();
        self.scheduled.set_value(None);
        if self.thinking.get_untracked().is_some() {
            self.thinking.set(None);
        }
        if self.hint.get_untracked().is_some() {
            self.hint.set(None);
        }
    }

    /// Asks Expert, with the person's own view only, for its best choices at their decision.
    /// The game is marked as played with hints.
    pub fn ask_hint(self) {
        let think = self.settings.with_untracked(|s| s.think.budget());
        let question = self.session.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| s.hint_request(think).map(|q| (s.token(), q)))
        });
        let Some((token, question)) = question else {
            return;
        };
        if self
            .hint
            .with_untracked(|h| h.as_ref().is_some_and(|h| h.token == token))
        {
            return;
        }
        self.hint.set(Some(HintShown {
            token,
            choices: None,
            error: None,
        }));
        self.session.update(|s| {
            if let Some(s) = s {
                s.note_hint();
            }
        });
        self.persist();
        bot_thread::ask(question, move |answer| {
            let still = self
                .hint
                .with_untracked(|h| h.as_ref().is_some_and(|h| h.token == token));
            if !still {
                return;
            }
            let shown = match answer.reply {
                Ok(Reply::Hint(mut choices)) => {
                    choices.truncate(HINT_CHOICES);
                    HintShown {
                        token,
                        choices: Some(choices),
                        error: None,
                    }
                }
                Ok(Reply::Action(_)) => HintShown {
                    token,
                    choices: None,
                    error: Some("no hint came back".into()),
                },
                Err(why) => HintShown {
                    token,
                    choices: None,
                    error: Some(why),
                },
            };
            self.hint.set(Some(shown));
        });
    }

    /// Closes the hint.
    pub fn close_hint(self) {
        let asking = self
            .hint
            .with_untracked(|h| h.as_ref().is_some_and(|h| h.choices.is_none()));
        if asking {
            bot_thread::cancel();
        }
        self.hint.set(None);
    }

    /// Takes back the person's last decision (and the bots' moves after it).
    pub fn undo(self) {
        self.stop_bots();
        let mut refused = None;
        self.session.update(|s| {
            if let Some(s) = s {
                if let Err(why) = s.undo() {
                    refused = Some(why);
                }
            }
        });
        match refused {
            Some(why) => self.notice.set(Some(why)),
            None => self.after_change(),
        }
    }
}

/// Adds one bot decision to `globalThis.trumpsBotTimes[level]` = { count, totalMs, maxMs,
/// iterations, inWorker }: its time from question to answer, its search iterations, and
/// whether the bot worker answered (read by `scripts/bot-timing.mjs`; no game data).
fn note_bot_time(level: BotLevel, ms: f64, iterations: u64, in_worker: bool) {
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
        let values = [
            ("count", get("count") + 1.0),
            ("totalMs", get("totalMs") + ms),
            ("maxMs", get("maxMs").max(ms)),
            ("iterations", get("iterations") + iterations as f64),
            ("inWorker", get("inWorker") + f64::from(u8::from(in_worker))),
        ];
        for (k, v) in values {
            let _ = Reflect::set(&entry, &JsValue::from_str(k), &JsValue::from_f64(v));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (level, ms, iterations, in_worker);
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

/// A new game of `game` with the set-up of the settings (after a save could not be read).
fn new_session(settings: &Settings, game: &str) -> Result<Session, String> {
    let entry = registry::find(game).ok_or("no such game")?;
    let setup = settings.setup(game);
    let seats = settings.seats[..setup.players.min(settings.seats.len())].to_vec();
    let (seed, id) = fresh_seed();
    Session::start(entry, &setup.options, seats, seed, id)
}
