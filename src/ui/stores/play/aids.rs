//! Aids at the table: hints (Expert's best choices for the person to act, asked of the bot
//! worker with their own view only), undo (the person's last decision taken back), and a
//! lesson's steps (its coach's *Next*, a move off the script taken back and what it cost).

use super::Play;
use crate::bots::request::{BotRequest, HintChoice, Reply};
use crate::bots::BotLevel;
use crate::ui::model::bot_thread;
use crate::ui::model::lang::{say, Msg, Said};
use crate::ui::model::lesson::cost::{cost_words, Cost};
use leptos::prelude::*;

/// A hint for the person to act: asked for, answered (best first), or refused.
#[derive(Clone, Debug, PartialEq)]
pub struct HintShown {
    /// The position it is for ([`Session::token`]).
    pub token: (u64, u64),
    pub choices: Option<Vec<HintChoice>>,
    /// What each choice does, said (the game's words for it, put into the reader's language
    /// where the hint is shown).
    pub said: Vec<Said>,
    pub error: Option<String>,
}

/// How many of Expert's choices a hint shows.
pub const HINT_CHOICES: usize = 3;

impl Play {
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
            said: Vec::new(),
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
                    let said = self.session.with_untracked(|s| {
                        let game = s.as_ref().map(|s| s.game());
                        choices
                            .iter()
                            .map(|c| match game {
                                Some(g) => g.action_said(&c.action),
                                None => Said::new(Msg::SaidText).text("text", c.words.clone()),
                            })
                            .collect()
                    });
                    HintShown {
                        token,
                        choices: Some(choices),
                        said,
                        error: None,
                    }
                }
                Ok(Reply::Action(_)) => HintShown {
                    token,
                    choices: None,
                    said: Vec::new(),
                    error: Some(say(Msg::BotsNoHint)),
                },
                Err(why) => HintShown {
                    token,
                    choices: None,
                    said: Vec::new(),
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
            None => self.record_stats_if_over(),
        }
    }

    /// The coach's *Next* (or *Start* on the "what's different" card).
    pub fn lesson_next(self) {
        self.session.update(|s| {
            if let Some(s) = s {
                s.lesson_next();
            }
        });
    }

    /// Takes back the learner's move off the script.
    pub fn lesson_take_back(self) {
        if self.lesson_cost() == Some(Cost::Asking) {
            bot_thread::cancel();
        }
        self.session.update(|s| {
            if let Some(s) = s {
                s.lesson_take_back();
            }
        });
    }

    fn lesson_cost(self) -> Option<Cost> {
        self.session.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| s.lesson.as_ref())
                .map(|t| t.cost.clone())
        })
    }

    /// After the learner's move: one off the script is weighed by Expert, from the learner's
    /// view before it (as a hint is), in the bot worker.
    pub fn weigh_off_script(self) {
        if self.lesson_cost() != Some(Cost::Asking) {
            return;
        }
        let asked = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let t = s.lesson.as_ref()?;
            let (view, played, expected) = t.view_before_off_script()?;
            Some((s.game().entry(), view, played, expected, s.token()))
        });
        let Some((entry, view, played, expected, token)) = asked else {
            return;
        };
        if self.bots_unavailable.get_untracked() {
            self.set_cost(token, Cost::Unknown(bot_thread::no_bots()));
            return;
        }
        let question = BotRequest {
            id: 0,
            game: entry.info().id.to_string(),
            view,
            level: BotLevel::Expert,
            seed: 0x1e55_0115,
            budget: self.keep.settings.with_untracked(|s| s.think.budget()),
            hint: true,
        };
        bot_thread::ask(question, move |answer| {
            let cost = match answer.reply {
                Ok(Reply::Hint(choices)) => {
                    Cost::Said(cost_words(entry, &choices, &played, &expected))
                }
                Err(why) => Cost::Unknown(why),
                _ => Cost::Unknown(say(Msg::BotsNoWeighing)),
            };
            self.set_cost(token, cost);
        });
    }

    /// Sets what the move off the script cost, if the lesson is still at that move.
    fn set_cost(self, token: (u64, u64), cost: Cost) {
        self.session.update(|s| {
            if let Some(t) = s
                .as_mut()
                .filter(|s| s.token() == token)
                .and_then(|s| s.lesson.as_mut())
                .filter(|t| t.cost == Cost::Asking)
            {
                t.cost = cost;
            }
        });
    }
}
