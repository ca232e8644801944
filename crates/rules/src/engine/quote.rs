//! Quoting the input in a message, kept short: a quote is cut, and so is a whole message
//! (the wording of serde's own errors is rewritten in `records::plain`).

/// The most characters of the input a message quotes.
pub const QUOTE_CHARS: usize = 40;
/// The longest message (in characters); a longer one is cut.
pub const MAX_MESSAGE_CHARS: usize = 280;

/// `s` in double quotes, cut to [`QUOTE_CHARS`] characters ("…" marks a cut).
pub fn quote(s: &str) -> String {
    format!("\"{}\"", clip(s, QUOTE_CHARS))
}

/// At most `max` characters of `s`, "…" ending a cut.
pub fn clip(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        None => s.to_string(),
        Some(_) => {
            let keep: String = s.chars().take(max.saturating_sub(1)).collect();
            format!("{keep}…")
        }
    }
}

/// A message made safe to show: every quoted run longer than twice [`QUOTE_CHARS`] is cut,
/// and the whole to [`MAX_MESSAGE_CHARS`].
pub fn tidy(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(4 * MAX_MESSAGE_CHARS));
    let mut rest = message;
    // Pairs of double quotes in order: text, "quoted", text, "quoted"…
    while let Some(open) = rest.find('"') {
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        let close = rest.find('"').unwrap_or(rest.len());
        let inner = &rest[..close];
        if inner.chars().count() > 2 * QUOTE_CHARS {
            out.push_str(&clip(inner, QUOTE_CHARS));
        } else {
            out.push_str(inner);
        }
        if close < rest.len() {
            out.push('"');
            rest = &rest[close + 1..];
        } else {
            rest = "";
        }
    }
    out.push_str(rest);
    clip(&out, MAX_MESSAGE_CHARS)
}
