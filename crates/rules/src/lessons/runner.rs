//! Playing a lesson, for any game: the game at the lesson's step, who acts there (the learner,
//! whose expected action the script gives, or a bot, whose action it plays), the coach's lines
//! at that step, the learner's action checked against the script (on it, the lesson moves on;
//! off it, the move is kept apart until it is taken back, for the table to show what it
//! cost), and the progress to save and resume (the step).

use super::format::{CoachLine, Lesson, LessonError};
use crate::engine::Seat;
use crate::records::replay::apply_decision;
use crate::records::Decision;
use crate::registry::{AnyGame, Entry};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;
use std::sync::Arc;
use trumps_words::{Msg, Said};

/// How far a learner got: what a save holds to resume the lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    /// The lesson's game (`ace-trump`).
    pub game: String,
    /// The lesson's revision when saved: a save of another revision starts the lesson again.
    pub revision: u32,
    /// The scripted actions played.
    pub step: usize,
}

/// Who acts at a step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Turn<'a> {
    /// The learner; the script's action is what the coach expects.
    Learner { expected: &'a Decision },
    /// Another seat, whose scripted action [`LessonRun::bot_move`] plays.
    Bot { decision: &'a Decision },
    /// The lesson is over.
    Done,
}

/// A learner's action that is not the script's: it is played on a copy of the game, which the
/// table shows until the learner takes it back ([`LessonRun::take_back`]).
#[derive(Clone, Debug)]
pub struct OffScript {
    pub step: usize,
    /// What the learner did, and what the script expected, as the game writes actions.
    pub played: Value,
    pub expected: Value,
    /// The same, said ("plays the Diplomat (8 of Moons and Suns)").
    pub played_said: trumps_words::Said,
    pub expected_said: trumps_words::Said,
    game: Box<dyn AnyGame>,
}

impl OffScript {
    /// The game after the learner's own action.
    pub fn game(&self) -> &dyn AnyGame {
        self.game.as_ref()
    }
}

/// What became of a learner's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The script's action: the lesson moved on.
    OnScript,
    /// Another legal action: see [`LessonRun::off_script`].
    OffScript,
}

