//! Bot-vs-bot What Trump? matches, natively.
//!
//! ```text
//! cargo run --release --example simulate -- --games 2000 --seed 1 \
//!     --seats standard,beginner,beginner,beginner [--budget 50]
//! ```
//!
//! Seats are rotated between games (game `g` puts level `seats[(i + g) % n]` in seat `i`), so
//! every level sits in every seat and deals equally often. A game's win is shared equally
//! among its winners. Prints each level's share of the wins with a 95% confidence interval
//! (normal approximation over games, clipped to 0–100%),
//! what a random seat would get, games per second and decision times per level.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;
use trumps::bots::what_trump::make_bot;
use trumps::bots::{BotLevel, Budget};
use trumps::engine::Game;
use trumps::games::what_trump::{Options, WhatTrump};

struct Args {
    games: u64,
    seed: u64,
    seats: Vec<BotLevel>,
    budget: u32,
}

fn usage() -> String {
    "usage: simulate [--games N] [--seed S] [--seats LEVEL,LEVEL,LEVEL[,LEVEL]] [--budget MS]\n\
     levels: beginner, standard; 3 or 4 seats"
        .into()
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        games: 2000,
        seed: 1,
        seats: vec![
            BotLevel::Standard,
            BotLevel::Beginner,
            BotLevel::Beginner,
            BotLevel::Beginner,
        ],
        budget: Budget::default().millis,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| format!("{flag} needs a value\n{}", usage()))
        };
        match flag.as_str() {
            "--games" => a.games = value()?.parse().map_err(|e| format!("--games: {e}"))?,
            "--seed" => a.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--budget" => a.budget = value()?.parse().map_err(|e| format!("--budget: {e}"))?,
            "--seats" => {
                a.seats = value()?
                    .split(',')
                    .map(|s| {
                        BotLevel::from_id(s.trim())
                            .ok_or_else(|| format!("unknown level {s:?}\n{}", usage()))
                    })
                    .collect::<Result<_, _>>()?
            }
            "-h" | "--help" => return Err(usage()),
            other => return Err(format!("unknown option {other}\n{}", usage())),
        }
    }
    if !(3..=4).contains(&a.seats.len()) {
        return Err(format!("3 or 4 seats, not {}\n{}", a.seats.len(), usage()));
    }
    Ok(a)
}

#[derive(Default)]
struct Stats {
    seats: usize,
    /// Per game: this level's share of the win (sum over its seats).
    shares: Vec<f64>,
    decisions: u64,
    nanos: u128,
    max_nanos: u128,
}

/// A well-mixed 64-bit value (SplitMix64), to derive independent seeds.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let n = args.seats.len();
    let budget = Budget {
        millis: args.budget,
    };
    let mut stats: BTreeMap<&'static str, Stats> = BTreeMap::new();
    for l in &args.seats {
        stats.entry(l.id()).or_default().seats += 1;
    }
    let mut rounds = 0usize;
    let start = Instant::now();
    for g in 0..args.games {
        let game_seed = mix(args.seed ^ mix(g));
        let Some(mut game) = WhatTrump::new(Options { players: n as u8 }, game_seed) else {
            eprintln!("invalid table size");
            return ExitCode::FAILURE;
        };
        let levels: Vec<BotLevel> = (0..n).map(|i| args.seats[(i + g as usize) % n]).collect();
        let mut bots: Vec<_> = levels
            .iter()
            .enumerate()
            .map(|(i, &l)| make_bot(l, mix(game_seed ^ (i as u64 + 1))))
            .collect();
        let mut steps = 0u64;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let t = Instant::now();
            let action = bots[seat.index()].decide(&view, budget);
            let dt = t.elapsed().as_nanos();
            let s = stats.entry(levels[seat.index()].id()).or_default();
            s.decisions += 1;
            s.nanos += dt;
            s.max_nanos = s.max_nanos.max(dt);
            if let Err(e) = game.apply(seat, action) {
                eprintln!("game {g}: {seat} chose an illegal action {action:?}: {e}");
                return ExitCode::FAILURE;
            }
            steps += 1;
            if steps > 200_000 {
                eprintln!("game {g} did not end");
                return ExitCode::FAILURE;
            }
        }
        rounds += game.history().len();
        let winners = game.winners();
        let mut share: BTreeMap<&'static str, f64> = BTreeMap::new();
        for w in winners {
            *share.entry(levels[w.index()].id()).or_default() += 1.0 / winners.len() as f64;
        }
        for (id, s) in stats.iter_mut() {
            s.shares.push(share.get(id).copied().unwrap_or(0.0));
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let names: Vec<&str> = args.seats.iter().map(|l| l.id()).collect();
    println!(
        "What Trump? {} players, seats {} (rotated each game), {} games, seed {}, budget {} ms",
        n,
        names.join(","),
        args.games,
        args.seed,
        args.budget
    );
    println!(
        "{:.1} games/s, {:.2} rounds per game, {:.1} s in all",
        args.games as f64 / secs,
        rounds as f64 / args.games.max(1) as f64,
        secs
    );
    println!(
        "{:<10} {:>5} {:>10} {:>18} {:>8} {:>10} {:>12} {:>10}",
        "level", "seats", "win share", "95% CI", "chance", "decisions", "mean ms", "max ms"
    );
    for (id, s) in &stats {
        let k = s.shares.len().max(1) as f64;
        let mean = s.shares.iter().sum::<f64>() / k;
        let var = s.shares.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (k - 1.0).max(1.0);
        let half = 1.96 * (var / k).sqrt();
        println!(
            "{:<10} {:>5} {:>9.1}% {:>8.1}% – {:>5.1}% {:>7.1}% {:>10} {:>12.3} {:>10.2}",
            id,
            s.seats,
            100.0 * mean,
            100.0 * (mean - half).max(0.0),
            100.0 * (mean + half).min(1.0),
            100.0 * s.seats as f64 / n as f64,
            s.decisions,
            s.nanos as f64 / s.decisions.max(1) as f64 / 1e6,
            s.max_nanos as f64 / 1e6
        );
    }
    ExitCode::SUCCESS
}
