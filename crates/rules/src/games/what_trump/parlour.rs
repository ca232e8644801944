//! What Trump? in the parlour: its part of the command line's replay report
//! and where it stands in words.

use super::state::WhatTrump;
use crate::engine::Parlour;

impl Parlour for WhatTrump {
    type Report = super::report::Report;
    fn phase_name(&self) -> &'static str {
        crate::engine::unit_name(&self.phase())
    }
    fn progress(&self) -> String {
        match self.round() {
            Some(r) => format!("Round {}", r.number),
            None => "Chip draft".into(),
        }
    }
}
