//! Small helpers for reading a record (or any JSON a game reads) field by field: every problem becomes a
//! [`RecordError`] naming the JSON path. Games use them for their own parts of a record
//! (options, hand-made deals).

use super::quote::quote;
use super::record_error::{ErrorKind, RecordError};
use super::Seat;
use serde_json::{Map, Value};

pub fn field_err(at: &str, message: impl Into<String>) -> RecordError {
    RecordError::new(ErrorKind::Field, at, message)
}

/// "a string", "an array"…
pub fn describe(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A short description of a value for messages: small values shown, a long string cut, a
/// list or an object named.
pub fn describe_value(v: &Value) -> String {
    match v {
        Value::Number(_) | Value::Bool(_) | Value::Null => v.to_string(),
        Value::String(s) => quote(s),
        other => describe(other).to_string(),
    }
}

/// "expected a whole number from 1 to 50, found 1.8e19" (a number with a decimal point or an
/// exponent is refused, even when it is whole: the message says how to write it).
pub fn whole_number_words(min: u64, max: u64, v: &Value) -> String {
    let hint = match v.as_f64() {
        Some(x)
            if !v.is_u64()
                && !v.is_i64()
                && x.fract() == 0.0
                && (min as f64..=max as f64).contains(&x) =>
        {
            " (write whole numbers without a decimal point or exponent)"
        }
        _ => "",
    };
    format!(
        "expected a whole number from {min} to {max}, found {}{hint}",
        describe_value(v)
    )
}

/// A whole number from `min` to `max`, or the error at `at` saying so.
pub fn as_whole(v: &Value, at: &str, min: u64, max: u64) -> Result<u64, RecordError> {
    match v.as_u64() {
        Some(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(field_err(at, whole_number_words(min, max, v))),
    }
}

pub fn get<'a>(obj: &'a Map<String, Value>, key: &str, at: &str) -> Result<&'a Value, RecordError> {
    obj.get(key)
        .ok_or_else(|| field_err(at, format!("the field \"{key}\" is missing")))
}

/// `parent.key` (or `key` at the top).
pub fn path(parent: &str, key: &str) -> String {
    if parent.is_empty() {
        key.to_string()
    } else {
        format!("{parent}.{key}")
    }
}

pub fn as_object<'a>(v: &'a Value, at: &str) -> Result<&'a Map<String, Value>, RecordError> {
    v.as_object().ok_or_else(|| {
        field_err(
            at,
            format!("expected an object, found {}", describe_value(v)),
        )
    })
}

pub fn as_array<'a>(v: &'a Value, at: &str) -> Result<&'a Vec<Value>, RecordError> {
    v.as_array().ok_or_else(|| {
        field_err(
            at,
            format!("expected an array, found {}", describe_value(v)),
        )
    })
}

pub fn as_str<'a>(v: &'a Value, at: &str) -> Result<&'a str, RecordError> {
    v.as_str().ok_or_else(|| {
        field_err(
            at,
            format!("expected a string, found {}", describe_value(v)),
        )
    })
}

pub fn as_bool(v: &Value, at: &str) -> Result<bool, RecordError> {
    v.as_bool().ok_or_else(|| {
        field_err(
            at,
            format!("expected true or false, found {}", describe_value(v)),
        )
    })
}

pub fn as_seat(v: &Value, at: &str, players: usize) -> Result<Seat, RecordError> {
    let last = players.saturating_sub(1);
    let n = v.as_u64().ok_or_else(|| {
        field_err(
            at,
            format!(
                "expected a seat number (0 to {last}), found {}",
                describe_value(v)
            ),
        )
    })?;
    if n >= players as u64 {
        return Err(field_err(
            at,
            format!("{n} is not a seat at this {players}-player table (seats are 0-{last})"),
        ));
    }
    Ok(Seat(n as u8))
}

/// A card of a game's deck from its notation; `parse` gives the game's own message.
pub fn as_card<C, E: std::fmt::Display>(
    v: &Value,
    at: &str,
    example: &str,
    parse: impl Fn(&str) -> Result<C, E>,
) -> Result<C, RecordError> {
    let s = v.as_str().ok_or_else(|| {
        RecordError::new(
            ErrorKind::Card,
            at,
            format!(
                "expected a card like \"{example}\", found {}",
                describe_value(v)
            ),
        )
    })?;
    parse(s).map_err(|e| RecordError::new(ErrorKind::Card, at, e.to_string()))
}
