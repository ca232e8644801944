//! Reading an action's short text, the pieces every game's notation shares: the verb and its
//! argument, a count, and the message for a verb the game does not have.

/// `"play diplomat"` → `("play", "diplomat")`; `example` shows what an action looks like.
pub fn verb_and_arg<'a>(s: &'a str, example: &str) -> Result<(&'a str, &'a str), String> {
    s.split_once(' ')
        .ok_or_else(|| format!("\"{s}\" is not an action (like \"{example}\")"))
}

/// A whole number of tricks bid, written without leading zeros: `0`, `3`, `12`.
pub fn tricks_bid(arg: &str) -> Result<u8, String> {
    let digits = !arg.is_empty()
        && arg.bytes().all(|b| b.is_ascii_digit())
        && (arg == "0" || !arg.starts_with('0'));
    arg.parse::<u8>()
        .ok()
        .filter(|_| digits)
        .ok_or_else(|| format!("\"{arg}\" is not a bid (a whole number of tricks)"))
}

/// The refusal of a verb that is not one of `game`'s (`verbs` lists them).
pub fn unknown_verb<T>(verb: &str, game: &str, verbs: &str) -> Result<T, String> {
    Err(format!("\"{verb}\" is not an action of {game} ({verbs})"))
}
