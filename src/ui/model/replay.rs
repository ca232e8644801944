//! The record open in the viewer and the place in it, and how it is stored so a reload comes
//! back to the same step.

use crate::engine::{Seat, Viewpoint};
use crate::records::{parse_record, Record, RecordError, Stepper};
use crate::ui::model::seats::{SeatConfig, SeatInfo};
use crate::ui::model::store;
use crate::ui::model::store::keys::{REPLAY_KEY, REPLAY_VERSION};
use crate::ui::model::store::Loaded;
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

    /// What the step shown did, in the page's language.
    pub fn caption(&self) -> String {
        self.stepper
            .describe_said(self.step, self.viewpoint, &self.names())
            .iter()
            .map(crate::ui::model::lang::said)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A file name for a record: `what-trump-2026-11-21-4WT-7K2M-9QXA-49.json`.
pub fn file_name(record: &Record) -> String {
    format!(
        "{}-{}-{}.json",
        record.game,
        crate::ui::model::browser::date_stamp(crate::ui::model::browser::now_ms()),
        crate::records::DealCode::of_record(record).code()
    )
}
