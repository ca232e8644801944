//! A message's pattern as one line, and how it is put into words. The catalogues are Fluent
//! files, compiled at build time (`check.rs`) to this small form, so the app reads patterns
//! without a Fluent runtime:
//!
//! - text, with `\\`, `\{`, `\}`, `\|` and `\n` escaped;
//! - `{name}`: an argument's value;
//! - `{name|one:…|*other:…}`: a choice on an argument. A number chooses an exact variant
//!   (`=0:`) first, then its plural category (the language's rule, passed in), then the
//!   default (`*`); a text chooses the variant named by it, else the default. Variants hold
//!   patterns of their own.

/// An argument's value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value<'a> {
    Text(&'a str),
    Number(f64),
    /// Words shown as `text` that choose a variant by `key`: a seat's name, shown as the
    /// language says "you" for the person's seat and choosing the variant `[You]` there.
    Keyed {
        text: &'a str,
        key: &'a str,
    },
}

/// The words of `line` with its arguments (`arg` gives each by name; one not given is left
/// out) and the language's plural rule (a whole number's category: "one", "other" …).
pub fn render<'v>(
    line: &str,
    arg: &dyn Fn(&str) -> Option<Value<'v>>,
    plural: &dyn Fn(f64) -> &'static str,
) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len());
    let mut at = 0;
    segment(&chars, &mut at, &mut out, arg, plural, false);
    out
}

/// Reads a pattern from `at` into `out`, up to its end (or, `nested`, up to an unescaped `|`
/// or `}`, left unread).
fn segment<'v>(
    s: &[char],
    at: &mut usize,
    out: &mut String,
    arg: &dyn Fn(&str) -> Option<Value<'v>>,
    plural: &dyn Fn(f64) -> &'static str,
    nested: bool,
) {
    while let Some(&c) = s.get(*at) {
        match c {
            '\\' => {
                *at += 1;
                match s.get(*at) {
                    Some('n') => out.push('\n'),
                    Some(&e) => out.push(e),
                    None => {}
                }
                *at += 1;
            }
            '|' | '}' if nested => return,
            '{' => {
                *at += 1;
                let name = word(s, at, &['}', '|']);
                let value = arg(&name);
                if s.get(*at) == Some(&'}') {
                    *at += 1;
                    match value {
                        Some(Value::Text(t) | Value::Keyed { text: t, .. }) => out.push_str(t),
                        Some(Value::Number(n)) => out.push_str(&number(n)),
                        None => {}
                    }
                } else {
                    choice(s, at, out, value, arg, plural);
                }
            }
            _ => {
                out.push(c);
                *at += 1;
            }
        }
    }
}

/// Reads `|key:pattern…}` and writes the variant `value` chooses.
fn choice<'v>(
    s: &[char],
    at: &mut usize,
    out: &mut String,
    value: Option<Value<'v>>,
    arg: &dyn Fn(&str) -> Option<Value<'v>>,
    plural: &dyn Fn(f64) -> &'static str,
) {
    let wanted: Vec<String> = match &value {
        Some(Value::Number(n)) => vec![format!("={}", number(*n)), plural(*n).to_string()],
        Some(Value::Text(t) | Value::Keyed { key: t, .. }) => vec![t.to_string()],
        None => Vec::new(),
    };
    let (mut best, mut default): (Option<(usize, String)>, Option<String>) = (None, None);
    while s.get(*at) == Some(&'|') {
        *at += 1;
        let is_default = s.get(*at) == Some(&'*');
        if is_default {
            *at += 1;
        }
        let key = word(s, at, &[':']);
        *at += 1;
        let mut words = String::new();
        segment(s, at, &mut words, arg, plural, true);
        if let Some(rank) = wanted.iter().position(|w| *w == key) {
            if best.as_ref().is_none_or(|(r, _)| rank < *r) {
                best = Some((rank, words.clone()));
            }
        }
        if is_default {
            default = Some(words);
        }
    }
    // The closing brace.
    *at += 1;
    if let Some(words) = best.map(|(_, w)| w).or(default) {
        out.push_str(&words);
    }
}

/// Plain characters up to one of `stops` (left unread).
fn word(s: &[char], at: &mut usize, stops: &[char]) -> String {
    let mut w = String::new();
    while let Some(&c) = s.get(*at) {
        if stops.contains(&c) {
            break;
        }
        w.push(c);
        *at += 1;
    }
    w
}

/// A number as the catalogue writes it: whole numbers without a point.
fn number(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(n: f64) -> &'static str {
        if n == 1.0 {
            "one"
        } else {
            "other"
        }
    }

    #[test]
    fn arguments_choices_and_escapes() {
        let args = |name: &str| match name {
            "n" => Some(Value::Number(3.0)),
            "one" => Some(Value::Number(1.0)),
            "zero" => Some(Value::Number(0.0)),
            "who" => Some(Value::Text("Ann")),
            _ => None,
        };
        let r = |line: &str| render(line, &args, &en);
        assert_eq!(
            r("{who} takes {n|one:a trick|*other:{n} tricks}."),
            "Ann takes 3 tricks."
        );
        assert_eq!(r("{one|one:a trick|*other:{one} tricks}"), "a trick");
        assert_eq!(
            r("{zero|=0:no trick|one:a trick|*other:{zero} tricks}"),
            "no trick"
        );
        assert_eq!(r("a \\{b\\} \\| c\\nd \\\\ e: f"), "a {b} | c\nd \\ e: f");
        assert_eq!(r("{who|Ann:her|*other:them}"), "her");
        assert_eq!(r("{missing|*other:x}"), "x");
    }
}
