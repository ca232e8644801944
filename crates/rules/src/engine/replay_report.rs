//! A game's part of the command line's replay report, built as a record is replayed.

use super::{Game, Seat};
use serde_json::Value;

/// A game's part of `trumps replay`'s report, built while the record is replayed: it sees the
/// game at the start, then every decision (the state before, the seat, the action, the state
/// after), so it can tell what the game itself no longer holds (a finished hand's deal and
/// tricks) without the game keeping anything more.
pub trait ReplayReport<G: Game> {
    /// The report of a game before any decision.
    fn start(game: &G) -> Self;
    /// `seat` did `action`, which took the game from `before` to `after`.
    fn step(&mut self, before: &G, seat: Seat, action: &G::Action, after: &G);
    /// The game's part of the report once the record ends with `game`: every hand played, and
    /// where an unfinished game stands (an object whose fields are added to the report).
    fn finish(self, game: &G) -> Value;
}
