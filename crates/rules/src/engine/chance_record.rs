//! Chance given explicitly (a hand-made deal) as a record writes it and reads it back: the
//! record's `deal` field (`docs/record-format.md`). Every game's `Chance` implements it.

use super::RecordError;
use serde_json::Value;

pub trait ChanceRecord<Options>: Sized {
    /// As a record writes it (`null` when nothing is given).
    fn to_record(&self) -> Value;
    /// The record's `deal` read back for a game with `options`; errors name the field.
    fn from_record(v: &Value, options: &Options) -> Result<Self, RecordError>;
}
