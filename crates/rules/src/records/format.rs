//! The record: a versioned JSON document that reproduces a game exactly (game and options,
//! seats, seed, chance given explicitly, and every decision in order). One format for every
//! game: the options, the hand-made deal and the actions are the game's own JSON.
//! The format is documented in `docs/record-format.md`.

use crate::bots::BotLevel;
use crate::engine::{ChanceRecord, Game, Seat};
use crate::registry::{self, action_to_json, About, AnyGame, Entry, Listed};
use serde::Serialize;
use serde_json::Value;

/// Marks a JSON document as a Trumps game record.
pub const RECORD_FORMAT: &str = "trumps-record";
/// The record format version this build reads and writes.
pub const RECORD_VERSION: u32 = 1;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Bot(BotLevel),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatInfo {
    pub name: String,
    pub kind: SeatKind,
}

impl SeatInfo {
    pub fn human(name: impl Into<String>) -> SeatInfo {
        SeatInfo {
            name: name.into(),
            kind: SeatKind::Human,
        }
    }

    pub fn bot(name: impl Into<String>, level: BotLevel) -> SeatInfo {
        SeatInfo {
            name: name.into(),
            kind: SeatKind::Bot(level),
        }
    }
}

/// One decision: the seat that acted and what it did (the game's action as JSON).
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Decision {
    pub seat: Seat,
    pub action: Value,
}

/// A game record.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The game's id (`what-trump`); always a game of the registry.
    pub game: &'static str,
    /// The game's options, checked.
    pub options: Value,
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    /// Chance given explicitly, in the game's record form; `null` for none.
    pub deal: Value,
    pub decisions: Vec<Decision>,
}

// ---- the JSON shape (written by `to_json`; read leniently field by field in `load`) ----

#[derive(Serialize)]
struct SeatJson<'a> {
    kind: &'static str,
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    level: Option<&'static str>,
}

#[derive(Serialize)]
struct RecordJson<'a> {
    format: &'static str,
    version: u32,
    game: &'static str,
    options: &'a Value,
    seats: Vec<SeatJson<'a>>,
    seed: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    deal: Option<&'a Value>,
    decisions: &'a [Decision],
}

impl Record {
    /// A record of `game` before any decision, given `deal` (its chance given explicitly in
    /// record form, `null` for none).
    pub fn of(game: &dyn AnyGame, seats: Vec<SeatInfo>, deal: Value) -> Record {
        Record {
            game: game.info().id,
            options: game.options_json(),
            seats,
            seed: game.seed(),
            deal,
            decisions: Vec::new(),
        }
    }

    /// A record of a typed game not started yet.
    pub fn new<G: Listed>(
        options: &G::Options,
        seats: Vec<SeatInfo>,
        seed: u64,
        chance: &G::Chance,
    ) -> Record {
        Record {
            game: G::INFO.id,
            options: serde_json::to_value(options).unwrap_or(Value::Null),
            seats,
            seed,
            deal: chance.to_record(),
            decisions: Vec::new(),
        }
    }

    /// The registry entry of the record's game.
    pub fn entry(&self) -> &'static dyn Entry {
        registry::find(self.game).unwrap_or(registry::GAMES[0])
    }

    /// The record's game without its rules.
    pub fn about(&self) -> &'static dyn About {
        registry::about(self.game).unwrap_or_else(registry::first)
    }

    /// Adds a decision of game `G`.
    pub fn push<G: Game>(&mut self, seat: Seat, action: &G::Action) {
        self.decisions.push(Decision {
            seat,
            action: action_to_json::<G>(action),
        });
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.seats.len()
    }

    fn json(&self) -> RecordJson<'_> {
        RecordJson {
            format: RECORD_FORMAT,
            version: RECORD_VERSION,
            game: self.game,
            options: &self.options,
            seats: self
                .seats
                .iter()
                .map(|s| SeatJson {
                    kind: match s.kind {
                        SeatKind::Human => "human",
                        SeatKind::Bot(_) => "bot",
                    },
                    name: &s.name,
                    level: match s.kind {
                        SeatKind::Human => None,
                        SeatKind::Bot(l) => Some(l.id()),
                    },
                })
                .collect(),
            seed: self.seed,
            deal: (!self.deal.is_null()).then_some(&self.deal),
            decisions: &self.decisions,
        }
    }

    /// The record as compact JSON (one line).
    pub fn to_json(&self) -> String {
        // Plain data with string keys: serialising cannot fail.
        serde_json::to_string(&self.json()).unwrap_or_default()
    }

    /// The record as indented JSON: one decision, seat or grid per line.
    pub fn to_json_pretty(&self) -> String {
        pretty_json(&self.to_json())
    }
}

