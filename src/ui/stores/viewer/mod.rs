//! The replay viewer's store: the record open in it, the place and the seat shown, and a
//! review of a person's play in it ([`review`]). The place is stored as it changes, so a
//! reload opens the viewer where it was. The controller opens and closes the viewer (that
//! changes the screen); stepping through it and reviewing are this store's.

pub mod review;

use crate::engine::Viewpoint;
use crate::ui::model::replay::{save, ReplayState};
use crate::ui::model::screen::Screen;
use leptos::prelude::*;
pub use review::{Review, ReviewStatus};

/// The replay viewer's signals (see the module's text).
#[derive(Clone, Copy)]
pub struct Viewer {
    /// The record open in the replay viewer.
    pub replay: RwSignal<Option<ReplayState>>,
    /// The review of a person's play open in the viewer (see [`review`]).
    pub review: RwSignal<Option<Review>>,
    /// The screen shown (the controller's; read here to keep the place only while the viewer is
    /// up).
    pub screen: RwSignal<Screen>,
}

impl Viewer {
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
