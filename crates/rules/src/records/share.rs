//! "Share this deal": a short code that names a game, its options and the seed, so another
//! device can start exactly the same deal. `WT4-7K2M-9QXA` is What Trump? for 4 players;
//! the rest is the seed in Crockford base 32 (no I, L, O or U; read case-insensitively, with
//! I and L read as 1 and O as 0), in groups of four. A game with options other than its
//! defaults writes them after the number of players, before the first dash (`AT4K3-…`).
//! A whole link (`…?deal=WT4-…`) is read too.

use crate::registry::{self, Entry};
use std::fmt;

/// Crockford's base-32 alphabet.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Seeds the app draws for new games fit in this many bits, so their codes stay short
/// (8 characters); any 64-bit seed still has a code (up to 13 characters).
pub const SHORT_SEED_BITS: u32 = 40;

/// What a shared-deal code names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealCode {
    /// The game's id (`what-trump`).
    pub game: &'static str,
    pub players: u8,
    /// The options' code (see [`crate::engine::GameOptions::code`]); empty for the defaults.
    pub options: String,
    pub seed: u64,
}

/// Why a text is not a deal code (shown to the player as is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    Empty,
    /// The first letters do not name a game.
    UnknownGame(String),
    /// The options part cannot be read.
    Options(String),
    /// The player count is missing or not allowed for the game.
    Players {
        game: &'static str,
        got: String,
    },
    /// The seed part is missing.
    NoSeed,
    /// A character that is not in the code alphabet.
    BadChar(char),
    /// The seed part is longer than any seed.
    TooLong,
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Empty => write!(f, "there is no code to read"),
            ShareError::UnknownGame(p) => {
                let known: Vec<String> = registry::GAMES
                    .iter()
                    .map(|e| format!("{} codes start with {}", e.info().name, e.info().code))
                    .collect();
                write!(f, "\"{p}\" does not name a game ({})", known.join(", "))
            }
            ShareError::Options(why) => write!(f, "{why}"),
            ShareError::Players { game, got } => {
                write!(f, "\"{got}\" is not a number of players for {game}")
            }
            ShareError::NoSeed => write!(f, "the deal part after the players is missing"),
            ShareError::BadChar(c) => write!(f, "'{c}' cannot appear in a deal code"),
            ShareError::TooLong => write!(f, "the deal part is too long"),
        }
    }
}

