//! The one save of the game in progress: an effect stores it, with its summary for the hub,
//! whenever the session changes (as the leptos todomvc example saves its list), so no change
//! of the game has to remember to save it. A lesson at the table is kept in the lessons' own
//! slot instead, never in a game's.

use super::Ctl;
use crate::ui::browser;
use crate::ui::saves::{self, SaveSummary};
use crate::ui::store;
use crate::ui::store::keys::{game_key, CURRENT_KEY, CURRENT_VERSION, GAME_SAVE_VERSION};
use leptos::prelude::*;

impl Ctl {
    /// Starts the autosave: the session is stored now and after every change of it.
    pub fn autosave(self) {
        Effect::new(move |_| {
            self.session.track();
            self.persist();
        });
    }

    /// Saves the open game, with its summary for the hub.
    fn persist(self) {
        let lesson = self.session.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.is_lesson())?;
            self.persist_lesson(s);
            Some(())
        });
        if lesson.is_some() {
            return;
        }
        let summary = self.session.with_untracked(|s| {
            s.as_ref().map(|s| {
                let id = s.info().id;
                store::save(&game_key(id), GAME_SAVE_VERSION, &s.saved);
                store::save(CURRENT_KEY, CURRENT_VERSION, &id);
                let before = self
                    .saves
                    .with_untracked(|all| all.iter().find(|x| x.game == id).cloned());
                SaveSummary::updated(s, before.as_ref(), browser::now_ms())
            })
        });
        if let Some(summary) = summary {
            if self.saves.with_untracked(|all| !all.contains(&summary)) {
                saves::store(&summary);
                self.saves.update(|all| {
                    all.retain(|x| x.game != summary.game);
                    all.push(summary);
                });
            }
        }
    }
}
