//! Every game's save at the controller: the unfinished game of a kind, taken up again,
//! abandoned or downloaded (with words for a save behind its summary).

use crate::ui::model::saves;
use crate::ui::model::saves::SaveSummary;
use crate::ui::model::session::Session;
use crate::ui::model::store;
use crate::ui::model::store::keys::{game_key, GAME_SAVE_VERSION};
use crate::ui::model::store::saved_game::SavedGame;
use crate::ui::model::store::Loaded;
use crate::ui::stores::ctl::{Ctl, Screen};
use crate::ui::stores::with_rules::{with_rules, with_rules_showing};
use leptos::prelude::*;

impl Ctl {
    /// Takes up here the game of kind `game` as the other tab left it (its newest save).
    pub fn take_up_elsewhere(self, game: &str) {
        self.play.stop_bots();
        self.play.session.set(None);
        self.continue_game(game);
    }

    /// Opens the saved game of kind `game` where it was left (with several people, behind
    /// the cover). A save that cannot be read is set aside with a notice.
    pub fn continue_game(self, game: &str) {
        let game = game.to_string();
        with_rules_showing(self, Screen::Table, move |r| (r.continue_game)(self, &game));
    }

    /// Whether the game is at the table.
    pub(crate) fn continue_game_now(self, game: &str) -> bool {
        // (A game gone on in another tab is read again from its save.)
        let open = self.play.session.with_untracked(|s| {
            s.as_ref()
                .is_some_and(|s| !s.is_lesson() && s.info().id == game && s.elsewhere.is_none())
        });
        if !open {
            let loaded =
                store::load_checked::<SavedGame>(&game_key(game), GAME_SAVE_VERSION, |g| {
                    (g.game.info().id == game)
                        .then_some(g)
                        .ok_or_else(|| "it is a save of another game".to_string())
                });
            let listed = self.keep.unfinished(game);
            match loaded {
                Loaded::Found(saved) => {
                    if let Some(behind) = listed.and_then(|l| behind_words(&l, &saved)) {
                        self.notice.set(Some(behind));
                    }
                    self.play.stop_bots();
                    self.play.session.set(Some(Session::resume(saved)));
                }
                Loaded::Missing => {
                    self.keep.forget_save(game);
                    let never = listed.is_some_and(|l| !l.saved);
                    self.notice.set(Some(if never {
                        "That game was never saved on this device: the storage for the parlour was full while it was played. Delete finished games or packs to make room, so your next games are kept."
                    } else {
                        "That game is no longer saved on this device: it was ended in another tab or window, or the browser cleared this site's data."
                    }.into()));
                    return false;
                }
                Loaded::SetAside(why) => {
                    self.keep.forget_save(game);
                    self.notice.set(Some(format!(
                        "That saved game could not be read ({why}) and was set aside."
                    )));
                    return false;
                }
            }
        }
        self.show(Screen::Table);
        true
    }

    /// Ends the saved game of kind `game` for good (it is not counted in the statistics).
    pub fn abandon_game(self, game: &str) {
        let open = self.play.session.with_untracked(|s| {
            s.as_ref()
                .is_some_and(|s| !s.is_lesson() && s.info().id == game)
        });
        if open {
            self.play.stop_bots();
            self.play.session.set(None);
        }
        saves::remove(game);
        self.keep.forget_save(game);
    }

    /// Downloads the record of the saved game of kind `game` (before it is replaced).
    pub fn download_saved(self, game: &str) {
        let game = game.to_string();
        with_rules(move |r| (r.download_saved)(self, &game));
    }

    pub(crate) fn download_saved_now(self, game: &str) {
        let open = self.play.session.with_untracked(|s| {
            s.as_ref()
                .filter(|s| !s.is_lesson() && s.info().id == game)
                .map(Session::record)
        });
        let record = match open {
            Some(r) => r,
            None => match store::load::<SavedGame>(&game_key(game), GAME_SAVE_VERSION) {
                Loaded::Found(saved) => Session::resume(saved).record(),
                _ => {
                    self.notice.set(Some(
                        "That game could not be read to save its record.".into(),
                    ));
                    return;
                }
            },
        };
        match record {
            Some(r) => self.download_record(&r),
            None => self.notice.set(Some(
                "This game was started before game records were kept, so it has no record to save."
                    .into(),
            )),
        }
    }
}

/// What the player is told when the save of a listed game is behind its summary (storage was
/// full when it was last played), if it is.
fn behind_words(listed: &SaveSummary, saved: &SavedGame) -> Option<String> {
    if listed.saved {
        return None;
    }
    if listed.game_id != saved.game_id {
        return Some(format!(
            "Your newer game of {} could not be saved (this device's storage was full): this is the game saved before it.",
            listed.name
        ));
    }
    let lost = listed.moves.saturating_sub(saved.moves);
    (lost > 0).then(|| {
        format!(
            "The last {lost} decision{} of this game could not be saved (this device's storage was full): it goes on from the last one that was.",
            if lost == 1 { "" } else { "s" }
        )
    })
}
