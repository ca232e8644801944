//! What Trump? in the parlour: its part of the command line's replay report,
//! where it stands in words, and its lesson.

use super::actions::Action;
use super::state::WhatTrump;
use crate::engine::{Parlour, RuleEvent, Seat};
use trumps_words::{Msg, Said};

impl Parlour for WhatTrump {
    type Report = super::report::Report;
    fn phase_name(&self) -> &'static str {
        crate::engine::unit_name(&self.phase())
    }
    fn progress(&self) -> String {
        self.progress_said().en()
    }
    fn progress_said(&self) -> Said {
        match self.round() {
            Some(r) => self.hand_progress_said(r.number),
            None => Said::new(Msg::ProgressChipDraft),
        }
    }
    fn hand_progress_said(&self, number: usize) -> Said {
        Said::new(Msg::ProgressRound).num("n", number as f64)
    }
    /// A trick just taken (it is still shown on the table).
    fn just_shown(&self) -> bool {
        let playing = self.phase() == super::state::Phase::Play;
        self.round().is_some_and(|r| {
            crate::mechanics::trick::trick_just_taken(
                playing,
                r.trick.plays.is_empty(),
                r.tricks.len(),
            )
        })
    }
    const LESSON: &'static str = super::lesson::LESSON;
    const RULE_EVENTS: &'static [RuleEvent] = super::lesson::EVENTS;
    fn rule_events(before: &Self, seat: Seat, action: &Action, after: &Self) -> Vec<&'static str> {
        super::lesson::events(before, seat, *action, after)
    }
}
