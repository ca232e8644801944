//! A day's result as a short code that holds the person's decisions, so a friend's app can
//! play them again against the same bots and see that the result is true.
//!
//! `TF2-0M9K-3ZVG-8K2Q-H1SF0-C-P176` (for example) is, dash by dash: the game's letters (as
//! in a deal code) and the version of the code (`2`); the day (days since 1970-01-01, four
//! base-32 digits); the result (the person's final score, whether they won and whether they
//! had hints or took a move back, four digits); the game (20 bits of a hash of every seat's
//! every decision, [`game_digest`], four digits); the person's decisions (one number of mixed
//! radix, each decision the index of the action taken among the legal ones, in groups of
//! five digits); and four check digits (20 bits of a hash of all before). The digits are
//! Crockford's base 32, read in any case, with I and L read as 1 and O as 0. A changed, added
//! or lost character is refused by the check (a chance of about one in a million to pass it);
//! a code made to pass it still has to replay to its result and to its game
//! ([`super::check`]): a decision changed by hand plays another game, even one that ends
//! with the same score.

use super::day::Day;
use super::number::Number;
use crate::bots::day_table::Played;
use crate::engine::rng::mix64;
use crate::engine::{Outcome, Seat};
use crate::records::share::text::{digit, read_alike, ALPHABET};
use crate::registry;
use serde_json::Value;
use trumps_words::{Msg, Said};

/// The version of the code this build writes and reads (1 had no game digest).
pub const SHARE_VERSION: u32 = 2;

const DAY_DIGITS: usize = 4;
const RESULT_DIGITS: usize = 4;
const DIGEST_DIGITS: usize = 4;
const CHECK_DIGITS: usize = 4;
/// The longest code read (over 1,000 games played at random, a whole game of What Trump?
/// took at most 451 characters, of Top Trumps 357, a hand of the others 40): longer text is
/// not a result, and is not worked on.
const MAX_CHARS: usize = 2_000;
/// The score a result can say, either way.
const SCORE_RANGE: i64 = 32_768;

/// What a result says of itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The person's final score.
    pub score: i32,
    /// Whether they won (alone or shared).
    pub won: bool,
    /// Whether they had a hint or took a move back.
    pub aids: bool,
}

impl Claim {
    /// The claim of a game that ended with `outcome`, played from the person's `seat`.
    pub fn of(outcome: &Outcome, seat: Seat, aids: bool) -> Claim {
        Claim {
            score: outcome.scores.get(seat.index()).copied().unwrap_or(0),
            won: outcome.winners.contains(&seat),
            aids,
        }
    }

    fn value(self) -> u64 {
        let score = (i64::from(self.score) + SCORE_RANGE).clamp(0, 2 * SCORE_RANGE - 1) as u64;
        score * 4 + u64::from(self.won) * 2 + u64::from(self.aids)
    }

    fn from_value(v: u64) -> Claim {
        Claim {
            score: ((v / 4) as i64 - SCORE_RANGE) as i32,
            won: v & 2 != 0,
            aids: v & 1 != 0,
        }
    }
}

/// 20 bits of a hash of a game's every decision (each seat's, in order, as JSON): what a
/// result's code names as the game it was made from.
pub fn game_digest(decisions: &[(Seat, Value)]) -> u32 {
    let h = decisions.iter().fold(0xD1_6E57_u64, |h, (seat, action)| {
        action
            .to_string()
            .bytes()
            .fold(mix64(h ^ seat.index() as u64), |h, b| {
                mix64(h ^ u64::from(b))
            })
    });
    (h & ((1 << (5 * DIGEST_DIGITS)) - 1)) as u32
}

/// A day's result: the game, the day, the claim, the game it was made from and the person's
/// decisions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Share {
    pub game: &'static str,
    pub day: Day,
    pub claim: Claim,
    /// The [`game_digest`] of the game played.
    pub digest: u32,
    /// The person's decisions, as one number ([`Number`]).
    pub decisions: Number,
}

/// Why a text is not a result that can be trusted (said to the player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareRefusal {
    /// Nothing there, or not the shape of a result's code.
    NotAResult,
    /// The letters name no game of this version.
    UnknownGame(String),
    /// Written by another version of the code.
    Version(u32),
    /// The check digits do not fit: changed or mistyped.
    Changed,
    /// A result of another day than the one asked for.
    OtherDay { day: Day, today: Day },
    /// The decisions could not be played (at the person's `n`th decision, from 1).
    DoesNotReplay(usize),
    /// The decisions go on past the game's end.
    TooLong,
    /// The decisions replay to another result (of `game`, whose score unit the words say).
    Claims {
        game: &'static str,
        claimed: Claim,
        replayed: Claim,
    },
    /// The decisions replay to the result claimed, but in another game than the one the code
    /// was made from: a decision has been changed.
    OtherGame,
}

impl ShareRefusal {
    pub fn said(&self) -> Said {
        match self {
            ShareRefusal::NotAResult => Said::new(Msg::DailyRefusedNotAResult),
            ShareRefusal::UnknownGame(letters) => {
                Said::new(Msg::DailyRefusedGame).text("letters", letters.clone())
            }
            ShareRefusal::Version(v) => Said::new(Msg::DailyRefusedVersion).num("version", *v),
            ShareRefusal::Changed => Said::new(Msg::DailyRefusedChanged),
            ShareRefusal::OtherDay { day, today } => Said::new(Msg::DailyRefusedDay)
                .text("day", day.to_string())
                .text("today", today.to_string()),
            ShareRefusal::DoesNotReplay(n) => {
                Said::new(Msg::DailyRefusedReplay).num("n", *n as f64)
            }
            ShareRefusal::TooLong => Said::new(Msg::DailyRefusedTooLong),
            ShareRefusal::Claims {
                game,
                claimed,
                replayed,
            } => Said::new(Msg::DailyRefusedClaims)
                .text("unit", unit(game))
                .num("claimed", claimed.score)
                .num("replayed", replayed.score)
                .text("claimedwon", if claimed.won { "yes" } else { "no" })
                .text("replayedwon", if replayed.won { "yes" } else { "no" }),
            ShareRefusal::OtherGame => Said::new(Msg::DailyRefusedOtherGame),
        }
    }
}

