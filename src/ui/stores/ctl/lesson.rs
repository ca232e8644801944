//! Lessons at the table: opening a game's lesson (where it was left, or from its deal),
//! starting it again, the coach's *Next*, the bots playing the script, a move off the script
//! weighed by Expert in the bot worker and taken back, and the lessons' own save slot.

use super::{fresh_id, Ctl, Screen};
use crate::ui::model::lesson::book;
use crate::ui::model::lesson::book::LessonBook;
use crate::ui::model::lesson::track::{lesson_of, LessonTrack};
use crate::ui::model::session::Session;
use crate::ui::model::store::Loaded;
use crate::ui::stores::with_rules::with_rules_showing;
use leptos::prelude::*;

impl Ctl {
    /// From a lesson's end: the hub, with the set-up of a game of `game` open.
    pub fn set_up_after_lesson(self, game: &str) {
        self.keep.update_settings(|s| s.game = game.to_string());
        self.show(Screen::Hub);
        self.setup_open.set(true);
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
                    self.notice.set(Some(format!(
                        "Your place in the lesson could not be kept ({e}); it starts again."
                    )));
                    LessonTrack::start(lesson)
                }),
                None => LessonTrack::start(lesson),
            });
            if !self.seat_lesson(track) {
                return false;
            }
        }
        self.show(Screen::Table);
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
            self.show(Screen::Table);
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
pub(super) fn load_book(notices: &mut Vec<String>) -> LessonBook {
    match book::load() {
        Loaded::Found(b) => b,
        Loaded::Missing => LessonBook::default(),
        Loaded::SetAside(why) => {
            notices.push(format!(
                "Your lessons' progress could not be read ({why}) and was set aside; the lessons start again."
            ));
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
            .map_err(|e| format!("Your place in the lesson could not be kept ({e})."))
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
