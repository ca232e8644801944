//! Guided lessons: a first hand of each game, played along a script. A lesson is data, one
//! file a game (`crates/rules/lessons/<game-id>.json`, embedded in the game's folder and found
//! through the registry, format in `docs/lessons.md`): the game's options, a fixed deal, the
//! seats (the learner's named "You"), a "what's different in this game" card, every seat's
//! actions from the deal to the end of the hand, and the coach's lines keyed to steps, each
//! pointing at a part of the table and waiting for the learner's move or a tap on "Next".
//!
//! - [`format`]: a lesson once read, the coach's vocabulary ([`Target`], [`Wait`]) and errors
//! - [`load`]: reading a lesson file and checking it, its script played through; the coach's
//!   lines are checked in `coach_lines`
//! - [`runner`]: playing a lesson (written once over the registry, for every game): who acts,
//!   the coach's lines at a step, the learner's action on or off the script, taking it back,
//!   and the progress to save and resume
//! - [`steps`]: a lesson's number of steps, counted when the program is compiled
//!
//! The moments of the rules a coach line explains ("an Ace changes trump in the middle of a
//! trick") are the games' own ([`crate::engine::RuleEvent`]); reading a lesson checks that
//! each happens where its line stands.

mod coach_lines;
pub mod format;
pub mod load;
pub mod runner;
pub mod steps;

pub use format::{CoachLine, Lesson, LessonEnd, LessonError, Target, Wait};
pub use format::{LESSON_FORMAT, LESSON_VERSION};
pub use load::read_lesson;
pub use runner::{LessonProgress, LessonRun, OffScript, RunError, Turn, Verdict};

use crate::registry;

/// The ids of the games with a lesson, in the hub's order.
pub fn games() -> Vec<&'static str> {
    registry::infos()
        .into_iter()
        .map(|info| info.id)
        .filter(|id| registry::lesson_steps(id) > 0)
        .collect()
}

/// The lesson of the game with this id, read and checked; `None` if the game has none.
pub fn for_game(id: &str) -> Option<Result<Lesson, LessonError>> {
    let entry = registry::about(id)?;
    let text = entry.lesson_text();
    if text.is_empty() {
        return None;
    }
    Some(read_lesson(text).and_then(|l| {
        if l.game == entry.info().id {
            Ok(l)
        } else {
            Err(LessonError::new(
                "game",
                format!("the lesson in this game's folder is a lesson of {}", l.game),
            )
            .of_game(entry.info().name))
        }
    }))
}

/// The number of steps of the lesson of the game with this id (see [`Lesson::steps`]),
/// counted when the program was compiled ([`steps::script_steps`]): nothing is read, checked
/// or played, so a page can say how far a lesson has come without carrying the games' rules
/// or the lesson's text. `None` if the game has no lesson or its file has no script.
pub fn steps_of(id: &str) -> Option<usize> {
    Some(registry::lesson_steps(id)).filter(|&n| n > 0)
}

/// Every game's lesson, in the hub's order (each read and checked).
pub fn all() -> Vec<Result<Lesson, LessonError>> {
    games().into_iter().filter_map(for_game).collect()
}
