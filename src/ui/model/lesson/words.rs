//! A lesson's own words (its title, "what's different" lines, coach's lines and last words)
//! in the page's language. Their English is the lesson's JSON (`crates/rules/lessons`), which
//! the words crate reads as messages `lesson-<game>-<part>` (`title`, `intro-<n>`,
//! `coach-<n>` with n from 1, `end`) beside their translations (`locales/*/lessons.ftl`);
//! a lesson the catalogue does not know (one added at run time) is shown in its own words.

use crate::ui::model::lang::say;

/// The words of part `part` (`title`, `intro-2`, `coach-5`, `end`) of game `game`'s lesson in
/// the page's language, else `english`, the lesson's own.
pub fn lesson_words(game: &str, part: &str, english: &str) -> String {
    // Not `Msg::from_id`, which would bring every message's id into the page's first part.
    match trumps_words::lesson_msg(&format!("lesson-{game}-{part}")) {
        Some(msg) => say(msg),
        None => english.to_string(),
    }
}
