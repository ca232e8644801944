//! Several tabs (or the installed app beside a tab) on one device share one storage: each
//! follows what the others store. The browser's `storage` event tells a page of every value
//! another page stored; this page then
//!
//! - takes up newer settings, statistics, finished games and lessons' progress, and lists the
//!   saved games as they are now;
//! - marks the game at its table as gone on elsewhere ([`Elsewhere`]) when another tab stored a
//!   later state of it, put a new game in its place or ended it: nobody acts here any more
//!   (every later write of it would be refused anyway, see [`crate::ui::model::store`]), and the table
//!   says so with the way to take the game up here (`view::elsewhere_cover`);
//! - tries the writes waiting for space again (the other tab may have freed some).

use super::ctl::Ctl;
use crate::records::Decision;
use crate::registry;
pub use crate::ui::model::elsewhere::Elsewhere;
use crate::ui::model::lesson::book::LessonBook;
use crate::ui::model::saves;
use crate::ui::model::settings::Settings;
use crate::ui::model::stats::Stats;
use crate::ui::model::store;
use crate::ui::model::store::keys;
use crate::ui::model::store::keys::{game_key, summary_key, GAME_SAVE_VERSION};
use leptos::prelude::*;
use serde::Deserialize;

/// The fields of a stored game read to tell which game it is and how far it went.
#[derive(Deserialize)]
struct HowFar {
    game_id: u64,
    #[serde(default)]
    decisions: Vec<Decision>,
}

/// How the game at this table stands to the save another tab stored.
#[derive(Debug, PartialEq, Eq)]
enum Stands {
    /// The other tab went further, replaced or ended it.
    Behind(Elsewhere),
    /// The same decisions: nothing to follow, nothing to write.
    Level,
    /// This page made every decision stored there and more: its game is the one to store.
    Ahead,
}

/// How the game at this table (`game_id`, these `decisions` so far) stands to its save as
/// another tab stored it, `raw` (`None`: removed).
fn stands(raw: Option<&str>, game_id: u64, decisions: &[Decision]) -> Stands {
    let Some(raw) = raw else {
        return Stands::Behind(Elsewhere::Ended);
    };
    let Ok(stored) = crate::engine::save::decode::<HowFar>(GAME_SAVE_VERSION, raw) else {
        // Unreadable there: this page's game is the one to keep.
        return Stands::Ahead;
    };
    if stored.game_id != game_id {
        return Stands::Behind(Elsewhere::Replaced);
    }
    let n = stored.decisions.len();
    if n > decisions.len() || decisions[..n] != stored.decisions[..] {
        Stands::Behind(Elsewhere::PlayedOn)
    } else if n == decisions.len() {
        Stands::Level
    } else {
        Stands::Ahead
    }
}

impl Ctl {
    /// Another tab stored `new` (`None`: removed it) under `key`: this page follows.
    pub fn stored_elsewhere(self, key: &str, new: Option<&str>) {
        store::retry_unsaved();
        // (Taken up, never stored again from here: each tab only reads what another wrote.)
        if key == keys::SETTINGS_KEY {
            if let Some(s) = store::newer::<Settings>(key, keys::SETTINGS_VERSION) {
                self.keep.settings.set(s.normalised());
            }
        } else if key == keys::STATS_KEY {
            if let Some(st) = store::newer::<Stats>(key, keys::STATS_VERSION) {
                self.keep.stats.set(st);
            }
        } else if key == keys::HISTORY_KEY {
            if store::is_newer(key) {
                self.keep.reread_history();
            }
        } else if key == keys::LESSONS_KEY {
            if let Some(book) = store::newer::<LessonBook>(key, keys::LESSONS_VERSION) {
                self.keep.lessons.set(book);
            }
        } else if let Some(game) = game_of(key, summary_key) {
            self.keep.saves.update(|all| {
                all.retain(|s| s.game != game);
                all.extend(saves::load(game));
            });
        } else if let Some(game) = game_of(key, game_key) {
            if self.game_stored_elsewhere(game, new) == Some(Stands::Ahead) {
                // This page's game is further: stored over the other tab's, which follows.
                self.persist();
            }
        }
    }

    /// Another tab stored `new` (`None`: removed it) as the save of `game`: if that is the
    /// game at this table and the other tab went further with it, replaced or ended it, the
    /// game here is marked so and nobody acts in it. If this page is as far or further, the
    /// other tab's save is taken up: this page's next save goes over it. How this page's game
    /// stands, if it is that game.
    fn game_stored_elsewhere(self, game: &str, new: Option<&str>) -> Option<Stands> {
        let key = game_key(game);
        let became = self.session.with_untracked(|s| {
            let s = s
                .as_ref()
                .filter(|s| !s.is_lesson() && s.info().id == game && s.elsewhere.is_none())?;
            if new.is_some() && !store::is_newer(&key) {
                return None;
            }
            Some(stands(new, s.saved.game_id, &s.saved.decisions))
        });
        match &became {
            Some(Stands::Behind(what)) => {
                let what = *what;
                self.session.update(|s| {
                    if let Some(s) = s {
                        s.elsewhere = Some(what);
                    }
                });
                self.stop_bots();
            }
            Some(Stands::Level | Stands::Ahead) => store::take_up(&key),
            None => {}
        }
        became
    }

    /// This page's save of `game` was refused: another tab stored a later one. Marks the game
    /// here as gone on elsewhere, or (this page as far or further) whether to store it again.
    pub(crate) fn save_refused(self, game: &str) -> bool {
        let now = store::read_raw(&game_key(game));
        matches!(
            self.game_stored_elsewhere(game, now.as_deref()),
            Some(Stands::Level | Stands::Ahead)
        )
    }

    /// Takes up here the game of kind `game` as the other tab left it (its newest save).
    pub fn take_up_elsewhere(self, game: &str) {
        self.stop_bots();
        self.session.set(None);
        self.continue_game(game);
    }

    /// Goes on with the game at this table here although another tab ended it: it is stored
    /// again as this page has it.
    pub fn keep_ended_game(self) {
        self.session.update(|s| {
            if let Some(s) = s {
                s.elsewhere = None;
                s.new_here = true;
            }
        });
    }
}

/// The game id of `key` if it is `key_of(id)` for a game of the registry.
fn game_of(key: &str, key_of: fn(&str) -> String) -> Option<&'static str> {
    registry::INFOS
        .iter()
        .map(|i| i.id)
        .find(|id| key_of(id) == key)
}

/// Listens for what other tabs store (for as long as the page lives).
pub fn follow(ctl: Ctl) {
    #[cfg(target_arch = "wasm32")]
    {
        let handle = window_event_listener(leptos::ev::storage, move |ev| {
            // (A cleared storage has no key: nothing of this page's to follow.)
            if let Some(key) = ev.key() {
                ctl.stored_elsewhere(&key, ev.new_value().as_deref());
            }
        });
        std::mem::forget(handle);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = ctl;
}
