//! Reading a record: never panics; every problem is a [`RecordError`] naming what is wrong
//! and where (a JSON path such as `deal.rounds[0].grid[7]` or `decisions[12]`).

use super::format::{
    Decision, GivenChance, Record, SeatInfo, SeatKind, RECORD_FORMAT, RECORD_VERSION,
};
use crate::bots::BotLevel;
use crate::engine::Seat;
use crate::games::what_trump::{Action, Card, Deal, Options};
use crate::games::GameKind;
use serde::Serialize;
use serde_json::{Map, Value};
use std::fmt;

/// What kind of problem a record has (stable codes, used in the JSON error output).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// The record could not be read at all (no such file…).
    Io,
    /// Not JSON at all (or not a JSON object).
    Json,
    /// Not a Trumps record, or a record of a game this build cannot replay.
    Format,
    /// A record format version this build does not read.
    Version,
    /// A field is missing or has the wrong type or value.
    Field,
    /// A string that is not a card.
    Card,
    /// A hand-made deal that cannot be dealt (a card twice, bad markers…).
    Deal,
    /// A decision that is not well formed.
    Decision,
    /// A well-formed decision the rules do not allow at that point.
    IllegalDecision,
}

/// The decision an [`ErrorKind::IllegalDecision`] is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DecisionAt {
    /// Index in `decisions`, from 0.
    pub index: usize,
    pub seat: Seat,
    pub action: Action,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordError {
    pub kind: ErrorKind,
    /// Where in the record: a JSON path, empty for the whole document.
    pub at: String,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<DecisionAt>,
}

impl RecordError {
    pub fn new(kind: ErrorKind, at: impl Into<String>, message: impl Into<String>) -> Self {
        RecordError {
            kind,
            at: at.into(),
            message: message.into(),
            decision: None,
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            write!(f, "{}", self.message)
        } else {
            write!(f, "{}: {}", self.at, self.message)
        }
    }
}

impl std::error::Error for RecordError {}

fn field_err(at: &str, message: impl Into<String>) -> RecordError {
    RecordError::new(ErrorKind::Field, at, message)
}

fn describe(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn get<'a>(obj: &'a Map<String, Value>, key: &str, at: &str) -> Result<&'a Value, RecordError> {
    obj.get(key)
        .ok_or_else(|| field_err(at, format!("the field \"{key}\" is missing")))
}

fn path(parent: &str, key: &str) -> String {
    if parent.is_empty() {
        key.to_string()
    } else {
        format!("{parent}.{key}")
    }
}

fn as_object<'a>(v: &'a Value, at: &str) -> Result<&'a Map<String, Value>, RecordError> {
    v.as_object()
        .ok_or_else(|| field_err(at, format!("expected an object, found {}", describe(v))))
}

fn as_array<'a>(v: &'a Value, at: &str) -> Result<&'a Vec<Value>, RecordError> {
    v.as_array()
        .ok_or_else(|| field_err(at, format!("expected an array, found {}", describe(v))))
}

fn as_str<'a>(v: &'a Value, at: &str) -> Result<&'a str, RecordError> {
    v.as_str()
        .ok_or_else(|| field_err(at, format!("expected a string, found {}", describe(v))))
}

fn as_seat(v: &Value, at: &str, players: usize) -> Result<Seat, RecordError> {
    let n = v.as_u64().ok_or_else(|| {
        field_err(
            at,
            format!("expected a seat number, found {}", describe_value(v)),
        )
    })?;
    if n >= players as u64 {
        return Err(field_err(
            at,
            format!(
                "{n} is not a seat at this {players}-player table (seats are 0-{})",
                players - 1
            ),
        ));
    }
    Ok(Seat(n as u8))
}

/// A short description of a value for messages: small values shown, big ones named.
fn describe_value(v: &Value) -> String {
    match v {
        Value::Number(_) | Value::Bool(_) | Value::Null => v.to_string(),
        Value::String(s) if s.chars().count() <= 20 => format!("\"{s}\""),
        other => describe(other).to_string(),
    }
}

fn as_card(v: &Value, at: &str) -> Result<Card, RecordError> {
    let s = v.as_str().ok_or_else(|| {
        RecordError::new(
            ErrorKind::Card,
            at,
            format!("expected a card like \"R5\", found {}", describe_value(v)),
        )
    })?;
    s.parse::<Card>()
        .map_err(|e| RecordError::new(ErrorKind::Card, at, e.to_string()))
}

