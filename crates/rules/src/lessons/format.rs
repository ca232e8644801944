//! What a lesson is, once read: the game and its options, the deal, the seats (the learner's
//! named "You"), the "what's different" card, the scripted line of every seat's actions, the
//! coach's lines keyed to steps, and where the lesson ends. The file format is described in
//! `docs/lessons.md`; [`super::load`] reads and checks it.

use crate::bots::BotLevel;
use crate::engine::Seat;
use crate::records::{Decision, Record, SeatInfo};
use crate::registry::{self, Entry};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

/// Marks a JSON document as a Trumps lesson.
pub const LESSON_FORMAT: &str = "trumps-lesson";
/// The lesson format version this build reads.
pub const LESSON_VERSION: u32 = 1;

/// The part of the table a coach line points at. A small fixed vocabulary, the same for every
/// game; a table shows each where it has one (What Trump?'s grid, Top Trumps' attributes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Target {
    /// The learner's own cards (Top Trumps: the learner's top card).
    Hand,
    /// The trick on the table, or the cards shown in a Top Trumps turn.
    Trick,
    /// Where the trump in force is shown.
    Trump,
    /// The status line: who acts and what is asked.
    Status,
    /// The bids: what each seat bid, and how.
    Bids,
    /// What Trump?'s task chips: the racks and the chips in the middle.
    Chips,
    /// What Trump?'s face-up grid of columns.
    Grid,
    /// What Trump?'s tasks of the round.
    Tasks,
    /// Ransom Trump's ransoms.
    Ransoms,
    /// Top Trumps' attributes on the learner's top card.
    Attributes,
    /// Top Trumps' middle pile.
    Middle,
    /// The scores, tricks won and cards held.
    Scores,
}

impl Target {
    pub const ALL: [Target; 12] = [
        Target::Hand,
        Target::Trick,
        Target::Trump,
        Target::Status,
        Target::Bids,
        Target::Chips,
        Target::Grid,
        Target::Tasks,
        Target::Ransoms,
        Target::Attributes,
        Target::Middle,
        Target::Scores,
    ];

    /// The id lesson files use: `hand`, `trick`…
    pub fn id(self) -> &'static str {
        match self {
            Target::Hand => "hand",
            Target::Trick => "trick",
            Target::Trump => "trump",
            Target::Status => "status",
            Target::Bids => "bids",
            Target::Chips => "chips",
            Target::Grid => "grid",
            Target::Tasks => "tasks",
            Target::Ransoms => "ransoms",
            Target::Attributes => "attributes",
            Target::Middle => "middle",
            Target::Scores => "scores",
        }
    }

    pub fn from_id(id: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// What a coach line waits for before the lesson goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Wait {
    /// The learner's move (only on a step where the learner acts): the line stays until the
    /// learner plays.
    Move,
    /// A tap on "Next".
    Next,
}

impl Wait {
    pub fn id(self) -> &'static str {
        match self {
            Wait::Move => "move",
            Wait::Next => "next",
        }
    }
}

/// One thing the coach says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoachLine {
    /// The step it is shown at: the position after this many scripted actions (0: the deal,
    /// before anyone acts). A line about a move just made stands at the step after it; a line
    /// asking for the learner's move stands at the learner's step.
    pub step: usize,
    /// The words, plain and in the second person.
    pub text: String,
    pub target: Target,
    pub wait: Wait,
    /// The moment of the rules it explains (one of the game's
    /// [`RuleEvent`](crate::engine::RuleEvent) ids), if it explains one: the scripted action
    /// just before its step, or the learner's at its step, makes it happen.
    pub event: Option<&'static str>,
}

/// Where the lesson ends: its script ends as the `hands`-th hand is scored (Top Trumps: the
/// `hands`-th turn; What Trump?: round).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonEnd {
    pub hands: usize,
    /// Whether the game is over then (a match of one hand), or would go on.
    pub game_over: bool,
    /// The coach's last words: what the lesson showed, and what the game does after it.
    pub text: String,
}

