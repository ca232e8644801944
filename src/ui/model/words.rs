//! Small helpers for sentences about seats.

pub use crate::engine::person_words::{agree, possessive, YOU};
use crate::ui::model::lang::{say, say_with, Msg, Value};

/// "plays R5" → "Plays R5".
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A seat's name as shown on its own ("Ann"; the person's default name "You" as the page's
/// language says it: "Du").
pub fn shown_name(name: &str) -> String {
    if name == YOU {
        say(Msg::SeatYou)
    } else {
        name.to_string()
    }
}

/// A seat's name as a message's argument: shown as the language says "you" for the person's
/// seat ("Du"), and choosing the message's variant `[You]` there.
pub struct SeatWords {
    pub text: String,
    pub key: &'static str,
}

impl SeatWords {
    /// The person's own seat.
    pub fn you() -> SeatWords {
        SeatWords {
            text: say(Msg::SeatYou),
            key: YOU,
        }
    }

    /// A seat of `name`: the person's if it is "You".
    pub fn of(name: &str) -> SeatWords {
        if name == YOU {
            SeatWords::you()
        } else {
            SeatWords {
                text: name.to_string(),
                key: "other",
            }
        }
    }

    /// The argument.
    pub fn value(&self) -> Value<'_> {
        Value::Keyed {
            text: &self.text,
            key: self.key,
        }
    }
}

/// The status line at the end of a match: the winners by name (`you_won`: the one winner is
/// the person at the table).
pub fn game_over_sentence(names: &[String], you_won: bool) -> String {
    match names {
        [] => say(Msg::TableOverNone),
        [_] if you_won => say(Msg::TableOverYou),
        [one] => say_with(Msg::TableOverOne, &[("name", SeatWords::of(one).value())]),
        _ => {
            let names = names.join(&say(Msg::ListAnd));
            say_with(Msg::TableOverShared, &[("names", Value::Text(&names))])
        }
    }
}

/// `text` with a soft hyphen (U+00AD) where each word longer than `longest` letters may break
/// across two lines, near its middle, for a narrow box such as a card's face: the browser
/// shows the hyphen only where it breaks. Where a syllable may end is guessed as German and
/// Indonesian spell (the languages of our longest card names): before a consonant between two
/// vowels ("Mala-petaka"), or before the last consonant of a run of them followed by a
/// vowel ("Leucht-turmwärter"), never inside ch, ck, sch, ng, ny, kh or sy.
pub fn soft_hyphens(text: &str, longest: usize) -> String {
    text.split(' ')
        .map(|word| {
            let letters: Vec<char> = word.chars().collect();
            if letters.len() <= longest {
                return word.to_string();
            }
            match syllable_break(&letters) {
                Some(at) => {
                    let (a, b) = letters.split_at(at);
                    format!(
                        "{}\u{00AD}{}",
                        a.iter().collect::<String>(),
                        b.iter().collect::<String>()
                    )
                }
                None => word.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where `w` may break nearest its middle (at least two letters each side), if anywhere.
fn syllable_break(w: &[char]) -> Option<usize> {
    let vowel = |c: char| "aeiouäöüyAEIOUÄÖÜ".contains(c);
    let pair = |a: char, b: char| {
        let p: String = [a.to_ascii_lowercase(), b].iter().collect();
        ["ch", "ck", "ng", "ny", "kh", "sy", "ph", "th", "sh"].contains(&p.as_str())
    };
    let ok = |i: usize| {
        if i < 2 || i + 2 > w.len() || vowel(w[i]) || !vowel(w[i + 1]) {
            return None;
        }
        // A consonant before a vowel: the syllable starts there, or with the pair it ends.
        if pair(w[i - 1], w[i]) {
            let j = i - 1;
            return (j >= 2 && !vowel(w[j]) && !(j >= 1 && w[j - 1] == 's' && w[j] == 'c'))
                .then_some(j);
        }
        Some(i)
    };
    let mid = w.len() / 2;
    (0..w.len())
        .flat_map(|d| [mid.checked_sub(d), Some(mid + d)])
        .flatten()
        .find_map(ok)
}

#[cfg(test)]
mod soft_hyphen_tests {
    use super::*;

    #[test]
    fn long_names_break_between_syllables() {
        let shown = |t: &str| soft_hyphens(t, 8).replace('\u{00AD}', "-");
        for (name, broken) in [
            ("Pengkhianatan", "Peng-khianatan"),
            ("Leuchtturmwärter", "Leucht-turmwärter"),
            ("Mondsüchtiger", "Mond-süchtiger"),
            ("Entdeckung", "Entde-ckung"),
            ("Penjaga Mercusuar", "Penjaga Mer-cusuar"),
            ("Finsternis", "Fins-ternis"),
            ("Glücksfall", "Glücks-fall"),
        ] {
            assert_eq!(shown(name), broken);
        }
        assert_eq!(shown("Moon"), "Moon");
    }
}
