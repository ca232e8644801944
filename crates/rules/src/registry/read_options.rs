//! Reading a game's options from JSON (a record's, the set-up's, `trumps simulate --options`)
//! with errors in plain words: each names the field (`options.hands`) and what it may be
//! ("a whole number from 1 to 50"). The form comes from the game's option fields; what they do
//! not cover (a Top Trumps pack, an unknown or missing field) is found by trying each field
//! alone on the game's default options.

use crate::engine::json::{as_whole, describe_value, field_err};
use crate::engine::RecordError;
use crate::engine::{FieldKind, Game, GameOptions, OptionField};
use crate::records::plain::{clip, data_error, quote, QUOTE_CHARS};
use serde::Deserialize;
use serde_json::{Map, Value};

/// The options of game `G`, checked (their players in the game's range, each field of the
/// right form, the whole valid).
pub fn read_options<G: Game>(v: &Value) -> Result<G::Options, RecordError> {
    let info = &G::INFO;
    let obj = v.as_object().ok_or_else(|| {
        field_err(
            "options",
            format!(
                "expected the options of {}, an object such as {{\"players\": {}}}, found {}",
                info.name,
                info.players.0,
                describe_value(v)
            ),
        )
    })?;
    let p = obj.get("players").ok_or_else(|| {
        field_err(
            "options",
            format!(
                "the field \"players\" is missing ({} is for {} players)",
                info.name,
                super::player_range(info)
            ),
        )
    })?;
    let players = match p.as_u64() {
        Some(n) if (info.players.0..=info.players.1).contains(&(n as usize)) => n as usize,
        _ => {
            return Err(field_err(
                "options.players",
                format!(
                    "{} is for {} players, not {}",
                    info.name,
                    super::player_range(info),
                    describe_value(p)
                ),
            ))
        }
    };
    for field in G::Options::fields() {
        if let Some(x) = obj.get(field.key) {
            check_field(&field, x)?;
        }
    }
    let typed = match G::Options::deserialize(v) {
        Ok(o) => o,
        Err(e) => return Err(explain::<G>(obj, players, &e)),
    };
    typed.validate().map_err(|why| field_err("options", why))?;
    Ok(typed)
}

/// Options given without a number of players (`trumps simulate --options '{"pack": …}'`) with
/// the table's `players`; anything else as it is.
pub fn with_players(options: &Value, players: usize) -> Value {
    let mut v = options.clone();
    if let Value::Object(m) = &mut v {
        m.entry("players").or_insert(Value::from(players));
    }
    v
}

/// A field of the option form: of its kind and in its range.
fn check_field(field: &OptionField, v: &Value) -> Result<(), RecordError> {
    let at = format!("options.{}", field.key);
    match &field.kind {
        FieldKind::Toggle if v.is_boolean() => Ok(()),
        FieldKind::Toggle => Err(field_err(
            &at,
            format!("expected true or false, found {}", describe_value(v)),
        )),
        FieldKind::Choice(values) => {
            if values.iter().any(|(id, _)| v.as_str() == Some(*id)) {
                return Ok(());
            }
            let ids: Vec<String> = values.iter().map(|(id, _)| format!("\"{id}\"")).collect();
            Err(field_err(
                &at,
                format!("expected {}, found {}", one_of(&ids), describe_value(v)),
            ))
        }
        FieldKind::Number { min, max } => {
            as_whole(v, &at, u64::from(*min), u64::from(*max)).map(|_| ())
        }
    }
}

/// "\"a\"", "\"a\" or \"b\"", "one of \"a\", \"b\", \"c\"".
fn one_of(ids: &[String]) -> String {
    match ids {
        [one] => one.clone(),
        [a, b] => format!("{a} or {b}"),
        _ => format!("one of {}", ids.join(", ")),
    }
}

/// Which field of `obj` the game refused, and why: each field is tried alone on the default
/// options; then a field left out that has no default.
fn explain<G: Game>(
    obj: &Map<String, Value>,
    players: usize,
    whole: &serde_json::Error,
) -> RecordError {
    let name = G::INFO.name;
    let base = match serde_json::to_value(G::Options::default().with_players(players)) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    };
    let known: Vec<&str> = base.keys().map(String::as_str).collect();
    for (key, value) in obj {
        let mut trial = base.clone();
        trial.insert(key.clone(), value.clone());
        let Err(e) = G::Options::deserialize(&Value::Object(trial)) else {
            continue;
        };
        let at = format!("options.{}", clip(key, QUOTE_CHARS));
        if !known.contains(&key.as_str()) {
            return field_err(
                &at,
                format!(
                    "{name} has no option {} (its options: {})",
                    quote(key),
                    known.join(", ")
                ),
            );
        }
        return field_err(&at, data_error(&e));
    }
    if let Some(missing) = known.iter().find(|k| !obj.contains_key(**k)) {
        return field_err(
            "options",
            format!("the field \"{missing}\" is missing ({name} needs it)"),
        );
    }
    field_err(
        "options",
        format!("these are not options of {name}: {}", data_error(whole)),
    )
}
