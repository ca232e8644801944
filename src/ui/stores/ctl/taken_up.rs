//! Saved games and lessons taken up at the controller: the unfinished game of a kind taken up
//! again (or as another tab left it), abandoned or downloaded, with words for a save behind its
//! summary; a game's lesson opened at the table (where it was left, or from its deal), started
//! again, and its own save slot read at start.

use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::lesson::book;
use crate::ui::model::lesson::book::LessonBook;
use crate::ui::model::lesson::track::{lesson_of, LessonTrack};
use crate::ui::model::saves::SaveSummary;
use crate::ui::model::session::Session;
use crate::ui::model::store::keys::{game_key, GAME_SAVE_VERSION};
use crate::ui::model::store::saved_game::SavedGame;
use crate::ui::model::store::Loaded;
use crate::ui::model::{saves, store};
use crate::ui::stores::ctl::{fresh_id, Ctl, Screen};
use crate::ui::stores::with_rules::{with_rules, with_rules_showing};
use leptos::prelude::*;

impl Ctl {
    /// Takes up here the game of kind `game` as the other tab left it (its newest save).
    pub fn take_up_elsewhere(self, game: &str) {
        self.play.stop_bots();
        self.play.session.set(None);
        self.continue_game(game);
    }

    /// Opens the saved game of kind `game` where it was left (with several people, behind
    /// the cover). A save that cannot be read is set aside with a notice.
    pub fn continue_game(self, game: &str) {
        let game = game.to_string();
        with_rules_showing(self, Screen::Table, move |r| (r.continue_game)(self, &game));
    }

    /// Whether the game is at the table.
    pub(crate) fn continue_game_now(self, game: &str) -> bool {
        // (A game gone on in another tab is read again from its save.)
        let open = self.play.session.with_untracked(|s| {
            s.as_ref()
                .is_some_and(|s| !s.is_lesson() && s.info().id == game && s.elsewhere.is_none())
        });
        if !open {
            let loaded =
                store::load_checked::<SavedGame>(&game_key(game), GAME_SAVE_VERSION, |g| {
                    (g.game.info().id == game)
                        .then_some(g)
                        .ok_or_else(|| say(Msg::SaveOtherGame))
                });
            let listed = self.keep.unfinished(game);
            match loaded {
                Loaded::Found(saved) => {
                    if let Some(behind) = listed.and_then(|l| behind_words(&l, &saved)) {
                        self.notice.set(Some(behind));
                    }
                    self.play.stop_bots();
                    self.play.session.set(Some(Session::resume(saved)));
                }
                Loaded::Missing => {
                    self.keep.forget_save(game);
                    let never = listed.is_some_and(|l| !l.saved);
                    self.notice.set(Some(say(if never {
                        Msg::SaveNever
                    } else {
                        Msg::SaveGone
                    })));
                    return false;
                }
                Loaded::SetAside(why) => {
                    self.keep.forget_save(game);
                    self.notice.set(Some(say_with(
                        Msg::SaveUnread,
                        &[("why", Value::Text(&crate::ui::model::lang::said(&why)))],
                    )));
                    return false;
                }
            }
        }
        self.screens.show(Screen::Table);
        true
    }

    /// Ends the saved game of kind `game` for good (it is not counted in the statistics).
    pub fn abandon_game(self, game: &str) {
        let open = self.play.session.with_untracked(|s| {
            s.as_ref()
                .is_some_and(|s| !s.is_lesson() && s.info().id == game)
        });
        if open {
            self.play.stop_bots();
            self.play.session.set(None);
        }
        saves::remove(game);
        self.keep.forget_save(game);
    }

    /// Downloads the record of the saved game of kind `game` (before it is replaced).
    pub fn download_saved(self, game: &str) {
        let game = game.to_string();
        with_rules(move |r| (r.download_saved)(self, &game));
    }

    pub(crate) fn download_saved_now(self, game: &str) {
        let open = self.play.session.with_untracked(|s| {
            s.as_ref()
                .filter(|s| !s.is_lesson() && s.info().id == game)
                .map(Session::record)
        });
        let record = match open {
            Some(r) => r,
            None => match store::load::<SavedGame>(&game_key(game), GAME_SAVE_VERSION) {
                Loaded::Found(saved) => Session::resume(saved).record(),
                _ => {
                    self.notice.set(Some(say(Msg::RecordUnread)));
                    return;
                }
            },
        };
        match record {
            Some(r) => self.download_record(&r),
            None => self.notice.set(Some(say(Msg::RecordNone))),
        }
    }
}

