//! Reading a record: never panics; every problem is a [`RecordError`] naming what is wrong
//! and where (a JSON path such as `deal.rounds[0].grid[7]` or `decisions[12]`). The game's own
//! parts (options, deal, actions) are checked by its registry entry. A text over
//! [`super::size::MAX_RECORD_BYTES`] is refused unread; below it the record is read in parts (see
//! [`super::raw`]), so memory stays a small multiple of the text.

use super::format::{Decision, Record, SeatInfo, SeatKind, RECORD_FORMAT, RECORD_VERSION};
use super::plain::quote;
use super::raw::{self, Fields, TreeProblem, MAX_PART_VALUES};
use super::size::{check_size, grouped};
use crate::bots::BotLevel;
use crate::engine::json::{as_object, as_seat, as_str, describe_value, field_err, get, path};
use crate::engine::record_error::{ErrorKind, RecordError};
use crate::registry::{self, Entry};
use serde_json::value::RawValue;
use serde_json::Value;

/// The longest action read, in bytes of JSON (a real one is a few dozen).
pub const MAX_ACTION_BYTES: usize = 1_000;

/// Reads a record from JSON text (at most [`super::size::MAX_RECORD_BYTES`]).
pub fn parse_record(text: &str) -> Result<Record, RecordError> {
    check_size(text)?;
    let json_err = |m: String| RecordError::new(ErrorKind::Json, "", m);
    if text.trim().is_empty() {
        return Err(json_err(
            "the record is empty: a record is a JSON object".into(),
        ));
    }
    let top = match raw::object_fields(text) {
        Err(why) => return Err(json_err(format!("the record is not valid JSON: {why}"))),
        Ok(None) => {
            return Err(json_err(format!(
                "a record is a JSON object, this is {}",
                raw::kind_of(text)
            )))
        }
        Ok(Some(fields)) => fields,
    };

    match top.get("format").map(raw::scalar) {
        Some(Value::String(f)) if f == RECORD_FORMAT => {}
        Some(other) => {
            return Err(RecordError::new(
                ErrorKind::Format,
                "format",
                format!(
                    "expected \"{RECORD_FORMAT}\", found {}: this is not a Trumps game record",
                    describe_value(&other)
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
    let version = raw::scalar(required(&top, "version")?);
    match version.as_u64() {
        Some(v) if v == RECORD_VERSION as u64 => {}
        _ => {
            return Err(RecordError::new(
                ErrorKind::Version,
                "version",
                format!(
                    "the record is in format version {}, this build reads version {RECORD_VERSION}",
                    describe_value(&version)
                ),
            ))
        }
    }
    let game = raw::scalar(required(&top, "game")?);
    let game = as_str(&game, "game")?;
    let entry = registry::find(game).ok_or_else(|| {
        let ids: Vec<&str> = registry::GAMES.iter().map(|e| e.info().id).collect();
        RecordError::new(
            ErrorKind::Format,
            "game",
            format!("unknown game {} (one of: {})", quote(game), ids.join(", ")),
        )
    })?;

    let (options, players) = entry.read_options(&part(&top, "options")?)?;
    let seats = parse_seats(&part(&top, "seats")?, players)?;
    let seed = parse_seed(&raw::scalar(required(&top, "seed")?))?;
    let deal = match top.get("deal") {
        None => Value::Null,
        Some(_) => {
            let v = part(&top, "deal")?;
            if !v.is_null() {
                entry.check_deal(&v, &options)?;
            }
            v
        }
    };
    let decisions = parse_decisions(required(&top, "decisions")?, players, entry)?;
    Ok(Record {
        game: entry.info().id,
        options,
        seats,
        seed,
        deal,
        decisions,
    })
}

/// A top field that must be there.
fn required<'a>(top: &Fields<'a>, key: &str) -> Result<&'a RawValue, RecordError> {
    top.get(key)
        .ok_or_else(|| field_err(key, format!("the field \"{key}\" is missing")))
}

/// A top field read as a tree (options, seats, deal: small in any real record).
fn part(top: &Fields<'_>, key: &str) -> Result<Value, RecordError> {
    raw::tree(required(top, key)?).map_err(|p| {
        field_err(
            key,
            match p {
                TreeProblem::TooMany => format!(
                    "{} holding more than {MAX_PART_VALUES} values: far more than a record's {key} has",
                    raw::kind_of(top.get(key).map_or("", |r| r.get()))
                ),
                TreeProblem::Unreadable(why) => format!("cannot be read: {why}"),
            },
        )
    })
}

fn parse_seats(v: &Value, players: usize) -> Result<Vec<SeatInfo>, RecordError> {
    let list = v.as_array().ok_or_else(|| {
        field_err(
            "seats",
            format!(
                "expected an array of {players} seats, found {}",
                describe_value(v)
            ),
        )
    })?;
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
                                "unknown bot level {} (expected {})",
                                quote(level),
                                BotLevel::ids_in_words()
                            ),
                        )
                    })?)
                }
                other => {
                    return Err(field_err(
                        &path(&at, "kind"),
                        format!("expected \"human\" or \"bot\", found {}", quote(other)),
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
        let whole_float = v.as_f64().is_some_and(|x| x.fract() == 0.0 && x >= 0.0);
        let hint = if whole_float && !v.is_i64() {
            " (write it without a decimal point or exponent, or as a string of digits)"
        } else {
            ""
        };
        field_err(
            "seed",
            format!(
                "expected a whole number from 0 to {}, found {}{hint}",
                u64::MAX,
                describe_value(v)
            ),
        )
    })
}

