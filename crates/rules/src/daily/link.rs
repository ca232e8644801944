//! A day's result as a link: the page's address with the result's code and, if the person
//! gave one, their name (`…?daily=TF2-…&from=Ana`), so a friend's board can say whose it is.
//! The name is not in the code's check: it names the result, it does not change it.

use crate::records::share::text::percent_decoded;

/// The longest name a link gives the board.
pub const NAME_CHARS: usize = 24;

/// The link to a result's `code`, from `name` (left out if empty).
pub fn link(base: &str, code: &str, name: &str) -> String {
    let name = name.trim();
    if name.is_empty() {
        format!("{base}?daily={code}")
    } else {
        format!("{base}?daily={code}&from={}", percent_encoded(name))
    }
}

/// The name a link or a shared text gives (`from=…`), cleaned: at most [`NAME_CHARS`]
/// characters, no control characters. Empty if none.
pub fn name_of(text: &str) -> String {
    let Some(at) = text.find("from=") else {
        return String::new();
    };
    let raw = text[at + 5..]
        .split(['&', '#', ' ', '\n', '\r', '\t'])
        .next()
        .unwrap_or("");
    percent_decoded(raw)
        .chars()
        .filter(|c| !c.is_control())
        .take(NAME_CHARS)
        .collect::<String>()
        .trim()
        .to_string()
}

/// `text` with everything but letters, digits and `-_.~` escaped as `%XX` (UTF-8 bytes).
fn percent_encoded(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_goes_through_a_link_and_back() {
        let l = link("https://x.org/", "TT1-0M9K-4000-0-FHW9", "Siti Nur 🌸");
        assert_eq!(
            l,
            "https://x.org/?daily=TT1-0M9K-4000-0-FHW9&from=Siti%20Nur%20%F0%9F%8C%B8"
        );
        assert_eq!(name_of(&l), "Siti Nur 🌸");
        assert_eq!(
            name_of(&format!("Trumps, today's…\n{l}\nmore")),
            "Siti Nur 🌸"
        );
        assert_eq!(link("b", "C", "  "), "b?daily=C");
        assert_eq!(name_of("b?daily=C"), "");
        assert_eq!(name_of("?daily=C&from=Ana+Lu&x=1"), "Ana Lu");
        assert_eq!(name_of("from="), "");
        assert_eq!(
            name_of(&format!("from={}", "a".repeat(99))).len(),
            NAME_CHARS
        );
    }
}
