//! A match of several hands that runs to a target score or for a number of hands; the highest
//! total wins (ties share the win).

use serde::{Deserialize, Serialize};

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
}
