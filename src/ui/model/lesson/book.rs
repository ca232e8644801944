//! The lessons' own save slot (`trumps.v1.lessons`), apart from the games': which lessons are
//! done, which were offered on a first *New game*, each lesson in progress (its step and the
//! coach's lines read), and the lesson at the table when the page was left.

use super::track::LessonSave;
use crate::ui::model::store;
use crate::ui::model::store::{keys, Loaded};
use serde::{Deserialize, Serialize};

/// Everything kept about the lessons.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonBook {
    /// The games whose lesson the player finished.
    #[serde(default)]
    pub done: Vec<String>,
    /// The games whose lesson was offered on a first *New game* (it is offered once).
    #[serde(default)]
    pub offered: Vec<String>,
    /// The lessons in progress, each where it was left.
    #[serde(default)]
    pub open: Vec<LessonSave>,
    /// The game whose lesson was at the table when the page was left, to reopen it there.
    #[serde(default)]
    pub at_table: Option<String>,
}

impl LessonBook {
    pub fn is_done(&self, game: &str) -> bool {
        self.done.iter().any(|g| g == game)
    }

    /// The lesson of `game` in progress, if any.
    pub fn open_of(&self, game: &str) -> Option<&LessonSave> {
        self.open.iter().find(|s| s.progress.game == game)
    }

    /// Keeps `save` as the lesson of its game in progress.
    pub fn keep(&mut self, save: LessonSave) {
        self.open.retain(|s| s.progress.game != save.progress.game);
        self.open.push(save);
    }

    /// The lesson of `game` ended (finished, or started again from its deal).
    pub fn close(&mut self, game: &str) {
        self.open.retain(|s| s.progress.game != game);
        if self.at_table.as_deref() == Some(game) {
            self.at_table = None;
        }
    }

    pub fn mark_done(&mut self, game: &str) {
        if !self.is_done(game) {
            self.done.push(game.to_string());
        }
    }

    pub fn mark_offered(&mut self, game: &str) {
        if !self.offered.iter().any(|g| g == game) {
            self.offered.push(game.to_string());
        }
    }
}

/// The book as stored (a value that cannot be read is set aside and reported).
pub fn load() -> Loaded<LessonBook> {
    store::load(keys::LESSONS_KEY, keys::LESSONS_VERSION)
}

/// Changes the book over the newest stored (another tab may have changed it since this page
/// read it) and stores it.
pub fn change(book: &mut LessonBook, change: impl Fn(&mut LessonBook)) {
    let _ = store::change(keys::LESSONS_KEY, keys::LESSONS_VERSION, book, change);
}
