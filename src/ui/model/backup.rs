//! A backup of the player's statistics and finished games, so that clearing the browser's data
//! does not lose them: exported to a JSON file, imported back on this device or another by
//! merging (a game already here is never counted or listed twice). Plain data: tested natively.
//!
//! ```json
//! { "format": "trumps-backup", "version": 1, "exported_ms": 1795000000000,
//!   "stats": { "tallies": [...] }, "history": { "entries": [...] } }
//! ```

use crate::records::{parse_record, Record, RecordError, RECORD_FORMAT};
use crate::ui::model::history::History;
use crate::ui::model::stats::Stats;

/// A reader of a record's text.
pub type ReadRecord = fn(&str) -> Result<Record, RecordError>;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Marks a JSON document as a Trumps backup.
pub const BACKUP_FORMAT: &str = "trumps-backup";
/// The backup format version this build reads and writes.
pub const BACKUP_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Backup {
    pub format: String,
    pub version: u32,
    /// When it was made, in milliseconds since 1970.
    pub exported_ms: u64,
    pub stats: Stats,
    pub history: History,
}

/// What an import added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Merged {
    /// Games added to the statistics (carried-over totals count as the games they hold).
    pub counted: usize,
    /// Games added to the finished-games list.
    pub listed: usize,
    /// Games of the file that were older than the list keeps.
    pub not_kept: usize,
}

impl Backup {
    pub fn new(stats: Stats, history: History, exported_ms: u64) -> Backup {
        Backup {
            format: BACKUP_FORMAT.into(),
            version: BACKUP_VERSION,
            exported_ms,
            stats,
            history,
        }
    }

    /// The JSON written to the file.
    pub fn to_json(&self) -> String {
        // Our own plain data always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// "trumps-backup-2026-11-23.json".
    pub fn file_name(date_stamp: &str) -> String {
        format!("{BACKUP_FORMAT}-{date_stamp}.json")
    }

    /// Reads a backup file. The error says what is wrong in words a player can act on; nothing
    /// is changed anywhere by a failed parse.
    pub fn parse(text: &str) -> Result<Backup, String> {
        Backup::parse_with(text, parse_record)
    }

    /// [`Backup::parse`], reading each finished game's record with `read_record` (the page
    /// passes the reader from the games' part: `stores::with_rules`).
    pub fn parse_with(text: &str, read_record: ReadRecord) -> Result<Backup, String> {
        let doc: Value =
            serde_json::from_str(text).map_err(|e| format!("it is not a JSON file ({e})"))?;
        let top = doc
            .as_object()
            .ok_or("a backup is a JSON object with a \"format\", this file holds something else")?;
        match top.get("format").and_then(Value::as_str) {
            Some(BACKUP_FORMAT) => {}
            Some(RECORD_FORMAT) => {
                return Err(
                    "it is a game record, not a backup of statistics and finished games: open it under \"Records and shared deals\""
                        .into(),
                )
            }
            Some(other) => {
                return Err(format!(
                    "its format is \"{other}\", not \"{BACKUP_FORMAT}\": it is not a Trumps backup"
                ))
            }
            None => return Err(format!("it has no \"format\": \"{BACKUP_FORMAT}\", so it is not a Trumps backup")),
        }
        match top.get("version").and_then(Value::as_u64) {
            Some(v) if v == u64::from(BACKUP_VERSION) => {}
            Some(v) if v > u64::from(BACKUP_VERSION) => {
                return Err(format!(
                    "it was made by a newer version of Trumps (backup format {v}; this version reads format {BACKUP_VERSION}): update the app first"
                ))
            }
            _ => return Err("its \"version\" is missing or not a known backup format".into()),
        }
        let backup: Backup =
            serde_json::from_str(text).map_err(|e| format!("it is damaged ({e})"))?;
        backup.check(read_record)?;
        Ok(backup)
    }

    /// What the JSON shape cannot say: every game listed can be watched again, every tally
    /// counts something.
    fn check(&self, read_record: ReadRecord) -> Result<(), String> {
        for (i, e) in self.history.entries.iter().enumerate() {
            let which = format!("finished game {} ({})", i + 1, e.names.join(", "));
            if let Some(&w) = e.winners.iter().find(|&&w| w >= e.names.len()) {
                return Err(format!(
                    "{which} names winner {w}, but it has {} players",
                    e.names.len()
                ));
            }
            read_record(&e.record)
                .map_err(|err| format!("{which} has a record that cannot be read: {err}"))?;
        }
        for (i, t) in self.stats.tallies.iter().enumerate() {
            let g = &t.totals;
            if g.played == 0 || g.won_by_people > g.played || t.game.is_empty() {
                return Err(format!(
                    "statistics entry {} is not a possible count ({} played, {} won)",
                    i + 1,
                    g.played,
                    g.won_by_people
                ));
            }
        }
        Ok(())
    }

    /// Adds what `self` holds and `stats`/`history` do not.
    pub fn merge_into(&self, stats: &mut Stats, history: &mut History) -> Merged {
        let counted = stats.merge(&self.stats) as usize;
        let (listed, not_kept) = history.merge(&self.history);
        Merged {
            counted,
            listed,
            not_kept,
        }
    }
}

impl Merged {
    /// "From backup.json: 3 games added to the statistics and 2 to the finished games."
    pub fn message(&self, file: &str) -> String {
        let games = |n: usize| format!("{n} game{}", if n == 1 { "" } else { "s" });
        let mut text = if self.counted == 0 && self.listed == 0 {
            format!("Nothing new in {file}: everything in it is already here.")
        } else {
            format!(
                "From {file}: {} added to the statistics and {} to the finished games.",
                games(self.counted),
                games(self.listed)
            )
        };
        if self.not_kept > 0 {
            text.push_str(&format!(
                " {} older than the finished-games list keeps {} not listed.",
                games(self.not_kept),
                if self.not_kept == 1 { "was" } else { "were" }
            ));
        }
        text
    }
}
