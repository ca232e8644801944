//! Game records in the app: download a game's record, open one (a file, pasted text or a
//! finished game) in the replay viewer, play on from any step, share a deal by code or link,
//! and the finished-games history.
//!
//! - [`history`]: the bounded list of finished games (plain data)
//! - [`viewer`]: the replay viewer and its stored state
//! - [`play_on`]: taking over a recorded game from a step
//! - [`share`]: the share dialog and the "play this shared deal?" confirmation
//! - [`import`]: opening a record file or pasted text, entering a deal code
//! - [`history_panel`]: the finished games on the hub
//! - [`game_menu`]: the table's "Game" dialog (share, download, watch)

pub mod game_menu;
pub mod history;
pub mod history_panel;
pub mod import;
pub mod play_on;
pub mod share;
pub mod viewer;

use crate::records::Record;
use crate::ui::browser as web;
use crate::ui::ctl::Ctl;
use crate::ui::session::Session;
use crate::ui::store::keys::{HISTORY_KEY, HISTORY_VERSION, REPLAY_KEY};
use crate::ui::store::{self, Loaded};
use history::{History, HistoryEntry};
use leptos::prelude::*;
use viewer::ReplayState;

/// Offers a record as a file download; a failure is shown in the notice banner.
pub fn download_record(ctl: Ctl, record: &Record) {
    if let Err(why) = web::download(&viewer::file_name(record), &record.to_json_pretty()) {
        ctl.notice
            .set(Some(format!("The record could not be saved: {why}.")));
    }
}

impl Session {
    /// The history entry of a finished game (`None` before the end, or without a record).
    pub fn history_entry(&self, finished_ms: f64) -> Option<HistoryEntry> {
        if !self.is_over() {
            return None;
        }
        let record = self.record()?;
        Some(HistoryEntry {
            id: self.saved.game_id,
            game: self.info().id.to_string(),
            finished_ms,
            names: (0..self.players())
                .map(|i| self.name(crate::engine::Seat(i as u8)))
                .collect(),
            winners: self
                .game()
                .outcome()
                .map(|o| o.winners.iter().map(|s| s.index()).collect())
                .unwrap_or_default(),
            rounds: self.game().hands_scored(),
            people: self.humans().len(),
            record: record.to_json(),
            aids: self.saved.aids,
        })
    }
}

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

/// What the records features read at start-up: the history and the replay viewer's record.
/// Problems become notices. (A shared deal from the page's link is read with the games'
/// rules: [`deal_on_start`].)
pub struct StartUp {
    pub history: History,
    /// The record open in the viewer when the page was left (it opens again, once the rules
    /// are in: [`replay_on_start`]).
    pub replay: Option<ReplayOnStart>,
}

/// The replay viewer's record as stored when the page was left.
pub type ReplayOnStart = viewer::SavedReplay;

/// The viewer's stored record opened again (needs the games' rules); one that cannot be is
/// set aside and said in `notices`.
pub fn replay_on_start(saved: &ReplayOnStart, notices: &mut Vec<String>) -> Option<ReplayState> {
    match ReplayState::from_saved(saved) {
        Ok(r) => Some(r),
        Err(e) => {
            store::set_aside_key(REPLAY_KEY);
            notices.push(format!(
                "The record open in the replay viewer could not be read again ({e}) and was set aside."
            ));
            None
        }
    }
}

pub fn load_on_start(notices: &mut Vec<String>) -> StartUp {
    let history: History = history::load().or_default_noting(notices, |why| {
        format!("Your list of finished games could not be read ({why}) and was set aside.")
    });
    let replay = match viewer::load() {
        Loaded::Found(saved) => Some(saved),
        Loaded::Missing => None,
        Loaded::SetAside(why) => {
            notices.push(format!(
                "The replay viewer's record could not be read ({why}) and was set aside."
            ));
            None
        }
    };
    StartUp { history, replay }
}

/// The shared deal of the page's link (`?deal=`), read (needs the games' option forms); one
/// that cannot be read is said in `notices` and the link's query is cleared.
pub fn deal_on_start(code: &str, notices: &mut Vec<String>) -> Option<crate::records::DealCode> {
    match crate::records::DealCode::parse(code)
        .map_err(|e| e.to_string())
        .and_then(|c| crate::ui::games::check_table(c.game).map(|_| c))
    {
        Ok(c) => Some(c),
        Err(e) => {
            notices.push(format!(
                "The shared deal in this link could not be read: {e}."
            ));
            web::clear_query();
            None
        }
    }
}
