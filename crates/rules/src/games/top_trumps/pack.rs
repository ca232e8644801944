//! A Top Trumps pack: its name, where its facts come from, its attributes (each with a unit,
//! a direction and a display precision) and its cards (each with a value or "no data" for
//! every attribute). The JSON form is documented in `docs/pack-format.md`; every pack read
//! from JSON, a save's or an import's alike, goes through the checks of [`super::check`].

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{json, Map, Value};
use std::cmp::Ordering;

/// The format version a pack's `format` field holds.
pub const FORMAT: u64 = 1;

/// Which value of an attribute wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Better {
    Higher,
    Lower,
}

impl Better {
    pub fn id(self) -> &'static str {
        match self {
            Better::Higher => "higher",
            Better::Lower => "lower",
        }
    }

    /// "highest wins" / "lowest wins".
    pub fn wins(self) -> &'static str {
        match self {
            Better::Higher => "highest wins",
            Better::Lower => "lowest wins",
        }
    }

    /// "highest wins" / "lowest wins", as said in the reader's language.
    pub fn said(self) -> trumps_words::Said {
        trumps_words::Said::new(match self {
            Better::Higher => trumps_words::Msg::CaptionTopHigher,
            Better::Lower => trumps_words::Msg::CaptionTopLower,
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Source {
    pub name: String,
    pub url: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    /// What the cards' `values` use for it (`mass`).
    pub key: String,
    pub label: String,
    pub unit: String,
    pub better: Better,
    /// Decimals shown.
    pub precision: u8,
}

impl Attribute {
    /// How `value` compares with `other` for this attribute: `Greater` when `value` is better.
    pub fn compare(&self, value: f64, other: f64) -> Ordering {
        let o = value.total_cmp(&other);
        match self.better {
            Better::Higher => o,
            Better::Lower => o.reverse(),
        }
    }

    /// A value as English readers read it: `12,742 km`, `5.51 g/cm³`, `no data` (in the
    /// reader's language: [`PackWords::value`](super::words::PackWords::value)).
    pub fn show(&self, value: Option<f64>) -> String {
        match self.show_parts(value) {
            (number, "") => number,
            (number, unit) => format!("{number} {unit}"),
        }
    }

    /// [`show`](Self::show) in its two parts, the number and the unit (`""`: none), for a
    /// card that sets the unit apart: (`12,742`, `km`), (`no data`, ``).
    pub fn show_parts(&self, value: Option<f64>) -> (String, &str) {
        match value {
            None => ("no data".into(), ""),
            Some(v) => (
                trumps_words::figure(v, self.precision, ",", "."),
                &self.unit,
            ),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct PackCard {
    pub name: String,
    pub description: String,
    /// An emoji, or a small image as a `data:` URL; empty for none.
    pub picture: String,
    /// One per attribute, in the pack's order; `None` is "no data".
    pub values: Vec<Option<f64>>,
}

impl PackCard {
    /// Whether the picture is an image (a `data:` URL) rather than an emoji.
    pub fn picture_is_image(&self) -> bool {
        self.picture.starts_with("data:")
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Pack {
    pub name: String,
    pub description: String,
    pub sources: Vec<Source>,
    pub licence: String,
    pub attributes: Vec<Attribute>,
    pub cards: Vec<PackCard>,
}

impl Pack {
    pub fn value(&self, card: usize, attribute: usize) -> Option<f64> {
        self.cards
            .get(card)
            .and_then(|c| c.values.get(attribute).copied().flatten())
    }

    pub fn card_name(&self, card: usize) -> &str {
        self.cards.get(card).map_or("?", |c| c.name.as_str())
    }

    pub fn attribute(&self, attribute: usize) -> Option<&Attribute> {
        self.attributes.get(attribute)
    }

    /// The attribute with this key.
    pub fn attribute_by_key(&self, key: &str) -> Option<usize> {
        self.attributes.iter().position(|a| a.key == key)
    }

    /// The card with this name (ignoring case).
    pub fn card_by_name(&self, name: &str) -> Option<usize> {
        self.cards
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(name.trim()))
    }

    /// How good `card`'s value of `attribute` is among the whole pack: the share of the other
    /// cards with a value that it beats (ties count half), 0 for "no data".
    pub fn strength(&self, card: usize, attribute: usize) -> f64 {
        let (Some(v), Some(a)) = (self.value(card, attribute), self.attribute(attribute)) else {
            return 0.0;
        };
        let mut score = 0.0;
        let mut others = 0usize;
        for (i, c) in self.cards.iter().enumerate() {
            if i == card {
                continue;
            }
            others += 1;
            match c.values.get(attribute).copied().flatten() {
                None => score += 1.0,
                Some(w) => match a.compare(v, w) {
                    Ordering::Greater => score += 1.0,
                    Ordering::Equal => score += 0.5,
                    Ordering::Less => {}
                },
            }
        }
        score / others.max(1) as f64
    }

    /// The pack in its JSON form (`docs/pack-format.md`).
    pub fn to_json(&self) -> Value {
        let mut out = Map::new();
        out.insert("format".into(), json!(FORMAT));
        out.insert("name".into(), json!(self.name));
        if !self.description.is_empty() {
            out.insert("description".into(), json!(self.description));
        }
        if !self.sources.is_empty() {
            let sources: Vec<Value> = self
                .sources
                .iter()
                .map(|s| {
                    let mut o = Map::new();
                    o.insert("name".into(), json!(s.name));
                    if !s.url.is_empty() {
                        o.insert("url".into(), json!(s.url));
                    }
                    Value::Object(o)
                })
                .collect();
            out.insert("sources".into(), Value::Array(sources));
        }
        if !self.licence.is_empty() {
            out.insert("licence".into(), json!(self.licence));
        }
        let attributes: Vec<Value> = self
            .attributes
            .iter()
            .map(|a| {
                let mut o = Map::new();
                o.insert("key".into(), json!(a.key));
                o.insert("label".into(), json!(a.label));
                if !a.unit.is_empty() {
                    o.insert("unit".into(), json!(a.unit));
                }
                o.insert("better".into(), json!(a.better.id()));
                o.insert("precision".into(), json!(a.precision));
                Value::Object(o)
            })
            .collect();
        out.insert("attributes".into(), Value::Array(attributes));
        let cards: Vec<Value> = self
            .cards
            .iter()
            .map(|c| {
                let mut o = Map::new();
                o.insert("name".into(), json!(c.name));
                if !c.description.is_empty() {
                    o.insert("description".into(), json!(c.description));
                }
                if !c.picture.is_empty() {
                    o.insert("picture".into(), json!(c.picture));
                }
                let values: Map<String, Value> = self
                    .attributes
                    .iter()
                    .zip(&c.values)
                    .map(|(a, v)| (a.key.clone(), number(*v)))
                    .collect();
                o.insert("values".into(), Value::Object(values));
                Value::Object(o)
            })
            .collect();
        out.insert("cards".into(), Value::Array(cards));
        Value::Object(out)
    }

    /// The JSON form as text, indented, for a file.
    pub fn to_pretty(&self) -> String {
        serde_json::to_string_pretty(&self.to_json()).unwrap_or_default()
    }
}

/// A value as JSON: whole numbers without a decimal point.
fn number(v: Option<f64>) -> Value {
    match v {
        None => Value::Null,
        Some(x) if x.fract() == 0.0 && x.abs() < 9.0e15 => json!(x as i64),
        Some(x) => json!(x),
    }
}

impl Serialize for Pack {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

/// A pack read from a save, a record or a view is checked like an imported one. A built-in
/// pack may also be named by its id (`"elements"`: the command line's `--options`).
impl<'de> Deserialize<'de> for Pack {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        if let Value::String(id) = &v {
            return super::builtin::by_id(id)
                .map(|p| (*p).clone())
                .ok_or_else(|| {
                    let ids: Vec<&str> = super::builtin::BUILT_IN.iter().map(|b| b.id).collect();
                    serde::de::Error::custom(format!(
                        "\"{id}\" is not a built-in pack ({})",
                        ids.join(", ")
                    ))
                });
        }
        super::check::pack_from_value(&v).map_err(|problems| {
            serde::de::Error::custom(format!(
                "not a usable pack: {}",
                super::check::summary(&problems)
            ))
        })
    }
}

/// A plain pack of numbers, used only if the built-in packs could not be read (a test makes
/// sure they can).
pub fn fallback() -> Pack {
    let attributes = ["a", "b", "c", "d"]
        .iter()
        .map(|k| Attribute {
            key: k.to_string(),
            label: format!("Number {}", k.to_uppercase()),
            unit: String::new(),
            better: Better::Higher,
            precision: 0,
        })
        .collect();
    let cards = (0..20u32)
        .map(|i| PackCard {
            name: format!("Card {}", i + 1),
            description: String::new(),
            picture: String::new(),
            values: (0..4u32)
                .map(|a| Some(f64::from((i * (a + 3) + a * 7) % 20)))
                .collect(),
        })
        .collect();
    Pack {
        name: "Numbers".into(),
        description: String::new(),
        sources: Vec::new(),
        licence: String::new(),
        attributes,
        cards,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_shown_with_their_precision_unit_and_separators() {
        let a = Attribute {
            key: "d".into(),
            label: "Diameter".into(),
            unit: "km".into(),
            better: Better::Higher,
            precision: 0,
        };
        assert_eq!(a.show(Some(12742.4)), "12,742 km");
        assert_eq!(a.show(Some(4879.0)), "4879 km");
        assert_eq!(a.show(Some(-273150.0)), "-273,150 km");
        assert_eq!(a.show(None), "no data");
        let b = Attribute {
            precision: 2,
            unit: String::new(),
            ..a.clone()
        };
        assert_eq!(b.show(Some(5.514)), "5.51");
        assert_eq!(b.show(Some(123456.789)), "123,456.79");
    }

    #[test]
    fn lower_is_better_reverses_the_comparison() {
        let mut a = Attribute {
            key: "t".into(),
            label: "T".into(),
            unit: String::new(),
            better: Better::Higher,
            precision: 0,
        };
        assert_eq!(a.compare(2.0, 1.0), Ordering::Greater);
        a.better = Better::Lower;
        assert_eq!(a.compare(2.0, 1.0), Ordering::Less);
        assert_eq!(a.compare(-5.0, -5.0), Ordering::Equal);
    }
}
