//! Top Trumps in the parlour: its part of the command line's replay report
//! and where it stands in words.

use super::state::{Phase, TopTrumps};
use crate::engine::Parlour;

impl Parlour for TopTrumps {
    type Report = super::report::Report;
    fn phase_name(&self) -> &'static str {
        crate::engine::unit_name(&self.phase())
    }
    fn progress(&self) -> String {
        match self.phase() {
            Phase::GameOver => "Game over".into(),
            Phase::Choose => format!("Turn {}", self.turns() + 1),
        }
    }
}
