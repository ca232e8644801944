//! Small helpers for sentences about seats.

pub use crate::engine::person_words::{agree, possessive, YOU};
use crate::ui::model::lang::{say, say_with, Msg, Value};

/// "plays R5" → "Plays R5".
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A seat's name as shown on its own ("Ann"; the person's default name "You" as the page's
/// language says it: "Du").
pub fn shown_name(name: &str) -> String {
    if name == YOU {
        say(Msg::SeatYou)
    } else {
        name.to_string()
    }
}

/// A seat's name as a message's argument: shown as the language says "you" for the person's
/// seat ("Du"), and choosing the message's variant `[You]` there.
pub struct SeatWords {
    pub text: String,
    pub key: &'static str,
}

impl SeatWords {
    /// The person's own seat.
    pub fn you() -> SeatWords {
        SeatWords {
            text: say(Msg::SeatYou),
            key: YOU,
        }
    }

    /// A seat of `name`: the person's if it is "You".
    pub fn of(name: &str) -> SeatWords {
        if name == YOU {
            SeatWords::you()
        } else {
            SeatWords {
                text: name.to_string(),
                key: "other",
            }
        }
    }

    /// The argument.
    pub fn value(&self) -> Value<'_> {
        Value::Keyed {
            text: &self.text,
            key: self.key,
        }
    }
}

/// The status line at the end of a match: the winners by name (`you_won`: the one winner is
/// the person at the table).
pub fn game_over_sentence(names: &[String], you_won: bool) -> String {
    match names {
        [] => say(Msg::TableOverNone),
        [_] if you_won => say(Msg::TableOverYou),
        [one] => say_with(Msg::TableOverOne, &[("name", SeatWords::of(one).value())]),
        _ => {
            let names = names.join(&say(Msg::ListAnd));
            say_with(Msg::TableOverShared, &[("names", Value::Text(&names))])
        }
    }
}
