//! Top Trumps in the parlour: its part of the command line's replay report,
//! where it stands in words, and its lesson.

use super::actions::Action;
use super::state::{Phase, TopTrumps};
use crate::engine::{Parlour, RuleEvent, Seat};
use trumps_words::{Msg, Said};

impl Parlour for TopTrumps {
    type Report = super::report::Report;
    fn phase_name(&self) -> &'static str {
        crate::engine::unit_name(&self.phase())
    }
    fn progress(&self) -> String {
        self.progress_said().en()
    }
    fn progress_said(&self) -> Said {
        match self.phase() {
            Phase::GameOver => Said::new(Msg::ProgressGameOver),
            Phase::Choose => Said::new(Msg::ProgressTurn).num("n", (self.turns() + 1) as f64),
        }
    }
    /// Every turn ends with cards on the table.
    fn just_shown(&self) -> bool {
        self.last().is_some()
    }
    const LESSON: &'static str = super::lesson::LESSON;
    const RULE_EVENTS: &'static [RuleEvent] = super::lesson::EVENTS;
    fn rule_events(before: &Self, seat: Seat, action: &Action, after: &Self) -> Vec<&'static str> {
        super::lesson::events(before, seat, *action, after)
    }
}
