//! The finished games at the controller: a game is added as it ends, and the list is changed
//! over the newest stored (another tab may have changed it).

use super::Ctl;
use crate::ui::model::browser as web;
use crate::ui::model::history::{self, History};
use crate::ui::model::store::keys::{HISTORY_KEY, HISTORY_VERSION};
use crate::ui::model::store::{self, Loaded};
use leptos::prelude::*;

impl Ctl {
    /// Adds the finished game to the history and stores it. If storage is full the list stays
    /// whole in memory and the store says so (nothing is dropped to make room unasked).
    pub fn archive_finished_game(self) {
        let entry = self
            .session
            .with_untracked(|s| s.as_ref().and_then(|s| s.history_entry(web::now_ms())));
        let Some(entry) = entry else {
            return;
        };
        self.change_history(move |h| h.add(entry.clone()));
    }

    /// Changes the list over the newest stored (another tab may have changed it since this one
    /// read it) and stores it.
    pub fn change_history(self, change: impl Fn(&mut History)) {
        self.history.update(|h| {
            let _ = store::change(HISTORY_KEY, HISTORY_VERSION, h, &change);
        });
    }

    /// Stores the list as it is (read from the store just before, and changed).
    pub fn store_history(self) {
        self.history.with_untracked(|h| {
            let _ = history::save(h);
        });
    }

    /// Takes the stored list: another tab may have changed it since this one read it.
    pub(crate) fn reread_history(self) {
        if let Loaded::Found(stored) = history::load() {
            self.history.set(stored);
        }
    }

    pub fn forget_finished_game(self, id: u64) {
        self.change_history(move |h| h.remove(id));
    }
}
