//! Reading the codes with check characters: `4WT-7K2M-9QXA-49` (see the module above).

use super::text::{digit, read_alike, separator};
use super::{check, has_no_options, DealCode, ShareError, LONG_DIGITS, SHORT_DIGITS};
use crate::registry;

/// The characters of a code as it reads them: upper case, I and L as 1, O as 0, without
/// separators.
pub fn symbols(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| !separator(c))
        .map(read_alike)
        .collect()
}

/// Whether these characters are of this format: a code of it starts with a digit (the
/// players) and has a game's letters second and third; a code of the old format starts with
/// a game's letters and has a digit third. One typo cannot remove both marks.
pub fn is_marked(symbols: &[char]) -> bool {
    let letters: String = symbols.iter().skip(1).take(2).collect();
    symbols.first().is_some_and(|c| c.is_ascii_digit())
        || (letters.len() == 2 && registry::about_by_code(&letters).is_some())
}

/// Reads `text` (upper case, link and escapes undone), whose characters are `symbols`.
pub fn parse(text: &str, symbols: &[char]) -> Result<DealCode, ShareError> {
    if let Some(&c) = symbols.iter().find(|&&c| check::value(c).is_none()) {
        return Err(ShareError::BadChar(c));
    }
    let letters: String = symbols.iter().skip(1).take(2).collect();
    let entry = registry::about_by_code(&letters)
        .ok_or_else(|| ShareError::UnknownGame(letters.clone()))?;
    let info = entry.info();
    let (lo, hi) = info.players;
    let players = symbols
        .first()
        .and_then(|c| c.to_digit(10))
        .map(|n| n as usize)
        .filter(|n| (lo..=hi).contains(n))
        .ok_or_else(|| ShareError::Players {
            game: info.name,
            got: symbols.first().map(|c| c.to_string()).unwrap_or_default(),
        })?;
    if symbols.len() == 3 {
        return Err(ShareError::NoSeed);
    }
    // The options and the seed, between the game's letters and the check. The options end at
    // the first separator after the game's letters; without one (or for a game without
    // options) there are none.
    let body = &symbols[3..symbols.len().max(5) - 2];
    let options_end = match end_of_options(text, symbols.len()) {
        Some(end) if !has_no_options(entry, players) => end.min(3 + body.len()),
        _ => 3,
    };
    let (options, seed) = body.split_at(options_end - 3);
    let long = match seed.len() {
        SHORT_DIGITS => false,
        LONG_DIGITS => true,
        _ => return Err(ShareError::Typo),
    };
    if !check::fits(symbols, long) {
        return Err(ShareError::Typo);
    }
    let seed = read_seed(seed)?;
    let options: String = options.iter().collect();
    entry
        .options_from_code(players, &options)
        .map_err(ShareError::Options)?;
    Ok(DealCode {
        game: info.id,
        players: players as u8,
        options,
        seed,
    })
}

/// Where the first separator after the players and the game's letters stands, counted in
/// characters (none if there is none before the end).
fn end_of_options(text: &str, symbols: usize) -> Option<usize> {
    let mut seen = 0;
    for c in text.chars() {
        if !separator(c) {
            seen += 1;
        } else if seen >= 3 {
            return (seen < symbols).then_some(seen);
        }
    }
    None
}

/// The seed from its 8 or 13 digits (13 beyond 64 bits, or for a seed that 8 would hold, is a
/// typo).
fn read_seed(digits: &[char]) -> Result<u64, ShareError> {
    let mut seed: u64 = 0;
    for &c in digits {
        let d = digit(c).ok_or(ShareError::BadChar(c))?;
        seed = seed
            .checked_mul(32)
            .and_then(|s| s.checked_add(d))
            .ok_or(ShareError::Typo)?;
    }
    // A short seed is always written short.
    if digits.len() == LONG_DIGITS && seed >> super::SHORT_SEED_BITS == 0 {
        return Err(ShareError::Typo);
    }
    Ok(seed)
}
