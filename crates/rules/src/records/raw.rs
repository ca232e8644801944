//! Reading a record's JSON in parts, so that memory stays near the size of the text: the top
//! object is split into its fields as raw text (borrowed, never copied), each field becomes a
//! JSON tree only when it is known to be small, and the decisions are read one at a time.
//! (One tree of a whole record takes about 60 times the text: every decision a map.)

use super::plain::syntax_error;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::{Map, Value};
use std::fmt;

/// The most values (numbers, strings, lists, objects) a part of a record read as a tree may
/// hold: options with a pack at its limit hold about a thousand, a deal a few thousand.
pub const MAX_PART_VALUES: usize = 100_000;

/// The fields of a JSON object as raw text, in order.
pub struct Fields<'a>(Vec<(String, &'a RawValue)>);

impl<'a> Fields<'a> {
    /// The field `key` (of a key given twice, the last, as a JSON tree would keep).
    pub fn get(&self, key: &str) -> Option<&'a RawValue> {
        self.0.iter().rev().find(|(k, _)| k == key).map(|(_, v)| *v)
    }
}

/// What a JSON text is, before it is read.
pub fn kind_of(text: &str) -> &'static str {
    match text.trim_start().as_bytes().first() {
        Some(b'{') => "an object",
        Some(b'[') => "an array",
        Some(b'"') => "a string",
        Some(b't' | b'f') => "a boolean",
        Some(b'n') => "null",
        Some(_) => "a number",
        None => "nothing",
    }
}

/// Whether a JSON text is an object.
pub fn is_object(text: &str) -> bool {
    text.trim_start().starts_with('{')
}

/// Whether a JSON text is an array.
pub fn is_array(text: &str) -> bool {
    text.trim_start().starts_with('[')
}

/// A whole JSON text checked (every byte), then, if it is an object, its fields; `Ok(None)`
/// for valid JSON of another kind. The error is the syntax error in words.
pub fn object_fields(text: &str) -> Result<Option<Fields<'_>>, String> {
    let mut de = serde_json::Deserializer::from_str(text);
    let fields = if is_object(text) {
        let f = de
            .deserialize_map(FieldsVisitor)
            .map_err(|e| syntax_error(&e))?;
        Some(f)
    } else {
        IgnoredAny::deserialize(&mut de).map_err(|e| syntax_error(&e))?;
        None
    };
    de.end().map_err(|e| syntax_error(&e))?;
    Ok(fields)
}

/// The fields of one object of a record already checked (a decision).
pub fn fields_of(raw: &RawValue) -> Option<Fields<'_>> {
    if !is_object(raw.get()) {
        return None;
    }
    serde_json::Deserializer::from_str(raw.get())
        .deserialize_map(FieldsVisitor)
        .ok()
}

struct FieldsVisitor;

impl<'de> Visitor<'de> for FieldsVisitor {
    type Value = Fields<'de>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Fields<'de>, A::Error> {
        let mut out = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            let value: &'de RawValue = map.next_value()?;
            out.push((key, value));
        }
        Ok(Fields(out))
    }
}

/// Why a part of a record was not read as a tree.
#[derive(Debug, PartialEq, Eq)]
pub enum TreeProblem {
    /// More than [`MAX_PART_VALUES`] values.
    TooMany,
    /// Valid JSON that cannot become a tree (nested too deep), in words.
    Unreadable(String),
}

/// A part of a record (checked JSON) as a tree, when it holds at most [`MAX_PART_VALUES`]
/// values.
pub fn tree(raw: &RawValue) -> Result<Value, TreeProblem> {
    if count_values(raw.get(), MAX_PART_VALUES) > MAX_PART_VALUES {
        return Err(TreeProblem::TooMany);
    }
    serde_json::from_str(raw.get())
        .map(compact)
        .map_err(|e| TreeProblem::Unreadable(super::plain::syntax_error(&e)))
}

/// A scalar part (a string, a number…) as a tree; a list or an object only as an empty one of
/// its kind (enough to say what it is, whatever its size).
pub fn scalar(raw: &RawValue) -> Value {
    let text = raw.get();
    if is_object(text) {
        Value::Object(Map::new())
    } else if is_array(text) {
        Value::Array(Vec::new())
    } else {
        serde_json::from_str(text).unwrap_or(Value::Null)
    }
}

