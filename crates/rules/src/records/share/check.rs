//! The two check characters of a deal code. Each character before them (players, game
//! letters, options, seed digits) has a value: its place in the alphabet plus one (`0` is 1,
//! `Z` is 32, and `U`, which only a Top Trumps code of a pack of one's own carries, 33). The
//! check is the sum of each value times the character's position (1, 2, 3, …), less one if
//! the seed has 13 digits, modulo the prime 1021, written as two base-32 digits.
//!
//! What that catches, in a code of at most 29 characters before the check:
//! - one character changed: the sum moves by (position × difference), neither factor a
//!   multiple of 1021;
//! - two neighbours swapped: the sum moves by their difference;
//! - one character left out or added: the sum moves by that character's position × value plus
//!   the values after it, between 1 and 33 × 29 = 957, never by 1021;
//! - a check character changed or the two swapped: the check no longer fits the sum;
//! - a dash added within the options, five characters before their end (or one of those
//!   characters replaced by a dash), would read the same characters with a 13-digit seed: the
//!   sum is then one less (or one less and short of the dropped character's share, which is at
//!   most 957), never what the check says.

use super::text::{digit, ALPHABET};

const MODULUS: u32 = 1021;

/// A character's value in the sum; `None` for a character that cannot be in a code.
pub fn value(c: char) -> Option<u32> {
    if c == 'U' {
        return Some(33);
    }
    ALPHABET
        .iter()
        .position(|&a| a as char == c)
        .map(|p| p as u32 + 1)
}

fn sum(symbols: impl Iterator<Item = char>, long_seed: bool) -> u32 {
    let start = if long_seed { MODULUS - 1 } else { 0 };
    symbols.zip(1u32..).fold(start, |acc, (c, place)| {
        (acc + place * value(c).unwrap_or(0)) % MODULUS
    })
}

/// The check characters of these characters (upper case, without separators), whose seed
/// has 13 digits if `long_seed`.
pub fn characters(symbols: impl Iterator<Item = char>, long_seed: bool) -> String {
    let s = sum(symbols, long_seed) as usize;
    [ALPHABET[s / 32], ALPHABET[s % 32]]
        .iter()
        .map(|&b| b as char)
        .collect()
}

/// Whether the last two characters are the check of the ones before.
pub fn fits(symbols: &[char], long_seed: bool) -> bool {
    let Some(split) = symbols.len().checked_sub(2) else {
        return false;
    };
    let (body, check) = symbols.split_at(split);
    match (digit(check[0]), digit(check[1])) {
        (Some(hi), Some(lo)) => hi * 32 + lo == u64::from(sum(body.iter().copied(), long_seed)),
        _ => false,
    }
}
