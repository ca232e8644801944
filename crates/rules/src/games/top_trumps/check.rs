//! Reading and checking a pack (an import, a file, a save, the editor as you type). It never
//! stops at the first problem and never panics: it lists every problem with where it is
//! (`card 12 "Venus", attribute "Mass": "heavy" is not a number`).

use super::pack::{Attribute, Better, Pack, PackCard, Source, FORMAT};
use serde_json::{Map, Value};
use std::fmt;

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

fn read_sources(r: &mut Reader, v: Option<&Value>) -> Vec<Source> {
    let list = match v {
        None | Some(Value::Null) => return Vec::new(),
        Some(Value::Array(list)) => list,
        Some(other) => {
            r.add("sources", format!("must be a list, not {}", kind(other)));
            return Vec::new();
        }
    };
    if list.len() > 10 {
        r.add("sources", format!("{} sources, at most 10", list.len()));
    }
    let mut out = Vec::new();
    for (i, s) in list.iter().take(10).enumerate() {
        let at = format!("source {}", i + 1);
        let Some(o) = s.as_object() else {
            r.add(
                &at,
                format!("must be {{ \"name\": …, \"url\": … }}, not {}", kind(s)),
            );
            continue;
        };
        r.unknown_fields(o, &["name", "url"], &at);
        let name = r.text(o, "name", &at, true, 200);
        let url = r.text(o, "url", &at, false, 500);
        out.push(Source { name, url });
    }
    out
}

/// The attributes read; `None` where one could not be read (its cards' values are then not
/// checked against it).
fn read_attributes(r: &mut Reader, v: Option<&Value>) -> Vec<Option<Attribute>> {
    let list = match v {
        None | Some(Value::Null) => {
            r.add(
                "attributes",
                format!("missing ({MIN_ATTRIBUTES} to {MAX_ATTRIBUTES} are needed)"),
            );
            return Vec::new();
        }
        Some(Value::Array(list)) => list,
        Some(other) => {
            r.add("attributes", format!("must be a list, not {}", kind(other)));
            return Vec::new();
        }
    };
    let n = list.len();
    if n < MIN_ATTRIBUTES {
        r.add(
            "attributes",
            format!("{n} attributes, at least {MIN_ATTRIBUTES}"),
        );
    } else if n > MAX_ATTRIBUTES {
        r.add(
            "attributes",
            format!("{n} attributes, at most {MAX_ATTRIBUTES}"),
        );
    }
    let mut out: Vec<Option<Attribute>> = Vec::new();
    // Past the limit only the count is reported: a huge list is not read item by item.
    for (i, a) in list.iter().take(MAX_ATTRIBUTES).enumerate() {
        let at = format!("attribute {}", i + 1);
        let Some(o) = a.as_object() else {
            r.add(
                &at,
                format!("must be {{ \"key\": …, \"label\": … }}, not {}", kind(a)),
            );
            out.push(None);
            continue;
        };
        let at = match o.get("label").and_then(Value::as_str) {
            Some(l) if !l.trim().is_empty() => {
                let short: String = l.trim().chars().take(30).collect();
                format!("attribute {} \"{short}\"", i + 1)
            }
            _ => at,
        };
        let before = r.problems.len();
        r.unknown_fields(o, &["key", "label", "unit", "better", "precision"], &at);
        let key = r.text(o, "key", &at, true, 24);
        let raw_key = o.get("key").and_then(Value::as_str).unwrap_or("");
        if !key.is_empty()
            && !raw_key
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
        {
            r.add(
                &format!("{at}, key"),
                "use only a–z, 0–9, - and _ (it names the attribute in every card's values)",
            );
        }
        let label = r.text(o, "label", &at, true, 30);
        let unit = r.text(o, "unit", &at, false, 12);
        let better = match o.get("better") {
            Some(Value::String(s)) if s == "higher" => Better::Higher,
            Some(Value::String(s)) if s == "lower" => Better::Lower,
            None | Some(Value::Null) => {
                r.add(
                    &format!("{at}, better"),
                    "missing: write \"higher\" or \"lower\" (which value wins)",
                );
                Better::Higher
            }
            Some(other) => {
                r.add(
                    &format!("{at}, better"),
                    format!(
                        "must be \"higher\" or \"lower\", not {}",
                        crate::engine::json::describe_value(other)
                    ),
                );
                Better::Higher
            }
        };
        let precision = match o.get("precision") {
            None | Some(Value::Null) => 0,
            Some(p) => match p.as_u64() {
                Some(p) if p <= 6 => p as u8,
                _ => {
                    r.add(
                        &format!("{at}, precision"),
                        format!(
                            "must be a whole number from 0 to 6, not {}",
                            crate::engine::json::describe_value(p)
                        ),
                    );
                    0
                }
            },
        };
        for (j, earlier) in out.iter().enumerate() {
            let Some(e) = earlier else { continue };
            if !key.is_empty() && e.key == key {
                r.add(
                    &at,
                    format!("the key \"{key}\" is used by attribute {} too", j + 1),
                );
            }
            if !label.is_empty() && e.label.to_lowercase() == label.to_lowercase() {
                r.add(
                    &at,
                    format!("the label \"{label}\" is used by attribute {} too", j + 1),
                );
            }
        }
        let ok = r.problems.len() == before;
        out.push(ok.then_some(Attribute {
            key,
            label,
            unit,
            better,
            precision,
        }));
    }
    out
}

