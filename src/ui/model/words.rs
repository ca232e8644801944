//! Small helpers for sentences about seats.

pub use crate::engine::person_words::{agree, possessive};

/// "plays R5" → "Plays R5".
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The status line at the end of a match: the winners by name (`you_won`: the one winner is
/// the person at the table).
pub fn game_over_sentence(names: &[String], you_won: bool) -> String {
    match names {
        [] => "The game is over.".into(),
        [_] if you_won => "Game over: you win!".into(),
        [one] => agree(&format!("Game over: {one} wins.")),
        _ => format!("Game over: shared win for {}.", names.join(" and ")),
    }
}
