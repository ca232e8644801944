//! The finished-games history: the newest games first, each with its record (compact JSON),
//! kept in localStorage and bounded in number and in size so it never crowds out the game in
//! progress.

use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::session::Session;
use crate::ui::model::store;
use crate::ui::model::store::keys::{HISTORY_KEY, HISTORY_VERSION};
use crate::ui::model::store::saved_game::Aids;
use crate::ui::model::store::Loaded;
use serde::{Deserialize, Serialize};

pub fn load() -> Loaded<History> {
    store::load(HISTORY_KEY, HISTORY_VERSION)
}

/// Stores the history over the one this page read (a refusal for space is told by the
/// store's listeners).
pub fn save(history: &History) -> Result<(), store::Unsaved> {
    store::save(HISTORY_KEY, HISTORY_VERSION, history)
}

fn legacy_game_id() -> String {
    "what-trump".into()
}

/// At most this many games are kept.
pub const MAX_GAMES: usize = 30;
/// At most this many characters of records are kept in all (localStorage holds about five
/// million characters per site; the history takes a fifth at most).
pub const MAX_CHARS: usize = 1_000_000;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// The game's id (unique among the games of this browser).
    pub id: u64,
    /// Which game of the parlour (`what-trump`; entries from before other games had none).
    #[serde(default = "legacy_game_id")]
    pub game: String,
    /// When it ended, in milliseconds since 1970 (browser clock).
    pub finished_ms: f64,
    pub names: Vec<String>,
    /// Seat indices of the winners.
    pub winners: Vec<usize>,
    pub rounds: usize,
    /// Whether a person played (not a game among bots only).
    pub people: usize,
    /// The game record as compact JSON (see `docs/record-format.md`).
    pub record: String,
    /// Hints and undos the person used (none for older entries).
    #[serde(default, skip_serializing_if = "Aids::is_none")]
    pub aids: Aids,
}

impl HistoryEntry {
    /// "Ann and Ben won", "Ann won".
    pub fn result(&self) -> String {
        let w: Vec<&str> = self
            .winners
            .iter()
            .filter_map(|&i| self.names.get(i).map(String::as_str))
            .collect();
        let names = match w.as_slice() {
            [] => return say(Msg::RecordNoWinner),
            // The person's own seat, named "You": "You won", "Du hast gewonnen".
            [one] if *one == super::words::YOU => return say(Msg::RecordWonYou),
            [one] => one.to_string(),
            [rest @ .., last] => {
                let rest: Vec<String> = rest.iter().map(|n| super::words::shown_name(n)).collect();
                let last = super::words::shown_name(last);
                format!(
                    "{}{}{last}",
                    rest.join(&say(Msg::ListSep)),
                    say(Msg::ListAnd)
                )
            }
        };
        say_with(
            Msg::RecordWon,
            &[
                ("names", Value::Text(&names)),
                ("n", Value::Number(w.len() as f64)),
            ],
        )
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct History {
    /// Newest first.
    pub entries: Vec<HistoryEntry>,
}

impl History {
    /// Adds a finished game (once: a game already listed is not added again), then drops the
    /// oldest games beyond the bounds. The newest game is always kept.
    pub fn add(&mut self, entry: HistoryEntry) {
        if self.entries.iter().any(|e| e.id == entry.id) {
            return;
        }
        self.entries.insert(0, entry);
        self.trim();
    }

    fn trim(&mut self) {
        self.entries.truncate(MAX_GAMES);
        while self.entries.len() > 1 && self.chars() > MAX_CHARS {
            self.entries.pop();
        }
    }

    /// Characters of records kept.
    pub fn chars(&self) -> usize {
        self.entries.iter().map(|e| e.record.len()).sum()
    }

    pub fn remove(&mut self, id: u64) {
        self.entries.retain(|e| e.id != id);
    }

    pub fn get(&self, id: u64) -> Option<&HistoryEntry> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// Adds the games of `other` that are not listed yet, keeps the list newest first and
    /// within its bounds. Returns (games added, games of `other` that did not fit).
    pub fn merge(&mut self, other: &History) -> (usize, usize) {
        let mut ids = Vec::new();
        for e in &other.entries {
            if self.get(e.id).is_some() {
                continue;
            }
            ids.push(e.id);
            let at = self
                .entries
                .iter()
                .position(|x| x.finished_ms < e.finished_ms)
                .unwrap_or(self.entries.len());
            self.entries.insert(at, e.clone());
        }
        self.trim();
        let kept = ids.iter().filter(|&&id| self.get(id).is_some()).count();
        (kept, ids.len() - kept)
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

/// The viewer's title for a finished game: "Finished game of 21 Nov 2026, 14:05".
pub fn finished_title(finished_ms: f64) -> String {
    let date = crate::ui::model::browser::date_label(finished_ms);
    say_with(Msg::RecordFinishedTitle, &[("date", Value::Text(&date))])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: u64, size: usize) -> HistoryEntry {
        HistoryEntry {
            aids: Aids::default(),
            id,
            game: "what-trump".into(),
            finished_ms: id as f64,
            names: vec!["Ann".into(), "Ben".into(), "Cleo".into()],
            winners: vec![0, 2],
            rounds: 4,
            people: 1,
            record: "x".repeat(size),
        }
    }

    #[test]
    fn newest_first_each_game_once() {
        let mut h = History::default();
        h.add(entry(1, 10));
        h.add(entry(2, 10));
        h.add(entry(1, 10));
        let ids: Vec<u64> = h.entries.iter().map(|e| e.id).collect();
        assert_eq!(ids, vec![2, 1]);
        assert_eq!(h.entries[0].result(), "Ann and Cleo won");
    }

    #[test]
    fn bounded_in_number_and_size() {
        let mut h = History::default();
        for id in 0..100 {
            h.add(entry(id, 100));
        }
        assert_eq!(h.entries.len(), MAX_GAMES);
        assert_eq!(h.entries[0].id, 99);
        assert_eq!(h.entries.last().map(|e| e.id), Some(100 - MAX_GAMES as u64));
        for id in 100..110 {
            h.add(entry(id, MAX_CHARS / 4));
        }
        assert!(h.chars() <= MAX_CHARS);
        assert_eq!(h.entries[0].id, 109);
        // A single huge game is still kept (it is the newest).
        h.add(entry(200, MAX_CHARS * 2));
        assert_eq!(h.entries.len(), 1);
    }

    #[test]
    fn merge_adds_each_game_once_newest_first() {
        let mut here = History::default();
        here.add(entry(1, 10));
        here.add(entry(3, 10));
        let mut there = History::default();
        there.add(entry(2, 10));
        there.add(entry(3, 10));
        assert_eq!(here.merge(&there), (1, 0));
        assert_eq!(here.merge(&there), (0, 0));
        let ids: Vec<u64> = here.entries.iter().map(|e| e.id).collect();
        assert_eq!(ids, vec![3, 2, 1]);
        let mut old = History::default();
        for id in 100..100 + MAX_GAMES as u64 {
            old.add(entry(id - 100 + 1000, 10));
        }
        let mut full = History::default();
        for id in 2000..2000 + MAX_GAMES as u64 {
            full.add(entry(id, 10));
        }
        assert_eq!(
            full.merge(&old),
            (0, MAX_GAMES),
            "older games beyond the bound do not fit"
        );
    }

    #[test]
    fn remove_one_game() {
        let mut h = History::default();
        for id in 0..3 {
            h.add(entry(id, 1));
        }
        h.remove(1);
        assert!(h.get(1).is_none());
        assert_eq!(h.entries.len(), 2);
    }
}
