//! Game records in the app: download a game's record, open one (a file, pasted text or a
//! finished game) in the replay viewer, play on from any step, share a deal by code or link,
//! and the finished-games history.
//!
//! - [`viewer`]: the replay viewer
//! - [`play_on`]: taking over a recorded game from a step
//! - [`share`]: the share dialog and the "play this shared deal?" confirmation
//! - [`import`]: opening a record file or pasted text, entering a deal code
//! - [`history_panel`]: the finished games on the hub
//! - [`game_menu`]: the table's "Game" dialog (share, download, watch)

pub mod game_menu;
pub mod history_panel;
pub mod import;
pub mod play_on;
pub mod share;
pub mod viewer;

use crate::ui::model::lang::{say, say_with, Msg, Value};

/// "3 rounds", "1 hand", "12 turns": `n` deals of a game that calls one `word`.
pub fn hands_count(word: &str, n: usize) -> String {
    let msg = match word {
        "round" => Msg::RecordsRounds,
        "turn" => Msg::RecordsTurns,
        _ => Msg::RecordsHands,
    };
    say_with(msg, &[("count", Value::Number(n as f64))])
}

/// "Round", "Hand", "Turn": what a game that calls one deal `word` calls it, as a heading.
pub fn hand_word(word: &str) -> String {
    say(match word {
        "round" => Msg::RecordsRound,
        "turn" => Msg::RecordsTurn,
        _ => Msg::RecordsHand,
    })
}

/// "Round 2": deal `n` of a game that calls one `word`.
pub fn hand_n(word: &str, n: usize) -> String {
    say_with(
        Msg::RecordsHandN,
        &[
            ("hand", Value::Text(&hand_word(word))),
            ("n", Value::Number(n as f64)),
        ],
    )
}