/// Why the lesson could not do what was asked (nothing changed).
#[derive(Clone, Debug, PartialEq)]
pub enum RunError {
    /// The lesson is over.
    Finished,
    /// A learner's action at a step where a bot acts.
    NotLearnersTurn,
    /// A bot's action asked for at the learner's step.
    LearnersTurn,
    /// The learner went off the script: take it back first.
    OffScript,
    /// The learner's action is against the rules (or not an action of this game): why, said.
    Refused(Said),
    /// Saved progress that does not fit this lesson.
    Progress(String),
    /// The lesson itself is broken (a loaded lesson never is).
    Lesson(LessonError),
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Finished => write!(f, "the lesson is over"),
            RunError::NotLearnersTurn => write!(f, "it is not your turn"),
            RunError::LearnersTurn => write!(f, "it is your turn"),
            RunError::OffScript => {
                write!(f, "you left the lesson's line: take your move back first")
            }
            RunError::Refused(why) => write!(f, "{}", why.en()),
            RunError::Progress(why) => write!(f, "the saved lesson cannot be resumed: {why}"),
            RunError::Lesson(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RunError {}

impl RunError {
    /// Why, said for the learner (put into their language where it is read).
    pub fn said(&self) -> Said {
        match self {
            RunError::Finished => Said::new(Msg::LessonRunOver),
            RunError::NotLearnersTurn => Said::new(Msg::LessonRunNotYourTurn),
            RunError::LearnersTurn => Said::new(Msg::LessonRunYourTurn),
            RunError::OffScript => Said::new(Msg::LessonRunOffScript),
            RunError::Refused(why) => why.clone(),
            RunError::Progress(why) => Said::new(Msg::LessonRunProgress).text("why", why.clone()),
            RunError::Lesson(e) => Said::new(Msg::SaidText).text("text", e.to_string()),
        }
    }
}

impl From<LessonError> for RunError {
    fn from(e: LessonError) -> RunError {
        RunError::Lesson(e)
    }
}

/// A lesson being played.
#[derive(Clone, Debug)]
pub struct LessonRun {
    lesson: Arc<Lesson>,
    /// The lesson's game kind, found once at the start (a learner's action is checked with
    /// it without a look-up in the registry).
    entry: &'static dyn Entry,
    step: usize,
    /// The game after the first `step` scripted actions.
    game: Box<dyn AnyGame>,
    off: Option<OffScript>,
}

impl LessonRun {
    /// The lesson from its deal.
    pub fn start(lesson: Arc<Lesson>) -> Result<LessonRun, RunError> {
        let entry = lesson.entry();
        let game = entry
            .start(&lesson.options, lesson.seed, &lesson.deal)
            .map_err(LessonError::from)?;
        Ok(LessonRun {
            lesson,
            entry,
            step: 0,
            game,
            off: None,
        })
    }

    /// The lesson at the step `progress` saved (played through the script from the deal).
    pub fn resume(lesson: Arc<Lesson>, progress: &LessonProgress) -> Result<LessonRun, RunError> {
        if progress.game != lesson.game {
            return Err(RunError::Progress(format!(
                "it is a lesson of {}, not of {}",
                progress.game, lesson.game
            )));
        }
        if progress.revision != lesson.revision {
            return Err(RunError::Progress(
                "the lesson has changed since it was saved".into(),
            ));
        }
        if progress.step > lesson.steps() {
            return Err(RunError::Progress(format!(
                "step {} is past the lesson's end ({})",
                progress.step,
                lesson.steps()
            )));
        }
        let mut run = LessonRun::start(lesson)?;
        while run.step < progress.step {
            run.advance()?;
        }
        Ok(run)
    }

    /// What to save to resume here.
    pub fn progress(&self) -> LessonProgress {
        LessonProgress {
            game: self.lesson.game.to_string(),
            revision: self.lesson.revision,
            step: self.step,
        }
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The scripted actions played.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The game on the script's line (an action off it is apart: [`LessonRun::off_script`]).
    pub fn game(&self) -> &dyn AnyGame {
        self.game.as_ref()
    }

    /// Whether every scripted action has been played.
    pub fn finished(&self) -> bool {
        self.step >= self.lesson.steps()
    }

    /// Who acts now.
    pub fn turn(&self) -> Turn<'_> {
        match self.lesson.script.get(self.step) {
            None => Turn::Done,
            Some(d) if d.seat == self.lesson.learner => Turn::Learner { expected: d },
            Some(d) => Turn::Bot { decision: d },
        }
    }

    /// The action the coach expects of the learner now, if the learner acts.
    pub fn expected(&self) -> Option<&Decision> {
        match self.turn() {
            Turn::Learner { expected } => Some(expected),
            _ => None,
        }
    }

    /// The expected action, said ("plays the Ace of Wyrms"), for a learner's step the coach
    /// says nothing at.
    pub fn expected_said(&self) -> Option<trumps_words::Said> {
        self.expected().map(|d| self.game.action_said(&d.action))
    }

    /// The coach's lines at this step, in order.
    pub fn coach(&self) -> Vec<&CoachLine> {
        self.lesson.coach_at(self.step).collect()
    }

    /// The rule events the last scripted action made happen.
    pub fn just_happened(&self) -> &[&'static str] {
        self.step
            .checked_sub(1)
            .and_then(|k| self.lesson.events.get(k))
            .map_or(&[], Vec::as_slice)
    }

    /// The learner's action off the script, until it is taken back.
    pub fn off_script(&self) -> Option<&OffScript> {
        self.off.as_ref()
    }

    /// Plays the scripted action of the bot to act.
    pub fn bot_move(&mut self) -> Result<Decision, RunError> {
        match self.turn() {
            Turn::Done => Err(RunError::Finished),
            Turn::Learner { .. } => Err(RunError::LearnersTurn),
            Turn::Bot { decision } => {
                let d = decision.clone();
                self.advance()?;
                Ok(d)
            }
        }
    }

    /// The learner's action (as the game writes actions): the script's moves the lesson on;
    /// another legal one is kept apart as [`OffScript`]; one against the rules is refused.
    pub fn learner_move(&mut self, action: &Value) -> Result<Verdict, RunError> {
        let expected = match self.turn() {
            Turn::Done => return Err(RunError::Finished),
            Turn::Bot { .. } => return Err(RunError::NotLearnersTurn),
            Turn::Learner { expected } => expected.clone(),
        };
        if self.off.is_some() {
            return Err(RunError::OffScript);
        }
        let played = self
            .entry
            .check_action(action, "action")
            .map_err(|e| RunError::Refused(Said::new(Msg::SaidText).text("text", e.message)))?;
        if played == expected.action {
            self.advance()?;
            return Ok(Verdict::OnScript);
        }
        let mut game = self.game.clone();
        game.apply_json_said(self.lesson.learner, &played)
            .map_err(RunError::Refused)?;
        self.off = Some(OffScript {
            step: self.step,
            played_said: self.game.action_said(&played),
            expected_said: self.game.action_said(&expected.action),
            played,
            expected: expected.action,
            game,
        });
        Ok(Verdict::OffScript)
    }

    /// Takes back the learner's action off the script: the lesson is where it was before it.
    /// Whether there was one.
    pub fn take_back(&mut self) -> bool {
        self.off.take().is_some()
    }

    /// Plays the script's action whoever acts (the learner's too): following the coach.
    pub fn follow(&mut self) -> Result<Decision, RunError> {
        if self.off.is_some() {
            return Err(RunError::OffScript);
        }
        let d = self
            .lesson
            .script
            .get(self.step)
            .cloned()
            .ok_or(RunError::Finished)?;
        self.advance()?;
        Ok(d)
    }

    /// The learner's seat.
    pub fn learner(&self) -> Seat {
        self.lesson.learner
    }

    /// Plays the next scripted action.
    fn advance(&mut self) -> Result<(), RunError> {
        if self.off.is_some() {
            return Err(RunError::OffScript);
        }
        let d = self
            .lesson
            .script
            .get(self.step)
            .ok_or(RunError::Finished)?;
        apply_decision(self.game.as_mut(), self.step, d)
            .map_err(|e| RunError::Lesson(LessonError::from(e).of_game(self.game.info().name)))?;
        self.step += 1;
        Ok(())
    }
}
