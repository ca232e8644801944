//! The backup file of statistics, finished games and lessons' progress at the controller:
//! written, read and merged into what this device keeps.

use crate::ui::model::backup::{Backup, ReadRecord};
use crate::ui::model::browser as web;
use crate::ui::model::durability;
use crate::ui::model::stats;
use crate::ui::model::store::Loaded;
use crate::ui::stores::ctl::Ctl;
use crate::ui::stores::with_rules::with_rules;
use leptos::prelude::*;

impl Ctl {
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
            .map_err(|why| format!("The backup could not be saved: {why}."))?;
        let n = |k: usize, what: &str| format!("{k} {what}{}", if k == 1 { "" } else { "s" });
        let counted: u32 = backup.stats.games().values().map(|g| g.played).sum();
        Ok(format!(
            "Saved {file}: statistics of {} and {}.",
            n(counted as usize, "game"),
            n(backup.history.entries.len(), "finished game"),
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
        let backup = Backup::parse_with(text, read_record)
            .map_err(|why| format!("{file} could not be imported: {why}. Nothing was changed."))?;
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
