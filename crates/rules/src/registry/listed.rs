//! What the parlour needs from a game beyond its rules: its bots, its part of a record (the
//! hand-made deal), and its part of the command line's replay report. Each game implements
//! this in its own folder; the registry does the rest.

use crate::bots::{Bot, BotLevel};
use crate::engine::Game;
use crate::engine::RecordError;
pub use crate::engine::ReplayReport;
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
