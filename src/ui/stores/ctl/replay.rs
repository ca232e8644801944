//! The replay viewer at the controller: opening a record (the screen changes), closing it,
//! and reviewing the game at the table (it opens in the viewer). Stepping through a record
//! and the review itself are the viewer's store ([`crate::ui::stores::viewer`]).

use super::{Ctl, Screen};
use crate::engine::{Seat, Viewpoint};
use crate::records::{Record, RecordError};
use crate::ui::model::replay::ReplayState;
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
        self.viewer.replay.set(Some(state));
        self.show(Screen::Replay);
        Ok(())
    }

    /// Back to the hub (the record is closed: see [`Ctl::show`]).
    pub fn close_replay(self) {
        self.show(Screen::Hub);
    }

    /// From the game at the table: opens it in the viewer from the seat of the person at the
    /// device and reviews their play in the hand whose summary is up, or, at the end, in the
    /// whole game.
    pub fn review_at_table(self) {
        let found = self.play.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let me = s.viewer();
            let hand = if s.is_over() && s.pending_summary().is_none() {
                None
            } else {
                Some(s.pending_summary()? + 1)
            };
            (s.is_human(me) && !s.cover).then_some((me, hand))
        });
        let Some((me, hand)) = found else {
            return;
        };
        self.watch_current();
        if self.screen.get_untracked() != Screen::Replay {
            return;
        }
        self.viewer.replay_viewpoint(Viewpoint::Seat(me));
        self.viewer.start_review(me, hand);
    }

    /// Whether the game at the table can be reviewed from there: a person holds the device and
    /// the game has a record.
    pub fn review_offered(self) -> bool {
        self.play.session.with(|s| {
            s.as_ref()
                .is_some_and(|s| s.is_human(s.viewer()) && s.saved.recorded && !s.is_lesson())
        })
    }
}
