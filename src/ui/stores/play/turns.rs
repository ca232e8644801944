//! Bot pacing: a bot to act on the open table is asked, after the pace's delay, through the
//! bot worker, and its answer is played if the game is still where it was; a lesson's other
//! seats play their scripted moves instead.

use super::{OutChoice, Play};
use crate::bots::request::Reply;
use crate::bots::BotLevel;
use crate::ui::model::bot_thread;
use crate::ui::model::browser;
use crate::ui::model::lang::{say_with, Msg, Value};
use crate::ui::model::screen::Screen;
use crate::ui::model::settings::{Pace, Think};
use leptos::prelude::*;
use std::time::Duration;

impl Play {
    /// Lets bots act: whenever a bot is to act on the open table, after the pace's delay
    /// (longer right after a trick, so the trick can be seen) its question goes to the bot
    /// worker, and its answer is played if the game is still where it was. Leaving the table
    /// stops a bot's thinking.
    pub fn drive_bots(self) {
        bot_thread::on_unavailable(move || self.bots_unavailable.set(true));
        Effect::new(move |_| {
            if self.screen.get() != Screen::Table {
                self.stop_bots();
            }
        });
        Effect::new(move |_| {
            // Skipping to the result: the bots finish at once.
            let skipping = self.out_choice() == Some(OutChoice::Skip);
            let pace = if skipping {
                Pace::Instant
            } else {
                self.keep.settings.with(|s| s.pace)
            };
            let on_table = self.screen.get() == Screen::Table;
            let due = self.session.with(|s| {
                s.as_ref()
                    .and_then(|s| s.bot_to_act().map(|_| (s.token(), s.game().just_shown())))
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
        let lesson = self.session.with_untracked(|s| {
            s.as_ref()
                .is_some_and(|s| s.is_lesson() && s.token() == token)
        });
        if lesson {
            if self.screen.get_untracked() == Screen::Table {
                self.lesson_bot_move(token);
            } else {
                self.scheduled.set_value(None);
            }
            return;
        }
        let skipping = untrack(|| self.out_choice()) == Some(OutChoice::Skip);
        let expert = if skipping {
            Think::Quick.budget()
        } else {
            self.keep.settings.with_untracked(|s| s.think.budget())
        };
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
                Ok(Reply::Action(action)) => {
                    // A refusal is the session's message, shown at the table.
                    let _ = self.apply(seat, action);
                }
                Ok(Reply::Hint(_)) => {}
                Err(why) => self.notice.set(Some(say_with(
                    Msg::BotsUndecided,
                    &[("why", Value::Text(&why))],
                ))),
            }
        });
    }

    /// Stops any bot's thinking and forgets its scheduled move (it is asked again when the
    /// table is open and the bot still to act).
    pub fn stop_bots(self) {
        // A review's question (the replay viewer's) is not a bot's: it goes on.
        let reviewing = self.viewer.review_question();
        if reviewing.is_none() || bot_thread::open_question() != reviewing {
            bot_thread::cancel();
        }
        self.scheduled.set_value(None);
        if self.thinking.get_untracked().is_some() {
            self.thinking.set(None);
        }
        if self.hint.get_untracked().is_some() {
            self.hint.set(None);
        }
    }

    /// The bot to act at `token` plays its scripted move (no bot thinks in a lesson).
    pub fn lesson_bot_move(self, token: (u64, u64)) {
        self.scheduled.set_value(None);
        self.session.update(|s| {
            if let Some(s) = s.as_mut().filter(|s| s.token() == token) {
                if let Err(why) = s.lesson_bot_move() {
                    s.message = Some(say_with(
                        Msg::SessionLessonStopped,
                        &[("why", Value::Text(&why.to_string()))],
                    ));
                }
            }
        });
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
        // The object at `key` of `parent`, made empty if there is none.
        let object_at = |parent: &JsValue, key: &JsValue| {
            Reflect::get(parent, key)
                .ok()
                .filter(|v| v.is_object())
                .unwrap_or_else(|| {
                    let o: JsValue = Object::new().into();
                    let _ = Reflect::set(parent, key, &o);
                    o
                })
        };
        let all = object_at(&global, &key);
        let entry = object_at(&all, &JsValue::from_str(level.id()));
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
