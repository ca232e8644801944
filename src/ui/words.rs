//! Small helpers for sentences about seats.

/// A sentence about a seat whose name is "You" (the default name of a person) reads "You pick",
/// not "You picks": the verb after "You" loses its third-person "s". Other sentences are kept.
pub fn agree(sentence: &str) -> String {
    let Some(rest) = sentence.strip_prefix("You ") else {
        return sentence.to_string();
    };
    let (word, tail) = rest.split_once(' ').unwrap_or((rest, ""));
    // "bids." is the verb "bids" and a full stop.
    let cut = word
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(word.len());
    let (verb, stop) = word.split_at(cut);
    let plain = match verb {
        "is" => "are".to_string(),
        "has" => "have".to_string(),
        v if v.ends_with("ses") || v.ends_with("shes") || v.ends_with("ches") => {
            v[..v.len() - 1].to_string()
        }
        v if v.ends_with('s') && v.len() > 2 => v[..v.len() - 1].to_string(),
        v => v.to_string(),
    };
    if tail.is_empty() {
        format!("You {plain}{stop}")
    } else {
        format!("You {plain}{stop} {tail}")
    }
}

/// What is happening at a seat that is not the viewer's: `now` at the live table, `next` in
/// the replay viewer ("Next: Ann plays.").
pub fn elsewhere(live: bool, now: String, next: String) -> String {
    if live {
        now
    } else {
        format!("Next: {}", agree(&next))
    }
}

/// "plays R5" → "Plays R5".
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The status line at the end of a match: the winners by name (`you_won`: the one winner is
/// the person at the table).
pub fn game_over_sentence(names: &[String], you_won: bool) -> String {
    match names {
        [] => "The game is over.".into(),
        [_] if you_won => "Game over: you win!".into(),
        [one] => format!("Game over: {one} wins."),
        _ => format!("Game over: shared win for {}.", names.join(" and ")),
    }
}

#[cfg(test)]
mod tests {
    use super::agree;

    #[test]
    fn you_takes_the_plain_verb() {
        assert_eq!(agree("You picks from column 5."), "You pick from column 5.");
        assert_eq!(agree("You chooses a task."), "You choose a task.");
        assert_eq!(
            agree("You met a failed task and discards a chip."),
            "You met a failed task and discards a chip."
        );
        assert_eq!(agree("You bids."), "You bid.");
        assert_eq!(
            agree("Ann picks from column 5."),
            "Ann picks from column 5."
        );
    }
}
