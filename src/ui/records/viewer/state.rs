//! The record open in the viewer and the place in it, and how it is stored so a reload comes
//! back to the same step.

use crate::engine::{Seat, Viewpoint};
use crate::records::{parse_record, Record, RecordError, Stepper};
use crate::ui::ctl::{Ctl, Screen};
use crate::ui::seats::{SeatConfig, SeatInfo};
use crate::ui::store::keys::{REPLAY_KEY, REPLAY_VERSION};
use crate::ui::store::{self, Loaded};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

pub fn load() -> Loaded<SavedReplay> {
    store::load(REPLAY_KEY, REPLAY_VERSION)
}

/// Stores the viewer's record, or removes it. If the browser refuses to store it, the key is
/// removed too, so a reload never opens an older record instead (the record itself is kept
/// where it came from: the history, a file, the game).
pub fn save(replay: Option<&SavedReplay>) {
    let stored =
        replay.is_some_and(|r| store::save_over_now(REPLAY_KEY, REPLAY_VERSION, r).is_ok());
    if !stored {
        store::remove(REPLAY_KEY);
    }
}

/// What is stored while the replay viewer is open, so a reload comes back to the same step.
/// Leaving the viewer removes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedReplay {
    /// The record as compact JSON.
    pub record: String,
    pub step: usize,
    pub viewpoint: Viewpoint,
    pub title: String,
    #[serde(default)]
    pub only: Option<Seat>,
}

/// A record open in the viewer.
#[derive(Clone, Debug)]
pub struct ReplayState {
    pub stepper: Stepper,
    /// The record as compact JSON, kept for storing the viewer after every step.
    record_json: std::sync::Arc<str>,
    pub step: usize,
    pub viewpoint: Viewpoint,
    /// Where it came from: "game-2026-11-21.json", "Finished game of 21 Nov 2026, 14:05"…
    pub title: String,
    /// Watching one's own game in progress: only this seat's view (or the public one) may be
    /// chosen, so the other players' secrets stay hidden.
    pub only: Option<Seat>,
}

impl ReplayState {
    pub fn new(record: Record, title: String, viewpoint: Viewpoint) -> Result<Self, RecordError> {
        let stepper = Stepper::new(record)?;
        let viewpoint = match viewpoint {
            Viewpoint::Seat(s) if s.index() >= stepper.record().seats.len() => Viewpoint::Observer,
            v => v,
        };
        Ok(ReplayState {
            record_json: stepper.record().to_json().into(),
            stepper,
            step: 0,
            viewpoint,
            title,
            only: None,
        })
    }

    /// Whether this viewpoint may be chosen.
    pub fn allows(&self, viewpoint: Viewpoint) -> bool {
        match (self.only, viewpoint) {
            (Some(me), Viewpoint::Seat(s)) => s == me,
            (_, Viewpoint::Seat(s)) => s.index() < self.stepper.record().seats.len(),
            _ => true,
        }
    }

    /// Reads a stored viewer state back.
    pub fn from_saved(saved: &SavedReplay) -> Result<Self, RecordError> {
        let record = parse_record(&saved.record)?;
        let mut r = ReplayState::new(record, saved.title.clone(), saved.viewpoint)?;
        r.step = saved.step.min(r.stepper.steps());
        r.only = saved.only;
        if !r.allows(r.viewpoint) {
            r.viewpoint = Viewpoint::Observer;
        }
        Ok(r)
    }

    pub fn saved(&self) -> SavedReplay {
        SavedReplay {
            record: self.record_json.to_string(),
            step: self.step,
            viewpoint: self.viewpoint,
            title: self.title.clone(),
            only: self.only,
        }
    }

    pub fn names(&self) -> Vec<String> {
        self.stepper
            .record()
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatConfig::from_record(s).display_name(i))
            .collect()
    }

    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        self.stepper
            .record()
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let c = SeatConfig::from_record(s);
                SeatInfo {
                    name: c.display_name(i),
                    bot: c.is_bot().then_some(c.level),
                }
            })
            .collect()
    }

    pub fn caption(&self) -> String {
        self.stepper
            .describe(self.step, self.viewpoint, &self.names())
    }
}

impl Ctl {
    /// Opens a record in the viewer at its start; the error says why a record cannot be
    /// watched (nothing else changes then). Needs the games' rules: the first part asks for
    /// it through [`crate::ui::with_rules`].
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
