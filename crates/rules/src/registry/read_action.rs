//! Reading a game's action from JSON (a record's decision) with errors in plain words: the
//! field at fault (`type`, `card`…) and what it may be. A game's actions are objects tagged
//! by `"type"`; the types are learnt from the game's own refusal of an unknown one.

use crate::engine::json::describe_value;
use crate::engine::Game;
use crate::records::plain::{clip, data_error, QUOTE_CHARS};
use serde::Deserialize;
use serde_json::{Map, Value};
use std::fmt;

/// Why a value is not an action of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionIssue {
    /// The action's field at fault (`card`), if one is.
    pub field: Option<String>,
    pub message: String,
}

impl ActionIssue {
    /// Whether the problem is a card (a string that is not one, or a card field of the
    /// wrong kind): such errors are of kind `card` in every game.
    pub fn is_card(&self) -> bool {
        self.field.as_deref() == Some("card") || self.message.contains("is not a card")
    }
}

impl fmt::Display for ActionIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.field {
            Some(k) => write!(f, "{k}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// An action of game `G` from JSON.
pub fn read_action<G: Game>(v: &Value) -> Result<G::Action, ActionIssue> {
    G::Action::deserialize(v).map_err(|e| explain::<G>(v, &e))
}

fn issue(field: Option<&str>, message: String) -> ActionIssue {
    ActionIssue {
        field: field.map(|k| clip(k, QUOTE_CHARS)),
        message,
    }
}

/// The game's action types (`play`, `bid`…), from its refusal of a type it does not have.
pub fn action_types<G: Game>() -> Vec<String> {
    let probe = Value::Object(Map::from_iter([(
        "type".to_string(),
        Value::String("\u{1}".into()),
    )]));
    match G::Action::deserialize(&probe) {
        Ok(_) => Vec::new(),
        Err(e) => {
            let m = e.to_string();
            let tail = m.rsplit_once("expected ").map_or("", |(_, t)| t);
            tail.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect()
        }
    }
}

fn explain<G: Game>(v: &Value, whole: &serde_json::Error) -> ActionIssue {
    let types = action_types::<G>().join(", ");
    let name = G::INFO.name;
    let Some(obj) = v.as_object() else {
        return issue(
            None,
            format!(
                "expected an action of {name}: an object with its \"type\" ({types}), found {}",
                describe_value(v)
            ),
        );
    };
    let Some(t) = obj.get("type") else {
        return issue(
            None,
            format!("the field \"type\" is missing (an action of {name} is one of: {types})"),
        );
    };
    let known = t
        .as_str()
        .is_some_and(|t| types.split(", ").any(|x| x == t));
    if !known {
        return issue(
            Some("type"),
            format!(
                "{} is not an action of {name} (one of: {types})",
                describe_value(t)
            ),
        );
    }
    // Each field alone with the type: the first the game refuses is at fault.
    for (key, value) in obj.iter().filter(|(k, _)| k.as_str() != "type") {
        let trial = Value::Object(Map::from_iter([
            ("type".to_string(), t.clone()),
            (key.clone(), value.clone()),
        ]));
        if let Err(e) = G::Action::deserialize(&trial) {
            if !e.to_string().starts_with("missing field") {
                let mut message = data_error(&e);
                if key == "card" {
                    // A card's name is a string: say so in the game's terms.
                    message =
                        message.replacen("expected a string", "expected a card (its name)", 1);
                }
                return issue(Some(key), message);
            }
        }
    }
    issue(None, data_error(whole))
}
