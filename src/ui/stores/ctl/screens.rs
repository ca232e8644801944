//! Which screen is shown (hub, table, replay viewer), and the game at hand on each.

use super::{Ctl, Screen};
use crate::registry;
use crate::ui::model::browser;
use leptos::prelude::*;

impl Ctl {
    /// The game the player is looking at: the table's, the replay's, or the one chosen on the
    /// hub (for the rules panel).
    pub fn game_at_hand(self) -> &'static crate::engine::GameInfo {
        let id = match self.screen.get_untracked() {
            Screen::Table => self
                .play
                .session
                .with_untracked(|s| s.as_ref().map(|s| s.info().id)),
            Screen::Replay => self
                .viewer
                .replay
                .with_untracked(|r| r.as_ref().map(|r| r.stepper.record().game)),
            Screen::Hub => None,
        };
        let id = id.unwrap_or_else(|| {
            self.keep
                .settings
                .with_untracked(|s| registry::info(&s.game).map(|i| i.id))
                .unwrap_or_default()
        });
        registry::info(id).unwrap_or(registry::first_info())
    }

    /// Leaves a table with no game or a replay viewer with no record (a request that
    /// opened it while the games' rules came did not start one) for the hub.
    pub fn leave_empty_screen(self) {
        let empty = match self.screen.get_untracked() {
            Screen::Table => self.play.session.with_untracked(Option::is_none),
            Screen::Replay => self.viewer.replay.with_untracked(Option::is_none),
            Screen::Hub => false,
        };
        if empty {
            self.show_screen(Screen::Hub);
        }
    }

    /// Shows a screen (the browser's history follows, so Back returns to the hub).
    pub fn show(self, screen: Screen) {
        let from = self.screen.get_untracked();
        self.show_screen(screen);
        crate::ui::stores::nav::screen_changed(from, screen);
    }

    /// Shows a screen without touching the browser's history. Leaving the replay viewer
    /// closes its record.
    pub fn show_screen(self, screen: Screen) {
        let from = self.screen.get_untracked();
        if screen == Screen::Hub && from != Screen::Hub {
            // Back to the hub from a screen still waiting for the games' rules: what it was
            // opening is no longer wanted.
            crate::ui::stores::with_rules::forget_opening();
        }
        if from != screen {
            browser::scroll_to_top();
        }
        if screen == Screen::Table && from != Screen::Table {
            // Whoever holds the device now may not be the person whose table it is.
            self.play.session.update(|s| {
                if let Some(s) = s {
                    s.hand_over();
                }
            });
        }
        self.screen.set(screen);
        if screen != Screen::Hub && self.setup_open.get_untracked() {
            // The hub's set-up is closed by leaving the hub (a game started from it).
            self.setup_open.set(false);
        }
        if screen != Screen::Replay && self.viewer.replay.with_untracked(Option::is_some) {
            self.viewer.replay.set(None);
        }
        if screen != Screen::Replay {
            // A review belongs to the record in the viewer.
            self.viewer.end_review();
        }
        self.play.session.update(|s| {
            if let Some(s) = s {
                s.saved.on_table = screen == Screen::Table;
            }
        });
        self.viewer.persist_replay();
    }
}
