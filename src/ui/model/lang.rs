//! The words the page shows, from the catalogues (`crates/words`): a message by its [`Msg`],
//! with its arguments. Every sentence a player reads is to come from here, so it can be read in
//! their language. The catalogues hold English, German and Indonesian and are checked at build
//! time; the page reads English for now (choosing another language, fetching its file and
//! redrawing comes next: issue 48).

pub use trumps_words::{Msg, Value};

/// The words of `msg`, which names no argument.
pub fn say(msg: Msg) -> String {
    trumps_words::en(msg, &[])
}

/// The words of `msg` with its arguments.
pub fn say_with(msg: Msg, args: &[(&str, Value<'_>)]) -> String {
    trumps_words::en(msg, args)
}
