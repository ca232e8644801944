//! What `trumps arena` reports: each level's win share (and how many times its fair share
//! that is), points per game and per hand, each a mean over the deals with its 95%
//! confidence interval, and its decision time; and the report as text for the terminal.

use serde::Serialize;
use serde_json::Value;

/// A mean over samples (one per deal) and its 95% confidence interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    pub mean: f64,
    pub ci95: [f64; 2],
}

impl Estimate {
    /// The same multiplied by `k` (a share as a multiple of the fair share).
    pub fn scaled(self, k: f64) -> Estimate {
        Estimate {
            mean: self.mean * k,
            ci95: [self.ci95[0] * k, self.ci95[1] * k],
        }
    }
}

/// The mean of `samples` with a 95% confidence interval by the normal approximation: the
/// mean ± 1.96 standard errors, the standard deviation taken with `k - 1` (no interval of a
/// single sample: it is the mean itself).
pub fn estimate(samples: &[f64]) -> Estimate {
    let k = samples.len() as f64;
    if samples.is_empty() {
        return Estimate {
            mean: 0.0,
            ci95: [0.0, 0.0],
        };
    }
    let mean = samples.iter().sum::<f64>() / k;
    let var = if k > 1.0 {
        samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (k - 1.0)
    } else {
        0.0
    };
    let half = 1.96 * (var / k).sqrt();
    Estimate {
        mean,
        ci95: [mean - half, mean + half],
    }
}

/// One level's results over the arena.
#[derive(Clone, Debug, Serialize)]
pub struct ArenaLevel {
    pub level: &'static str,
    /// How many seats this level holds at each table.
    pub seats: usize,
    /// Its share of the wins by chance: seats / players.
    pub fair_share: f64,
    /// Its share of the wins (a shared win split equally), per game.
    pub win_share: Estimate,
    /// The win share as a multiple of the fair share ("2.1× its fair share").
    pub of_fair: Estimate,
    /// A seat's final score, per game and per hand.
    pub points_per_game: Estimate,
    pub points_per_hand: Estimate,
    /// In a game of exact bids: the share of its hands in which a seat took exactly
    /// its contract.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contracts_made: Option<Estimate>,
    pub decisions: u64,
    pub mean_decision_ms: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    pub game: &'static str,
    pub options: Value,
    pub players: usize,
    /// The mix, seat by seat, before rotation.
    pub seats: Vec<&'static str>,
    pub deals: u64,
    /// Games played: every deal once per rotation.
    pub games: u64,
    pub seed: u64,
    pub budget_ms: u32,
    pub budget_iterations: Option<u32>,
    pub seconds: f64,
    pub levels: Vec<ArenaLevel>,
}

impl ArenaReport {
    /// The report as a few lines for the terminal.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{}: {} deals × {} rotations = {} games, seats {}, seed {}, {} ({:.1} s)\n",
            self.game,
            self.deals,
            self.players,
            self.games,
            self.seats.join(","),
            self.seed,
            match self.budget_iterations {
                Some(n) => format!("{n} iterations a search"),
                None => format!("{} ms a decision", self.budget_ms),
            },
            self.seconds
        );
        let range = |e: &Estimate, d: usize| {
            format!("{:.d$} [{:.d$}, {:.d$}]", e.mean, e.ci95[0], e.ci95[1])
        };
        for l in &self.levels {
            out.push_str(&format!(
                "  {:<10} {} seat{}: wins {} = {}× fair; points a game {}, a hand {}{}; {:.2} ms a decision\n",
                l.level,
                l.seats,
                if l.seats == 1 { "" } else { "s" },
                range(&l.win_share, 3),
                range(&l.of_fair, 2),
                range(&l.points_per_game, 2),
                range(&l.points_per_hand, 3),
                l.contracts_made
                    .map(|e| format!("; bids made {}", range(&e, 3)))
                    .unwrap_or_default(),
                l.mean_decision_ms
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interval_is_the_mean_give_or_take_two_standard_errors() {
        // Mean 3, sample variance ((−2)² + 0 + 2²) / 2 = 4, standard error √(4/3).
        let e = estimate(&[1.0, 3.0, 5.0]);
        assert_eq!(e.mean, 3.0);
        let half = 1.96 * (4.0f64 / 3.0).sqrt();
        assert!((e.ci95[0] - (3.0 - half)).abs() < 1e-12);
        assert!((e.ci95[1] - (3.0 + half)).abs() < 1e-12);
        // One sample, or all alike: no spread.
        assert_eq!(estimate(&[0.25]).ci95, [0.25, 0.25]);
        assert_eq!(estimate(&[0.5; 4]).ci95, [0.5, 0.5]);
        assert_eq!(estimate(&[]).mean, 0.0);
        // Scaled: a win share of 0.5 where the fair share is 0.25 is twice the fair share.
        let s = estimate(&[0.4, 0.6]).scaled(4.0);
        assert!((s.mean - 2.0).abs() < 1e-12);
        assert!(s.ci95[0] < 2.0 && s.ci95[1] > 2.0);
    }
}
