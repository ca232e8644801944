//! The one save of the game in progress: an effect stores it, with its summary for the hub,
//! whenever the session changes (as the leptos todomvc example saves its list), so no change
//! of the game has to remember to save it. A lesson at the table is kept in the lessons' own
//! slot instead, never in a game's.

use super::Ctl;
use crate::ui::model::browser;
use crate::ui::model::saves;
use crate::ui::model::saves::SaveSummary;
use crate::ui::model::store;
use crate::ui::model::store::keys::{game_key, CURRENT_KEY, CURRENT_VERSION, GAME_SAVE_VERSION};
use crate::ui::model::store::Unsaved;
use leptos::prelude::*;

impl Ctl {
    /// Starts the autosave: the session is stored now and after every change of it.
    pub fn autosave(self) {
        Effect::new(move |_| {
            self.session.track();
            self.persist();
        });
        store::on_change(move || self.keep.summaries_caught_up());
    }

    /// Saves the open game, with its summary for the hub. The save goes only over the one
    /// this page wrote or read (a game begun here replaces its slot's): if another tab stored
    /// a later one, this game is marked as gone on there instead. If storage is full the
    /// store keeps the save to write once there is room, the player is told at once, and the
    /// summary says the save is behind.
    pub(crate) fn persist(self) {
        let lesson = self.session.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.is_lesson())?;
            self.keep.persist_lesson(s);
            Some(())
        });
        if lesson.is_some() {
            return;
        }
        let written = self.session.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.elsewhere.is_none())?;
            let id = s.info().id;
            let key = game_key(id);
            let written = if s.new_here {
                store::save_over(&key, GAME_SAVE_VERSION, &s.saved)
            } else {
                store::save(&key, GAME_SAVE_VERSION, &s.saved)
            };
            let before = self
                .keep
                .saves
                .with_untracked(|all| all.iter().find(|x| x.game == id).cloned());
            let mut summary = SaveSummary::updated(s, before.as_ref(), browser::now_ms());
            summary.saved = written.is_ok();
            Some((id, written, summary))
        });
        let Some((id, written, summary)) = written else {
            return;
        };
        match written {
            Err(Unsaved::Newer) => {
                if self.save_refused(id) {
                    self.persist();
                }
                return;
            }
            Ok(()) => {
                self.session.update_untracked(|s| {
                    if let Some(s) = s {
                        s.new_here = false;
                    }
                });
                let _ = store::save_over(CURRENT_KEY, CURRENT_VERSION, &id);
            }
            // Told by the storage banner; the store writes it once there is room.
            Err(Unsaved::Full | Unsaved::Unavailable) => {}
        }
        if self
            .keep
            .saves
            .with_untracked(|all| !all.contains(&summary))
        {
            saves::store(&summary);
            self.keep.saves.update(|all| {
                all.retain(|x| x.game != summary.game);
                all.push(summary);
            });
        }
    }
}
