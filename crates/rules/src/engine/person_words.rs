//! The one place that words a seat as the subject of a sentence and as an owner. A person's
//! default name is "You", and a seat of that name reads in the second person wherever it
//! appears: "You take the trick", "your 7 of Spades", never "You takes" or "You's". Captions,
//! status lines, logs and summaries are written with names in the third person ("{name}
//! takes the trick") and pass through [`agree`]; [`possessive`] words an owner.

/// The name that reads in the second person.
pub const YOU: &str = "You";

/// "Ann's", or "your" for a seat named "You" ("Your" when `starts` a sentence).
pub fn possessive(name: &str, starts: bool) -> String {
    match (name == YOU, starts) {
        (true, true) => "Your".into(),
        (true, false) => "your".into(),
        (false, _) => format!("{name}'s"),
    }
}

/// What a seat does, in words ("plays the King of Waves"), as asked of the person: "play the
/// King of Waves" (after "Your move:", "prefers to").
pub fn asked(words: &str) -> String {
    let said = agree(&format!("{YOU} {words}"));
    said.strip_prefix(YOU)
        .map(str::trim_start)
        .unwrap_or(words)
        .to_string()
}

/// `text` with every sentence about a seat named "You" in the second person: the verb right
/// after "You" loses its third-person ending ("You plays" → "You play", "You is" → "You are",
/// "You has" → "You have"), and "You's" becomes "your" ("Your" at the start of a sentence).
/// Text about other seats is kept as it is.
pub fn agree(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = find_you(rest) {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let after = &from[YOU.len()..];
        if let Some(tail) = after.strip_prefix("'s") {
            out.push_str(if starts_sentence(&out) {
                "Your"
            } else {
                "your"
            });
            rest = tail;
            continue;
        }
        out.push_str(YOU);
        if let Some(words) = after.strip_prefix(' ') {
            let end = words
                .find(|c: char| !c.is_ascii_alphabetic())
                .unwrap_or(words.len());
            let (word, tail) = words.split_at(end);
            out.push(' ');
            out.push_str(&plain_verb(word));
            rest = tail;
        } else {
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// Where the word "You" (on its own) next starts in `s`.
fn find_you(s: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = s[from..].find(YOU) {
        let at = from + i;
        let open = s[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        let end = at + YOU.len();
        let close = s[end..].chars().next().is_none_or(|c| !c.is_alphanumeric());
        if open && close {
            return Some(at);
        }
        from = end;
    }
    None
}

/// Whether what is written so far ends where a sentence starts.
fn starts_sentence(written: &str) -> bool {
    match written.trim_end().chars().next_back() {
        None => true,
        Some(c) => matches!(c, '.' | '!' | '?'),
    }
}

/// A verb in the third person singular as it reads after "You"; any other word as it is.
fn plain_verb(word: &str) -> String {
    let irregular = match word {
        "is" => Some("are"),
        "has" => Some("have"),
        "was" => Some("were"),
        "does" => Some("do"),
        "goes" => Some("go"),
        "wasn't" => Some("weren't"),
        _ => None,
    };
    if let Some(w) = irregular {
        return w.into();
    }
    let lower = word.chars().all(|c| c.is_ascii_lowercase());
    if !lower || word.len() < 3 || !word.ends_with('s') || word.ends_with("ss") {
        return word.into();
    }
    // "misses", "reaches", "pushes", "fixes", "buzzes": the "es" goes.
    for ending in ["sses", "ches", "shes", "xes", "zzes"] {
        if word.ends_with(ending) {
            return word[..word.len() - 2].into();
        }
    }
    // "tries" → "try" (but "dies", "ties" keep their "ie").
    if word.ends_with("ies") && word.len() > 4 {
        return format!("{}y", &word[..word.len() - 3]);
    }
    word[..word.len() - 1].into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_named_you_reads_in_the_second_person() {
        assert_eq!(agree("You picks from column 5."), "You pick from column 5.");
        assert_eq!(agree("You chooses a task."), "You choose a task.");
        assert_eq!(agree("You bids."), "You bid.");
        assert_eq!(
            agree("You is out of this game."),
            "You are out of this game."
        );
        assert_eq!(agree("You has 3 cards."), "You have 3 cards.");
        assert_eq!(agree("You passes."), "You pass.");
        assert_eq!(agree("You reaches 10."), "You reach 10.");
        assert_eq!(agree("You tries."), "You try.");
        assert_eq!(agree("You closes the bid."), "You close the bid.");
        assert_eq!(agree("Game over: You wins."), "Game over: You win.");
        assert_eq!(
            agree("Ann plays the 4 of Diamonds. Turned up: You's 7 of Spades. You wins the trick."),
            "Ann plays the 4 of Diamonds. Turned up: your 7 of Spades. You win the trick."
        );
        assert_eq!(agree("You's seat"), "Your seat");
        assert_eq!(
            agree("Trick 2 of 8 — You takes the trick"),
            "Trick 2 of 8 — You take the trick"
        );
        // Only the verb right after "You"; past tenses and other seats are kept.
        assert_eq!(
            agree("You met a failed task and discards a chip."),
            "You met a failed task and discards a chip."
        );
        assert_eq!(agree("You took 5 of 1."), "You took 5 of 1.");
        assert_eq!(
            agree("Ann picks from column 5."),
            "Ann picks from column 5."
        );
        // Names that only contain "You" are other names.
        assert_eq!(agree("Youssef wins."), "Youssef wins.");
        assert_eq!(agree("Bot You2 wins."), "Bot You2 wins.");
    }

    #[test]
    fn an_owner_is_worded_once() {
        assert_eq!(possessive("Ann", false), "Ann's");
        assert_eq!(possessive("You", false), "your");
        assert_eq!(possessive("You", true), "Your");
    }
}
