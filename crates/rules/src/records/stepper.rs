//! Watching a record step by step, for any game: the state after every decision, the
//! viewpoint a viewer actually gets, and a line saying what each decision was without giving
//! away what the viewer may not know (the game writes the line: [`crate::engine::Game::caption`]).
//!
//! Secrets are shown to an observer only when the recorded game is finished: then the observer
//! sees everything, at every step. A seat always sees exactly its own view.

use super::format::Record;
use super::replay::apply_decision;
use crate::engine::record_error::RecordError;
use crate::engine::{Game, Viewpoint};
use crate::registry::{downcast, AnyGame};

/// A record replayed once, with the state after every decision kept.
#[derive(Clone, Debug)]
pub struct Stepper {
    record: Record,
    /// `states[k]` is the game after the first `k` decisions.
    states: Vec<Box<dyn AnyGame>>,
}

impl Stepper {
    /// Replays the record; an illegal decision or a bad deal is an error naming it.
    pub fn new(record: Record) -> Result<Stepper, RecordError> {
        let mut game = record.start()?;
        let mut states = Vec::with_capacity(record.decisions.len() + 1);
        states.push(game.clone());
        for (index, d) in record.decisions.iter().enumerate() {
            apply_decision(game.as_mut(), index, d)?;
            states.push(game.clone());
        }
        Ok(Stepper { record, states })
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The number of decisions (steps run from 0 to this).
    pub fn steps(&self) -> usize {
        self.states.len() - 1
    }

    fn clamp(&self, step: usize) -> usize {
        step.min(self.steps())
    }

    /// The game after the first `step` decisions.
    pub fn state(&self, step: usize) -> &dyn AnyGame {
        self.states[self.clamp(step)].as_ref()
    }

    /// The game after `step` decisions as a `G`, if the record is of game `G`.
    pub fn state_as<G: Game>(&self, step: usize) -> Option<&G> {
        downcast::<G>(self.state(step))
    }

    /// The table after `step` decisions as `viewpoint` sees it (see [`Stepper::effective`]),
    /// if the record is of game `G`.
    pub fn view_as<G: Game>(&self, step: usize, viewpoint: Viewpoint) -> Option<G::View> {
        self.state_as::<G>(step)
            .map(|g| g.view(self.effective(viewpoint)))
    }

    /// Whether the recorded game reached its end.
    pub fn finished(&self) -> bool {
        self.states.last().is_some_and(|g| g.outcome().is_some())
    }

    /// Whether an observer sees every secret (only once the recorded game is finished).
    pub fn observer_sees_all(&self) -> bool {
        self.finished()
    }

    /// The viewpoint actually used for `wanted`: an observer of a finished game sees all.
    pub fn effective(&self, wanted: Viewpoint) -> Viewpoint {
        match wanted {
            Viewpoint::Observer | Viewpoint::Everything if self.observer_sees_all() => {
                Viewpoint::Everything
            }
            Viewpoint::Seat(s) => Viewpoint::Seat(s),
            _ => Viewpoint::Observer,
        }
    }

    /// Whether decision `step` (the one that led to `states[step]`) scored a hand.
    pub fn scored_at(&self, step: usize) -> bool {
        let step = self.clamp(step);
        step > 0 && self.states[step].hands_scored() > self.states[step - 1].hands_scored()
    }

    /// What decision `step` (1-based: the one that led to `states[step]`) was, in English
    /// words (a seat named "You" in the second person), as `viewpoint` may know it. `names`
    /// are the seats' names.
    pub fn describe(&self, step: usize, viewpoint: Viewpoint, names: &[String]) -> String {
        let said = self.describe_said(step, viewpoint, names);
        crate::engine::person_words::agree(&crate::engine::teller::in_english(&said))
    }

    /// What decision `step` was, as said (sentences to put into the reader's language, see
    /// [`crate::engine::Teller`]), as `viewpoint` may know it.
    pub fn describe_said(
        &self,
        step: usize,
        viewpoint: Viewpoint,
        names: &[String],
    ) -> Vec<trumps_words::Said> {
        let step = self.clamp(step);
        if step == 0 {
            return vec![trumps_words::Said::new(trumps_words::Msg::CaptionStart)];
        }
        let d = &self.record.decisions[step - 1];
        self.states[step].caption(
            self.states[step - 1].as_ref(),
            d.seat,
            &d.action,
            self.effective(viewpoint),
            names,
        )
    }

    /// The record cut after `step` decisions: to play on from that point.
    pub fn truncated(&self, step: usize) -> Record {
        let mut r = self.record.clone();
        r.decisions.truncate(self.clamp(step));
        r
    }

    /// The first step of each hand (round), for "jump to round" controls: (hand number, step).
    pub fn round_starts(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut last = 0;
        for (k, g) in self.states.iter().enumerate() {
            if let Some(n) = g.hand_number() {
                if n != last {
                    out.push((n, k));
                    last = n;
                }
            }
        }
        out
    }
}
