//! A seat's view sent whole, or as only its top-level fields that changed since the state
//! before. A view holds the game's options, and a Top Trumps pack in them can be a megabyte:
//! sent once, not with every move. Written over plain JSON, for any game.
//!
//! Both sides keep a view as its top-level fields, each as JSON text ([`ViewFields`]): the host
//! compares texts to find what changed, and a guest passes the texts on unread until the view
//! is wanted whole ([`ViewFields::to_value`]), so a long view is not taken apart at every move.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;
use std::collections::BTreeMap;

/// Written `{"Whole":{"view":…}}` or `{"Changed":{"set":{"field":…},"removed":["field"]}}`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ViewUpdate {
    /// The whole view.
    Whole { view: Box<RawValue> },
    /// The view before, with these top-level fields set (new or changed) and these removed.
    Changed {
        #[serde(default)]
        set: BTreeMap<String, Box<RawValue>>,
        #[serde(default)]
        removed: Vec<String>,
    },
}

impl PartialEq for ViewUpdate {
    fn eq(&self, other: &ViewUpdate) -> bool {
        let texts = |m: &BTreeMap<String, Box<RawValue>>| -> Vec<(String, String)> {
            m.iter()
                .map(|(k, v)| (k.clone(), v.get().to_string()))
                .collect()
        };
        match (self, other) {
            (ViewUpdate::Whole { view: a }, ViewUpdate::Whole { view: b }) => a.get() == b.get(),
            (
                ViewUpdate::Changed {
                    set: a,
                    removed: ra,
                },
                ViewUpdate::Changed {
                    set: b,
                    removed: rb,
                },
            ) => texts(a) == texts(b) && ra == rb,
            _ => false,
        }
    }
}

impl ViewUpdate {
    /// Whether the update needs the view before it.
    pub fn is_whole(&self) -> bool {
        matches!(self, ViewUpdate::Whole { .. })
    }
}

/// A view kept as its top-level fields' JSON texts (or whole, if it is not an object).
#[derive(Clone, Debug)]
pub enum ViewFields {
    Fields(BTreeMap<String, Box<RawValue>>),
    Other(Box<RawValue>),
}

/// `value` as JSON text (written once, not read back).
fn raw(value: &Value) -> Box<RawValue> {
    serde_json::value::to_raw_value(value).unwrap_or_else(|_| null())
}

fn null() -> Box<RawValue> {
    RawValue::NULL.to_owned()
}

impl ViewFields {
    /// A view as the game writes it in JSON.
    pub fn of(view: &Value) -> ViewFields {
        match view {
            Value::Object(m) => {
                ViewFields::Fields(m.iter().map(|(k, v)| (k.clone(), raw(v))).collect())
            }
            other => ViewFields::Other(raw(other)),
        }
    }

    /// A view sent whole.
    pub fn from_whole(view: &RawValue) -> ViewFields {
        match serde_json::from_str::<BTreeMap<String, Box<RawValue>>>(view.get()) {
            Ok(fields) => ViewFields::Fields(fields),
            Err(_) => ViewFields::Other(view.to_owned()),
        }
    }

    /// What turns `old` into this view: the fields that changed when both are objects, else
    /// the view whole.
    pub fn update_from(&self, old: Option<&ViewFields>) -> ViewUpdate {
        match (old, self) {
            (Some(ViewFields::Fields(old)), ViewFields::Fields(new)) => {
                let set = new
                    .iter()
                    .filter(|(k, v)| old.get(*k).is_none_or(|o| o.get() != v.get()))
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                let removed = old
                    .keys()
                    .filter(|k| !new.contains_key(*k))
                    .cloned()
                    .collect();
                ViewUpdate::Changed { set, removed }
            }
            _ => ViewUpdate::Whole {
                view: RawValue::from_string(self.to_text()).unwrap_or_else(|_| null()),
            },
        }
    }

    /// The view after `update` of `old` (`None`: a change with no view to change).
    pub fn updated(old: Option<ViewFields>, update: &ViewUpdate) -> Option<ViewFields> {
        match update {
            ViewUpdate::Whole { view } => Some(ViewFields::from_whole(view)),
            ViewUpdate::Changed { set, removed } => {
                let Some(ViewFields::Fields(mut fields)) = old else {
                    return None;
                };
                for k in removed {
                    fields.remove(k);
                }
                for (k, v) in set {
                    fields.insert(k.clone(), v.clone());
                }
                Some(ViewFields::Fields(fields))
            }
        }
    }

    /// The view as JSON text.
    pub fn to_text(&self) -> String {
        match self {
            ViewFields::Other(v) => v.get().to_string(),
            ViewFields::Fields(fields) => {
                let mut out = String::from("{");
                for (k, (key, v)) in fields.iter().enumerate() {
                    if k > 0 {
                        out.push(',');
                    }
                    out.push_str(&serde_json::to_string(key).unwrap_or_default());
                    out.push(':');
                    out.push_str(v.get());
                }
                out.push('}');
                out
            }
        }
    }

    /// The view as JSON.
    pub fn to_value(&self) -> Value {
        serde_json::from_str(&self.to_text()).unwrap_or(Value::Null)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn changed_fields_rebuild_the_new_view() {
        let old = ViewFields::of(&json!({"a": 1, "b": [1, 2], "c": "x"}));
        let new = json!({"a": 1, "b": [1, 2, 3], "d": null});
        let u = ViewFields::of(&new).update_from(Some(&old));
        let ViewUpdate::Changed { set, removed } = &u else {
            panic!("a change");
        };
        assert_eq!(set.len(), 2);
        assert_eq!(removed, &vec!["c".to_string()]);
        // Sent and read back, as between two devices.
        let u: ViewUpdate = serde_json::from_str(&serde_json::to_string(&u).unwrap()).unwrap();
        let back = ViewFields::updated(Some(old), &u).unwrap();
        assert_eq!(back.to_value(), new);
        assert!(ViewFields::of(&new).update_from(None).is_whole());
        assert!(ViewFields::updated(None, &u).is_none());
        let whole = ViewFields::of(&json!([1, 2])).update_from(Some(&back));
        assert_eq!(
            ViewFields::updated(Some(back), &whole).unwrap().to_value(),
            json!([1, 2])
        );
    }
}
