//! Today's deal (`docs/daily.md`): the day's deal of every game, asked of the bot worker (the
//! page carries no bot, and a day's deal is screened by bots); the book of the days' games
//! kept on this device (the one game that counts each day, its result and its code); and a
//! day's game begun or finished; a friend's result checked and kept for today's board
//! ([`friends`]).

mod friends;

pub use friends::FriendCheck;

use crate::daily::request::{DailyQuestion, DailyReply, DailyRequest, DealNote};
use crate::daily::Day;
use crate::ui::model::daily_book::{self, DailyBook, DayResult, Par};
use crate::ui::model::lang::{said, Said};
use crate::ui::model::session::Session;
use crate::ui::model::start_up::unread;
use crate::ui::model::{bot_thread, browser, daily};
use leptos::prelude::*;

/// The day's deals as the worker gave them.
#[derive(Clone, Debug, PartialEq)]
pub enum Deals {
    /// Asked (question `id`) for day `day`.
    Asking {
        day: u32,
        id: u64,
    },
    Ready {
        day: u32,
        deals: Vec<DealNote>,
    },
    /// Why they could not come, in words.
    Failed {
        day: u32,
        why: String,
    },
}

impl Deals {
    fn day(&self) -> u32 {
        match self {
            Deals::Asking { day, .. } | Deals::Ready { day, .. } | Deals::Failed { day, .. } => {
                *day
            }
        }
    }
}

#[derive(Clone, Copy)]
pub struct Daily {
    /// The days' games kept on this device.
    pub book: RwSignal<DailyBook>,
    /// Today's deals.
    pub deals: RwSignal<Option<Deals>>,
    /// The game whose par the worker is working out.
    pub par_asked: RwSignal<Option<String>>,
    /// A friend's result being checked, or how its check ended.
    pub friend: RwSignal<Option<FriendCheck>>,
    /// How many of the hub's Today's deal panels are mounted (a new one may mount before
    /// the one it replaces is cleaned up): only while one shows does the worker get the day's
    /// next question (at a table, the bots' questions would cancel it).
    pub showing: RwSignal<u32>,
}

/// Today, by the clock (a day of UTC).
pub fn today() -> Day {
    Day::from_unix_ms(browser::now_ms()).unwrap_or(Day(0))
}

impl Daily {
    /// The store, with the book read from storage (a book that cannot be read is set aside,
    /// and `notices` say so).
    pub fn load(notices: &mut Vec<Said>) -> Daily {
        let book = daily_book::load().or_default_noting(notices, |why| unread("daily", why));
        Daily {
            book: RwSignal::new(book),
            deals: RwSignal::new(None),
            par_asked: RwSignal::new(None),
            friend: RwSignal::new(None),
            showing: RwSignal::new(0),
        }
    }

    /// Asks the worker for today's deals, unless they are in or on their way (a question of
    /// the worker's that another replaced is asked again).
    pub fn ask_deals(self) {
        let day = today().0;
        let asked = self.deals.with_untracked(|d| match d {
            Some(Deals::Ready { day: d, .. }) => *d == day,
            Some(Deals::Asking { day: d, id }) => {
                *d == day && bot_thread::open_question() == Some(*id)
            }
            _ => false,
        });
        if asked {
            return;
        }
        let question = DailyRequest {
            id: 0,
            daily: DailyQuestion::Deals { day },
        };
        let deals = self.deals;
        // The answer may come at once (natively): set "asking" first.
        deals.set(Some(Deals::Asking { day, id: 0 }));
        let id = bot_thread::ask_daily(question, move |answer| {
            let now = match answer.reply {
                Ok(DailyReply::Deals(list)) => Deals::Ready { day, deals: list },
                Ok(_) => Deals::Failed {
                    day,
                    why: bot_thread::no_bots(),
                },
                Err(why) => Deals::Failed {
                    day,
                    why: said(&why),
                },
            };
            deals.set(Some(now));
        });
        deals.update(|d| {
            if let Some(Deals::Asking { day: d, id: asked }) = d {
                if *d == day {
                    *asked = id;
                }
            }
        });
    }