fn read_cards(
    r: &mut Reader,
    v: Option<&Value>,
    attributes: &[Option<Attribute>],
) -> Vec<PackCard> {
    let list = match v {
        None | Some(Value::Null) => {
            r.add(
                "cards",
                format!("missing ({MIN_CARDS} to {MAX_CARDS} are needed)"),
            );
            return Vec::new();
        }
        Some(Value::Array(list)) => list,
        Some(other) => {
            r.add("cards", format!("must be a list, not {}", kind(other)));
            return Vec::new();
        }
    };
    let n = list.len();
    if n < MIN_CARDS {
        r.add("cards", format!("{n} cards, at least {MIN_CARDS}"));
    } else if n > MAX_CARDS {
        r.add("cards", format!("{n} cards, at most {MAX_CARDS}"));
    }
    let mut out: Vec<PackCard> = Vec::new();
    let mut names: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for (i, c) in list.iter().take(MAX_CARDS + 1).enumerate() {
        let Some(o) = c.as_object() else {
            r.add(
                &card_at(i, None),
                format!("must be {{ \"name\": …, \"values\": … }}, not {}", kind(c)),
            );
            continue;
        };
        let at = card_at(i, Some(o));
        r.unknown_fields(o, &["name", "description", "picture", "values"], &at);
        let name = r.text(o, "name", &at, true, 40);
        if !name.is_empty() {
            let lower = name.to_lowercase();
            match names.get(&lower) {
                Some(j) => r.add(
                    &at,
                    format!("the name \"{name}\" is used by card {} too", j + 1),
                ),
                None => {
                    names.insert(lower, i);
                }
            }
        }
        let description = r.text(o, "description", &at, false, 140);
        let picture = read_picture(r, o.get("picture"), &at);
        let values = read_values(r, o.get("values"), attributes, &at);
        out.push(PackCard {
            name,
            description,
            picture,
            values,
        });
    }
    out
}

fn read_picture(r: &mut Reader, v: Option<&Value>, at: &str) -> String {
    let here = format!("{at}, picture");
    match v {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) => {
            let s = s.trim();
            let n = s.chars().count();
            if s.starts_with("data:") {
                if !IMAGE_TYPES.iter().any(|t| s.starts_with(t)) {
                    r.add(
                        &here,
                        "an image must be a data: URL of a PNG, JPEG, GIF, WebP or SVG picture",
                    );
                } else if n > MAX_PICTURE_CHARS {
                    r.add(
                        &here,
                        format!("the image is {n} characters, at most {MAX_PICTURE_CHARS}: use a smaller picture"),
                    );
                } else if s
                    .chars()
                    .any(|c| c.is_whitespace() || c == '"' || c == '\'')
                {
                    r.add(&here, "the image's data: URL holds spaces or quotes");
                }
            } else if n > MAX_EMOJI_CHARS {
                r.add(
                    &here,
                    format!("an emoji (at most {MAX_EMOJI_CHARS} characters) or a data: URL, not {n} characters of text"),
                );
            } else if s.chars().any(char::is_control) {
                r.add(&here, "holds a control character");
            }
            s.to_string()
        }
        Some(other) => {
            r.add(&here, format!("must be text, not {}", kind(other)));
            String::new()
        }
    }
}

fn read_values(
    r: &mut Reader,
    v: Option<&Value>,
    attributes: &[Option<Attribute>],
    at: &str,
) -> Vec<Option<f64>> {
    let obj = match v {
        Some(Value::Object(o)) => o,
        None | Some(Value::Null) => {
            r.add(
                &format!("{at}, values"),
                "missing (one value per attribute, null for no data)",
            );
            return vec![None; attributes.len()];
        }
        Some(other) => {
            r.add(
                &format!("{at}, values"),
                format!(
                    "must be an object of values by attribute key, not {}",
                    kind(other)
                ),
            );
            return vec![None; attributes.len()];
        }
    };
    for k in obj.keys() {
        if !attributes.iter().flatten().any(|a| &a.key == k)
            && attributes.iter().all(Option::is_some)
        {
            let shown: String = k.chars().take(30).collect();
            r.add(
                &format!("{at}, values"),
                format!("\"{shown}\" is not the key of any attribute"),
            );
        }
    }
    attributes
        .iter()
        .map(|a| {
            let a = a.as_ref()?;
            let here = format!("{at}, attribute \"{}\"", a.label);
            match obj.get(&a.key) {
                None => {
                    r.add(&here, "no value (write null for no data)");
                    None
                }
                Some(Value::Null) => None,
                Some(Value::Number(n)) => match n.as_f64() {
                    Some(x) if x.is_finite() && x.abs() < 1e300 => Some(x),
                    _ => {
                        r.add(&here, format!("{n} is too large"));
                        None
                    }
                },
                Some(other) => {
                    r.add(
                        &here,
                        format!(
                            "{} is not a number",
                            crate::engine::json::describe_value(other)
                        ),
                    );
                    None
                }
            }
        })
        .collect()
}
