//! Reading and checking a pack (an import, a file, a save, the editor as you type). It never
//! stops at the first problem and never panics: it lists every problem with where it is
//! (`card 12 "Venus", attribute "Mass": "heavy" is not a number`).

use super::pack::{Pack, FORMAT};
use serde_json::{Map, Value};
use std::fmt;

mod attributes;
mod cards;

use attributes::{read_attributes, read_sources};
use cards::read_cards;

pub const MIN_ATTRIBUTES: usize = 4;
pub const MAX_ATTRIBUTES: usize = 8;
pub const MIN_CARDS: usize = 20;
pub const MAX_CARDS: usize = 60;
/// The longest pack, in characters of JSON.
pub const MAX_PACK_CHARS: usize = 1_000_000;
pub const MAX_PICTURE_CHARS: usize = 24_000;
const MAX_EMOJI_CHARS: usize = 16;
const IMAGE_TYPES: [&str; 6] = [
    "data:image/png;",
    "data:image/jpeg;",
    "data:image/gif;",
    "data:image/webp;",
    "data:image/svg+xml;",
    "data:image/svg+xml,",
];

/// One problem of a pack, and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// `card 12 "Venus", attribute "mass"`; empty for the pack as a whole.
    pub at: String,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.at, self.message)
        }
    }
}

/// The first problems in one line (for a message that has no room for a list).
pub fn summary(problems: &[Problem]) -> String {
    let mut out: Vec<String> = problems.iter().take(3).map(Problem::to_string).collect();
    if problems.len() > 3 {
        out.push(format!("and {} more", problems.len() - 3));
    }
    out.join("; ")
}

/// Reads a pack from JSON text (a file or pasted text).
pub fn read_pack(text: &str) -> Result<Pack, Vec<Problem>> {
    let chars = text.chars().count();
    if chars > MAX_PACK_CHARS {
        return Err(vec![problem(
            "",
            format!("the pack is {chars} characters long, at most {MAX_PACK_CHARS}"),
        )]);
    }
    if text.trim().is_empty() {
        return Err(vec![problem(
            "",
            "there is nothing to read: the text is empty",
        )]);
    }
    let value: Value = serde_json::from_str(text).map_err(|e| {
        vec![problem(
            "",
            format!(
                "this is not JSON (line {}, column {}: {})",
                e.line(),
                e.column(),
                plain_json_error(&e)
            ),
        )]
    })?;
    pack_from_value(&value)
}

/// serde_json's message without its own " at line … column …" ending.
fn plain_json_error(e: &serde_json::Error) -> String {
    let s = e.to_string();
    match s.find(" at line ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

fn problem(at: &str, message: impl Into<String>) -> Problem {
    Problem {
        at: at.to_string(),
        message: message.into(),
    }
}

fn kind(v: &Value) -> &'static str {
    crate::engine::json::describe(v)
}

/// Collects problems while reading.
struct Reader {
    problems: Vec<Problem>,
}

impl Reader {
    fn add(&mut self, at: &str, message: impl Into<String>) {
        self.problems.push(problem(at, message));
    }

    /// Fields of `obj` not in `known` are refused (a misspelt field is not ignored).
    fn unknown_fields(&mut self, obj: &Map<String, Value>, known: &[&str], at: &str) {
        for k in obj.keys() {
            if !known.contains(&k.as_str()) {
                let shown: String = k.chars().take(30).collect();
                self.add(at, format!("unknown field \"{shown}\""));
            }
        }
    }

    /// A text field: `required`, at most `max` characters, no control characters.
    fn text(
        &mut self,
        obj: &Map<String, Value>,
        key: &str,
        at: &str,
        required: bool,
        max: usize,
    ) -> String {
        let here = if at.is_empty() {
            key.to_string()
        } else {
            format!("{at}, {key}")
        };
        match obj.get(key) {
            None | Some(Value::Null) if !required => String::new(),
            None | Some(Value::Null) => {
                self.add(&here, "missing");
                String::new()
            }
            Some(Value::String(s)) => {
                let n = s.chars().count();
                if required && s.trim().is_empty() {
                    self.add(&here, "is empty");
                } else if n > max {
                    self.add(&here, format!("{n} characters, at most {max}"));
                } else if s.chars().any(char::is_control) {
                    self.add(&here, "holds a control character (a line break or a tab)");
                }
                s.trim().to_string()
            }
            Some(other) => {
                self.add(&here, format!("must be text, not {}", kind(other)));
                String::new()
            }
        }
    }
}

/// Where a card is, for messages: `card 12 "Venus"` (from 1).
fn card_at(i: usize, obj: Option<&Map<String, Value>>) -> String {
    match obj.and_then(|o| o.get("name")).and_then(Value::as_str) {
        Some(name) if !name.trim().is_empty() => {
            let short: String = name.trim().chars().take(40).collect();
            format!("card {} \"{short}\"", i + 1)
        }
        _ => format!("card {}", i + 1),
    }
}

/// The most problems listed; past it, one more line says how many were left out.
const MAX_PROBLEMS: usize = 200;

/// Reads and checks a pack given as JSON (an import, a save, a record).
pub fn pack_from_value(v: &Value) -> Result<Pack, Vec<Problem>> {
    let mut r = Reader {
        problems: Vec::new(),
    };
    let chars = v.to_string().chars().count();
    if chars > MAX_PACK_CHARS {
        return Err(vec![problem(
            "",
            format!("the pack is {chars} characters long, at most {MAX_PACK_CHARS}"),
        )]);
    }
    let Some(obj) = v.as_object() else {
        return Err(vec![problem(
            "",
            format!("a pack is a JSON object {{ … }}, not {}", kind(v)),
        )]);
    };
    r.unknown_fields(
        obj,
        &[
            "format",
            "name",
            "description",
            "sources",
            "licence",
            "attributes",
            "cards",
        ],
        "pack",
    );
    match obj.get("format") {
        None => r.add("format", format!("missing (write \"format\": {FORMAT})")),
        Some(Value::Number(n)) if n.as_u64() == Some(FORMAT) => {}
        Some(other) => r.add(
            "format",
            format!(
                "this app reads format {FORMAT}, not {}",
                crate::engine::json::describe_value(other)
            ),
        ),
    }
    let name = r.text(obj, "name", "", true, 60);
    let description = r.text(obj, "description", "", false, 300);
    let licence = r.text(obj, "licence", "", false, 200);
    let sources = read_sources(&mut r, obj.get("sources"));
    let attributes = read_attributes(&mut r, obj.get("attributes"));
    let cards = read_cards(&mut r, obj.get("cards"), &attributes);
    if r.problems.len() > MAX_PROBLEMS {
        let more = r.problems.len() - MAX_PROBLEMS;
        r.problems.truncate(MAX_PROBLEMS);
        r.add("", format!("and {more} more problems"));
    }
    if r.problems.is_empty() {
        Ok(Pack {
            name,
            description,
            sources,
            licence,
            attributes: attributes.into_iter().flatten().collect(),
            cards,
        })
    } else {
        Err(r.problems)
    }
}