    /// Today's deal of `game`, once in.
    pub fn note(self, game: &str) -> Option<DealNote> {
        let day = today().0;
        self.deals.with(|d| match d {
            Some(Deals::Ready { day: d, deals }) if *d == day => {
                deals.iter().find(|n| n.game == game).cloned()
            }
            _ => None,
        })
    }

    /// Whether today's deals failed to come (and why).
    pub fn failed(self) -> Option<String> {
        self.deals.with(|d| match d {
            Some(Deals::Failed { day, why }) if *day == today().0 => Some(why.clone()),
            _ => None,
        })
    }

    /// Whether today's deals are being worked out.
    pub fn asking(self) -> bool {
        self.deals.with(|d| {
            d.as_ref()
                .is_some_and(|d| matches!(d, Deals::Asking { .. }) && d.day() == today().0)
        })
    }

    /// Game `game_id` of the day's deal of `game` begins: the first counts. Whether it counts.
    pub fn begin(self, day: u32, game: &str, game_id: u64) -> bool {
        let counts = self
            .book
            .with_untracked(|b| b.entry(day, game).is_none_or(|e| e.game_id == game_id));
        if counts {
            self.book.update(|b| {
                daily_book::change(b, |b| {
                    b.begin(day, game, game_id);
                })
            });
        }
        counts
    }

    /// A day's game that is over: its result is kept if it is the game that counts (a later
    /// game of the same deal is practice).
    pub fn finish(self, s: &Session) {
        let Some(day) = s.saved.daily else {
            return;
        };
        let game = s.info().id;
        let id = s.saved.game_id;
        let open = self.book.with_untracked(|b| {
            b.entry(day, game)
                .is_some_and(|e| e.game_id == id && e.result.is_none())
        });
        if !open {
            return;
        }
        let Some(ended) = daily::share(s) else {
            return;
        };
        let claim = ended.share.claim;
        let result = DayResult {
            score: claim.score,
            won: claim.won,
            aids: claim.aids,
            code: ended.share.code(),
            picture: ended.picture,
        };
        self.book.update(|b| {
            daily_book::change(b, |b| b.finish(day, game, id, result.clone()));
        });
    }
}

impl Daily {
    /// Asks the worker for par of the first of today's games that has a result and no par yet
    /// (one question at a time, after a friend's result waiting to be checked: each answer asks
    /// for the next, see [`Daily::ask_next`]). Par is the same for everyone: once known it is
    /// kept with the day's result.
    fn ask_par(self) {
        let day = today().0;
        let wanted = self.book.with_untracked(|b| {
            b.days
                .iter()
                .find(|e| e.day == day && e.result.is_some() && e.par.is_none())
                .map(|e| e.game.clone())
        });
        let Some(game) = wanted else {
            self.par_asked.set(None);
            return;
        };
        self.par_asked.set(Some(game.clone()));
        let question = DailyRequest {
            id: 0,
            daily: DailyQuestion::Par {
                game: game.clone(),
                day,
            },
        };
        bot_thread::ask_daily(question, move |answer| {
            self.par_asked.set(None);
            if let Ok(DailyReply::Par(note)) = answer.reply {
                let par = Par {
                    score: note.score,
                    won: note.won,
                };
                self.book
                    .update(|b| daily_book::change(b, |b| b.set_par(day, &game, par)));
                // A friend's result waiting, or the next game's par.
                self.ask_next();
            } else {
                // (Not par again: it would fail the same way.)
                self.ask_check();
            }
        });
    }

    /// Whether par of `game` is being worked out now.
    pub fn working_out_par(self, game: &str) -> bool {
        self.par_asked.with(|g| g.as_deref() == Some(game))
    }
}

/// Today's game of `note` (needs the rules: `stores::with_rules`): the person named `person`
/// in its seat, the day's bots in the others; it counts if it is the day's first.
pub fn start_now(
    daily: Daily,
    note: &DealNote,
    person: &str,
    game_id: u64,
) -> Result<Session, String> {
    let s = daily::start(note, person, game_id)?;
    daily.begin(note.day, &note.game, game_id);
    Ok(s)
}
