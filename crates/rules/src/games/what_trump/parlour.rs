//! What Trump? in the parlour: its hand-made deals in records, and its
//! part of the command line's replay report.

use super::chance::Chance;
use super::state::{Options, WhatTrump};
use crate::engine::Parlour;
use crate::engine::RecordError;
use serde_json::Value;

impl Parlour for WhatTrump {
    type Report = super::report::Report;
    fn chance_to_record(chance: &Chance) -> Value {
        chance.to_record()
    }
    fn chance_from_record(v: &Value, options: &Options) -> Result<Chance, RecordError> {
        Chance::from_record(v, options)
    }
    fn phase_name(&self) -> &'static str {
        self.phase().id()
    }
    fn progress(&self) -> String {
        match self.round() {
            Some(r) => format!("Round {}", r.number),
            None => "Chip draft".into(),
        }
    }
}