/// What a game's scores count, as the day's words choose on it: `card` (Top Trumps' score is
/// the cards held) or `point`.
pub fn unit(game: &str) -> &'static str {
    match registry::info(game) {
        Some(i) if i.score_unit == "card" => "card",
        _ => "point",
    }
}

impl std::fmt::Display for ShareRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en())
    }
}

fn fixed(mut v: u64, digits: usize) -> String {
    let mut out = vec![b'0'; digits];
    for d in out.iter_mut().rev() {
        *d = ALPHABET[(v % 32) as usize];
        v /= 32;
    }
    String::from_utf8(out).unwrap_or_default()
}

fn value_of(text: &str) -> Option<u64> {
    text.chars()
        .try_fold(0u64, |acc, c| Some(acc * 32 + digit(c)?))
}

/// The check digits of a code's characters before them (dashes left out).
fn check_digits(body: &str) -> String {
    let h = body
        .bytes()
        .filter(|&b| b != b'-')
        .fold(0x5EED_DA11_u64, |h, b| mix64(h ^ u64::from(b)));
    fixed(h & ((1 << (5 * CHECK_DIGITS)) - 1), CHECK_DIGITS)
}

impl Share {
    /// The result of `played`, a game of `game` on `day`.
    pub fn new(game: &'static str, day: Day, claim: Claim, played: &Played) -> Share {
        Share {
            game,
            day,
            claim,
            digest: game_digest(&played.decisions),
            decisions: Number::of_digits(&played.person),
        }
    }

    /// The code (see the module's doc).
    pub fn code(&self) -> String {
        let letters = registry::info(self.game).map_or("", |i| i.code);
        let digits: Vec<u8> = self.decisions.base32();
        let digits = if digits.is_empty() { vec![0] } else { digits };
        let groups: Vec<String> = digits
            .chunks(5)
            .map(|c| c.iter().map(|&d| ALPHABET[d as usize] as char).collect())
            .collect();
        let body = format!(
            "{letters}{SHARE_VERSION}-{}-{}-{}-{}",
            fixed(u64::from(self.day.0), DAY_DIGITS),
            fixed(self.claim.value(), RESULT_DIGITS),
            fixed(u64::from(self.digest), DIGEST_DIGITS),
            groups.join("-")
        );
        let check = check_digits(&body);
        format!("{body}-{check}")
    }

    /// Reads a code, or a link holding one (`…?daily=TF2-…`), alone or in a shared text.
    pub fn read(text: &str) -> Result<Share, ShareRefusal> {
        let text = text.trim();
        let text = match text.find("daily=") {
            Some(i) => text[i + 6..]
                .split(['&', '#', ' ', '\n', '\r', '\t'])
                .next()
                .unwrap_or(""),
            None => text,
        };
        let code: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(read_alike)
            .collect();
        if code.len() > MAX_CHARS {
            return Err(ShareRefusal::NotAResult);
        }
        let parts: Vec<&str> = code.split('-').filter(|p| !p.is_empty()).collect();
        if parts.len() < 5 {
            return Err(ShareRefusal::NotAResult);
        }
        let head = parts[0];
        let split = head
            .find(|c: char| c.is_ascii_digit())
            .ok_or(ShareRefusal::NotAResult)?;
        let (letters, version) = head.split_at(split);
        let about = registry::about_by_code(letters)
            .ok_or_else(|| ShareRefusal::UnknownGame(letters.to_string()))?;
        let version: u32 = version.parse().map_err(|_| ShareRefusal::NotAResult)?;
        let check = parts[parts.len() - 1];
        let body = parts[..parts.len() - 1].join("-");
        if check != check_digits(&body) {
            return Err(ShareRefusal::Changed);
        }
        if version != SHARE_VERSION {
            return Err(ShareRefusal::Version(version));
        }
        if parts.len() < 6 {
            return Err(ShareRefusal::NotAResult);
        }
        let (day, result, digest) = (parts[1], parts[2], parts[3]);
        if day.len() != DAY_DIGITS || result.len() != RESULT_DIGITS || digest.len() != DIGEST_DIGITS
        {
            return Err(ShareRefusal::NotAResult);
        }
        let day = value_of(day).ok_or(ShareRefusal::NotAResult)?;
        let result = value_of(result).ok_or(ShareRefusal::NotAResult)?;
        let digest = value_of(digest).ok_or(ShareRefusal::NotAResult)?;
        let digits: Option<Vec<u8>> = parts[4..parts.len() - 1]
            .concat()
            .chars()
            .map(|c| digit(c).map(|d| d as u8))
            .collect();
        Ok(Share {
            game: about.info().id,
            day: Day(day as u32),
            claim: Claim::from_value(result),
            digest: digest as u32,
            decisions: Number::from_base32(&digits.ok_or(ShareRefusal::NotAResult)?),
        })
    }
}
