//! A pack's cards, read and checked: each card's name, picture and one value per attribute.

use super::super::pack::{Attribute, PackCard};
use super::{
    card_at, kind, Reader, IMAGE_TYPES, MAX_CARDS, MAX_EMOJI_CHARS, MAX_PICTURE_CHARS, MIN_CARDS,
};
use serde_json::Value;

pub(super) fn read_cards(
    r: &mut Reader,
    v: Option<&Value>,
    attributes: &[Option<Attribute>],
) -> Vec<PackCard> {
    let list = match v {
        None | Some(Value::Null) => {
            r.add(
                "cards",
                format!("missing ({MIN_CARDS} to {MAX_CARDS} are needed)"),
            );
            return Vec::new();
        }
        Some(Value::Array(list)) => list,
        Some(other) => {
            r.add("cards", format!("must be a list, not {}", kind(other)));
            return Vec::new();
        }
    };
    let n = list.len();
    if n < MIN_CARDS {
        r.add("cards", format!("{n} cards, at least {MIN_CARDS}"));
    } else if n > MAX_CARDS {
        r.add("cards", format!("{n} cards, at most {MAX_CARDS}"));
    }
    let mut out: Vec<PackCard> = Vec::new();
    let mut names: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for (i, c) in list.iter().take(MAX_CARDS + 1).enumerate() {
        let Some(o) = c.as_object() else {
            r.add(
                &card_at(i, None),
                format!("must be {{ \"name\": …, \"values\": … }}, not {}", kind(c)),
            );
            continue;
        };
        let at = card_at(i, Some(o));
        r.unknown_fields(o, &["name", "description", "picture", "values"], &at);
        let name = r.text(o, "name", &at, true, 40);
        if !name.is_empty() {
            let lower = name.to_lowercase();
            match names.get(&lower) {
                Some(j) => r.add(
                    &at,
                    format!("the name \"{name}\" is used by card {} too", j + 1),
                ),
                None => {
                    names.insert(lower, i);
                }
            }
        }
        let description = r.text(o, "description", &at, false, 140);
        let picture = read_picture(r, o.get("picture"), &at);
        let values = read_values(r, o.get("values"), attributes, &at);
        out.push(PackCard {
            name,
            description,
            picture,
            values,
        });
    }
    out
}

fn read_picture(r: &mut Reader, v: Option<&Value>, at: &str) -> String {
    let here = format!("{at}, picture");
    match v {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) => {
            let s = s.trim();
            let n = s.chars().count();
            if s.starts_with("data:") {
                if !IMAGE_TYPES.iter().any(|t| s.starts_with(t)) {
                    r.add(
                        &here,
                        "an image must be a data: URL of a PNG, JPEG, GIF, WebP or SVG picture",
                    );
                } else if n > MAX_PICTURE_CHARS {
                    r.add(
                        &here,
                        format!("the image is {n} characters, at most {MAX_PICTURE_CHARS}: use a smaller picture"),
                    );
                } else if s
                    .chars()
                    .any(|c| c.is_whitespace() || c == '"' || c == '\'')
                {
                    r.add(&here, "the image's data: URL holds spaces or quotes");
                }
            } else if n > MAX_EMOJI_CHARS {
                r.add(
                    &here,
                    format!("an emoji (at most {MAX_EMOJI_CHARS} characters) or a data: URL, not {n} characters of text"),
                );
            } else if s.chars().any(char::is_control) {
                r.add(&here, "holds a control character");
            }
            s.to_string()
        }
        Some(other) => {
            r.add(&here, format!("must be text, not {}", kind(other)));
            String::new()
        }
    }
}

fn read_values(
    r: &mut Reader,
    v: Option<&Value>,
    attributes: &[Option<Attribute>],
    at: &str,
) -> Vec<Option<f64>> {
    let obj = match v {
        Some(Value::Object(o)) => o,
        None | Some(Value::Null) => {
            r.add(
                &format!("{at}, values"),
                "missing (one value per attribute, null for no data)",
            );
            return vec![None; attributes.len()];
        }
        Some(other) => {
            r.add(
                &format!("{at}, values"),
                format!(
                    "must be an object of values by attribute key, not {}",
                    kind(other)
                ),
            );
            return vec![None; attributes.len()];
        }
    };
    for k in obj.keys() {
        if !attributes.iter().flatten().any(|a| &a.key == k)
            && attributes.iter().all(Option::is_some)
        {
            let shown: String = k.chars().take(30).collect();
            r.add(
                &format!("{at}, values"),
                format!("\"{shown}\" is not the key of any attribute"),
            );
        }
    }
    attributes
        .iter()
        .map(|a| {
            let a = a.as_ref()?;
            let here = format!("{at}, attribute \"{}\"", a.label);
            match obj.get(&a.key) {
                None => {
                    r.add(&here, "no value (write null for no data)");
                    None
                }
                Some(Value::Null) => None,
                Some(Value::Number(n)) => match n.as_f64() {
                    Some(x) if x.is_finite() && x.abs() < 1e300 => Some(x),
                    _ => {
                        r.add(&here, format!("{n} is too large"));
                        None
                    }
                },
                Some(other) => {
                    r.add(
                        &here,
                        format!(
                            "{} is not a number",
                            crate::engine::json::describe_value(other)
                        ),
                    );
                    None
                }
            }
        })
        .collect()
}
