//! Hints: Expert's best choices for the person to act, asked of the bot worker with their
//! own view only.

use super::Ctl;
use crate::bots::request::{HintChoice, Reply};
use crate::ui::model::bot_thread;
use leptos::prelude::*;

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
    /// Asks Expert, with the person's own view only, for its best choices at their decision.
    /// The game is marked as played with hints.
    pub fn ask_hint(self) {
        let think = self.keep.settings.with_untracked(|s| s.think.budget());
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
}
