//! The finished games, changed over the newest stored (another tab may have changed them),
//! and the backup file of statistics and finished games: written, read and merged into what
//! this device keeps.

use super::Keep;
use crate::ui::model::backup::{Backup, ReadRecord};
use crate::ui::model::browser as web;
use crate::ui::model::durability;
use crate::ui::model::history::{self, History};
use crate::ui::model::lang::{say_with, Msg, Value};
use crate::ui::model::stats;
use crate::ui::model::store::keys::{HISTORY_KEY, HISTORY_VERSION};
use crate::ui::model::store::{self, Loaded};
use crate::ui::stores::with_rules::with_rules;
use leptos::prelude::*;

impl Keep {
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
    pub fn reread_history(self) {
        if let Loaded::Found(stored) = history::load() {
            self.history.set(stored);
        }
    }

    pub fn forget_finished_game(self, id: u64) {
        self.change_history(move |h| h.remove(id));
    }

    /// Offers the statistics and finished games as a backup file; the text says what it holds.
    pub fn export_backup(self) -> Result<String, String> {
        let now = web::now_ms();
        let backup = Backup::new(
            self.stats.get_untracked(),
            self.history.get_untracked(),
            now as u64,
        );
        let file = Backup::file_name(&web::date_stamp(now));
        web::download(&file, &backup.to_json())
            .map_err(|why| say_with(Msg::BackupSaveFailed, &[("why", Value::Text(&why))]))?;
        let counted: u32 = backup.stats.games().values().map(|g| g.played).sum();
        Ok(say_with(
            Msg::BackupSaved,
            &[
                ("file", Value::Text(&file)),
                ("games", Value::Number(f64::from(counted))),
                (
                    "finished",
                    Value::Number(backup.history.entries.len() as f64),
                ),
            ],
        ))
    }

    /// Merges a backup file into the statistics and finished games, then calls `done` with
    /// what was added, or why nothing was (a file that cannot be read changes nothing). Its
    /// records are read with the games' rules.
    pub fn import_backup(
        self,
        text: String,
        file: String,
        done: impl FnOnce(Result<String, String>) + 'static,
    ) {
        with_rules(move |r| done(self.merge_backup(&text, &file, r.parse_record)));
    }

    fn merge_backup(
        self,
        text: &str,
        file: &str,
        read_record: ReadRecord,
    ) -> Result<String, String> {
        let backup = Backup::parse_with(text, read_record).map_err(|why| {
            say_with(
                Msg::BackupImportFailed,
                &[("file", Value::Text(file)), ("why", Value::Text(&why))],
            )
        })?;
        // Another tab may have changed both since this one read them.
        if let Loaded::Found(stored) = stats::load() {
            self.stats.update(|st| {
                st.merge(&stored);
            });
        }
        self.reread_history();
        let mut merged = Default::default();
        self.stats.update(|st| {
            self.history.update(|h| merged = backup.merge_into(st, h));
        });
        self.stats.with_untracked(stats::save);
        self.store_history();
        durability::request_persistence();
        durability::refresh();
        Ok(merged.message(file))
    }
}
