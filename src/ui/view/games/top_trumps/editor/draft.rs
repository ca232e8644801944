//! A pack as typed in the editor, kept whole while it is unfinished, and how it becomes a
//! pack (through the same checks an imported pack goes through) and back.

use crate::games::top_trumps::check::{pack_from_value, MIN_ATTRIBUTES, MIN_CARDS};
use crate::games::top_trumps::{Attribute, Better, Pack, PackCard};
use crate::ui::model::lang::{say, say_with, Msg, Value as Words};
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct DraftAttribute {
    pub label: String,
    pub unit: String,
    pub lower: bool,
    pub precision: u8,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct DraftCard {
    pub name: String,
    pub picture: String,
    pub description: String,
    /// One per attribute, as typed: a number, `-` for no data, or empty (not filled in yet).
    pub values: Vec<String>,
}

/// A pack as typed in the editor.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Draft {
    /// The name of the pack of yours being changed (replaced when saved).
    pub original: Option<String>,
    pub name: String,
    pub description: String,
    pub source: String,
    pub url: String,
    pub licence: String,
    /// Sources after the first (kept as they were: the editor shows the first).
    pub more_sources: Vec<(String, String)>,
    pub attributes: Vec<DraftAttribute>,
    pub cards: Vec<DraftCard>,
}

