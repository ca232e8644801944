//! Reading a record: never panics; every problem is a [`RecordError`] naming what is wrong
//! and where (a JSON path such as `deal.rounds[0].grid[7]` or `decisions[12]`). The game's own
//! parts (options, deal, actions) are checked by its registry entry.

use super::error::{ErrorKind, RecordError};
use super::format::{Decision, Record, SeatInfo, SeatKind, RECORD_FORMAT, RECORD_VERSION};
use super::json::{
    as_array, as_object, as_seat, as_str, describe, describe_value, field_err, get, path,
};
use crate::bots::BotLevel;
use crate::registry::{self, Entry};
use serde_json::Value;

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
    let entry = registry::find(game).ok_or_else(|| {
        RecordError::new(
            ErrorKind::Format,
            "game",
            format!(
                "unknown game {}",
                describe_value(&Value::String(game.into()))
            ),
        )
    })?;

    let (options, players) = entry.read_options(get(top, "options", "")?)?;
    let seats = parse_seats(get(top, "seats", "")?, players)?;
    let seed = parse_seed(get(top, "seed", "")?)?;
    let deal = match top.get("deal") {
        None | Some(Value::Null) => Value::Null,
        Some(v) => {
            entry.check_deal(v, &options)?;
            v.clone()
        }
    };
    let decisions = parse_decisions(get(top, "decisions", "")?, players, entry)?;
    Ok(Record {
        game: entry.info().id,
        options,
        seats,
        seed,
        deal,
        decisions,
    })
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
                                "unknown bot level \"{level}\" (expected {})",
                                BotLevel::ids_in_words()
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

fn parse_decisions(
    v: &Value,
    players: usize,
    entry: &dyn Entry,
) -> Result<Vec<Decision>, RecordError> {
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
            entry.check_action(action_v).map_err(|e| {
                // A card that does not exist is reported as such (the card's own parse error).
                let kind = if e.contains("is not a card") {
                    ErrorKind::Card
                } else {
                    ErrorKind::Decision
                };
                RecordError::new(kind, path(&at, "action"), e)
            })?;
            Ok(Decision {
                seat,
                action: action_v.clone(),
            })
        })
        .collect()
}
