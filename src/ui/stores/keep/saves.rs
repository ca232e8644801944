//! Every game's save as the hub lists it: the unfinished game of a kind, a save forgotten,
//! and the summaries written for saves that had none.

use super::Keep;
use crate::ui::model::saves::{self, SaveSummary};
use crate::ui::model::store;
use crate::ui::model::store::keys::{game_key, summary_key};
use leptos::prelude::*;

impl Keep {
    /// The unfinished game of kind `game`, if there is one.
    pub fn unfinished(self, game: &str) -> Option<SaveSummary> {
        self.saves
            .with_untracked(|all| all.iter().find(|s| s.game == game && !s.finished).cloned())
    }

    /// Drops game `game` from the hub's list.
    pub fn forget_save(self, game: &str) {
        store::remove(&summary_key(game));
        self.saves.update(|all| all.retain(|s| s.game != game));
    }

    /// A save that waited for room was written: its summary no longer says it is behind.
    pub fn summaries_caught_up(self) {
        let waiting = store::unsaved_keys();
        let caught_up: Vec<SaveSummary> = self.saves.with_untracked(|all| {
            all.iter()
                .filter(|s| !s.saved && !waiting.contains(&game_key(&s.game)))
                .map(|s| SaveSummary {
                    saved: true,
                    ..s.clone()
                })
                .collect()
        });
        for summary in caught_up {
            saves::store(&summary);
            self.saves.update(|all| {
                all.retain(|x| x.game != summary.game);
                all.push(summary);
            });
        }
    }
}
