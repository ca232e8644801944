//! The game at the table: the session (the one keeper of the game in progress), who is
//! thinking, the hint asked for, and what the people chose once all of them were out. Every
//! decision reaches the game through [`Play::submit`] (typed, a tap here) or [`Play::apply`]
//! (JSON, from the bot worker or another device); an effect stores the session whenever it
//! changes (as the leptos todomvc example saves its list), a lesson at the table in the
//! lessons' own slot. Its parts: [`aids`] (hints, undo, a lesson's steps) and [`turns`] (the
//! bots' pace and questions).

mod aids;
mod turns;

pub use aids::{HintShown, HINT_CHOICES};

use crate::engine::{Game, Seat};
use crate::ui::model::bot_thread;
use crate::ui::model::browser;
use crate::ui::model::elsewhere::{stands, Stands};
use crate::ui::model::lang::{say, Msg};
use crate::ui::model::saves::{self, SaveSummary};
use crate::ui::model::screen::Screen;
use crate::ui::model::session::Session;
use crate::ui::model::stats;
use crate::ui::model::store::keys::{game_key, CURRENT_KEY, CURRENT_VERSION, GAME_SAVE_VERSION};
use crate::ui::model::store::{self, Unsaved};
use crate::ui::stores::daily::Daily;
use crate::ui::stores::keep::Keep;
use crate::ui::stores::viewer::Viewer;
use leptos::prelude::*;
use serde_json::Value;

/// Once every person at the device is out of a game the bots play on: what to do meanwhile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutChoice {
    /// The bots finish at once (instant pace, quick thinking).
    Skip,
    /// The bots play on at the chosen pace.
    Watch,
}

/// The game at the table (see the module's text). The signals are reactive handles; the
/// handles after them are the other stores' it reads or tells.
#[derive(Clone, Copy)]
pub struct Play {
    pub session: RwSignal<Option<Session>>,
    /// The bot thinking now (its question is with the bot worker).
    pub thinking: RwSignal<Option<Seat>>,
    /// The hint asked for at the current decision.
    pub hint: RwSignal<Option<HintShown>>,
    /// No bot can play in this browser (no bot worker can run): tables of people only.
    pub bots_unavailable: RwSignal<bool>,
    /// What the people chose once all of them were out of the game (by the game's id): skip
    /// to the result, or watch the bots play on.
    pub people_out: RwSignal<Option<(u64, OutChoice)>>,
    /// The position a bot's move is scheduled or asked for (until its answer is in).
    pub(crate) scheduled: StoredValue<Option<(u64, u64)>>,
    /// What the player keeps (statistics and finished games are recorded at a game's end).
    pub keep: Keep,
    /// Today's deal (a day's game's result is kept at its end).
    pub daily: Daily,
    /// The replay viewer (its review's question with the bot worker is not a bot's).
    pub(crate) viewer: Viewer,
    /// The screen shown (bots play only at the table).
    pub(crate) screen: RwSignal<Screen>,
    /// The notice banner (a decision that could not be undone).
    pub(crate) notice: RwSignal<Option<String>>,
}

impl Play {
    /// A seat's decision at this device (a tap on a card, a bid, a chip): the typed action of
    /// game `G` goes to the session as it is, with no JSON on the way to the engine.
    pub fn submit<G: Game>(self, seat: Seat, action: G::Action) {
        // A refusal is the session's message, shown at the table.
        let _ = self.decide(|s| s.submit::<G>(seat, action));
    }

    /// A seat's decision that crossed from elsewhere as JSON: the bot worker's answer, a
    /// guest's move from another device.
    /// The session's answer: taken, or why not (also in its `message`).
    pub fn apply(self, seat: Seat, action: Value) -> Result<(), String> {
        self.decide(|s| s.apply(seat, action))
    }

