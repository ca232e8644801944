//! "Share this deal": a short code that names a game, its options and the seed, so another
//! device can start exactly the same deal.
//!
//! `4WT-7K2M-9QXA-49` is What Trump? (`WT`) for 4 players: first the number of players, then
//! the game's letters and the options when they are not the defaults (`4ATXB-…`), a dash;
//! then the seed in Crockford base 32 (no I, L, O or U), always 8 digits for a seed of 40 bits
//! or fewer (the app's) and 13 for a longer one, in groups of four from the right; and last,
//! after a dash, two check characters (see [`check`]). A code is read case-insensitively, with
//! I and L read as 1 and O as 0, spaces and dashes ignored within the seed and the check (the
//! first one after the game's letters ends the options); a whole link (`…?deal=4WT-…`) is read
//! too. A changed character or two neighbours swapped is refused as a typo
//! ([`ShareError::Typo`]) before anything is dealt, and so is a missing or an extra character
//! in a code written with its dashes (or spaces).
//!
//! Codes shared before the check (`WT4-7K2M-9QXA`: letters, players and options, then the
//! seed in as many digits as it needs) still open their deal ([`old_format`]). The two are
//! told apart by their first three characters: a digit then a game's letters in the new
//! format, a game's letters then a digit in the old. A single typo changes at most one of the
//! two marks (or, swapping the first two characters, leaves neither format), so a mistyped new
//! code is never read as an old one.

mod check;
mod checked_format;
mod old_format;
pub mod text;

use crate::engine::game_said;
use crate::registry::{self, About, Entry};
use std::fmt;
pub use text::seed_digits;
use trumps_words::{Msg, Said};

/// Seeds the app draws for new games fit in this many bits, so their codes stay short
/// (8 seed digits); any 64-bit seed still has a code (with 13).
pub const SHORT_SEED_BITS: u32 = 40;
/// The seed's digits in a code: a short seed's, a longer one's.
const SHORT_DIGITS: usize = 8;
const LONG_DIGITS: usize = 13;

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
    /// The check characters do not fit the rest, or a part has the wrong length: a
    /// character was mistyped, left out, added or swapped.
    Typo,
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Empty => write!(f, "there is no code to read"),
            ShareError::UnknownGame(p) => {
                let known: Vec<String> = registry::CATALOGUE
                    .iter()
                    .map(|e| format!("{} {}", e.info().code, e.info().name))
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
            ShareError::Typo => write!(
                f,
                "this code has a typo (check it against the one you were sent)"
            ),
        }
    }
}

impl ShareError {
    /// Why, said for the player (put into their language where it is read).
    pub fn said(&self) -> Said {
        match self {
            ShareError::Empty => Said::new(Msg::CodeEmpty),
            ShareError::UnknownGame(p) => {
                let known: Vec<Said> = registry::CATALOGUE
                    .iter()
                    .map(|e| {
                        let info = e.info();
                        Said::new(Msg::CodeKnownGame)
                            .text("code", info.code)
                            .said("name", game_said(info.name))
                    })
                    .collect();
                Said::new(Msg::CodeUnknownGame)
                    .text("letters", p.clone())
                    .list("known", known, Msg::ListSep)
            }
            ShareError::Options(why) => Said::new(Msg::SaidText).text("text", why.clone()),
            ShareError::Players { game, got } => Said::new(Msg::CodePlayers)
                .text("got", got.clone())
                .said("game", game_said(game)),
            ShareError::NoSeed => Said::new(Msg::CodeNoSeed),
            ShareError::BadChar(c) => Said::new(Msg::CodeBadChar).text("char", c.to_string()),
            ShareError::TooLong => Said::new(Msg::CodeTooLong),
            ShareError::Typo => Said::new(Msg::CodeTypo),
        }
    }
}

/// Whether the game writes nothing between the players and the seed: it has no options (no
/// field on its form, and no code stands for its defaults).
fn has_no_options(entry: &dyn About, players: usize) -> bool {
    entry.option_fields().is_empty() && entry.options_from_code(players, "").is_ok()
}

impl DealCode {
    /// The deal of a record: its game, players, options and seed (the record's decisions are
    /// not part of it).
    pub fn of_record(record: &super::format::Record) -> DealCode {
        DealCode {
            game: record.game,
            players: record.players() as u8,
            options: record.about().options_code(&record.options),
            seed: record.seed,
        }
    }