/// A lesson, read and checked ([`super::read_lesson`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The game's id (`ace-trump`).
    pub game: &'static str,
    /// Bumped when the lesson's script changes: saved progress of another revision is
    /// refused ([`super::LessonRun::resume`]) and the lesson starts again.
    pub revision: u32,
    pub title: String,
    pub players: usize,
    /// The game's options, complete and checked.
    pub options: Value,
    pub seed: u64,
    /// Chance given explicitly, in a record's form (`null`: everything from the seed).
    pub deal: Value,
    /// Every seat's name; the learner's is "You".
    pub seats: Vec<String>,
    pub learner: Seat,
    /// "What's different in this game": 3 to 5 short lines.
    pub intro: Vec<String>,
    /// Every action of every seat from the deal to the end, in a record's form.
    pub script: Vec<Decision>,
    /// In step order.
    pub coach: Vec<CoachLine>,
    pub end: LessonEnd,
    /// The moments of the rules each scripted action made happen (`events[k]`: action `k`),
    /// worked out when the lesson was read.
    pub events: Vec<Vec<&'static str>>,
}

impl Lesson {
    /// The registry entry of the lesson's game.
    pub fn entry(&self) -> &'static dyn Entry {
        registry::find(self.game).unwrap_or(registry::GAMES[0])
    }

    /// The number of scripted actions (the steps run from 0 to this, the end).
    pub fn steps(&self) -> usize {
        self.script.len()
    }

    /// Whether the learner acts at `step`.
    pub fn learner_acts_at(&self, step: usize) -> bool {
        self.script
            .get(step)
            .is_some_and(|d| d.seat == self.learner)
    }

    /// The learner's actions in a row from `step` (empty where another seat acts). The table
    /// may send them as one decision (a bid put together from several cards and then closed,
    /// on one tap), so a line at `step` may speak of any of them.
    pub fn learner_run(&self, step: usize) -> std::ops::Range<usize> {
        let end = (step..self.steps())
            .find(|&k| !self.learner_acts_at(k))
            .unwrap_or(self.steps());
        step..end.max(step)
    }

    /// The coach's lines at `step`, in order.
    pub fn coach_at(&self, step: usize) -> impl Iterator<Item = &CoachLine> {
        self.coach.iter().filter(move |c| c.step == step)
    }

    /// The scripted actions (by index) that made the rule event `id` happen.
    pub fn event_steps(&self, id: &str) -> Vec<usize> {
        (0..self.events.len())
            .filter(|&k| self.events[k].contains(&id))
            .collect()
    }

    /// The lesson as a game record (the learner a person, the others bots), to watch it back
    /// in the replay viewer.
    pub fn record(&self) -> Record {
        Record {
            game: self.game,
            options: self.options.clone(),
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, name)| {
                    if i == self.learner.index() {
                        SeatInfo::human(name.clone())
                    } else {
                        SeatInfo::bot(name.clone(), BotLevel::Standard)
                    }
                })
                .collect(),
            seed: self.seed,
            deal: self.deal.clone(),
            decisions: self.script.clone(),
        }
    }
}

/// Why a lesson cannot be used: where in its file (a JSON path such as `script[12]` or
/// `coach[3].target`) and what is wrong, in plain words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The lesson's game by name ("Ace Trump"), when known.
    pub game: Option<String>,
    /// Where: a JSON path, empty for the whole file.
    pub at: String,
    pub message: String,
}

impl LessonError {
    pub fn new(at: impl Into<String>, message: impl Into<String>) -> LessonError {
        LessonError {
            game: None,
            at: at.into(),
            message: message.into(),
        }
    }

    /// The same error, said to be about the lesson of the game named `name`.
    pub fn of_game(mut self, name: &str) -> LessonError {
        self.game = Some(name.to_string());
        self
    }
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.game {
            Some(g) => write!(f, "the lesson of {g} cannot be used: ")?,
            None => write!(f, "this lesson cannot be used: ")?,
        }
        if self.at.is_empty() {
            write!(f, "{}", self.message)
        } else {
            write!(f, "{}: {}", self.at, self.message)
        }
    }
}

impl std::error::Error for LessonError {}

impl From<crate::engine::RecordError> for LessonError {
    fn from(e: crate::engine::RecordError) -> LessonError {
        LessonError::new(e.at, e.message)
    }
}
