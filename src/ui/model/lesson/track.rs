//! A lesson as the table plays it: the lesson's run (its step on the script, a move off the
//! script kept apart), which of the coach's lines at this step the learner has read, whether
//! the "what's different" card is still up, and what a move off the script cost. No web
//! calls, so it is tested natively; [`crate::ui::model::session::Session`] holds one while a lesson
//! is at the table.

use super::cost::Cost;
use super::words::lesson_words;
use crate::lessons::{self, Lesson, LessonProgress, LessonRun, RunError, Target, Turn, Verdict};
use crate::records::Decision;
use crate::ui::model::lang::{said_asked, say, say_with, Msg, Said, Value};
use serde::{Deserialize, Serialize};
use serde_json::Value as Json;
use std::sync::Arc;

/// What the lesson's save slot keeps of a lesson in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonSave {
    pub progress: LessonProgress,
    /// The coach's lines read at this step.
    #[serde(default)]
    pub read: usize,
    /// Whether the "what's different" card was still up.
    #[serde(default)]
    pub intro: bool,
}

/// A line the coach shows now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoachShown {
    pub text: String,
    /// The part of the table it speaks of (none for a move asked for in the table's words:
    /// the move's own control is marked).
    pub target: Option<Target>,
    /// Whether it waits for a tap on *Next* (else for the learner's move).
    pub next: bool,
    /// The short texts of the move the coach asks for (as the table's controls mark them),
    /// if it asks for one: the learner's actions in a row from this step, which a table may
    /// put together over several taps and send at once (a bid shown as cards, then *Bid*).
    pub expected: Vec<String>,
}

/// A lesson at the table.
#[derive(Clone, Debug)]
pub struct LessonTrack {
    run: LessonRun,
    /// The coach's lines at this step already read (each *Next* tapped).
    read: usize,
    /// The "what's different in this game" card is up (at the start).
    pub intro: bool,
    /// What the learner's move off the script cost, as Expert weighs it.
    pub cost: Cost,
}

impl PartialEq for LessonTrack {
    fn eq(&self, o: &Self) -> bool {
        self.run.progress() == o.run.progress()
            && self.read == o.read
            && self.intro == o.intro
            && self.cost == o.cost
            && self.run.off_script().map(|x| &x.played) == o.run.off_script().map(|x| &x.played)
    }
}

/// Why a lesson could not be opened, in plain words.
pub fn lesson_of(game: &str) -> Result<Arc<Lesson>, String> {
    match lessons::for_game(game) {
        Some(Ok(l)) => Ok(Arc::new(l)),
        Some(Err(e)) => Err(say_with(
            Msg::LessonCannotBeUsed,
            &[("why", Value::Text(&e.to_string()))],
        )),
        None => Err(say(Msg::LessonNoneYet)),
    }
}

impl LessonTrack {
    /// The lesson from its start, the "what's different" card up.
    pub fn start(lesson: Arc<Lesson>) -> Result<LessonTrack, String> {
        let run = LessonRun::start(lesson).map_err(|e| {
            say_with(
                Msg::LessonCannotStart,
                &[("why", Value::Text(&e.to_string()))],
            )
        })?;
        Ok(LessonTrack {
            run,
            read: 0,
            intro: true,
            cost: Cost::None,
        })
    }

    /// The lesson where `saved` left it.
    pub fn resume(lesson: Arc<Lesson>, saved: &LessonSave) -> Result<LessonTrack, RunError> {
        let run = LessonRun::resume(lesson, &saved.progress)?;
        let lines = run.coach().len();
        Ok(LessonTrack {
            run,
            read: saved.read.min(lines),
            intro: saved.intro,
            cost: Cost::None,
        })
    }

    /// What to keep to resume here (a move off the script is not kept: the lesson resumes on
    /// its line).
    pub fn save(&self) -> LessonSave {
        LessonSave {
            progress: self.run.progress(),
            read: self.read,
            intro: self.intro,
        }
    }

    pub fn lesson(&self) -> &Lesson {
        self.run.lesson()
    }

    pub fn run(&self) -> &LessonRun {
        &self.run
    }

