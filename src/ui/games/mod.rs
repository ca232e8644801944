//! The UI registry: each game's own table components, found by the game's id. The shell
//! (hub, set-up, table frame, replay viewer, history, statistics) is written once; a game adds
//! its folder here and one line to [`UI_GAMES`].

pub mod ace_trump;
pub mod what_trump;

use crate::registry::AnyGame;
use leptos::prelude::*;

/// What the shell needs of a game's UI.
pub struct UiGame {
    /// The game's id in the rules registry.
    pub id: &'static str,
    /// The live table under the shell's top bar and pass-the-device cover: status, table,
    /// summaries, the end of the game.
    pub body: fn() -> AnyView,
    /// The replay viewer's table at the step shown (under the shell's controls and caption).
    pub replay: fn() -> AnyView,
    /// Whether the last action completed a trick that is still shown (bots wait longer).
    pub trick_just_completed: fn(&dyn AnyGame) -> bool,
}

/// Every game's UI.
pub static UI_GAMES: &[UiGame] = &[what_trump::UI, ace_trump::UI];

pub fn ui_for(id: &str) -> Option<&'static UiGame> {
    UI_GAMES.iter().find(|u| u.id == id)
}

/// See [`UiGame::trick_just_completed`].
pub fn trick_just_completed(game: &dyn AnyGame) -> bool {
    ui_for(game.info().id).is_some_and(|u| (u.trick_just_completed)(game))
}

/// `Ok` if the app has a table for game `id`; else the message to show.
pub fn check_table(id: &str) -> Result<(), String> {
    if ui_for(id).is_some() {
        return Ok(());
    }
    let name = crate::registry::find(id).map_or("that game", |e| e.info().name);
    Err(format!(
        "{name} has no table in the app yet (the command line `trumps replay` reads it)"
    ))
}
