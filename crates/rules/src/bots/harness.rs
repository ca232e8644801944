//! The bot-vs-bot harness behind `trumps simulate`, written once for every game: seeded games
//! with seats rotated between games, win shares with a 95% confidence interval, mean scores
//! and decision times per bot level, and (when asked) every game's record.

use super::search::Expert;
use super::{Bot, BotGame, BotLevel, Budget};
use crate::engine::{GameOptions, Seat};
use crate::records::{Record, SeatInfo};
use crate::registry::read_options::{read_options, with_players};
use crate::registry::Listed;
use serde::Serialize;
use serde_json::Value;
use std::time::Instant;

pub use crate::engine::rng::mix64 as mix;

/// The seed of game `g` of a match seeded with `seed`.
pub fn game_seed(seed: u64, g: u64) -> u64 {
    mix(seed ^ mix(g))
}

/// Who sits at a simulated seat: a bot of the app, or the all-seeing reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SimSeat {
    Bot(BotLevel),
    /// Expert's search over the true state, every hidden card known: the ceiling Expert is
    /// measured against. Only here, never in the app.
    AllSeeing,
}

impl SimSeat {
    pub fn id(self) -> &'static str {
        match self {
            SimSeat::Bot(l) => l.id(),
            SimSeat::AllSeeing => "all-seeing",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SimSeat::Bot(l) => l.name(),
            SimSeat::AllSeeing => "All-seeing",
        }
    }

    pub fn from_id(id: &str) -> Option<SimSeat> {
        if id == "all-seeing" {
            return Some(SimSeat::AllSeeing);
        }
        BotLevel::from_id(id).map(SimSeat::Bot)
    }

    /// The budget of this seat's decisions: a searching seat given a number of iterations
    /// runs exactly that many (no time limit, so a match repeats on any machine and under
    /// any load); every other bot thinks within the budget's time.
    pub fn budget(self, budget: Budget) -> Budget {
        let searches = matches!(self, SimSeat::AllSeeing | SimSeat::Bot(BotLevel::Expert));
        match budget.iterations {
            Some(_) if searches => Budget {
                millis: u32::MAX,
                ..budget
            },
            _ => budget,
        }
    }

    /// The level written in records (the all-seeing bot searches as Expert does).
    fn level(self) -> BotLevel {
        match self {
            SimSeat::Bot(l) => l,
            SimSeat::AllSeeing => BotLevel::Expert,
        }
    }
}

impl From<BotLevel> for SimSeat {
    fn from(l: BotLevel) -> Self {
        SimSeat::Bot(l)
    }
}

/// A simulated seat's player.
enum Player<G: BotGame> {
    Bot(Box<dyn Bot<G>>),
    AllSeeing(Box<Expert>),
}

impl<G: BotGame> Player<G> {
    fn decide(&mut self, game: &G, seat: Seat, budget: Budget) -> G::Action {
        let fallback = |g: &G| g.legal_actions().into_iter().next();
        match self {
            Player::Bot(b) => b.decide(&game.view_of(seat), budget),
            Player::AllSeeing(e) => e
                .decide_seeing(game, budget)
                .or_else(|| fallback(game))
                .expect("the all-seeing bot asked to decide with no legal action"),
        }
    }

