//! Small helpers for sentences about seats.

pub use crate::engine::person_words::{agree, possessive};

/// What is happening at a seat that is not the viewer's: `now` at the live table, `next` in
/// the replay viewer ("Next: Ann plays."), and at a lesson's table while the coach waits for
/// *Next* (no one moves until it is tapped, so "Ann is playing…" would not be true).
pub fn elsewhere(live: bool, now: String, next: String) -> String {
    if live && !lesson_waiting() {
        now
    } else {
        format!("Next: {}", agree(&next))
    }
}

/// Whether a lesson is at the table and its coach waits for the learner (see
/// [`crate::ui::lesson::track::LessonTrack::waiting`]). Tracked, where read in a memo.
fn lesson_waiting() -> bool {
    use leptos::prelude::{use_context, With};
    use_context::<crate::ui::ctl::Ctl>().is_some_and(|ctl| {
        ctl.session.with(|s| {
            s.as_ref()
                .and_then(|s| s.lesson.as_ref())
                .is_some_and(|l| l.waiting())
        })
    })
}

/// "plays R5" → "Plays R5".
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The status line at the end of a match: the winners by name (`you_won`: the one winner is
/// the person at the table).
pub fn game_over_sentence(names: &[String], you_won: bool) -> String {
    match names {
        [] => "The game is over.".into(),
        [_] if you_won => "Game over: you win!".into(),
        [one] => agree(&format!("Game over: {one} wins.")),
        _ => format!("Game over: shared win for {}.", names.join(" and ")),
    }
}