/// The seed in base 32, most significant digit first, without leading zeros.
pub fn seed_digits(seed: u64) -> String {
    let mut out = Vec::new();
    let mut x = seed;
    loop {
        out.push(ALPHABET[(x % 32) as usize]);
        x /= 32;
        if x == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

fn digit(c: char) -> Option<u64> {
    let c = match c.to_ascii_uppercase() {
        'I' | 'L' => '1',
        'O' => '0',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| a as char == c)
        .map(|p| p as u64)
}

/// Groups of four from the right-hand end: `7K2M9QXA` → `7K2M-9QXA`.
fn grouped(digits: &str) -> String {
    let chars: Vec<char> = digits.chars().collect();
    let first = match chars.len() % 4 {
        0 => 4.min(chars.len()),
        r => r,
    };
    let mut out: String = chars[..first].iter().collect();
    for chunk in chars[first..].chunks(4) {
        out.push('-');
        out.extend(chunk);
    }
    out
}

impl DealCode {
    /// The deal of a record: its game, players, options and seed (the record's decisions are
    /// not part of it).
    pub fn of_record(record: &super::format::Record) -> DealCode {
        DealCode {
            game: record.game,
            players: record.players() as u8,
            options: record.entry().options_code(&record.options),
            seed: record.seed,
        }
    }

    /// The registry entry of the code's game.
    pub fn entry(&self) -> &'static dyn Entry {
        registry::find(self.game).unwrap_or(registry::GAMES[0])
    }

    /// The game's options this code names (checked when the code was read).
    pub fn options_json(&self) -> serde_json::Value {
        self.entry()
            .options_from_code(self.players as usize, &self.options)
            .unwrap_or_else(|_| self.entry().default_options(self.players as usize))
    }

    /// The code, e.g. `WT4-7K2M-9QXA`.
    pub fn code(&self) -> String {
        format!(
            "{}{}{}-{}",
            self.entry().info().code,
            self.players,
            self.options,
            grouped(&seed_digits(self.seed))
        )
    }

    /// The seed part alone, grouped (`7K2M-9QXA`), to show as "deal 7K2M-9QXA".
    pub fn deal_label(&self) -> String {
        grouped(&seed_digits(self.seed))
    }

    /// Reads a code typed by a person or taken from a link.
    pub fn parse(text: &str) -> Result<DealCode, ShareError> {
        let text = text.trim();
        // A whole link: take the value of `deal=`.
        let text = match text.find("deal=") {
            Some(i) => {
                let rest = &text[i + 5..];
                rest.split(['&', '#']).next().unwrap_or("")
            }
            None => text,
        };
        // Links escape spaces ("%20", "+"): read them as the spaces they stand for.
        let decoded = percent_decoded(text).to_ascii_uppercase();
        let separated = |c: char| c.is_whitespace() || c == '-';
        // The first group holds the game, the players and the options; the rest is the seed.
        let (head, tail) = match decoded.trim().split_once(separated) {
            Some((h, t)) => (h.to_string(), t.to_string()),
            None => (decoded.trim().to_string(), String::new()),
        };
        if head.is_empty() && tail.trim().is_empty() {
            return Err(ShareError::Empty);
        }
        let letters: String = head.chars().take(2).collect();
        let entry = registry::find_by_code(&letters)
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
        let no_options = entry
            .options_code(&entry.default_options(players as usize))
            .is_empty()
            && entry.option_fields().is_empty();
        let (options, seed_text) = if no_options || tail.is_empty() {
            (String::new(), format!("{after_players}{tail}"))
        } else {
            (after_players, tail)
        };
        entry
            .options_from_code(players as usize, &options)
            .map_err(ShareError::Options)?;
        let digits: Vec<char> = seed_text.chars().filter(|&c| !separated(c)).collect();
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
}

/// `text` with URL escapes undone: "%20" and "+" become spaces, "%2D" a dash. A `%` that does
/// not start an escape stays (and is then refused as a character of the code).
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |k: usize| bytes.get(k).and_then(|&b| (b as char).to_digit(16));
        match (bytes[i], hex(i + 1), hex(i + 2)) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b'+', _, _) => {
                out.push(b' ');
                i += 1;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for seed in [0, 1, 31, 32, 1 << 39, (1 << 40) - 1, u64::MAX, 0x5EED] {
            for players in [3, 4] {
                let c = DealCode {
                    game: "what-trump",
                    players,
                    options: String::new(),
                    seed,
                };
                assert_eq!(DealCode::parse(&c.code()), Ok(c.clone()), "{}", c.code());
            }
        }
    }

    #[test]
    fn short_seeds_give_short_codes() {
        let c = DealCode {
            game: "what-trump",
            players: 4,
            options: String::new(),
            seed: (1 << SHORT_SEED_BITS) - 1,
        };
        assert_eq!(c.code(), "WT4-ZZZZ-ZZZZ");
    }

    #[test]
    fn lenient_reading() {
        let c = DealCode::parse("wt3 7k2m 9qxa").unwrap();
        assert_eq!(c.players, 3);
        assert_eq!(DealCode::parse("WT3-7K2M-9QXA"), Ok(c.clone()));
        assert_eq!(DealCode::parse("WT37K2M9QXA"), Ok(c.clone()));
        assert_eq!(
            DealCode::parse("https://x.test/?deal=WT3-7K2M-9QXA&pace=fast"),
            Ok(c.clone())
        );
        // Escaped spaces and dashes in a link are read as what they stand for.
        assert_eq!(DealCode::parse("?deal=WT3%207K2M%209QXA"), Ok(c.clone()));
        assert_eq!(DealCode::parse("WT3+7K2M%2D9QXA"), Ok(c));
        // I, L and O are read as 1, 1 and 0.
        assert_eq!(DealCode::parse("WT4-IO").unwrap().seed, 32);
        assert_eq!(DealCode::parse("WT4-L0").unwrap().seed, 32);
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let err = |t: &str| DealCode::parse(t).unwrap_err().to_string();
        assert_eq!(err("  "), "there is no code to read");
        assert!(err("XX4-1234").contains("does not name a game"));
        assert!(err("XX4-1234").contains("What Trump? codes start with WT"));
        assert!(err("WT7-1234").contains("not a number of players"));
        assert!(err("WT4").contains("missing"));
        assert!(err("WT4-12U4").contains("'U'"));
        assert!(err("WT4-12%4").contains("'%'"));
        assert!(err("WT4-ZZZZ-ZZZZ-ZZZZ-Z").contains("too long"));
    }
}