/// What the player is told when the save of a listed game is behind its summary (storage was
/// full when it was last played), if it is.
fn behind_words(listed: &SaveSummary, saved: &SavedGame) -> Option<String> {
    if listed.saved {
        return None;
    }
    if listed.game_id != saved.game_id {
        let game = crate::ui::model::lang::game_name(&listed.game, &listed.name);
        return Some(say_with(
            Msg::SaveNewerLost,
            &[("game", Value::Text(&game))],
        ));
    }
    let lost = listed.moves.saturating_sub(saved.moves);
    (lost > 0).then(|| say_with(Msg::SaveMovesLost, &[("n", Value::Number(lost as f64))]))
}

impl Ctl {
    /// From a lesson's end: the hub, with the set-up of a game of `game` open.
    pub fn set_up_after_lesson(self, game: &str) {
        self.keep.update_settings(|s| s.game = game.to_string());
        self.screens.show(Screen::Hub);
        self.screens.setup_open.set(true);
    }

    /// Opens the lesson of `game` at the table: where it was left, or from its start.
    pub fn open_lesson(self, game: &str) {
        let game = game.to_string();
        with_rules_showing(self, Screen::Table, move |r| (r.open_lesson)(self, &game));
    }

    /// Whether the lesson is at the table.
    pub(crate) fn open_lesson_now(self, game: &str) -> bool {
        let here = self.play.session.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| s.lesson.as_ref())
                .is_some_and(|t| t.game() == game && !t.finished())
        });
        if !here {
            let saved = self
                .keep
                .lessons
                .with_untracked(|b| b.open_of(game).cloned());
            let track = lesson_of(game).and_then(|lesson| match saved {
                Some(saved) => LessonTrack::resume(lesson.clone(), &saved).or_else(|e| {
                    self.notice.set(Some(say_with(
                        Msg::LessonPlaceLost,
                        &[("why", Value::Text(&e.to_string()))],
                    )));
                    LessonTrack::start(lesson)
                }),
                None => LessonTrack::start(lesson),
            });
            if !self.seat_lesson(track) {
                return false;
            }
        }
        self.screens.show(Screen::Table);
        true
    }

    /// Starts the lesson at the table (or of `game`) again from its deal.
    pub fn restart_lesson(self, game: &str) {
        let game = game.to_string();
        with_rules_showing(self, Screen::Table, move |r| {
            (r.restart_lesson)(self, &game)
        });
    }

    /// Whether the lesson is at the table.
    pub(crate) fn restart_lesson_now(self, game: &str) -> bool {
        self.keep
            .lessons
            .update(|b| book::change(b, |b| b.close(game)));
        let seated = self.seat_lesson(lesson_of(game).and_then(LessonTrack::start));
        if seated {
            self.screens.show(Screen::Table);
        }
        seated
    }

    /// Puts a lesson at the table in place of the game there (that game stays in its own
    /// save); a problem is shown in the notice. Whether it is there.
    fn seat_lesson(self, track: Result<LessonTrack, String>) -> bool {
        match track.and_then(|t| Session::for_lesson(t, fresh_id())) {
            Ok(s) => {
                self.play.stop_bots();
                self.play.session.set(Some(s));
                true
            }
            Err(why) => {
                self.notice.set(Some(why));
                false
            }
        }
    }
}

/// The lessons' book at start (a book that cannot be read is set aside and said).
pub(super) fn load_book(notices: &mut Vec<crate::ui::model::lang::Said>) -> LessonBook {
    match book::load() {
        Loaded::Found(b) => b,
        Loaded::Missing => LessonBook::default(),
        Loaded::SetAside(why) => {
            notices.push(crate::ui::model::start_up::unread("lessons", &why));
            LessonBook::default()
        }
    }
}

/// The lesson to reopen at the table on start, if one was there when the page was left.
pub(super) fn lesson_at_table(book: &LessonBook, notices: &mut Vec<String>) -> Option<Session> {
    let game = book.at_table.as_deref()?;
    let saved = book.open_of(game)?;
    let made = lesson_of(game).and_then(|lesson| {
        LessonTrack::resume(lesson, saved)
            .map_err(|e| {
                say_with(
                    Msg::LessonPlaceUnkept,
                    &[("why", Value::Text(&e.to_string()))],
                )
            })
            .and_then(|t| Session::for_lesson(t, fresh_id()))
    });
    match made {
        Ok(s) => Some(s),
        Err(why) => {
            notices.push(why);
            None
        }
    }
}
