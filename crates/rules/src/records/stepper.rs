//! Watching a record step by step: the state after every decision, the table as each seat or
//! as an observer sees it, and a line saying what each decision was, without giving away
//! what the viewer may not know.
//!
//! Secrets (the dealer's trump during the draft, the tasks before scoring) are shown to an
//! observer only when the recorded game is finished: then the observer sees everything, at
//! every step. A seat always sees exactly its own view.

use super::format::Record;
use super::load::RecordError;
use crate::engine::{Game, Seat};
use crate::games::what_trump::scoring::RoundSummary;
use crate::games::what_trump::{Action, Card, Phase, View, Viewpoint, WhatTrump};

/// A record replayed once, with the state after every decision kept.
#[derive(Clone, Debug)]
pub struct Stepper {
    record: Record,
    /// `states[k]` is the game after the first `k` decisions.
    states: Vec<WhatTrump>,
}

impl Stepper {
    /// Replays the record; an illegal decision or a bad deal is an error naming it.
    pub fn new(record: Record) -> Result<Stepper, RecordError> {
        let mut game = record.start()?;
        let mut states = Vec::with_capacity(record.decisions.len() + 1);
        states.push(game.clone());
        for (index, d) in record.decisions.iter().enumerate() {
            game.apply(d.seat, d.action)
                .map_err(|e| super::replay::illegal_decision(index, d, e))?;
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
    pub fn state(&self, step: usize) -> &WhatTrump {
        &self.states[self.clamp(step)]
    }

    /// Whether the recorded game reached its end.
    pub fn finished(&self) -> bool {
        self.states
            .last()
            .is_some_and(|g| g.phase() == Phase::GameOver)
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

    /// The table after `step` decisions as `viewpoint` sees it, with no actions offered.
    pub fn view(&self, step: usize, viewpoint: Viewpoint) -> View {
        let mut v = self.state(step).view_from(self.effective(viewpoint));
        v.legal.clear();
        v
    }

    /// The round scored by decision `step` (the `step`-th decision), if it ended one.
    pub fn scored_at(&self, step: usize) -> Option<&RoundSummary> {
        let step = self.clamp(step);
        if step == 0 {
            return None;
        }
        let before = self.states[step - 1].history().len();
        let after = &self.states[step];
        (after.history().len() > before)
            .then(|| after.history().last())
            .flatten()
    }

    /// What decision `step` (1-based: the one that led to `states[step]`) was, in words, as
    /// `viewpoint` may know it. `names` are the seats' names.
    pub fn describe(&self, step: usize, viewpoint: Viewpoint, names: &[String]) -> String {
        let step = self.clamp(step);
        if step == 0 {
            return "The start of the game, before any decision.".into();
        }
        let d = self.record.decisions[step - 1];
        let name = |s: Seat| {
            names
                .get(s.index())
                .cloned()
                .unwrap_or_else(|| format!("Player {}", s.index() + 1))
        };
        let who = name(d.seat);
        let vp = self.effective(viewpoint);
        let sees_secret = match vp {
            Viewpoint::Everything => true,
            Viewpoint::Seat(s) => s == d.seat,
            Viewpoint::Observer => false,
        };
        let before = &self.states[step - 1];
        let after = &self.states[step];
        let mut text = match d.action {
            Action::PickChip { task } => {
                format!("{who} took the chip \u{201c}{}\u{201d}.", task.label())
            }
            Action::SetTrump { trump } if sees_secret => {
                format!("{who} set the secret trump: {}.", trump.describe())
            }
            Action::SetTrump { .. } => format!("{who} set the secret trump."),
            Action::Draft { card } => {
                let col = before
                    .round()
                    .map(|r| r.active_column + 1)
                    .unwrap_or_default();
                format!("{who} picked {} from column {col}.", card_words(card))
            }
            Action::ChooseTask { task } if sees_secret => {
                format!("{who} chose the task \u{201c}{}\u{201d}.", task.label())
            }
            Action::ChooseTask { .. } => format!("{who} chose a secret task."),
            Action::Play { card } => format!("{who} played {}.", card_words(card)),
            Action::DealerDiscard { task } => {
                format!("{who} discarded the chip \u{201c}{}\u{201d}.", task.label())
            }
        };
        if matches!(d.action, Action::Play { .. }) {
            let tricks = |g: &WhatTrump| g.round().map(|r| r.tricks.len()).unwrap_or(0);
            let round_over = after.history().len() > before.history().len();
            if round_over || tricks(after) > tricks(before) {
                let winner = if round_over {
                    after
                        .history()
                        .last()
                        .and_then(|s| s.tricks.last())
                        .map(|t| t.winner)
                } else {
                    after
                        .round()
                        .and_then(|r| r.tricks.last())
                        .map(|t| t.winner)
                };
                if let Some(w) = winner {
                    text.push_str(&format!(" {} won the trick.", name(w)));
                }
            }
        }
        if matches!(d.action, Action::Draft { .. }) && after.phase() == Phase::ChooseTasks {
            text.push_str(" The draft is over and the trump is revealed.");
        }
        if let Some(s) = self.scored_at(step) {
            text.push_str(&format!(" Round {} is scored.", s.number));
        }
        if after.phase() == Phase::GameOver && before.phase() != Phase::GameOver {
            let w: Vec<String> = after.winners().iter().map(|&s| name(s)).collect();
            text.push_str(&format!(" The game is over: {} won.", w.join(" and ")));
        }
        text
    }

    /// The record cut after `step` decisions: to play on from that point.
    pub fn truncated(&self, step: usize) -> Record {
        let mut r = self.record.clone();
        r.decisions.truncate(self.clamp(step));
        r
    }

    /// The first step of each round (the step at which its dealer is to set the trump), for
    /// "jump to round" controls: (round number, step).
    pub fn round_starts(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut last = 0;
        for (k, g) in self.states.iter().enumerate() {
            if let Some(r) = g.round() {
                if r.number != last {
                    out.push((r.number, k));
                    last = r.number;
                }
            }
        }
        out
    }
}

/// "♥ red 5" style words for a card.
pub fn card_words(card: Card) -> String {
    format!(
        "{}{} ({} {})",
        card.suit().symbol(),
        card.rank(),
        card.suit().name(),
        card.rank()
    )
}
