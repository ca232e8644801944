//! A pack's sources and attributes, read and checked (see the module above for the rules of
//! reading: every problem listed with where it is, never a panic).

use super::super::pack::{Attribute, Better, Source};
use super::{kind, Reader, MAX_ATTRIBUTES, MIN_ATTRIBUTES};
use serde_json::Value;

pub(super) fn read_sources(r: &mut Reader, v: Option<&Value>) -> Vec<Source> {
    let list = match v {
        None | Some(Value::Null) => return Vec::new(),
        Some(Value::Array(list)) => list,
        Some(other) => {
            r.add("sources", format!("must be a list, not {}", kind(other)));
            return Vec::new();
        }
    };
    if list.len() > 10 {
        r.add("sources", format!("{} sources, at most 10", list.len()));
    }
    let mut out = Vec::new();
    for (i, s) in list.iter().take(10).enumerate() {
        let at = format!("source {}", i + 1);
        let Some(o) = s.as_object() else {
            r.add(
                &at,
                format!("must be {{ \"name\": …, \"url\": … }}, not {}", kind(s)),
            );
            continue;
        };
        r.unknown_fields(o, &["name", "url"], &at);
        let name = r.text(o, "name", &at, true, 200);
        let url = r.text(o, "url", &at, false, 500);
        out.push(Source { name, url });
    }
    out
}

/// The attributes read; `None` where one could not be read (its cards' values are then not
/// checked against it).
pub(super) fn read_attributes(r: &mut Reader, v: Option<&Value>) -> Vec<Option<Attribute>> {
    let list = match v {
        None | Some(Value::Null) => {
            r.add(
                "attributes",
                format!("missing ({MIN_ATTRIBUTES} to {MAX_ATTRIBUTES} are needed)"),
            );
            return Vec::new();
        }
        Some(Value::Array(list)) => list,
        Some(other) => {
            r.add("attributes", format!("must be a list, not {}", kind(other)));
            return Vec::new();
        }
    };
    let n = list.len();
    if n < MIN_ATTRIBUTES {
        r.add(
            "attributes",
            format!("{n} attributes, at least {MIN_ATTRIBUTES}"),
        );
    } else if n > MAX_ATTRIBUTES {
        r.add(
            "attributes",
            format!("{n} attributes, at most {MAX_ATTRIBUTES}"),
        );
    }
    let mut out: Vec<Option<Attribute>> = Vec::new();
    // Past the limit only the count is reported: a huge list is not read item by item.
    for (i, a) in list.iter().take(MAX_ATTRIBUTES).enumerate() {
        let at = format!("attribute {}", i + 1);
        let Some(o) = a.as_object() else {
            r.add(
                &at,
                format!("must be {{ \"key\": …, \"label\": … }}, not {}", kind(a)),
            );
            out.push(None);
            continue;
        };
        let at = match o.get("label").and_then(Value::as_str) {
            Some(l) if !l.trim().is_empty() => {
                let short: String = l.trim().chars().take(30).collect();
                format!("attribute {} \"{short}\"", i + 1)
            }
            _ => at,
        };
        let before = r.problems.len();
        r.unknown_fields(o, &["key", "label", "unit", "better", "precision"], &at);
        let key = r.text(o, "key", &at, true, 24);
        let raw_key = o.get("key").and_then(Value::as_str).unwrap_or("");
        if !key.is_empty()
            && !raw_key
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
        {
            r.add(
                &format!("{at}, key"),
                "use only a–z, 0–9, - and _ (it names the attribute in every card's values)",
            );
        }
        let label = r.text(o, "label", &at, true, 30);
        let unit = r.text(o, "unit", &at, false, 12);
        let better = match o.get("better") {
            Some(Value::String(s)) if s == "higher" => Better::Higher,
            Some(Value::String(s)) if s == "lower" => Better::Lower,
            None | Some(Value::Null) => {
                r.add(
                    &format!("{at}, better"),
                    "missing: write \"higher\" or \"lower\" (which value wins)",
                );
                Better::Higher
            }
            Some(other) => {
                r.add(
                    &format!("{at}, better"),
                    format!(
                        "must be \"higher\" or \"lower\", not {}",
                        crate::engine::json::describe_value(other)
                    ),
                );
                Better::Higher
            }
        };
        let precision = match o.get("precision") {
            None | Some(Value::Null) => 0,
            Some(p) => match p.as_u64() {
                Some(p) if p <= 6 => p as u8,
                _ => {
                    r.add(
                        &format!("{at}, precision"),
                        format!(
                            "must be a whole number from 0 to 6, not {}",
                            crate::engine::json::describe_value(p)
                        ),
                    );
                    0
                }
            },
        };
        for (j, earlier) in out.iter().enumerate() {
            let Some(e) = earlier else { continue };
            if !key.is_empty() && e.key == key {
                r.add(
                    &at,
                    format!("the key \"{key}\" is used by attribute {} too", j + 1),
                );
            }
            if !label.is_empty() && e.label.to_lowercase() == label.to_lowercase() {
                r.add(
                    &at,
                    format!("the label \"{label}\" is used by attribute {} too", j + 1),
                );
            }
        }
        let ok = r.problems.len() == before;
        out.push(ok.then_some(Attribute {
            key,
            label,
            unit,
            better,
            precision,
        }));
    }
    out
}