    /// The registry entry of the code's game.
    pub fn entry(&self) -> &'static dyn Entry {
        registry::find(self.game).unwrap_or(registry::GAMES[0])
    }

    /// The code's game without its rules.
    pub fn about(&self) -> &'static dyn About {
        registry::about(self.game).unwrap_or_else(registry::first)
    }

    /// The game's options this code names (checked when the code was read).
    pub fn options_json(&self) -> serde_json::Value {
        self.about()
            .options_from_code(self.players as usize, &self.options)
            .unwrap_or_else(|_| self.about().default_options(self.players as usize))
    }

    /// The players, the game's letters and the options (`4ATXB`); the seed's digits (8 or
    /// 13); the check characters.
    fn parts(&self) -> (String, String, String) {
        let head = format!(
            "{}{}{}",
            self.players,
            self.about().info().code,
            self.options.to_ascii_uppercase()
        );
        let digits = seed_digits(self.seed);
        let long = self.seed >> SHORT_SEED_BITS != 0;
        let width = if long { LONG_DIGITS } else { SHORT_DIGITS };
        let seed = format!("{digits:0>width$}");
        let check = check::characters(head.chars().chain(seed.chars()), long);
        (head, seed, check)
    }

    /// The code, e.g. `4WT-7K2M-9QXA-49`.
    pub fn code(&self) -> String {
        let (head, _, _) = self.parts();
        format!("{head}-{}", self.deal_label())
    }

    /// The code after the players, game and options: the seed, grouped, and the check
    /// (`7K2M-9QXA-49`), to show as "deal 7K2M-9QXA-49".
    pub fn deal_label(&self) -> String {
        let (_, seed, check) = self.parts();
        format!("{}-{check}", text::grouped(&seed))
    }

    /// Reads a code typed by a person or taken from a link, in either format.
    pub fn parse(text: &str) -> Result<DealCode, ShareError> {
        let code = text::code_in(text);
        let symbols = checked_format::symbols(&code);
        if checked_format::is_marked(&symbols) {
            checked_format::parse(&code, &symbols)
        } else {
            old_format::parse(&code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wt_deal(players: u8, seed: u64) -> DealCode {
        DealCode {
            game: "what-trump",
            players,
            options: String::new(),
            seed,
        }
    }

    #[test]
    fn codes_round_trip() {
        for seed in [
            0,
            1,
            31,
            32,
            1 << 39,
            (1 << 40) - 1,
            1 << 40,
            u64::MAX,
            0x5EED,
        ] {
            for players in [3, 4] {
                let c = wt_deal(players, seed);
                assert_eq!(DealCode::parse(&c.code()), Ok(c.clone()), "{}", c.code());
            }
        }
    }

    #[test]
    fn the_documented_example() {
        // The old code of the same deal, written today.
        let c = DealCode::parse("WT4-7K2M-9QXA").unwrap();
        assert_eq!(c.code(), "4WT-7K2M-9QXA-49");
        assert_eq!(c.deal_label(), "7K2M-9QXA-49");
    }

    #[test]
    fn a_seed_has_8_digits_or_13() {
        assert_eq!(wt_deal(4, 0).code().len(), "4WT-0000-0000-XX".len());
        let short = wt_deal(4, (1 << SHORT_SEED_BITS) - 1).code();
        assert!(short.starts_with("4WT-ZZZZ-ZZZZ-"), "{short}");
        let long = wt_deal(3, 1 << SHORT_SEED_BITS).code();
        assert!(long.starts_with("3WT-0-0001-0000-0000-"), "{long}");
        assert!(wt_deal(3, u64::MAX)
            .code()
            .starts_with("3WT-F-ZZZZ-ZZZZ-ZZZZ-"));
    }

    #[test]
    fn lenient_reading() {
        let code = wt_deal(4, 1);
        let typed = code.code();
        assert_eq!(typed, "4WT-0000-0001-6Q");
        for t in [
            "4wt-0000-0001-6q",
            "4WT 0000 0001 6Q",
            "4WT000000016Q",
            "4wt-oooo-ooo1-6q",
            "4WT-OOOO-OOOL-6Q",
            "4WT-0000-000I-6Q",
            "https://x.test/?deal=4WT-0000-0001-6Q&pace=fast",
            "?deal=4WT%200000%200001%206Q",
            "4WT+0000%2D0001-6Q",
        ] {
            assert_eq!(DealCode::parse(t), Ok(code.clone()), "{t}");
        }
    }

    #[test]
    fn old_codes_are_read_as_before() {
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
        assert_eq!(DealCode::parse("WT3+7K2M%2D9QXA"), Ok(c.clone()));
        // I, L and O are read as 1, 1 and 0.
        assert_eq!(DealCode::parse("WT4-IO").unwrap().seed, 32);
        assert_eq!(DealCode::parse("WT4-L0").unwrap().seed, 32);
        // The same deal written today has the players first and a check.
        assert!(c.code().starts_with("3WT-7K2M-9QXA-"));
    }

    #[test]
    fn a_typo_is_refused_before_anything_is_dealt() {
        let code = wt_deal(4, 0x5EED).code();
        let mut wrong: Vec<char> = code.chars().collect();
        let last = wrong.len() - 1;
        wrong[last] = if wrong[last] == 'Z' { 'Y' } else { 'Z' };
        let wrong: String = wrong.into_iter().collect();
        let err = DealCode::parse(&wrong).unwrap_err();
        assert_eq!(err, ShareError::Typo);
        assert_eq!(
            err.to_string(),
            "this code has a typo (check it against the one you were sent)"
        );
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let err = |t: &str| DealCode::parse(t).unwrap_err().to_string();
        assert_eq!(err("  "), "there is no code to read");
        assert!(err("XX4-1234").contains("does not name a game"));
        assert!(err("XX4-1234").contains("WT What Trump?"));
        assert!(err("4XX-1234").contains("\"XX\" does not name a game"));
        assert!(err("WT7-1234").contains("not a number of players"));
        assert!(err("7WT-1234").contains("\"7\" is not a number of players"));
        assert!(err("WT4").contains("missing"));
        assert!(err("4WT").contains("missing"));
        assert!(err("WT4-12U4").contains("'U'"));
        assert!(err("WT4-12%4").contains("'%'"));
        assert!(err("4WT-12%4").contains("'%'"));
        assert!(err("WT4-ZZZZ-ZZZZ-ZZZZ-Z").contains("too long"));
        assert!(err("4WT-7K2M").contains("typo"));
    }
}
