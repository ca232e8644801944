//! Speed figures a search bot depends on, for any game through the public interface
//! (`trumps bench`): random playouts (hands per second per core), view builds, clone + sample
//! from a seat's view, and bot-vs-bot play with Beginner seats compared with pure playouts.
//! Printed, never asserted: timings vary by machine.

use super::harness::{simulate, SimConfig};
use super::{BotLevel, Budget};
use crate::engine::rng::SplitMix64;
use crate::engine::GameOptions;
use crate::registry::Listed;
use serde::Serialize;
use std::time::{Duration, Instant};

#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    pub game: &'static str,
    pub players: usize,
    /// Hands (rounds) played per second by random legal actions through `apply`.
    pub playout_hands_per_s: f64,
    /// Hands per second of `trumps simulate` with a Beginner bot in every seat (each deciding
    /// from its view).
    pub beginner_hands_per_s: f64,
    /// `view_of(seat to act)` builds per second, over states all through games.
    pub views_per_s: f64,
    /// `clone` of the state plus `sample` from the acting seat's view, per second.
    pub clone_sample_per_s: f64,
}

impl BenchReport {
    pub fn to_text(&self) -> String {
        format!(
            "{:<12} {} players  playouts {:>9.0} hands/s   Beginner seats {:>9.0} hands/s ({:.0} %)   views {:>9.0}/s   clone+sample {:>9.0}/s",
            self.game,
            self.players,
            self.playout_hands_per_s,
            self.beginner_hands_per_s,
            100.0 * self.beginner_hands_per_s / self.playout_hands_per_s.max(1e-9),
            self.views_per_s,
            self.clone_sample_per_s
        )
    }
}

/// Runs each measurement for about `each`.
pub fn run<G: Listed>(options: &G::Options, each: Duration) -> Result<BenchReport, String> {
    options.validate()?;
    let mut rng = SplitMix64::new(7);
    // Random playouts, as a search bot runs them (one buffer for the legal actions), and
    // `trumps simulate` with a Beginner in every seat, measured in turns of a quarter each so
    // that a machine whose speed drifts meanwhile still gives a fair ratio.
    let mut legal = Vec::new();
    let quarter = each / 4;
    let (mut playout_hands, mut playout_secs) = (0, 0.0);
    let (mut sim_hands, mut sim_secs) = (0.0, 0.0);
    let mut sim_seed = 0;
    for _ in 0..4 {
        let (hands, secs) = timed(quarter, |seed| {
            let mut g = G::new(options, seed).ok()?;
            while let Some(seat) = g.to_act() {
                g.legal_actions_into(&mut legal);
                let a = legal[rng.below(legal.len())].clone();
                g.apply(seat, a).ok()?;
            }
            Some(g.hands_scored())
        })?;
        playout_hands += hands;
        playout_secs += secs;
        let (hands, secs) = simulated::<G>(options, quarter, &mut sim_seed)?;
        sim_hands += hands;
        sim_secs += secs;
    }
    let playout = playout_hands as f64 / playout_secs;
    let beginner = sim_hands / sim_secs;
    // States all through a few games, for views and samples.
    let mut states = Vec::new();
    for seed in 0..8 {
        let mut g = G::new(options, 1000 + seed)?;
        while let Some(seat) = g.to_act() {
            states.push(g.clone());
            let legal = g.legal_actions();
            let a = legal[rng.below(legal.len())].clone();
            g.apply(seat, a).map_err(|e| e.to_string())?;
        }
    }
    let n = states.len().max(1);
    let (views, secs) = timed(each, |k| {
        let g = &states[k as usize % n];
        let seat = g.to_act()?;
        std::hint::black_box(g.view_of(seat));
        Some(1)
    })?;
    let views = views as f64 / secs;
    let (samples, secs) = timed(each, |k| {
        let g = &states[k as usize % n];
        let seat = g.to_act()?;
        let c = g.clone();
        std::hint::black_box(G::sample(&c.view_of(seat), k));
        Some(1)
    })?;
    Ok(BenchReport {
        game: G::INFO.id,
        players: options.players(),
        playout_hands_per_s: playout,
        beginner_hands_per_s: beginner,
        views_per_s: views,
        clone_sample_per_s: samples as f64 / secs,
    })
}

/// Runs `trumps simulate` (Beginner seats, no records) in matches of 64 games until `each`
/// has passed: the hands played and the seconds the matches took.
fn simulated<G: Listed>(
    options: &G::Options,
    each: Duration,
    seed: &mut u64,
) -> Result<(f64, f64), String> {
    let cfg = |seed| SimConfig {
        seats: vec![BotLevel::Beginner.into(); options.players()],
        games: 64,
        seed,
        budget: Budget::default(),
        options: serde_json::to_value(options).ok(),
        records: false,
    };
    let (mut hands, mut secs) = (0.0, 0.0);
    let start = Instant::now();
    while start.elapsed() < each {
        *seed += 1;
        let report = simulate::<G>(&cfg(*seed), &mut |_, _| Ok(()))?;
        hands += report.rounds_per_game * report.games as f64;
        secs += report.seconds;
    }
    Ok((hands, secs))
}

/// Calls `f(k)` for k = 0, 1, … until `each` has passed; the sum of what it returned and the
/// seconds taken.
fn timed(each: Duration, mut f: impl FnMut(u64) -> Option<usize>) -> Result<(usize, f64), String> {
    let start = Instant::now();
    let mut total = 0;
    let mut k = 0;
    while start.elapsed() < each {
        for _ in 0..16 {
            total += f(k).ok_or("a benchmark game failed")?;
            k += 1;
        }
    }
    Ok((total, start.elapsed().as_secs_f64()))
}
