pub mod book;
pub mod cost;
pub mod track;
pub mod words;
