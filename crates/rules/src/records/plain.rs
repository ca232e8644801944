//! Messages in the project's words: serde's and the JSON parser's wording ("invalid type:
//! floating point `1.8e19`, expected u32", "internally tagged enum Action") rewritten for
//! people ("expected a whole number from 0 to 4294967295, found 1.8e19"), and never more than
//! a short quote of the input in a message.

pub use crate::engine::quote::{clip, quote, tidy, MAX_MESSAGE_CHARS, QUOTE_CHARS};

/// A JSON text that could not be parsed: what is wrong and where, in words.
pub fn syntax_error(e: &serde_json::Error) -> String {
    let code = without_position(&e.to_string());
    let what = match code.as_str() {
        c if c.starts_with("EOF while parsing") => "the text ends before the JSON does",
        "expected `:`" => "a colon (:) is missing after a key",
        "expected `,` or `]`" => "a comma or a closing ] is missing",
        "expected `,` or `}`" => "a comma or a closing } is missing",
        "expected ident" => "a word that is not true, false or null",
        "expected value" => "a value is missing or is not JSON",
        "expected `\"`" => "a double quote is missing",
        "invalid escape" => "a backslash escape that JSON does not have",
        "invalid number" => "a number that is not written as JSON writes numbers",
        "number out of range" => "a number too large to read",
        "invalid unicode code point" | "lone leading surrogate in hex escape" => {
            "a \\u escape that is not a character"
        }
        "unexpected end of hex escape" => "a \\u escape cut short",
        "key must be a string" => "a key that is not in double quotes",
        "trailing comma" => "a comma before a closing bracket",
        "trailing characters" => "more text after the end of the JSON",
        "recursion limit exceeded" => "lists or objects nested more than 128 deep",
        c if c.starts_with("control character") => "a line break or tab inside a string",
        _ => "something that is not JSON",
    };
    if e.line() == 0 {
        what.to_string()
    } else {
        format!("{what} (line {}, column {})", e.line(), e.column())
    }
}

/// A serde error from reading a value (a field of the wrong type, an unknown name…) in words.
/// Messages of the project's own types (a card, a pack) pass through, shortened.
pub fn data_error(e: &serde_json::Error) -> String {
    let m = without_position(&e.to_string());
    tidy(&rewrite(&m).unwrap_or(m))
}

/// The error text without serde_json's " at line 1 column 5" ending.
fn without_position(s: &str) -> String {
    match s.rfind(" at line ") {
        Some(i)
            if s[i + 9..]
                .split(" column ")
                .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())) =>
        {
            s[..i].to_string()
        }
        _ => s.to_string(),
    }
}

/// One of serde's own messages in words; `None` for a message of the project's own.
fn rewrite(m: &str) -> Option<String> {
    for lead in ["invalid type: ", "invalid value: "] {
        if let Some(rest) = m.strip_prefix(lead) {
            let (found, expected) = rest.rsplit_once(", expected ")?;
            return Some(format!(
                "expected {}, found {}",
                expected_words(expected),
                found_words(found)
            ));
        }
    }
    if let Some(rest) = m.strip_prefix("invalid length ") {
        let (n, expected) = rest.split_once(", expected ")?;
        return Some(format!(
            "expected {}, found {n} items",
            expected_words(expected)
        ));
    }
    if let Some(rest) = m.strip_prefix("unknown variant `") {
        let (name, names) = named_list(rest);
        return Some(format!("{} is not one of: {names}", quote(name)));
    }
    if let Some(rest) = m.strip_prefix("unknown field `") {
        let (name, names) = named_list(rest);
        return Some(format!(
            "there is no field {} here (the fields are: {names})",
            quote(name)
        ));
    }
    for (lead, what) in [
        ("missing field `", "is missing"),
        ("duplicate field `", "is given twice"),
    ] {
        if let Some(rest) = m.strip_prefix(lead) {
            let name = rest.strip_suffix('`').unwrap_or(rest);
            return Some(format!("the field {} {what}", quote(name)));
        }
    }
    None
}

/// `x`, expected one of `a`, `b` → ("x", "a, b"); also "expected `a` or `b`" and
/// "there are no variants".
fn named_list(rest: &str) -> (&str, String) {
    let (name, tail) = rest
        .rsplit_once("`, expected ")
        .or_else(|| rest.rsplit_once("`, there are no "))
        .unwrap_or((rest, ""));
    let names: Vec<&str> = tail.split('`').skip(1).step_by(2).collect();
    let names = if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    };
    (name, names)
}