/// About how many values a JSON text holds (commas and brackets outside strings), counting
/// no further than just past `stop`.
pub fn count_values(text: &str, stop: usize) -> usize {
    let mut n = 1;
    let mut in_string = false;
    let mut escaped = false;
    for &b in text.as_bytes() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
        } else {
            match b {
                b'"' => in_string = true,
                b',' | b'[' | b'{' => {
                    n += 1;
                    if n > stop {
                        return n;
                    }
                }
                _ => {}
            }
        }
    }
    n
}

/// A tree with every object's map at its exact size (a map read from text keeps room to
/// grow; a record keeps thousands of small ones).
pub fn compact(v: Value) -> Value {
    match v {
        Value::Object(m) => {
            let mut out = Map::with_capacity(m.len());
            for (k, v) in m {
                out.insert(k, compact(v));
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.into_iter().map(compact).collect()),
        other => other,
    }
}

/// Calls `each(index, element)` for the elements of a JSON array (checked text) in order,
/// one at a time, stopping at its first error.
pub fn each_element<'a, E>(
    raw: &'a RawValue,
    each: &mut dyn FnMut(usize, &'a RawValue) -> Result<(), E>,
) -> Result<(), E> {
    let mut failure = None;
    let seed = Elements {
        each,
        failure: &mut failure,
    };
    let mut de = serde_json::Deserializer::from_str(raw.get());
    let _ = de.deserialize_seq(seed);
    match failure {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

struct Elements<'f, 'a, E> {
    each: &'f mut dyn FnMut(usize, &'a RawValue) -> Result<(), E>,
    failure: &'f mut Option<E>,
}

impl<'f, 'a, E> Visitor<'a> for Elements<'f, 'a, E> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an array")
    }

    fn visit_seq<A: SeqAccess<'a>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut index = 0;
        while let Some(element) = seq.next_element::<&'a RawValue>()? {
            if let Err(e) = (self.each)(index, element) {
                *self.failure = Some(e);
                return Err(de::Error::custom("stopped"));
            }
            index += 1;
        }
        Ok(())
    }
}

impl<'f, 'a, E> DeserializeSeed<'a> for Elements<'f, 'a, E> {
    type Value = ();

    fn deserialize<D: Deserializer<'a>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_split_without_reading_them() {
        let text = r#"{"a": [1, 2, {"x": "]"}], "b": "s", "a": 3}"#;
        let f = object_fields(text).expect("valid").expect("an object");
        assert_eq!(f.get("a").map(|r| r.get()), Some("3"));
        assert_eq!(f.get("b").map(|r| r.get()), Some("\"s\""));
        assert!(object_fields("[1, 2]").expect("valid").is_none());
        assert!(object_fields("{\"a\": 1} x").is_err());
        assert!(object_fields("{\"a\": [1,").is_err());
    }

    #[test]
    fn values_are_counted_outside_strings() {
        assert_eq!(count_values("5", 10), 1);
        assert_eq!(count_values(r#"[1, 2, "a,b,[", {"k": "\"[,"}]"#, 100), 6);
        assert_eq!(count_values(&"[0,".repeat(1000), 10), 11);
        let many = format!("[{}]", vec!["0"; MAX_PART_VALUES + 5].join(","));
        let raw: Box<RawValue> = serde_json::from_str(&many).expect("json");
        assert_eq!(tree(&raw), Err(TreeProblem::TooMany));
    }

    #[test]
    fn elements_come_one_at_a_time_and_stop_at_an_error() {
        let raw: Box<RawValue> = serde_json::from_str("[1, [2, 3], 4, 5]").expect("json");
        let mut seen = Vec::new();
        let r = each_element(&raw, &mut |i, e| {
            seen.push(e.get().to_string());
            if i == 2 {
                Err("stop")
            } else {
                Ok(())
            }
        });
        assert_eq!(r, Err("stop"));
        assert_eq!(seen, ["1", "[2, 3]", "4"]);
    }
}
