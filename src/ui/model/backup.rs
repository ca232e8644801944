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
use crate::ui::model::lang::{self as words, say, say_with, Msg};
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
            serde_json::from_str(text).map_err(|e| why(Msg::BackupNotJson, &e.to_string()))?;
        let top = doc.as_object().ok_or_else(|| say(Msg::BackupNotObject))?;
        match top.get("format").and_then(Value::as_str) {
            Some(BACKUP_FORMAT) => {}
            Some(RECORD_FORMAT) => return Err(say(Msg::BackupIsRecord)),
            Some(other) => {
                return Err(say_with(
                    Msg::BackupOtherFormat,
                    &[
                        ("format", words::Value::Text(other)),
                        ("expected", words::Value::Text(BACKUP_FORMAT)),
                    ],
                ))
            }
            None => {
                return Err(say_with(
                    Msg::BackupNoFormat,
                    &[("expected", words::Value::Text(BACKUP_FORMAT))],
                ))
            }
        }
        match top.get("version").and_then(Value::as_u64) {
            Some(v) if v == u64::from(BACKUP_VERSION) => {}
            Some(v) if v > u64::from(BACKUP_VERSION) => {
                return Err(say_with(
                    Msg::BackupNewer,
                    &[
                        ("version", words::Value::Number(v as f64)),
                        ("reads", words::Value::Number(f64::from(BACKUP_VERSION))),
                    ],
                ))
            }
            _ => return Err(say(Msg::BackupNoVersion)),
        }
        let backup: Backup =
            serde_json::from_str(text).map_err(|e| why(Msg::BackupDamaged, &e.to_string()))?;
        backup.check(read_record)?;
        Ok(backup)
    }

    /// What the JSON shape cannot say: every game listed can be watched again, every tally
    /// counts something.
    fn check(&self, read_record: ReadRecord) -> Result<(), String> {
        for (i, e) in self.history.entries.iter().enumerate() {
            let names = e.names.join(&say(Msg::ListSep));
            let which = say_with(
                Msg::BackupGame,
                &[
                    ("n", words::Value::Number((i + 1) as f64)),
                    ("names", words::Value::Text(&names)),
                ],
            );
            if let Some(&w) = e.winners.iter().find(|&&w| w >= e.names.len()) {
                return Err(say_with(
                    Msg::BackupBadWinner,
                    &[
                        ("which", words::Value::Text(&which)),
                        ("winner", words::Value::Number(w as f64)),
                        ("players", words::Value::Number(e.names.len() as f64)),
                    ],
                ));
            }
            read_record(&e.record).map_err(|err| {
                say_with(
                    Msg::BackupBadRecord,
                    &[
                        ("which", words::Value::Text(&which)),
                        ("why", words::Value::Text(&err.to_string())),
                    ],
                )
            })?;
        }
        for (i, t) in self.stats.tallies.iter().enumerate() {
            let g = &t.totals;
            if g.played == 0 || g.won_by_people > g.played || t.game.is_empty() {
                return Err(say_with(
                    Msg::BackupBadTally,
                    &[
                        ("n", words::Value::Number((i + 1) as f64)),
                        ("played", words::Value::Number(g.played as f64)),
                        ("won", words::Value::Number(g.won_by_people as f64)),
                    ],
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
        let n = |k: usize| words::Value::Number(k as f64);
        let file = ("file", words::Value::Text(file));
        let mut text = if self.counted == 0 && self.listed == 0 {
            say_with(Msg::BackupNothingNew, &[file])
        } else {
            say_with(
                Msg::BackupMerged,
                &[
                    file,
                    ("counted", n(self.counted)),
                    ("listed", n(self.listed)),
                ],
            )
        };
        if self.not_kept > 0 {
            text.push(' ');
            text.push_str(&say_with(Msg::BackupNotKept, &[("n", n(self.not_kept))]));
        }
        text
    }
}

/// A problem of the file, with what the reader said of it.
fn why(msg: Msg, detail: &str) -> String {
    say_with(msg, &[("why", words::Value::Text(detail))])
}
