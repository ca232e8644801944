//! A question for the bot worker and what to do with its answer: a bot's (a move, a hint)
//! or one about the day's deal. The thread keeps one at a time, whichever kind it is.

use crate::bots::request::{BotAnswer, BotRequest};
use crate::daily::request::{DailyAnswer, DailyRequest};
use trumps_words::{Msg, Said};

/// A question for the worker: a bot's (a move, a hint) or one about the day's deal (which
/// bots screen, play and check: `crate::daily::request`), with what to do with its answer.
pub(super) enum Question {
    Bot(BotRequest, Box<dyn FnOnce(BotAnswer)>),
    Daily(DailyRequest, Box<dyn FnOnce(DailyAnswer)>),
}

impl Question {
    pub(super) fn id(&self) -> u64 {
        match self {
            Question::Bot(q, _) => q.id,
            Question::Daily(q, _) => q.id,
        }
    }

    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(super) fn set_id(&mut self, id: u64) {
        match self {
            Question::Bot(q, _) => q.id = id,
            Question::Daily(q, _) => q.id = id,
        }
    }

    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(super) fn text(&self) -> Option<String> {
        match self {
            Question::Bot(q, _) => serde_json::to_string(q).ok(),
            Question::Daily(q, _) => serde_json::to_string(q).ok(),
        }
    }

    /// Answers it with the worker's answer text, or with why that cannot be read.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(super) fn answer_with(self, text: &str) {
        let id = self.id();
        match self {
            Question::Bot(_, done) => {
                done(serde_json::from_str(text).unwrap_or_else(|e| BotAnswer {
                    id,
                    reply: Err(unread(&e)),
                    iterations: 0,
                }))
            }
            Question::Daily(_, done) => {
                done(serde_json::from_str(text).unwrap_or_else(|e| DailyAnswer {
                    id,
                    reply: Err(Said::new(Msg::SaidText).text("text", unread(&e))),
                }))
            }
        }
    }

    /// Answers that no bot can play here. A day's question is asked from the hub, whose
    /// words come first: it is answered in those (`daily-no-bots`), said where it is shown.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(super) fn refuse(self) {
        match self {
            Question::Bot(..) => self.fail(super::no_bots()),
            Question::Daily(q, done) => done(DailyAnswer {
                id: q.id,
                reply: Err(Said::new(Msg::DailyNoBots)),
            }),
        }
    }

    /// Answers it with a problem (no worker, a worker that stopped).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(super) fn fail(self, why: String) {
        let id = self.id();
        match self {
            Question::Bot(_, done) => done(BotAnswer {
                id,
                reply: Err(why),
                iterations: 0,
            }),
            Question::Daily(_, done) => done(DailyAnswer {
                id,
                reply: Err(Said::new(Msg::SaidText).text("text", why)),
            }),
        }
    }
}

/// Why an answer of the worker could not be read.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn unread(e: &serde_json::Error) -> String {
    use crate::ui::model::lang::{say_with, Value};
    say_with(
        crate::ui::model::lang::Msg::BotsUnread,
        &[("why", Value::Text(&e.to_string()))],
    )
}
