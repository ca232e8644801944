//! Lessons in the app: the guided first hand of each game (the lessons themselves are data in
//! the rules crate, `trumps_rules::lessons`, played the same way for every game).
//!
//! - [`track`]: a lesson as the table plays it (its run, the coach's lines read, the
//!   "what's different" card, a move off the script), held by the session; native tests
//! - [`cost`]: what a move off the script cost, in words, from Expert's weighing
//! - [`book`]: the lessons' own save slot (done, offered once, in progress, at the table)
//! - [`coach`]: the coach at the table (its line pointing at the table, the move it asks for
//!   marked, *Take back*, the "what's different" card and the end)
//! - [`place`]: where the coach sits, clear of what it points at and of the status line
//! - [`on_hub`]: *Learn* on each game's card with its done mark, the lessons in progress
//!   (listed apart from the unfinished games), and the offer on a first *New game*

pub mod coach;
pub mod on_hub;
pub mod place;