    fn iterations(&self) -> u64 {
        match self {
            Player::Bot(b) => b.iterations(),
            Player::AllSeeing(e) => e.iterations(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct SimConfig {
    /// One player per seat; game `g` puts `seats[(i + g) % n]` in seat `i`.
    pub seats: Vec<SimSeat>,
    pub games: u64,
    pub seed: u64,
    pub budget: Budget,
    /// The game's options as JSON (the number of players is the number of seats); `None`
    /// for the defaults.
    pub options: Option<Value>,
    /// Whether to keep every decision in the records given to `on_game`.
    pub records: bool,
}

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

/// Decisions timed before a level may be sampled.
pub const TIME_FIRST: u64 = 256;
/// A level whose timed decisions so far average under this is sampled.
pub const FAST_NANOS: u128 = 20_000;
/// A sampled level is timed at one decision in this many.
pub const SAMPLE_EVERY: u64 = 64;

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

#[derive(Default)]
struct Acc {
    seats: usize,
    won: u64,
    share_sum: f64,
    share_sq: f64,
    score_sum: f64,
    decisions: u64,
    timed: u64,
    nanos: u128,
    max_nanos: u128,
    iterations: u64,
}

impl Acc {
    /// Whether to time the next decision of this level.
    fn times_next(&self) -> bool {
        let fast = self.timed >= TIME_FIRST && self.nanos < FAST_NANOS * self.timed as u128;
        !fast || self.decisions.is_multiple_of(SAMPLE_EVERY)
    }
}

/// The most decisions one game may take before it is declared stuck.
const MAX_STEPS: usize = 200_000;

/// Plays the match; `on_game(g, record)` sees every game's record as soon as it ends (with
/// its decisions if `cfg.records`).
pub fn simulate<G: Listed>(
    cfg: &SimConfig,
    on_game: &mut dyn FnMut(u64, &Record) -> Result<(), String>,
) -> Result<SimReport, String> {
    let n = cfg.seats.len();
    let (lo, hi) = G::INFO.players;
    if !(lo..=hi).contains(&n) {
        return Err(format!(
            "{} needs {} seats, not {n}",
            G::INFO.name,
            crate::registry::player_range(&G::INFO)
        ));
    }
    let options: G::Options = match &cfg.options {
        // The seats give the number of players when the options do not.
        Some(v) => read_options::<G>(&with_players(v, n))
            .map_err(|e| e.to_string())?
            .with_players(n),
        None => G::Options::default().with_players(n),
    };
    options.validate()?;
    let mut levels: Vec<SimSeat> = Vec::new();
    for &l in &cfg.seats {
        if !levels.contains(&l) {
            levels.push(l);
        }
    }
    let mut acc: Vec<Acc> = levels.iter().map(|_| Acc::default()).collect();
    let slot = |l: SimSeat| levels.iter().position(|&x| x == l).unwrap_or(0);
    for &l in &cfg.seats {
        acc[slot(l)].seats += 1;
    }
    let mut rounds = 0usize;
    let start = Instant::now();
    for g in 0..cfg.games {
        let seed = game_seed(cfg.seed, g);
        let mut game = G::new(&options, seed)?;
        let table: Vec<SimSeat> = (0..n).map(|i| cfg.seats[(i + g as usize) % n]).collect();
        let mut bots: Vec<Player<G>> = table
            .iter()
            .enumerate()
            .map(|(i, &l)| {
                let bot_seed = mix(seed ^ (i as u64 + 1));
                match l {
                    SimSeat::Bot(l) => Player::Bot(G::bot(l, bot_seed)),
                    SimSeat::AllSeeing => Player::AllSeeing(Box::new(Expert::new(bot_seed))),
                }
            })
            .collect();
        let infos = table
            .iter()
            .enumerate()
            .map(|(i, &l)| SeatInfo::bot(format!("{} {}", l.name(), i + 1), l.level()))
            .collect();
        let mut record = Record::new::<G>(&options, infos, seed, &G::Chance::default());
        let mut steps = 0;
        while let Some(seat) = game.to_act() {
            steps += 1;
            if steps > MAX_STEPS {
                return Err(format!("game {g} (seed {seed}) did not end"));
            }
            // The view is dropped before `apply`: it shares the game's table, and the game would
            // otherwise copy the table to write to it.
            let a = &mut acc[slot(table[seat.index()])];
            let timing = a.times_next();
            let (action, dt) = {
                let t = timing.then(Instant::now);
                let action =
                    bots[seat.index()].decide(&game, seat, table[seat.index()].budget(cfg.budget));
                (action, t.map(|t| t.elapsed().as_nanos()))
            };
            a.decisions += 1;
            if let Some(dt) = dt {
                a.timed += 1;
                a.nanos += dt;
                a.max_nanos = a.max_nanos.max(dt);
            }
            if cfg.records {
                record.push::<G>(seat, &action);
            }
            game.apply(seat, action.clone()).map_err(|e| {
                format!(
                    "game {g} (seed {seed}): {seat} chose an illegal action ({}): {e}",
                    G::action_text(&action)
                )
            })?;
        }
        rounds += game.hands_scored();
        for (l, b) in table.iter().zip(&bots) {
            acc[slot(*l)].iterations += b.iterations();
        }
        let outcome = game.outcome().unwrap_or(crate::engine::Outcome {
            winners: Vec::new(),
            scores: Vec::new(),
        });
        let winners = &outcome.winners;
        let mut share = vec![0.0; levels.len()];
        for w in winners {
            share[slot(table[w.index()])] += 1.0 / winners.len() as f64;
        }
        for (seat, &score) in outcome.scores.iter().enumerate() {
            acc[slot(table[seat])].score_sum += score as f64;
        }
        for (a, s) in acc.iter_mut().zip(share) {
            a.share_sum += s;
            a.share_sq += s * s;
            if s > 0.0 {
                a.won += 1;
            }
        }
        on_game(g, &record)?;
    }
    let seconds = start.elapsed().as_secs_f64();
    let k = cfg.games.max(1) as f64;
    let levels = levels
        .iter()
        .zip(&acc)
        .map(|(l, a)| {
            let mean = a.share_sum / k;
            let var = ((a.share_sq - k * mean * mean) / (k - 1.0).max(1.0)).max(0.0);
            let half = 1.96 * (var / k).sqrt();
            LevelStats {
                level: l.id(),
                seats: a.seats,
                games_won: a.won,
                win_share: mean,
                ci95: [(mean - half).max(0.0), (mean + half).min(1.0)],
                chance: a.seats as f64 / n as f64,
                mean_score: a.score_sum / (k * a.seats.max(1) as f64),
                decisions: a.decisions,
                timed: a.timed,
                mean_decision_ms: a.nanos as f64 / a.timed.max(1) as f64 / 1e6,
                max_decision_ms: a.max_nanos as f64 / 1e6,
                iterations_per_decision: a.iterations as f64 / a.decisions.max(1) as f64,
                // Every decision of a searching level is timed (each takes far longer than
                // reading the clock), so the time is the whole thinking time.
                iterations_per_second: if a.timed == a.decisions && a.nanos > 0 {
                    a.iterations as f64 / (a.nanos as f64 / 1e9)
                } else {
                    0.0
                },
            }
        })
        .collect();
    Ok(SimReport {
        game: G::INFO.id,
        game_name: G::INFO.name,
        options: serde_json::to_value(&options).unwrap_or(Value::Null),
        players: n,
        seats: cfg.seats.iter().map(|l| l.id()).collect(),
        games: cfg.games,
        seed: cfg.seed,
        budget_ms: cfg.budget.millis,
        budget_iterations: cfg.budget.iterations,
        seconds,
        games_per_second: cfg.games as f64 / seconds.max(1e-9),
        rounds_per_game: rounds as f64 / k,
        levels,
    })
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