/// `Top speed` → `top-speed`: the characters `keep` keeps, lower case, the others as
/// single hyphens between the words.
pub fn slugged(text: &str, keep: fn(char) -> bool) -> String {
    let s: String = text
        .chars()
        .map(|c| if keep(c) { c.to_ascii_lowercase() } else { '-' })
        .collect();
    s.split('-')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// `Top speed` → `top-speed` (at most 20 characters).
fn slug(label: &str) -> String {
    slugged(label.trim(), |c| c.is_ascii_alphanumeric())
        .chars()
        .take(20)
        .collect()
}

impl Draft {
    /// A new pack: the fewest attributes and cards a pack may have, to fill in.
    pub fn blank() -> Draft {
        Draft {
            attributes: vec![DraftAttribute::default(); MIN_ATTRIBUTES],
            cards: (0..MIN_CARDS)
                .map(|_| DraftCard {
                    values: vec![String::new(); MIN_ATTRIBUTES],
                    ..DraftCard::default()
                })
                .collect(),
            ..Draft::default()
        }
    }

    pub fn from_pack(pack: &Pack) -> Draft {
        Draft {
            original: Some(pack.name.clone()),
            name: pack.name.clone(),
            description: pack.description.clone(),
            source: pack
                .sources
                .first()
                .map(|s| s.name.clone())
                .unwrap_or_default(),
            url: pack
                .sources
                .first()
                .map(|s| s.url.clone())
                .unwrap_or_default(),
            licence: pack.licence.clone(),
            more_sources: pack
                .sources
                .iter()
                .skip(1)
                .map(|s| (s.name.clone(), s.url.clone()))
                .collect(),
            attributes: pack
                .attributes
                .iter()
                .map(|a| DraftAttribute {
                    label: a.label.clone(),
                    unit: a.unit.clone(),
                    lower: a.better == Better::Lower,
                    precision: a.precision,
                })
                .collect(),
            cards: pack
                .cards
                .iter()
                .map(|c| DraftCard {
                    name: c.name.clone(),
                    picture: c.picture.clone(),
                    description: c.description.clone(),
                    values: pack
                        .attributes
                        .iter()
                        .zip(&c.values)
                        .map(|(a, v)| match v {
                            None => "-".into(),
                            Some(x) => format!("{:.*}", a.precision as usize, x)
                                .parse::<f64>()
                                .ok()
                                .filter(|r| r == x)
                                .map_or_else(
                                    || x.to_string(),
                                    |_| format!("{:.*}", a.precision as usize, x),
                                ),
                        })
                        .collect(),
                })
                .collect(),
        }
    }

    /// Each attribute's key, made from its label (unique).
    fn keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = Vec::new();
        for (i, a) in self.attributes.iter().enumerate() {
            let mut k = slug(&a.label);
            if k.is_empty() {
                k = format!("a{}", i + 1);
            }
            let base = k.clone();
            let mut n = 2;
            while keys.contains(&k) {
                k = format!("{base}-{n}");
                n += 1;
            }
            keys.push(k);
        }
        keys
    }

    /// The pack in the pack format (what is checked, saved and exported).
    pub fn to_json(&self) -> Value {
        let keys = self.keys();
        let attributes: Vec<Value> = self
            .attributes
            .iter()
            .zip(&keys)
            .map(|(a, k)| {
                json!({
                    "key": k,
                    "label": a.label.trim(),
                    "unit": a.unit.trim(),
                    "better": if a.lower { "lower" } else { "higher" },
                    "precision": a.precision,
                })
            })
            .collect();
        let cards: Vec<Value> = self
            .cards
            .iter()
            .map(|c| {
                let mut values = Map::new();
                for (i, k) in keys.iter().enumerate() {
                    let typed = c.values.get(i).map_or("", |v| v.trim());
                    match typed {
                        "" => {}
                        "-" => {
                            values.insert(k.clone(), Value::Null);
                        }
                        t => {
                            let v = t
                                .parse::<f64>()
                                .ok()
                                .filter(|x| x.is_finite())
                                .and_then(serde_json::Number::from_f64)
                                .map_or_else(|| Value::String(t.to_string()), Value::Number);
                            values.insert(k.clone(), v);
                        }
                    }
                }
                let mut o = Map::new();
                o.insert("name".into(), json!(c.name.trim()));
                if !c.description.trim().is_empty() {
                    o.insert("description".into(), json!(c.description.trim()));
                }
                if !c.picture.trim().is_empty() {
                    o.insert("picture".into(), json!(c.picture.trim()));
                }
                o.insert("values".into(), Value::Object(values));
                Value::Object(o)
            })
            .collect();
        let mut out = Map::new();
        out.insert("format".into(), json!(1));
        out.insert("name".into(), json!(self.name.trim()));
        if !self.description.trim().is_empty() {
            out.insert("description".into(), json!(self.description.trim()));
        }
        let sources: Vec<Value> = std::iter::once((self.source.as_str(), self.url.as_str()))
            .chain(
                self.more_sources
                    .iter()
                    .map(|(n, u)| (n.as_str(), u.as_str())),
            )
            .filter(|(n, _)| !n.trim().is_empty())
            .map(|(n, u)| {
                let mut s = Map::new();
                s.insert("name".into(), json!(n.trim()));
                if !u.trim().is_empty() {
                    s.insert("url".into(), json!(u.trim()));
                }
                Value::Object(s)
            })
            .collect();
        if !sources.is_empty() {
            out.insert("sources".into(), Value::Array(sources));
        }
        if !self.licence.trim().is_empty() {
            out.insert("licence".into(), json!(self.licence.trim()));
        }
        out.insert("attributes".into(), Value::Array(attributes));
        out.insert("cards".into(), Value::Array(cards));
        Value::Object(out)
    }

    /// The pack, or every problem in the editor's words.
    pub fn check(&self) -> Result<Pack, Vec<String>> {
        pack_from_value(&self.to_json()).map_err(|problems| {
            problems
                .into_iter()
                .map(|p| {
                    let text = p.to_string();
                    text.replace(
                        "no value (write null for no data)",
                        &say(Msg::TopTrumpsEditorEmptyValue),
                    )
                })
                .collect()
        })
    }

    /// A card as it would look, even while the pack is unfinished.
    pub fn preview(&self, card: usize) -> Option<Pack> {
        let c = self.cards.get(card)?;
        let attributes = self
            .attributes
            .iter()
            .zip(self.keys())
            .map(|(a, key)| Attribute {
                key,
                label: if a.label.trim().is_empty() {
                    "?".into()
                } else {
                    a.label.trim().into()
                },
                unit: a.unit.trim().into(),
                better: if a.lower {
                    Better::Lower
                } else {
                    Better::Higher
                },
                precision: a.precision.min(6),
            })
            .collect();
        Some(Pack {
            name: self.name.clone(),
            description: String::new(),
            sources: Vec::new(),
            licence: String::new(),
            attributes,
            cards: vec![PackCard {
                name: if c.name.trim().is_empty() {
                    say_with(
                        Msg::TopTrumpsEditorCardN,
                        &[("n", Words::Number((card + 1) as f64))],
                    )
                } else {
                    c.name.trim().into()
                },
                description: c.description.trim().into(),
                picture: c.picture.trim().into(),
                values: (0..self.attributes.len())
                    .map(|i| {
                        c.values
                            .get(i)
                            .and_then(|v| v.trim().parse::<f64>().ok())
                            .filter(|x| x.is_finite())
                    })
                    .collect(),
            }],
        })
    }
}
