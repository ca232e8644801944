//! Navigation between screens: which screen is shown (the hub, the table, the replay viewer),
//! the game at hand on each, the hub's set-up dialog and the rules panel. Its own store, held
//! by the controller and in the context; the browser's history (`stores::nav`) follows it.

use crate::registry;
use crate::ui::model::browser;
pub use crate::ui::model::screen::Screen;
use crate::ui::stores::keep::Keep;
use crate::ui::stores::play::Play;
use crate::ui::stores::viewer::Viewer;
use leptos::prelude::*;

/// The screens' store. All fields are reactive handles.
#[derive(Clone, Copy)]
pub struct Screens {
    /// The screen shown.
    pub screen: RwSignal<Screen>,
    /// The hub's set-up dialog is open.
    pub setup_open: RwSignal<bool>,
    /// The rules panel is open.
    pub rules_open: RwSignal<bool>,
    /// The game whose rules the rules panel shows (its id; it can switch games).
    pub rules_game: RwSignal<&'static str>,
    /// The game at the table (handed over to whoever holds the device when its table shows).
    pub(crate) play: Play,
    /// The replay viewer (its record is closed when another screen shows).
    pub(crate) viewer: Viewer,
    /// The settings (the game chosen on the hub).
    pub(crate) keep: Keep,
    /// How many times the player came back to the hub from another screen: a screen still
    /// being opened when they did is no longer wanted (`stores::with_rules`).
    pub(crate) returns: StoredValue<u64>,
}

impl Screens {
    /// How many times the player came back to the hub from another screen.
    pub fn returns(self) -> u64 {
        self.returns.get_value()
    }

    /// Opens the rules panel on the rules of game `id`.
    pub fn open_rules(self, id: &'static str) {
        self.rules_game.set(id);
        self.rules_open.set(true);
    }

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

    /// Follows the browser's Back or Forward to `wanted`: that screen if it can be shown (the
    /// game or the record may be gone since), else the hub. The history is left as it is.
    pub fn follow_history(self, wanted: Screen) {
        let possible = match wanted {
            Screen::Hub => true,
            Screen::Table => self.play.session.with_untracked(Option::is_some),
            Screen::Replay => self.viewer.replay.with_untracked(Option::is_some),
        };
        self.show_screen(if possible { wanted } else { Screen::Hub });
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
            // Back to the hub: a screen still waiting for the games' rules to open is no
            // longer wanted.
            self.returns.update_value(|n| *n += 1);
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