/// What serde expected, in words.
pub fn expected_words(e: &str) -> String {
    let max = match e {
        "u8" => Some(u64::from(u8::MAX)),
        "u16" => Some(u64::from(u16::MAX)),
        "u32" => Some(u64::from(u32::MAX)),
        "u64" | "usize" => Some(u64::MAX),
        _ => None,
    };
    if let Some(max) = max {
        return format!("a whole number from 0 to {max}");
    }
    match e {
        "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number".into(),
        "f32" | "f64" => "a number".into(),
        "a string" | "a borrowed string" | "string" | "a character" | "char" => "a string".into(),
        "a boolean" | "bool" => "true or false".into(),
        "a map" | "map" => "an object".into(),
        "a sequence" | "sequence" | "an array" => "a list".into(),
        "unit" | "null" => "null".into(),
        e if e.starts_with("struct ") || e.starts_with("struct variant") => "an object".into(),
        e if e.contains("enum ") => "an object with a \"type\"".into(),
        e if e.starts_with("tuple") || e.starts_with("an array of length") => "a list".into(),
        e if e.contains("identifier") => "a name".into(),
        e if e.contains('`') || e.contains("::") => "another kind of value".into(),
        e => e.to_string(),
    }
}

/// What serde found, in words: `5`, `1.8e19`, `"abc…"`, a list…
fn found_words(f: &str) -> String {
    for lead in ["integer `", "floating point `", "boolean `", "character `"] {
        if let Some(v) = f.strip_prefix(lead) {
            return clip(v.strip_suffix('`').unwrap_or(v), QUOTE_CHARS);
        }
    }
    if let Some(s) = f.strip_prefix("string ") {
        // serde quotes it Rust's way ("a\"b"): shown as it is, cut.
        let inner = s
            .strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .unwrap_or(s);
        return quote(inner);
    }
    match f {
        "null" | "unit value" => "null".into(),
        "sequence" => "a list".into(),
        "map" => "an object".into(),
        _ => "another kind of value".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn err_of<T: serde::de::DeserializeOwned>(v: serde_json::Value) -> String {
        match serde_json::from_value::<T>(v) {
            Ok(_) => panic!("should fail"),
            Err(e) => data_error(&e),
        }
    }

    #[test]
    fn serde_wording_becomes_plain_words() {
        assert_eq!(
            err_of::<u32>(json!(1.8e19)),
            "expected a whole number from 0 to 4294967295, found 1.8e+19"
        );
        assert_eq!(
            err_of::<u8>(json!(300)),
            "expected a whole number from 0 to 255, found 300"
        );
        assert_eq!(
            err_of::<bool>(json!("yes")),
            "expected true or false, found \"yes\""
        );
        let long = "x".repeat(1_000_000);
        let m = err_of::<u32>(json!(long));
        assert_eq!(
            m,
            format!(
                "expected a whole number from 0 to 4294967295, found \"{}…\"",
                "x".repeat(QUOTE_CHARS - 1)
            )
        );
        #[derive(serde::Deserialize, Debug)]
        #[serde(tag = "type", rename_all = "kebab-case")]
        #[allow(dead_code)]
        enum A {
            Play { card: String },
            Pass,
        }
        let m = err_of::<A>(json!("x"));
        assert_eq!(m, "expected an object with a \"type\", found \"x\"");
        assert_eq!(
            err_of::<A>(json!({"type": "bid"})),
            "\"bid\" is not one of: play, pass"
        );
        assert_eq!(
            err_of::<A>(json!({"type": "play"})),
            "the field \"card\" is missing"
        );
    }

    #[test]
    fn syntax_errors_in_words() {
        let e = serde_json::from_str::<serde_json::Value>("{\"a\": 1,").unwrap_err();
        assert_eq!(
            syntax_error(&e),
            "the text ends before the JSON does (line 1, column 8)"
        );
        let e = serde_json::from_str::<serde_json::Value>("{\"a\" 1}").unwrap_err();
        assert_eq!(
            syntax_error(&e),
            "a colon (:) is missing after a key (line 1, column 6)"
        );
    }

    #[test]
    fn long_quotes_are_cut() {
        let m = tidy(&format!("the card \"{}\" is not a card", "y".repeat(500)));
        assert!(m.starts_with("the card \"yyy"), "{m}");
        assert!(m.ends_with("…\" is not a card"), "{m}");
        assert!(m.chars().count() < 80, "{m}");
        assert_eq!(tidy("plain \"short\" words"), "plain \"short\" words");
        assert!(tidy(&"z".repeat(1000)).chars().count() <= MAX_MESSAGE_CHARS);
    }
}
