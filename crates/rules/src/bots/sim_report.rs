//! What `trumps simulate` reports: each bot level's results over a match (win share with its
//! interval, scores, decision times) and the report as text for the terminal.

use super::harness::{FAST_NANOS, SAMPLE_EVERY};
use serde::Serialize;
use serde_json::Value;

/// One bot level's results over the match.
#[derive(Clone, Debug, Serialize)]
pub struct LevelStats {
    pub level: &'static str,
    /// How many seats this level holds at each table.
    pub seats: usize,
    /// Games in which a seat of this level won (alone or shared).
    pub games_won: u64,
    /// Mean share of the win per game (a shared win is split equally), 0–1.
    pub win_share: f64,
    /// 95% confidence interval of `win_share` (normal approximation).
    pub ci95: [f64; 2],
    /// The share this level would get by chance: seats / players.
    pub chance: f64,
    /// Mean final score of a seat of this level.
    pub mean_score: f64,
    pub decisions: u64,
    /// How many of the decisions were timed: all of them, or one in [`SAMPLE_EVERY`] once a
    /// level has shown that it decides in under [`FAST_NANOS`] (reading the clock would then
    /// cost more than deciding). The mean and the maximum are over the timed decisions.
    pub timed: u64,
    pub mean_decision_ms: f64,
    pub max_decision_ms: f64,
    /// Search iterations per decision and per second of thinking (0 for bots that do not
    /// search).
    pub iterations_per_decision: f64,
    pub iterations_per_second: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct SimReport {
    pub game: &'static str,
    #[serde(skip)]
    pub game_name: &'static str,
    pub options: Value,
    pub players: usize,
    pub seats: Vec<&'static str>,
    pub games: u64,
    pub seed: u64,
    pub budget_ms: u32,
    /// The most search iterations per decision (`None`: the search's default).
    pub budget_iterations: Option<u32>,
    pub seconds: f64,
    pub games_per_second: f64,
    /// Hands (rounds) per game.
    pub rounds_per_game: f64,
    pub levels: Vec<LevelStats>,
}

impl SimReport {
    /// A small table for people.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{} {} players, seats {} (rotated each game), {} games, seed {}, budget {} ms{}\n",
            self.game_name,
            self.players,
            self.seats.join(","),
            self.games,
            self.seed,
            self.budget_ms,
            self.budget_iterations
                .map(|i| format!(" or {i} iterations"))
                .unwrap_or_default()
        );
        out += &format!(
            "{:.1} games/s, {:.2} hands per game, {:.1} s in all\n",
            self.games_per_second, self.rounds_per_game, self.seconds
        );
        if self.options.as_object().is_some_and(|o| o.len() > 1) {
            out += &format!("options {}\n", brief(&self.options));
        }
        out += &format!(
            "{:<10} {:>5} {:>9} {:>10} {:>17} {:>7} {:>10} {:>10} {:>9} {:>9}\n",
            "level",
            "seats",
            "games won",
            "win share",
            "95% CI",
            "chance",
            "mean score",
            "decisions",
            "mean ms",
            "max ms"
        );
        for l in &self.levels {
            out += &format!(
                "{:<10} {:>5} {:>9} {:>9.1}% {:>7.1}% – {:>5.1}% {:>6.1}% {:>10.2} {:>10} {:>9.3} {:>9.2}\n",
                l.level,
                l.seats,
                l.games_won,
                100.0 * l.win_share,
                100.0 * l.ci95[0],
                100.0 * l.ci95[1],
                100.0 * l.chance,
                l.mean_score,
                l.decisions,
                l.mean_decision_ms,
                l.max_decision_ms
            );
        }
        for l in self
            .levels
            .iter()
            .filter(|l| l.iterations_per_decision > 0.0)
        {
            out += &format!(
                "{}: {:.0} search iterations per decision, {:.0} per second\n",
                l.level, l.iterations_per_decision, l.iterations_per_second
            );
        }
        let sampled: Vec<&str> = self
            .levels
            .iter()
            .filter(|l| l.timed < l.decisions)
            .map(|l| l.level)
            .collect();
        if !sampled.is_empty() {
            out += &format!(
                "(decision times of {}: one decision in {SAMPLE_EVERY} timed, as they take under {} µs)\n",
                sampled.join(", "),
                FAST_NANOS / 1000
            );
        }
        out
    }
}

/// Options in one short line: a long value (a whole card pack) is named by its `name` field,
/// or by its kind and size.
fn brief(options: &Value) -> String {
    let Some(o) = options.as_object() else {
        return options.to_string();
    };
    let parts: Vec<String> = o
        .iter()
        .map(|(k, v)| {
            let text = v.to_string();
            let shown = if text.len() <= 60 {
                text
            } else if let Some(name) = v.get("name").and_then(Value::as_str) {
                format!("\"{name}\" (…)")
            } else {
                format!("({} characters)", text.len())
            };
            format!("{k}: {shown}")
        })
        .collect();
    parts.join(", ")
}