/// Reads a record from JSON text.
pub fn parse_record(text: &str) -> Result<Record, RecordError> {
    let doc: Value = serde_json::from_str(text).map_err(|e| {
        RecordError::new(
            ErrorKind::Json,
            "",
            format!("the record is not valid JSON ({e})"),
        )
    })?;
    let top = doc.as_object().ok_or_else(|| {
        RecordError::new(
            ErrorKind::Json,
            "",
            format!("a record is a JSON object, this is {}", describe(&doc)),
        )
    })?;

    match top.get("format") {
        Some(Value::String(f)) if f == RECORD_FORMAT => {}
        Some(other) => {
            return Err(RecordError::new(
                ErrorKind::Format,
                "format",
                format!(
                    "expected \"{RECORD_FORMAT}\", found {}: this is not a Trumps game record",
                    describe_value(other)
                ),
            ))
        }
        None => {
            return Err(RecordError::new(
                ErrorKind::Format,
                "format",
                format!("the field \"format\" is missing: a Trumps game record has \"format\": \"{RECORD_FORMAT}\""),
            ))
        }
    }
    let version = get(top, "version", "")?;
    match version.as_u64() {
        Some(v) if v == RECORD_VERSION as u64 => {}
        _ => {
            return Err(RecordError::new(
                ErrorKind::Version,
                "version",
                format!(
                    "the record is in format version {}, this build reads version {RECORD_VERSION}",
                    describe_value(version)
                ),
            ))
        }
    }
    let game = as_str(get(top, "game", "")?, "game")?;
    match GameKind::from_id(game) {
        Some(GameKind::WhatTrump) => {}
        Some(kind) => {
            return Err(RecordError::new(
                ErrorKind::Format,
                "game",
                format!("records of {} cannot be replayed yet", kind.name()),
            ))
        }
        None => {
            return Err(RecordError::new(
                ErrorKind::Format,
                "game",
                format!(
                    "unknown game {}",
                    describe_value(&Value::String(game.into()))
                ),
            ))
        }
    }

    let options = parse_options(get(top, "options", "")?)?;
    let players = options.players as usize;
    let seats = parse_seats(get(top, "seats", "")?, players)?;
    let seed = parse_seed(get(top, "seed", "")?)?;
    let deal = match top.get("deal") {
        None | Some(Value::Null) => GivenChance::default(),
        Some(v) => parse_deal(v, players)?,
    };
    let decisions = parse_decisions(get(top, "decisions", "")?, players)?;
    Ok(Record {
        options,
        seats,
        seed,
        deal,
        decisions,
    })
}

fn parse_options(v: &Value) -> Result<Options, RecordError> {
    let obj = as_object(v, "options")?;
    let p = get(obj, "players", "options")?;
    match p.as_u64() {
        Some(n @ 3..=4) => Ok(Options { players: n as u8 }),
        _ => Err(field_err(
            "options.players",
            format!(
                "What Trump? is for 3 or 4 players, not {}",
                describe_value(p)
            ),
        )),
    }
}

fn parse_seats(v: &Value, players: usize) -> Result<Vec<SeatInfo>, RecordError> {
    let list = as_array(v, "seats")?;
    if list.len() != players {
        return Err(field_err(
            "seats",
            format!("{} seats listed for a {players}-player game", list.len()),
        ));
    }
    list.iter()
        .enumerate()
        .map(|(i, s)| {
            let at = format!("seats[{i}]");
            let obj = as_object(s, &at)?;
            let name = match obj.get("name") {
                None | Some(Value::Null) => format!("Seat {i}"),
                Some(n) => as_str(n, &path(&at, "name"))?.to_string(),
            };
            let kind = as_str(get(obj, "kind", &at)?, &path(&at, "kind"))?;
            let kind = match kind {
                "human" => SeatKind::Human,
                "bot" => {
                    let lat = path(&at, "level");
                    let level = as_str(get(obj, "level", &at)?, &lat)?;
                    SeatKind::Bot(BotLevel::from_id(level).ok_or_else(|| {
                        field_err(
                            &lat,
                            format!(
                                "unknown bot level \"{level}\" (expected beginner or standard)"
                            ),
                        )
                    })?)
                }
                other => {
                    return Err(field_err(
                        &path(&at, "kind"),
                        format!("expected \"human\" or \"bot\", found \"{other}\""),
                    ))
                }
            };
            Ok(SeatInfo { name, kind })
        })
        .collect()
}

