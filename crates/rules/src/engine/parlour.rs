//! What the parlour needs from a game besides its rules and its bots: its part of a record
//! (the hand-made deal), its part of the command line's replay report, and where it stands in
//! words. Each game implements this in its own folder (`games/<id>/parlour.rs`); its bots are
//! given by the bots' own trait, and the registry lists a game that has both.

use super::{Game, RecordError, ReplayReport};
use serde_json::Value;

pub trait Parlour: Game {
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
