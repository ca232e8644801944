//! The replay viewer's record at the controller: opening one, stepping, the seat shown, and
//! keeping the place in it.

use super::{Ctl, Screen};
use crate::engine::{Seat, Viewpoint};
use crate::records::{Record, RecordError};
use crate::ui::model::replay::{save, ReplayState};
use leptos::prelude::*;

impl Ctl {
    /// Opens a record in the viewer at its start; the error says why a record cannot be
    /// watched (nothing else changes then). Needs the games' rules: the first part asks for
    /// it through [`crate::ui::stores::with_rules`].
    pub fn open_replay_now(
        self,
        record: Record,
        title: String,
        viewpoint: Viewpoint,
    ) -> Result<(), RecordError> {
        self.open_replay_for(record, title, viewpoint, None)
    }

    /// Like [`Ctl::open_replay`], limited to one seat's view (or the public one) when `only`.
    pub fn open_replay_for(
        self,
        record: Record,
        title: String,
        viewpoint: Viewpoint,
        only: Option<Seat>,
    ) -> Result<(), RecordError> {
        let mut state = ReplayState::new(record, title, viewpoint)?;
        state.only = only;
        self.replay.set(Some(state));
        self.show(Screen::Replay);
        Ok(())
    }

    pub fn replay_go(self, step: usize) {
        self.replay.update(|r| {
            if let Some(r) = r {
                r.step = step.min(r.stepper.steps());
            }
        });
        self.persist_replay();
    }

    pub fn replay_by(self, delta: isize) {
        let step = self
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.step))
            .unwrap_or(0);
        self.replay_go(step.saturating_add_signed(delta));
    }

    pub fn replay_viewpoint(self, viewpoint: Viewpoint) {
        self.replay.update(|r| {
            if let Some(r) = r.as_mut().filter(|r| r.allows(viewpoint)) {
                r.viewpoint = viewpoint;
            }
        });
        self.persist_replay();
    }

    /// Back to the hub (the record is closed: see [`Ctl::show`]).
    pub fn close_replay(self) {
        self.show(Screen::Hub);
    }

    /// Stores the open record and the place in it (or removes it once the viewer is left).
    pub fn persist_replay(self) {
        let shown = self.screen.get_untracked() == Screen::Replay;
        self.replay.with_untracked(|r| {
            save(
                r.as_ref()
                    .filter(|_| shown)
                    .map(ReplayState::saved)
                    .as_ref(),
            )
        });
    }
}
