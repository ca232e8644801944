//! Truf in the parlour: its hand-made deals in records, and its part of
//! the command line's replay report.

use super::options::Options;
use super::state::{Phase, Truf};
use super::Chance;
use crate::engine::Parlour;
use crate::engine::RecordError;
use serde_json::Value;

impl Parlour for Truf {
    type Report = super::report::Report;
    fn chance_to_record(chance: &Chance) -> Value {
        chance.to_record()
    }
    fn chance_from_record(v: &Value, options: &Options) -> Result<Chance, RecordError> {
        Chance::from_record(v, options.players(), &options.deck())
    }
    fn phase_name(&self) -> &'static str {
        self.phase().id()
    }
    fn progress(&self) -> String {
        match self.phase() {
            Phase::GameOver => "Match over".into(),
            _ => format!("Hand {}", self.hand().number),
        }
    }
}
