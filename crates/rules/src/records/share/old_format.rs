//! Reading the codes shared before check characters: `WT4-7K2M-9QXA`, the game's letters,
//! the number of players and any options, then the seed (as many digits as it needs). They
//! still open the deal they named, exactly as they did.

use super::text::{digit, separator};
use super::{has_no_options, DealCode, ShareError};
use crate::registry;

/// Reads `text` (upper case, link and escapes undone) in the format without a check.
pub fn parse(text: &str) -> Result<DealCode, ShareError> {
    // The first group holds the game, the players and the options; the rest is the seed.
    let (head, tail) = match text.split_once(separator) {
        Some((h, t)) => (h.to_string(), t.to_string()),
        None => (text.to_string(), String::new()),
    };
    if head.is_empty() && tail.trim().is_empty() {
        return Err(ShareError::Empty);
    }
    let letters: String = head.chars().take(2).collect();
    let entry = registry::about_by_code(&letters)
        .ok_or_else(|| ShareError::UnknownGame(letters.clone()))?;
    let info = entry.info();
    let rest: Vec<char> = head.chars().skip(2).collect();
    let (lo, hi) = info.players;
    let players = rest
        .first()
        .and_then(|c| c.to_digit(10))
        .filter(|&n| (lo..=hi).contains(&(n as usize)))
        .ok_or_else(|| ShareError::Players {
            game: info.name,
            got: rest.first().map(|c| c.to_string()).unwrap_or_default(),
        })?;
    let after_players: String = rest.iter().skip(1).collect();
    // A game with no options has nothing between the players and the seed: whatever
    // stands there is read as the seed (codes written without dashes).
    let (options, seed_text) = if has_no_options(entry, players as usize) || tail.is_empty() {
        (String::new(), format!("{after_players}{tail}"))
    } else {
        (after_players, tail)
    };
    entry
        .options_from_code(players as usize, &options)
        .map_err(ShareError::Options)?;
    let digits: Vec<char> = seed_text.chars().filter(|&c| !separator(c)).collect();
    if digits.is_empty() {
        return Err(ShareError::NoSeed);
    }
    let mut seed: u64 = 0;
    for &c in &digits {
        let d = digit(c).ok_or(ShareError::BadChar(c))?;
        seed = seed
            .checked_mul(32)
            .and_then(|s| s.checked_add(d))
            .ok_or(ShareError::TooLong)?;
    }
    Ok(DealCode {
        game: info.id,
        players: players as u8,
        options,
        seed,
    })
}