    /// The one way a decision changes the game: a hint still being worked out is dropped, the
    /// session takes the decision (or says why not), and the game's end is recorded.
    fn decide(self, take: impl FnOnce(&mut Session) -> Result<(), String>) -> Result<(), String> {
        if self.hint.get_untracked().is_some() {
            // A hint still being worked out is for a decision now made.
            if self.thinking.get_untracked().is_none() {
                bot_thread::cancel();
            }
            self.hint.set(None);
        }
        let taken = self
            .session
            .try_update(|s| match s {
                Some(s) => take(s),
                None => Err(say(Msg::SessionNoGame)),
            })
            .unwrap_or_else(|| Err(say(Msg::SessionNoGame)));
        self.weigh_off_script();
        self.record_stats_if_over();
        taken
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
            self.session.with_untracked(|s| {
                if let Some(s) = s {
                    self.daily.finish(s);
                }
            });
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

    /// What the people chose for the game in progress once all of them were out, if they did.
    pub fn out_choice(self) -> Option<OutChoice> {
        let id = self.session.with(|s| s.as_ref().map(|s| s.saved.game_id))?;
        self.people_out
            .get()
            .filter(|(game, _)| *game == id)
            .map(|(_, choice)| choice)
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

    /// Starts the autosave: the session is stored now and after every change of it.
    pub fn autosave(self) {
        Effect::new(move |_| {
            self.session.track();
            self.persist();
        });
        store::on_change(move || self.keep.summaries_caught_up());
    }

    /// Saves the open game, with its summary for the hub. The save goes only over the one
    /// this page wrote or read (a game begun here replaces its slot's): if another tab stored
    /// a later one, this game is marked as gone on there instead. If storage is full the
    /// store keeps the save to write once there is room, the player is told at once, and the
    /// summary says the save is behind.
    pub fn persist(self) {
        let lesson = self.session.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.is_lesson())?;
            self.keep.persist_lesson(s);
            Some(())
        });
        if lesson.is_some() {
            return;
        }
        let written = self.session.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.elsewhere.is_none())?;
            let id = s.info().id;
            let key = game_key(id);
            let written = if s.new_here {
                store::save_over(&key, GAME_SAVE_VERSION, &s.saved)
            } else {
                store::save(&key, GAME_SAVE_VERSION, &s.saved)
            };
            let before = self
                .keep
                .saves
                .with_untracked(|all| all.iter().find(|x| x.game == id).cloned());
            let mut summary = SaveSummary::updated(s, before.as_ref(), browser::now_ms());
            summary.saved = written.is_ok();
            Some((id, written, summary))
        });
        let Some((id, written, summary)) = written else {
            return;
        };
        match written {
            Err(Unsaved::Newer) => {
                if self.save_refused(id) {
                    self.persist();
                }
                return;
            }
            Ok(()) => {
                self.session.update_untracked(|s| {
                    if let Some(s) = s {
                        s.new_here = false;
                    }
                });
                let _ = store::save_over(CURRENT_KEY, CURRENT_VERSION, &id);
            }
            // Told by the storage banner; the store writes it once there is room.
            Err(Unsaved::Full | Unsaved::Unavailable) => {}
        }
        if self
            .keep
            .saves
            .with_untracked(|all| !all.contains(&summary))
        {
            saves::store(&summary);
            self.keep.saves.update(|all| {
                all.retain(|x| x.game != summary.game);
                all.push(summary);
            });
        }
    }

    /// This page's save of `game` was refused: another tab stored a later one. Marks the game
    /// here as gone on elsewhere, or (this page as far or further) whether to store it again.
    pub fn save_refused(self, game: &str) -> bool {
        let now = store::read_raw(&game_key(game));
        matches!(
            self.game_stored_elsewhere(game, now.as_deref()),
            Some(Stands::Level | Stands::Ahead)
        )
    }

    /// Another tab stored `new` (`None`: removed it) as the save of `game`: if that is the
    /// game at this table and the other tab went further with it, replaced or ended it, the
    /// game here is marked so and nobody acts in it. If this page is as far or further, the
    /// other tab's save is taken up: this page's next save goes over it. How this page's game
    /// stands, if it is that game.
    pub fn game_stored_elsewhere(self, game: &str, new: Option<&str>) -> Option<Stands> {
        let key = game_key(game);
        let became = self.session.with_untracked(|s| {
            let s = s
                .as_ref()
                .filter(|s| !s.is_lesson() && s.info().id == game && s.elsewhere.is_none())?;
            if new.is_some() && !store::is_newer(&key) {
                return None;
            }
            Some(stands(new, s.saved.game_id, &s.saved.decisions))
        });
        match &became {
            Some(Stands::Behind(what)) => {
                let what = *what;
                self.session.update(|s| {
                    if let Some(s) = s {
                        s.elsewhere = Some(what);
                    }
                });
                self.stop_bots();
            }
            Some(Stands::Level | Stands::Ahead) => store::take_up(&key),
            None => {}
        }
        became
    }

    /// Goes on with the game at this table here although another tab ended it: it is stored
    /// again as this page has it.
    pub fn keep_ended_game(self) {
        self.session.update(|s| {
            if let Some(s) = s {
                s.elsewhere = None;
                s.new_here = true;
            }
        });
    }
}
