//! Something said: a message with its arguments, put into words only where it is read, in the
//! reader's language. The rules crate says what happened this way (a caption, why a trick was
//! won, why an action is refused), the page renders it in the player's language, the command
//! line in English, and between devices it travels as the message's id with its arguments, so
//! host and guests each read their own language.
//!
//! An argument is a text (a name a player typed), a number, a figure (a pack's value, with
//! the reader's separators), something said (a card, a phrase)
//! or a list of things said, joined by a message of the language (", ", " and ").

use crate::{Catalogue, Msg};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A message and its arguments.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Said {
    /// The message, by its id when it travels.
    #[serde(rename = "m", serialize_with = "msg_out", deserialize_with = "msg_in")]
    pub msg: Msg,
    /// Its arguments, by name.
    #[serde(rename = "a", default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

/// An argument's value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Arg {
    /// Words that are not translated (a pack's own words).
    #[serde(rename = "t")]
    Text(String),
    /// A seat's name, as players typed it. The person's default name, "You"
    /// ([`YOU`]), is shown as the language says it ([`Msg::SeatYou`]) and chooses a
    /// message's variant `[You]`, so each language can word the second person its own way.
    #[serde(rename = "p")]
    Seat(String),
    /// A number: shown in the reader's way, and it picks the plural form.
    #[serde(rename = "n")]
    Number(f64),
    /// A figure with this many decimals (a pack's value), its separators the reader's
    /// (`12,742.5`, `12.742,5`: [`crate::figure`]).
    #[serde(rename = "f")]
    Figure(f64, u8),
    /// Something said, put into words first.
    #[serde(rename = "s")]
    Said(Box<Said>),
    /// Things said, joined by the words of the first message given (", "), the last two by
    /// the second's (" and ").
    #[serde(rename = "l")]
    List(
        Vec<Said>,
        #[serde(serialize_with = "msg_out", deserialize_with = "msg_in")] Msg,
        #[serde(serialize_with = "msg_out", deserialize_with = "msg_in")] Msg,
    ),
}

/// The name of the person's own seat unless they typed another: it reads in the second person.
pub const YOU: &str = "You";

fn msg_out<S: Serializer>(msg: &Msg, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(msg.id())
}

fn msg_in<'de, D: Deserializer<'de>>(d: D) -> Result<Msg, D::Error> {
    let id = String::deserialize(d)?;
    Msg::from_id(&id)
        .ok_or_else(|| serde::de::Error::custom(format!("no message \"{id}\" in this version")))
}

impl Said {
    /// `msg` with no argument yet.
    pub fn new(msg: Msg) -> Said {
        Said {
            msg,
            args: Vec::new(),
        }
    }

    /// With the argument `name`, words not translated.
    pub fn text(mut self, name: &str, value: impl Into<String>) -> Said {
        self.args.push((name.into(), Arg::Text(value.into())));
        self
    }

    /// With the argument `name`, a seat's name (see [`Arg::Seat`]).
    pub fn seat(mut self, name: &str, value: impl Into<String>) -> Said {
        self.args.push((name.into(), Arg::Seat(value.into())));
        self
    }

    /// With the argument `name`, a number.
    pub fn num(mut self, name: &str, value: impl Into<f64>) -> Said {
        self.args.push((name.into(), Arg::Number(value.into())));
        self
    }

    /// With the argument `name`, a figure of `decimals` decimals (see [`Arg::Figure`]).
    pub fn figure(mut self, name: &str, value: f64, decimals: u8) -> Said {
        self.args.push((name.into(), Arg::Figure(value, decimals)));
        self
    }

    /// With the argument `name`, something said.
    pub fn said(mut self, name: &str, value: Said) -> Said {
        self.args.push((name.into(), Arg::Said(Box::new(value))));
        self
    }

    /// With the argument `name`, a message of no argument (a word chosen by the code: "up").
    pub fn word(self, name: &str, value: Msg) -> Said {
        self.said(name, Said::new(value))
    }

    /// With the argument `name`, things said, joined by `joiner`'s words.
    pub fn list(mut self, name: &str, items: Vec<Said>, joiner: Msg) -> Said {
        self.args
            .push((name.into(), Arg::List(items, joiner, joiner)));
        self
    }

    /// With the argument `name`, things said as "a, b and c" in the language.
    pub fn and_list(mut self, name: &str, items: Vec<Said>) -> Said {
        self.args
            .push((name.into(), Arg::List(items, Msg::ListSep, Msg::ListAnd)));
        self
    }

    /// In English (the command line, the tests).
    pub fn en(&self) -> String {
        Catalogue::english().render(self, &crate::english_plural)
    }
}

impl Catalogue {
    /// The words of `said` in this language, plurals by `plural`.
    pub fn render(&self, said: &Said, plural: &dyn Fn(f64) -> &'static str) -> String {
        // Nested things are put into words first, then read as texts.
        let words: Vec<Option<String>> = said
            .args
            .iter()
            .map(|(_, a)| match a {
                Arg::Text(_) | Arg::Number(_) => None,
                Arg::Seat(name) if name == YOU => Some(self.say(Msg::SeatYou, &[], plural)),
                Arg::Seat(_) => None,
                Arg::Said(inner) => Some(self.render(inner, plural)),
                Arg::Figure(value, decimals) => {
                    // English's separators if the language's words have not come.
                    let sep = |msg: Msg, or: &str| {
                        let s = self.say(msg, &[], plural);
                        if s.is_empty() {
                            or.to_string()
                        } else {
                            s
                        }
                    };
                    Some(crate::figure(
                        *value,
                        *decimals,
                        &sep(Msg::PackFigureThousands, ","),
                        &sep(Msg::PackFigureDecimal, "."),
                    ))
                }
                Arg::List(items, joiner, last) => {
                    let items: Vec<String> = items.iter().map(|i| self.render(i, plural)).collect();
                    Some(match items.split_last() {
                        Some((tail, rest)) if !rest.is_empty() => format!(
                            "{}{}{tail}",
                            rest.join(&self.say(*joiner, &[], plural)),
                            self.say(*last, &[], plural)
                        ),
                        _ => items.concat(),
                    })
                }
            })
            .collect();
        let values: Vec<(&str, crate::Value)> = said
            .args
            .iter()
            .zip(&words)
            .map(|((name, a), w)| {
                let v = match (a, w) {
                    (Arg::Seat(key), Some(text)) => crate::Value::Keyed { text, key },
                    (Arg::Seat(t), None) => crate::Value::Keyed {
                        text: t,
                        key: "other",
                    },
                    (Arg::Text(t), _) => crate::Value::Text(t),
                    (Arg::Number(n), _) => crate::Value::Number(*n),
                    (_, Some(w)) => crate::Value::Text(w),
                    (_, None) => crate::Value::Text(""),
                };
                (name.as_str(), v)
            })
            .collect();
        self.say(said.msg, &values, plural)
    }
}

/// Sentences said one after another, each put into words, joined by a space.
pub fn sentences(
    catalogue: &Catalogue,
    said: &[Said],
    plural: &dyn Fn(f64) -> &'static str,
) -> String {
    said.iter()
        .map(|s| catalogue.render(s, plural))
        .collect::<Vec<_>>()
        .join(" ")
}