/// The decisions, read one at a time (each action becomes its game's own form, so a record
/// of many decisions takes little more memory than its text).
fn parse_decisions(
    list: &RawValue,
    players: usize,
    entry: &dyn Entry,
) -> Result<Vec<Decision>, RecordError> {
    if !raw::is_array(list.get()) {
        return Err(field_err(
            "decisions",
            format!(
                "expected an array of decisions, found {}",
                raw::kind_of(list.get())
            ),
        ));
    }
    let mut out = Vec::new();
    raw::each_element(list, &mut |i, d| {
        out.push(parse_decision(i, d, players, entry)?);
        Ok(())
    })?;
    out.shrink_to_fit();
    Ok(out)
}

fn parse_decision(
    i: usize,
    d: &RawValue,
    players: usize,
    entry: &dyn Entry,
) -> Result<Decision, RecordError> {
    let at = format!("decisions[{i}]");
    let bad = |at: &str, m: String| RecordError::new(ErrorKind::Decision, at, m);
    let obj = raw::fields_of(d).ok_or_else(|| {
        bad(
            &at,
            format!(
                "expected an object {{\"seat\": …, \"action\": …}}, found {}",
                raw::kind_of(d.get())
            ),
        )
    })?;
    let seat_v = obj
        .get("seat")
        .ok_or_else(|| bad(&at, "the field \"seat\" is missing".into()))?;
    let seat = as_seat(&raw::scalar(seat_v), &path(&at, "seat"), players).map_err(|mut e| {
        e.kind = ErrorKind::Decision;
        e
    })?;
    let action_v = obj
        .get("action")
        .ok_or_else(|| bad(&at, "the field \"action\" is missing".into()))?;
    let aat = path(&at, "action");
    let text = action_v.get();
    if text.len() > MAX_ACTION_BYTES {
        return Err(bad(
            &aat,
            format!(
                "{} of {} bytes: an action is a small object such as {{\"type\": \"play\", …}} (at most {} bytes)",
                raw::kind_of(text),
                grouped(text.len() as u64),
                grouped(MAX_ACTION_BYTES as u64)
            ),
        ));
    }
    let action: Value = serde_json::from_str(text).map_err(|e| {
        bad(
            &aat,
            format!("cannot be read: {}", super::plain::syntax_error(&e)),
        )
    })?;
    let action = entry.check_action(&action, &aat)?;
    Ok(Decision { seat, action })
}

#[cfg(test)]
mod tests {
    use super::super::size::MAX_RECORD_BYTES;
    use super::*;

    #[test]
    fn the_limit_is_checked_before_anything_is_read() {
        let text = " ".repeat(MAX_RECORD_BYTES + 1);
        let e = parse_record(&text).expect_err("too large");
        assert_eq!(e.kind, ErrorKind::TooLarge);
    }
}