/// Indents compact JSON (as written by serde_json, keys in their written order): a container
/// holding only scalars, or short enough, stays on one line.
pub fn pretty_json(compact: &str) -> String {
    let bytes = compact.as_bytes();
    let mut pos = 0;
    match parse_node(bytes, &mut pos) {
        Some(node) if pos == bytes.len() => {
            let mut out = String::new();
            write_node(compact, &node, 0, &mut out);
            out.push('\n');
            out
        }
        _ => compact.to_string(),
    }
}

enum Node {
    /// A byte range of the text.
    Scalar(usize, usize),
    Array(Vec<Node>),
    /// Keys as byte ranges (with their quotes).
    Object(Vec<((usize, usize), Node)>),
}

fn parse_string(b: &[u8], pos: &mut usize) -> Option<(usize, usize)> {
    let start = *pos;
    if b.get(*pos) != Some(&b'"') {
        return None;
    }
    *pos += 1;
    while let Some(&c) = b.get(*pos) {
        *pos += 1;
        match c {
            b'\\' => *pos += 1,
            b'"' => return Some((start, *pos)),
            _ => {}
        }
    }
    None
}

fn parse_node(b: &[u8], pos: &mut usize) -> Option<Node> {
    match *b.get(*pos)? {
        b'"' => parse_string(b, pos).map(|(s, e)| Node::Scalar(s, e)),
        b'[' => {
            *pos += 1;
            let mut items = Vec::new();
            if b.get(*pos) == Some(&b']') {
                *pos += 1;
                return Some(Node::Array(items));
            }
            loop {
                items.push(parse_node(b, pos)?);
                match *b.get(*pos)? {
                    b',' => *pos += 1,
                    b']' => {
                        *pos += 1;
                        return Some(Node::Array(items));
                    }
                    _ => return None,
                }
            }
        }
        b'{' => {
            *pos += 1;
            let mut fields = Vec::new();
            if b.get(*pos) == Some(&b'}') {
                *pos += 1;
                return Some(Node::Object(fields));
            }
            loop {
                let key = parse_string(b, pos)?;
                if b.get(*pos) != Some(&b':') {
                    return None;
                }
                *pos += 1;
                fields.push((key, parse_node(b, pos)?));
                match *b.get(*pos)? {
                    b',' => *pos += 1,
                    b'}' => {
                        *pos += 1;
                        return Some(Node::Object(fields));
                    }
                    _ => return None,
                }
            }
        }
        _ => {
            let start = *pos;
            while b
                .get(*pos)
                .is_some_and(|c| !matches!(c, b',' | b']' | b'}'))
            {
                *pos += 1;
            }
            Some(Node::Scalar(start, *pos))
        }
    }
}

fn inline(text: &str, node: &Node, out: &mut String) {
    match node {
        Node::Scalar(s, e) => out.push_str(&text[*s..*e]),
        Node::Array(items) => {
            out.push('[');
            for (i, n) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                inline(text, n, out);
            }
            out.push(']');
        }
        Node::Object(fields) => {
            out.push('{');
            for (i, ((s, e), n)) in fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&text[*s..*e]);
                out.push_str(": ");
                inline(text, n, out);
            }
            out.push('}');
        }
    }
}

/// Containers shorter than this stay on one line.
const INLINE_WIDTH: usize = 120;

fn write_node(text: &str, node: &Node, depth: usize, out: &mut String) {
    let mut one_line = String::new();
    inline(text, node, &mut one_line);
    let flat = match node {
        Node::Scalar(..) => true,
        Node::Array(items) => items.iter().all(|n| matches!(n, Node::Scalar(..))),
        Node::Object(fields) => fields.iter().all(|(_, n)| matches!(n, Node::Scalar(..))),
    };
    if flat || one_line.len() <= INLINE_WIDTH {
        out.push_str(&one_line);
        return;
    }
    let pad = "  ".repeat(depth + 1);
    match node {
        Node::Array(items) => {
            out.push_str("[\n");
            for (i, n) in items.iter().enumerate() {
                out.push_str(&pad);
                write_node(text, n, depth + 1, out);
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
        }
        Node::Object(fields) => {
            out.push_str("{\n");
            for (i, ((s, e), n)) in fields.iter().enumerate() {
                out.push_str(&pad);
                out.push_str(&text[*s..*e]);
                out.push_str(": ");
                write_node(text, n, depth + 1, out);
                out.push_str(if i + 1 < fields.len() { ",\n" } else { "\n" });
            }
        }
        Node::Scalar(..) => {}
    }
    out.push_str(&"  ".repeat(depth));
    out.push(if matches!(node, Node::Array(_)) {
        ']'
    } else {
        '}'
    });
}
