//! The bot-vs-bot harness behind `trumps simulate`, written once for every game: seeded games
//! with seats rotated between games, win shares with a 95% confidence interval, mean scores
//! and decision times per bot level, and (when asked) every game's record.

use super::search::Expert;
use super::{Bot, BotGame, BotLevel, Budget};
use crate::engine::{GameOptions, Seat};
use crate::records::{Record, SeatInfo};
use crate::registry::read_options::{read_options, with_players};
use crate::registry::Listed;
use serde_json::Value;
use std::time::Instant;

pub use super::sim_report::{LevelStats, SimReport};
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
pub(super) enum Player<G: BotGame> {
    Bot(Box<dyn Bot<G>>),
    AllSeeing(Box<Expert>),
}

impl<G: BotGame> Player<G> {
    pub(super) fn decide(&mut self, game: &G, seat: Seat, budget: Budget) -> G::Action {
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

/// The options of a match of `G` at a table of `n` seats, checked: `options` as JSON (the
/// seats give the number of players when it does not), or the defaults.
pub(super) fn match_options<G: Listed>(
    options: Option<&Value>,
    n: usize,
) -> Result<G::Options, String> {
    let (lo, hi) = G::INFO.players;
    if !(lo..=hi).contains(&n) {
        return Err(format!(
            "{} needs {} seats, not {n}",
            G::INFO.name,
            crate::registry::player_range(&G::INFO)
        ));
    }
    let options: G::Options = match options {
        Some(v) => read_options::<G>(&with_players(v, n))
            .map_err(|e| e.to_string())?
            .with_players(n),
        None => G::Options::default().with_players(n),
    };
    options.validate()?;
    Ok(options)
}

/// Each level of `seats` once, in the order they first sit.
pub(super) fn distinct(seats: &[SimSeat]) -> Vec<SimSeat> {
    let mut levels: Vec<SimSeat> = Vec::new();
    for &l in seats {
        if !levels.contains(&l) {
            levels.push(l);
        }
    }
    levels
}

/// The players of `table` in a game seeded with `seed`, each seeded from it and its seat.
pub(super) fn players<G: BotGame>(table: &[SimSeat], seed: u64) -> Vec<Player<G>> {
    table
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let bot_seed = mix(seed ^ (i as u64 + 1));
            match l {
                SimSeat::Bot(l) => Player::Bot(G::bot(l, bot_seed)),
                SimSeat::AllSeeing => Player::AllSeeing(Box::new(Expert::new(bot_seed))),
            }
        })
        .collect()
}

/// Decisions timed before a level may be sampled.
pub const TIME_FIRST: u64 = 256;
/// A level whose timed decisions so far average under this is sampled.
pub const FAST_NANOS: u128 = 20_000;
/// A sampled level is timed at one decision in this many.
pub const SAMPLE_EVERY: u64 = 64;

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
pub(super) const MAX_STEPS: usize = 200_000;

/// Plays the match; `on_game(g, record)` sees every game's record as soon as it ends (with
/// its decisions if `cfg.records`).
pub fn simulate<G: Listed>(
    cfg: &SimConfig,
    on_game: &mut dyn FnMut(u64, &Record) -> Result<(), String>,
) -> Result<SimReport, String> {
    let n = cfg.seats.len();
    let options = match_options::<G>(cfg.options.as_ref(), n)?;
    let levels = distinct(&cfg.seats);
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
        let mut bots = players::<G>(&table, seed);
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