fn parse_seed(v: &Value) -> Result<u64, RecordError> {
    let parsed = match v {
        Value::Number(n) => n.as_u64(),
        // Also accepted as a decimal string, for tools whose numbers lose precision past 2^53.
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    };
    parsed.ok_or_else(|| {
        field_err(
            "seed",
            format!(
                "expected a whole number from 0 to {}, found {}",
                u64::MAX,
                describe_value(v)
            ),
        )
    })
}

fn parse_deal(v: &Value, players: usize) -> Result<GivenChance, RecordError> {
    let obj = as_object(v, "deal")?;
    let first_dealer = match obj.get("first_dealer") {
        None | Some(Value::Null) => None,
        Some(d) => Some(as_seat(d, "deal.first_dealer", players)?),
    };
    let mut rounds = Vec::new();
    if let Some(list) = obj.get("rounds").filter(|r| !r.is_null()) {
        for (r, round) in as_array(list, "deal.rounds")?.iter().enumerate() {
            let at = format!("deal.rounds[{r}]");
            rounds.push(parse_round(round, &at, players)?);
        }
    }
    Ok(GivenChance {
        first_dealer,
        rounds,
    })
}

fn parse_round(v: &Value, at: &str, players: usize) -> Result<Deal, RecordError> {
    let obj = as_object(v, at)?;
    let gat = path(at, "grid");
    let grid = as_array(get(obj, "grid", at)?, &gat)?;
    let mut cards: Vec<Card> = Vec::with_capacity(36);
    for (i, c) in grid.iter().enumerate() {
        let card = as_card(c, &format!("{gat}[{i}]"))?;
        if let Some(j) = cards.iter().position(|&x| x == card) {
            return Err(RecordError::new(
                ErrorKind::Deal,
                format!("{gat}[{i}]"),
                format!("the card {card} is dealt twice (also at {gat}[{j}])"),
            ));
        }
        cards.push(card);
    }
    if cards.len() != 36 {
        return Err(RecordError::new(
            ErrorKind::Deal,
            gat,
            format!(
                "a grid lists all 36 cards in column order, this one has {}",
                cards.len()
            ),
        ));
    }
    let mat = path(at, "markers");
    let markers = as_array(get(obj, "markers", at)?, &mat)?
        .iter()
        .enumerate()
        .map(|(i, m)| as_seat(m, &format!("{mat}[{i}]"), players))
        .collect::<Result<Vec<Seat>, _>>()?;
    let deal = Deal::from_cards(&cards, markers);
    deal.check(players)
        .map_err(|e| RecordError::new(ErrorKind::Deal, at, e.to_string()))?;
    Ok(deal)
}

fn parse_decisions(v: &Value, players: usize) -> Result<Vec<Decision>, RecordError> {
    as_array(v, "decisions")?
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let at = format!("decisions[{i}]");
            let bad = |m: String| RecordError::new(ErrorKind::Decision, &at, m);
            let obj = d
                .as_object()
                .ok_or_else(|| bad(format!("expected an object, found {}", describe(d))))?;
            let seat_v = obj
                .get("seat")
                .ok_or_else(|| bad("the field \"seat\" is missing".into()))?;
            let seat = as_seat(seat_v, &path(&at, "seat"), players).map_err(|mut e| {
                e.kind = ErrorKind::Decision;
                e
            })?;
            let action_v = obj
                .get("action")
                .ok_or_else(|| bad("the field \"action\" is missing".into()))?;
            let action: Action = serde_json::from_value(action_v.clone()).map_err(|e| {
                let e = e.to_string();
                // A card that does not exist is reported as such (Card's own parse error).
                let kind = if e.contains("is not a card") {
                    ErrorKind::Card
                } else {
                    ErrorKind::Decision
                };
                RecordError::new(kind, path(&at, "action"), format!("not an action ({e})"))
            })?;
            Ok(Decision { seat, action })
        })
        .collect()
}