    /// The lesson's game id.
    pub fn game(&self) -> &'static str {
        self.run.lesson().game
    }

    /// The scripted actions played, and how many there are.
    pub fn step(&self) -> (usize, usize) {
        (self.run.step(), self.run.lesson().steps())
    }

    pub fn finished(&self) -> bool {
        self.run.finished()
    }

    /// The learner's move off the script, until it is taken back: (what was played, what the
    /// lesson expected), each as asked of the learner ("play the 7 of Moons"), in words.
    pub fn off_script(&self) -> Option<(String, String)> {
        self.run
            .off_script()
            .map(|o| (said_asked(&o.played_said), said_asked(&o.expected_said)))
    }

    /// The coach's line now: the next unread line of this step, or at the learner's step with
    /// every line read, the move asked for in the table's words. None while the "what's
    /// different" card is up, off the script, or between a bot's moves.
    pub fn line(&self) -> Option<CoachShown> {
        if self.intro || self.run.off_script().is_some() {
            return None;
        }
        let lines = self.run.coach();
        let expected = self.expected_texts();
        if let Some(l) = lines.get(self.read) {
            let next = l.wait == lessons::Wait::Next;
            // Its words by its place in the lesson's list of lines (from 1).
            let lesson = self.run.lesson();
            let n = lesson.coach.iter().position(|c| std::ptr::eq(c, *l));
            let part = format!("coach-{}", n.map_or(0, |n| n + 1));
            return Some(CoachShown {
                text: lesson_words(lesson.game, &part, &l.text),
                target: Some(l.target),
                next,
                expected: if next { Vec::new() } else { expected },
            });
        }
        let words = said_asked(&self.run.expected_said()?);
        Some(CoachShown {
            text: say_with(Msg::LessonYourMoveIs, &[("move", Value::Text(&words))]),
            target: None,
            next: false,
            expected,
        })
    }

    /// The short texts of the learner's expected actions in a row from this step (as the
    /// table's controls mark them; [`Lesson::learner_run`]): empty where a bot acts.
    pub fn expected_texts(&self) -> Vec<String> {
        let lesson = self.run.lesson();
        lesson
            .learner_run(self.run.step())
            .filter_map(|k| lesson.script.get(k))
            .filter_map(|d| self.run.game().action_text(&d.action).ok())
            .collect()
    }

    /// Taps *Next*: the coach's next line (only a line waiting for *Next* moves on).
    pub fn next(&mut self) {
        if self.intro {
            self.intro = false;
            return;
        }
        if self.line().is_some_and(|l| l.next) {
            self.read += 1;
        }
    }

    /// Whether the lesson is waiting on the learner to read (the card, or a line waiting
    /// for *Next*), or to take a move back: the bots wait too.
    pub fn waiting(&self) -> bool {
        self.intro || self.run.off_script().is_some() || self.line().is_some_and(|l| l.next)
    }

    /// The scripted move of the bot to act, once the learner has read every line here.
    pub fn bot_due(&self) -> Option<&Decision> {
        match self.run.turn() {
            Turn::Bot { decision } if !self.waiting() => Some(decision),
            _ => None,
        }
    }

    /// Plays the bot's scripted move.
    pub fn bot_move(&mut self) -> Result<Decision, RunError> {
        if self.waiting() {
            return Err(RunError::LearnersTurn);
        }
        let d = self.run.bot_move()?;
        self.read = 0;
        Ok(d)
    }

    /// The learner's move: on the script the lesson moves on; off it, it is kept apart.
    pub fn learner_move(&mut self, action: &Json) -> Result<Verdict, RunError> {
        if self.intro {
            return Err(RunError::Refused(Said::new(Msg::LessonReadTheCardFirst)));
        }
        let verdict = self.run.learner_move(action)?;
        match verdict {
            Verdict::OnScript => self.read = 0,
            Verdict::OffScript => self.cost = Cost::Asking,
        }
        Ok(verdict)
    }

    /// Takes back the move off the script; whether there was one.
    pub fn take_back(&mut self) -> bool {
        self.cost = Cost::None;
        self.run.take_back()
    }

    /// The learner's view of the game before the move off the script (what Expert weighs).
    pub fn view_before_off_script(&self) -> Option<(Json, Json, Json)> {
        let off = self.run.off_script()?;
        Some((
            self.run.game().view_json(self.run.learner()),
            off.played.clone(),
            off.expected.clone(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn track(game: &str) -> LessonTrack {
        LessonTrack::start(lesson_of(game).expect("a lesson")).expect("it starts")
    }

    /// Follows the coach: reads every line, plays the learner's expected moves and lets the
    /// bots play theirs, to the end.
    fn follow(t: &mut LessonTrack) -> usize {
        let mut shown = 0;
        t.next();
        while !t.finished() {
            if let Some(l) = t.line() {
                shown += 1;
                if l.next {
                    t.next();
                    continue;
                }
            }
            match t.run.turn() {
                Turn::Learner { expected } => {
                    let a = expected.action.clone();
                    assert_eq!(t.learner_move(&a), Ok(Verdict::OnScript));
                }
                Turn::Bot { .. } => {
                    assert!(t.bot_due().is_some(), "{}: a bot is due", t.game());
                    t.bot_move().expect("the bot's move");
                }
                Turn::Done => break,
            }
        }
        // The last lines stand at the end.
        while let Some(l) = t.line() {
            shown += 1;
            assert!(l.next);
            t.next();
        }
        shown
    }

    #[test]
    fn every_lesson_can_be_followed_to_its_end_and_every_line_is_shown() {
        for game in lessons::games() {
            let mut t = track(game);
            assert!(t.intro && t.line().is_none() && t.bot_due().is_none());
            let shown = follow(&mut t);
            assert!(t.finished());
            assert!(
                shown >= t.lesson().coach.len(),
                "{game}: every line is shown ({shown} of {})",
                t.lesson().coach.len()
            );
        }
    }

    /// One step of following the coach: *Next* on a line waiting for it, else the learner's
    /// expected move, else the bot's scripted one.
    fn step_on(t: &mut LessonTrack) {
        if t.line().is_some_and(|l| l.next) {
            t.next();
        } else if let Some(d) = t.run.expected() {
            let a = d.action.clone();
            t.learner_move(&a).expect("on the script");
        } else {
            t.bot_move().expect("a bot's move");
        }
    }

    #[test]
    fn bots_wait_while_a_line_waits_for_next() {
        for game in lessons::games() {
            let mut t = track(game);
            t.next();
            while !t.finished() {
                if t.line().is_some_and(|l| l.next) {
                    assert!(t.bot_due().is_none(), "{game}: bots wait for Next");
                    assert!(t.bot_move().is_err(), "{game}: and cannot be made to move");
                }
                step_on(&mut t);
            }
        }
    }

    /// Follows the coach to the learner's first step with another legal move than the
    /// lesson's; that move and the lesson's.
    fn to_a_choice(t: &mut LessonTrack) -> Option<(Json, Json)> {
        t.next();
        while !t.finished() {
            if t.line().is_some_and(|l| l.next) {
                t.next();
                continue;
            }
            if let Some(d) = t.run.expected() {
                let expected = d.action.clone();
                let other = t
                    .run
                    .game()
                    .legal_json()
                    .into_iter()
                    .find(|a| *a != expected);
                if let Some(other) = other {
                    return Some((other, expected));
                }
                t.learner_move(&expected).expect("on the script");
            } else {
                t.bot_move().expect("a bot's move");
            }
        }
        None
    }

    #[test]
    fn a_move_off_the_script_waits_for_take_back_and_is_not_saved() {
        for game in lessons::games() {
            let mut t = track(game);
            let (other, expected) = to_a_choice(&mut t).expect("a choice in the lesson");
            let saved = t.save();
            assert_eq!(t.learner_move(&other), Ok(Verdict::OffScript), "{game}");
            assert!(t.waiting() && t.line().is_none() && t.bot_due().is_none());
            assert_eq!(t.cost, Cost::Asking);
            let (played, wanted) = t.off_script().expect("off the script");
            assert_ne!(played, wanted);
            assert!(t.view_before_off_script().is_some());
            assert_eq!(t.save(), saved, "{game}: the save stays on the script");
            assert!(t.take_back());
            assert_eq!(t.cost, Cost::None);
            assert_eq!(t.learner_move(&expected), Ok(Verdict::OnScript), "{game}");
        }
    }

    #[test]
    fn a_move_of_several_taps_asks_for_each_of_its_actions() {
        let mut several = 0;
        for game in lessons::games() {
            let mut t = track(game);
            t.next();
            while !t.finished() {
                // Each of the learner's actions in a row, by its text.
                if let Some(l) = t.line().filter(|l| !l.next) {
                    let run = t.lesson().learner_run(t.run.step());
                    assert_eq!(l.expected.len(), run.len(), "{game}: {:?}", l.expected);
                    several += usize::from(run.len() > 1);
                }
                step_on(&mut t);
            }
        }
        assert!(several > 0, "some lesson asks for a move of several taps");
    }

    #[test]
    fn resuming_gives_the_same_line() {
        for game in lessons::games() {
            let mut t = track(game);
            t.next();
            t.next();
            let saved = t.save();
            let back = LessonTrack::resume(lesson_of(game).expect("a lesson"), &saved)
                .expect("it resumes");
            assert_eq!(back.line(), t.line(), "{game}");
            assert_eq!(back, t, "{game}");
        }
    }

    #[test]
    fn a_learners_step_without_a_line_asks_for_the_move_in_words() {
        let mut asked = 0;
        for game in lessons::games() {
            let mut t = track(game);
            if follow_until_silent_learner_step(&mut t) {
                let l = t.line().expect("the move asked for");
                assert!(l.text.starts_with("Your move: "), "{}", l.text);
                assert!(!l.next && !l.expected.is_empty() && l.target.is_none());
                asked += 1;
            }
        }
        assert!(asked > 0, "some lesson has a learner's step without a line");
    }

    /// Follows the coach to a learner's step with no line of the coach's: whether there is one.
    fn follow_until_silent_learner_step(t: &mut LessonTrack) -> bool {
        t.next();
        while !t.finished() {
            let silent = t.run.coach().is_empty() && t.run.expected().is_some();
            if silent {
                return true;
            }
            step_on(t);
        }
        false
    }
}
