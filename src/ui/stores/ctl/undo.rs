//! Undo: the person's last decision taken back.

use super::Ctl;
use leptos::prelude::*;

impl Ctl {
    /// Takes back the person's last decision (and the bots' moves after it).
    pub fn undo(self) {
        self.stop_bots();
        let mut refused = None;
        self.session.update(|s| {
            if let Some(s) = s {
                if let Err(why) = s.undo() {
                    refused = Some(why);
                }
            }
        });
        match refused {
            Some(why) => self.notice.set(Some(why)),
            None => self.record_stats_if_over(),
        }
    }
}
