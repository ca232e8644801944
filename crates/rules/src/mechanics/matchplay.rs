//! A match of several hands that runs to a target score or for a number of hands; the highest
//! total wins (ties share the win). Also how a game with such a match writes its variants and
//! length in a deal code (`XBR30`: letters for the variants on, then the match).

use crate::engine::{FieldKind, OptionField, Seat};
use crate::mechanics::partners::{team_of, team_totals};
use serde::{Deserialize, Serialize};
use trumps_words::Msg;

/// How a match ends, as a game's options name it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Until {
    /// After `length` hands.
    #[default]
    Hands,
    /// When a score (a team's, with partners) reaches `length` at the end of a hand.
    Target,
}

impl Until {
    /// The match of `length` hands or points.
    pub fn length(self, length: u32) -> MatchLength {
        match self {
            Until::Hands => MatchLength::Hands(length),
            Until::Target => MatchLength::Target(length),
        }
    }

    /// Why `length` does not fit, if it does not: 1 to 50 hands, or a target of 1 to 500.
    pub fn check(self, length: u32) -> Result<(), trumps_words::Said> {
        use trumps_words::{Msg, Said};
        match self {
            Until::Hands if !(1..=50).contains(&length) => {
                Err(Said::new(Msg::OptionsRefusedHands).num("n", length))
            }
            Until::Target if !(1..=500).contains(&length) => {
                Err(Said::new(Msg::OptionsRefusedTarget).num("n", length))
            }
            _ => Ok(()),
        }
    }
}

/// The set-up's fields for the match: how it ends (`until`) and its `length`.
pub fn match_fields() -> [OptionField; 2] {
    [
        OptionField {
            key: "until",
            label: Msg::OptionsUntil,
            help: Msg::OptionsUntilHelp,
            kind: FieldKind::Choice(&[
                ("hands", Msg::OptionsUntilHands),
                ("target", Msg::OptionsUntilTarget),
            ]),
        },
        OptionField {
            key: "length",
            label: Msg::OptionsLength,
            help: Msg::OptionsLengthHelp,
            kind: FieldKind::Number { min: 1, max: 500 },
        },
    ]
}

/// The deal-code letters of a game's variants and match: a letter for each toggle that is on
/// (in the order of `letters`), then `H` (hands) or `R` (race to a target) and the length
/// unless the match is the game's default.
pub fn options_code(
    letters: &[char],
    toggles: &[bool],
    match_: (Until, u32),
    default: (Until, u32),
) -> String {
    let mut s: String = letters
        .iter()
        .zip(toggles)
        .filter_map(|(&l, &on)| on.then_some(l))
        .collect();
    if match_ != default {
        s.push(if match_.0 == Until::Hands { 'H' } else { 'R' });
        s.push_str(&match_.1.to_string());
    }
    s
}

/// What a deal code's option letters say: which toggles are on, and the match if named.
pub type ReadCode = (Vec<bool>, Option<(Until, u32)>);

/// Reads [`options_code`]'s letters back (any case). `None` for anything else (a letter twice,
/// a bad length).
pub fn read_options_code(letters: &[char], code: &str) -> Option<ReadCode> {
    let code = code.to_ascii_uppercase();
    let mut on = vec![false; letters.len()];
    for (i, c) in code.char_indices() {
        if let Some(k) = letters.iter().position(|&l| l == c) {
            if on[k] {
                return None;
            }
            on[k] = true;
            continue;
        }
        let until = match c {
            'H' => Until::Hands,
            'R' => Until::Target,
            _ => return None,
        };
        let digits = &code[i + 1..];
        if digits.is_empty()
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        return Some((on, Some((until, digits.parse().ok()?))));
    }
    Some((on, None))
}

/// After a hand: the seats that won, if the match is over with these seat `points` (with
/// `partners`, a team's total counts and both partners win).
pub fn winners_if_over(
    points: &[i32],
    partners: bool,
    length: MatchLength,
    hands: usize,
) -> Option<Vec<Seat>> {
    let teams = team_totals(points, partners);
    if !length.is_over(&teams, hands) {
        return None;
    }
    let best = leaders(&teams);
    let players = points.len();
    Some(
        Seat::all(players)
            .filter(|s| best.contains(&team_of(*s, players, partners)))
            .collect(),
    )
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "until", content = "n")]
pub enum MatchLength {
    /// Until a score (a team's, with partners) reaches this at the end of a hand.
    Target(u32),
    /// For this many hands.
    Hands(u32),
}

impl MatchLength {
    /// Whether the match is over after `hands` hands with these (team) totals.
    pub fn is_over(self, totals: &[i32], hands: usize) -> bool {
        match self {
            MatchLength::Target(t) => totals.iter().any(|&s| s >= t as i32),
            MatchLength::Hands(n) => hands >= n as usize,
        }
    }

    /// "to 30 points", "5 hands".
    pub fn describe(self) -> String {
        match self {
            MatchLength::Target(t) => format!("to {t} points"),
            MatchLength::Hands(1) => "1 hand".into(),
            MatchLength::Hands(n) => format!("{n} hands"),
        }
    }
}

/// The indexes with the highest total.
pub fn leaders(totals: &[i32]) -> Vec<usize> {
    let Some(&best) = totals.iter().max() else {
        return Vec::new();
    };
    (0..totals.len()).filter(|&i| totals[i] == best).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn target_or_hands() {
        assert!(!MatchLength::Target(10).is_over(&[9, 3], 4));
        assert!(MatchLength::Target(10).is_over(&[9, 10], 4));
        assert!(MatchLength::Hands(3).is_over(&[0, 0], 3));
        assert_eq!(leaders(&[4, 7, 7]), vec![1, 2]);
        assert_eq!(MatchLength::Hands(5).describe(), "5 hands");
    }

    #[test]
    fn option_codes_round_trip_and_refuse_nonsense() {
        let letters = ['X', 'B'];
        let d = (Until::Hands, 4);
        assert_eq!(
            options_code(&letters, &[true, true], (Until::Target, 30), d),
            "XBR30"
        );
        assert_eq!(options_code(&letters, &[false, true], d, d), "B");
        assert_eq!(
            read_options_code(&letters, "xbr30"),
            Some((vec![true, true], Some((Until::Target, 30))))
        );
        assert_eq!(
            read_options_code(&letters, ""),
            Some((vec![false, false], None))
        );
        for bad in ["XX", "R", "H05", "Q", "H1X"] {
            assert_eq!(read_options_code(&letters, bad), None, "{bad}");
        }
    }

    #[test]
    fn winners_with_and_without_partners() {
        let hands = MatchLength::Hands(2);
        assert_eq!(winners_if_over(&[3, 5, 5], false, hands, 1), None);
        assert_eq!(
            winners_if_over(&[3, 5, 5], false, hands, 2),
            Some(vec![Seat(1), Seat(2)])
        );
        // Teams 0+2 (3+4) and 1+3 (5+1): the first team wins, both partners.
        assert_eq!(
            winners_if_over(&[3, 5, 4, 1], true, hands, 2),
            Some(vec![Seat(0), Seat(2)])
        );
    }
}
