//! The checks a move passes before it changes the game, each refused in plain words: the
//! game is not over, it is the seat's turn, the action is small, is an action of this game,
//! and is legal now. The move is tried on a copy of the game, so a refused one changes
//! nothing, whatever the game does with it.
//!
//! The checks about the connection (that it holds this seat, that the move was chosen in the
//! current position) are the host's ([`super::host`]), made before these.

use super::chunk::bytes_words;
use crate::engine::person_words::{agree, possessive};
use crate::engine::{seat_name, Seat};
use crate::registry::{ActionProblem, AnyGame};
use serde_json::Value;

/// The longest action accepted, as JSON text.
pub const MAX_ACTION_BYTES: usize = 4 * 1024;

/// The game after `seat` does `action`, or why not (the game given is never changed). A seat
/// named "You" in `names` is told "your turn".
pub fn try_action(
    game: &dyn AnyGame,
    seat: Seat,
    action: &Value,
    names: &[String],
) -> Result<Box<dyn AnyGame>, String> {
    let Some(to_act) = game.to_act() else {
        return Err("the game is over".into());
    };
    if seat != to_act {
        let turn = format!(
            "it is not {} turn: {} is to act",
            possessive(&seat_name(names, seat), false),
            seat_name(names, to_act)
        );
        return Err(agree(&turn));
    }
    let size = serde_json::to_string(action).map_or(usize::MAX, |t| t.len());
    if size > MAX_ACTION_BYTES {
        return Err(format!(
            "that move is {} long, and a move may be at most {}",
            bytes_words(size as u64),
            bytes_words(MAX_ACTION_BYTES as u64)
        ));
    }
    let mut next = game.clone_box();
    match next.apply_json(seat, action) {
        Ok(()) => Ok(next),
        Err(ActionProblem::Malformed(why)) => Err(format!(
            "that is not a move of {} ({why})",
            game.info().name
        )),
        Err(ActionProblem::Illegal(why)) => Err(format!("that move is not allowed: {why}")),
    }
}
