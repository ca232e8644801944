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
use crate::registry;
use crate::ui::model::daily_book::DailyBook;
pub use crate::ui::model::elsewhere::Elsewhere;
use crate::ui::model::elsewhere::Stands;
use crate::ui::model::lesson::book::LessonBook;
use crate::ui::model::saves;
use crate::ui::model::settings::Settings;
use crate::ui::model::stats::Stats;
use crate::ui::model::store;
use crate::ui::model::store::keys;
use crate::ui::model::store::keys::{game_key, summary_key};
use crate::ui::stores::keep::Keep;
use crate::ui::stores::play::Play;
use leptos::prelude::*;

/// Another tab stored `new` (`None`: removed it) under `key`: this page follows, in what the
/// player keeps and in the game at the table.
pub fn stored_elsewhere(keep: Keep, play: Play, key: &str, new: Option<&str>) {
    store::retry_unsaved();
    // (Taken up, never stored again from here: each tab only reads what another wrote.)
    if key == keys::SETTINGS_KEY {
        if let Some(s) = store::newer::<Settings>(key, keys::SETTINGS_VERSION) {
            keep.settings.set(s.normalised());
        }
    } else if key == keys::STATS_KEY {
        if let Some(st) = store::newer::<Stats>(key, keys::STATS_VERSION) {
            keep.stats.set(st);
        }
    } else if key == keys::HISTORY_KEY {
        if store::is_newer(key) {
            keep.reread_history();
        }
    } else if key == keys::LESSONS_KEY {
        if let Some(book) = store::newer::<LessonBook>(key, keys::LESSONS_VERSION) {
            keep.lessons.set(book);
        }
    } else if key == keys::DAILY_KEY {
        if let Some(book) = store::newer::<DailyBook>(key, keys::DAILY_VERSION) {
            play.daily.book.set(book);
        }
    } else if let Some(game) = game_of(key, summary_key) {
        keep.saves.update(|all| {
            all.retain(|s| s.game != game);
            all.extend(saves::load(game));
        });
    } else if let Some(game) = game_of(key, game_key) {
        if play.game_stored_elsewhere(game, new) == Some(Stands::Ahead) {
            // This page's game is further: stored over the other tab's, which follows.
            play.persist();
        }
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
                stored_elsewhere(ctl.keep, ctl.play, &key, ev.new_value().as_deref());
            }
        });
        std::mem::forget(handle);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = ctl;
}
