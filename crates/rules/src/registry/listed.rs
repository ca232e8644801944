//! What the parlour needs from a game beyond its rules: its bots, its part of a record (the
//! hand-made deal), and its part of the command line's replay report. Each game implements
//! this in its own folder; the registry does the rest.

use crate::bots::{Bot, BotLevel};
use crate::engine::{Game, Seat};
use crate::records::RecordError;
use serde_json::Value;

pub trait Listed: Game {
    /// A computer player of `level` (its own randomness from `seed`).
    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self>>;

    /// Chance given explicitly as a record writes it (`null` when there is none).
    fn chance_to_record(chance: &Self::Chance) -> Value;
    /// The record's `deal` read back for a game with `options`; errors name the field.
    fn chance_from_record(v: &Value, options: &Self::Options) -> Result<Self::Chance, RecordError>;

    /// The game's part of `trumps replay`'s report, kept while the record is replayed.
    type Report: ReplayReport<Self>;
    /// The phase of the game, as `trumps legal` names it.
    fn phase_name(&self) -> &'static str;
    /// Where the game stands, in two or three words for people ("Round 3", "Chip draft").
    fn progress(&self) -> String;
}

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
