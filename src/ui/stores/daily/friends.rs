//! A friend's result opened here: their link (`?daily=…&from=…`, read at start) or their
//! shared text pasted on the hub. The bot worker plays its decisions again against the day's
//! bots (`crate::daily::check`); a result that replays to what it claims joins today's board,
//! kept on this device, and one that does not is refused in words. Checks and par share the
//! worker, one question at a time ([`Daily::ask_next`]).

use super::{today, Daily};
use crate::daily::link;
use crate::daily::request::{CheckedNote, DailyQuestion, DailyReply, DailyRequest};
use crate::ui::model::bot_thread;
use crate::ui::model::browser;
use crate::ui::model::daily_book::{self, FriendResult};
use crate::ui::model::lang::{said, say, Msg};
use leptos::prelude::*;

/// Where a friend's result stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FriendCheck {
    /// Waiting for the worker (par or another question is being worked out).
    Waiting { text: String, name: String },
    /// Asked (question `id`).
    Checking { text: String, name: String, id: u64 },
    /// Not true, or not today's: why, in words.
    Refused { why: String },
    /// On today's board (`new`: it was not there before).
    Added {
        game: String,
        name: String,
        new: bool,
    },
}

impl FriendCheck {
    /// Whether it is waiting for, or being checked by, the worker.
    pub fn pending(&self) -> bool {
        matches!(
            self,
            FriendCheck::Waiting { .. } | FriendCheck::Checking { .. }
        )
    }
}

impl Daily {
    /// A friend's result, as a link, a code or a whole shared text: checked as soon as the
    /// worker is free (the hub asks, [`Daily::ask_next`]); par being worked out gives way to
    /// it (and is asked again after). Empty text is refused at once.
    pub fn offer(self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            self.friend.set(Some(FriendCheck::Refused {
                why: said(&crate::daily::ShareRefusal::NotAResult.said()),
            }));
            return;
        }
        if self.par_asked.get_untracked().is_some() {
            bot_thread::cancel();
            self.par_asked.set(None);
        }
        self.friend.set(Some(FriendCheck::Waiting {
            text: text.to_string(),
            name: link::name_of(text),
        }));
    }

    /// The worker's next question about the day, if it has none: a friend's result waiting to
    /// be checked (or one whose question another replaced), else par of a result that has none.
    pub fn ask_next(self) {
        if bot_thread::busy() || self.showing.get_untracked() == 0 {
            return;
        }
        if !self.ask_check() {
            self.ask_par();
        }
    }

    /// Asks the worker to check the friend's result waiting, if the worker has no question.
    /// Whether it asked. (Only a waiting one: asking marks it checking, and the hub, which
    /// follows it, must not ask it again; one whose question another replaced waits again
    /// when the hub next shows, [`Daily::check_again`].)
    pub fn ask_check(self) -> bool {
        if bot_thread::busy() || self.showing.get_untracked() == 0 {
            return false;
        }
        let waiting = self.friend.with_untracked(|f| match f {
            Some(FriendCheck::Waiting { text, name }) => Some((text.clone(), name.clone())),
            _ => None,
        });
        let Some((text, name)) = waiting else {
            return false;
        };
        self.ask_check_of(text, name);
        true
    }

    fn ask_check_of(self, text: String, name: String) {
        let question = DailyRequest {
            id: 0,
            daily: DailyQuestion::Check {
                code: text.clone(),
                today: Some(today().0),
            },
        };
        self.friend.set(Some(FriendCheck::Checking {
            text: text.clone(),
            name: name.clone(),
            id: 0,
        }));
        // (A par question this replaces is asked again after.)
        self.par_asked.set(None);
        let id = bot_thread::ask_daily(question, move |answer| {
            let now = match answer.reply {
                Ok(DailyReply::Checked(note)) => self.keep(note, name),
                Ok(_) => FriendCheck::Refused {
                    why: bot_thread::no_bots(),
                },
                Err(why) => FriendCheck::Refused { why: said(&why) },
            };
            self.friend.set(Some(now));
            // A link's result is in: a reload does not check it again.
            if browser::query_param("daily").is_some() {
                browser::clear_query();
            }
            self.ask_next();
        });
        self.friend.update(|f| {
            if let Some(FriendCheck::Checking {
                text: t, id: asked, ..
            }) = f
            {
                if *t == text {
                    *asked = id;
                }
            }
        });
    }

    /// A friend's result whose question another replaced (a bot's, at a table) waits to be
    /// asked again.
    pub fn check_again(self) {
        let open = bot_thread::open_question();
        self.friend.update(|f| {
            if let Some(FriendCheck::Checking { text, name, id }) = f {
                if open != Some(*id) {
                    *f = Some(FriendCheck::Waiting {
                        text: std::mem::take(text),
                        name: std::mem::take(name),
                    });
                }
            }
        });
    }

    /// A result that checked: kept for the board, unless it is the person's own.
    fn keep(self, note: CheckedNote, name: String) -> FriendCheck {
        let (day, game) = (note.game.day, note.game.game.clone());
        let own = self.book.with_untracked(|b| {
            b.entry(day, &game)
                .and_then(|e| e.result.as_ref())
                .is_some_and(|r| r.code == note.code)
        });
        if own {
            return FriendCheck::Refused {
                why: say(Msg::DailyFriendOwn),
            };
        }
        let friend = FriendResult {
            day,
            game: game.clone(),
            name: name.clone(),
            score: note.game.score,
            won: note.game.won,
            aids: note.aids,
            code: note.code,
        };
        let new = self
            .book
            .with_untracked(|b| !b.friends.iter().any(|f| f.code == friend.code));
        self.book.update(|b| {
            daily_book::change(b, |b| {
                b.add_friend(friend.clone());
            })
        });
        FriendCheck::Added { game, name, new }
    }

    /// Whether a friend's result is waiting for, or being checked by, the worker.
    pub fn checking(self) -> bool {
        self.friend
            .with(|f| f.as_ref().is_some_and(FriendCheck::pending))
    }
}
