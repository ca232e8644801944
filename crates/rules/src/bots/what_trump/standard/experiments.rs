//! Measurements used to set the Standard bot's constants. Not part of the normal test run:
//! `cargo test --release --lib experiments -- --ignored --nocapture`.

use super::draft::trump_belief;
use super::eval::{chip_weights, first_leader, power, Params, TaskBelief};
use super::policy::rollout;
use super::sim::{cid, FastRng, PlayState, Rules, Tasks};
use super::tasks::{opening_state, task_priors};
use super::Standard;
use crate::bots::{Bot, Budget};
use crate::engine::Game;
use crate::games::what_trump::{Options, Phase, Task, Trump, WhatTrump};

/// Rollout speed.
#[test]
#[ignore]
fn rollout_speed() {
    let mut rng = FastRng::new(1);
    let t = std::time::Instant::now();
    let mut k = 0u64;
    let choices = Trump::all_choices();
    for i in 0..20_000 {
        let r = Rules::new(choices[i % 50]);
        let mut hands = [0u64; 4];
        let mut left: u64 = (1 << 36) - 1;
        for c in 0..36 {
            let x = rng.pick_bit(left);
            left &= !(1u64 << x);
            hands[c % 4] |= 1 << x;
        }
        let tasks: Tasks = [
            None,
            Some(Task::Exactly(2)),
            Some(Task::Fewest),
            Some(Task::Most),
        ];
        let mut st = PlayState::start(4, hands, first_leader(&hands, 4, &r));
        rollout(&mut st, &r, &tasks, 0, &mut rng, 0.08);
        k += st.won[1] as u64;
    }
    println!(
        "{:.2} µs per rollout ({k})",
        t.elapsed().as_secs_f64() * 1e6 / 20_000.0
    );
}

/// In Standard self-play: how likely each task is to be met if forced on a non-dealer (its
/// rollout estimate at the task choice), how often the chosen tasks are met, and how much
/// belief the non-dealers' trump inference puts on the true trump by the end of the draft.
#[test]
#[ignore]
fn task_difficulty() {
    let all = Task::all();
    for players in [4u8, 3] {
        let mut forced = vec![0.0; all.len()];
        let mut best = vec![0usize; all.len()];
        let mut rounds = 0usize;
        let mut chosen = vec![(0usize, 0usize); all.len()];
        let mut true_mass = 0.0;
        let mut true_rank = 0usize;
        let mut drafts = 0usize;
        let mut dealer_edge = 0.0;
        let mut dealer_picks = 0usize;
        let mut dump: Vec<String> = Vec::new();
        let games: u64 = std::env::var("WT_GAMES")
            .ok()
            .and_then(|g| g.parse().ok())
            .unwrap_or(40);
        for seed in 0..games {
            let mut g = WhatTrump::new(Options { players }, 500 + seed).expect("valid");
            let mut bots: Vec<Standard> = (0..players)
                .map(|i| Standard::new(seed * 10 + i as u64))
                .collect();
            while let Some(seat) = g.to_act() {
                let v = g.view_of(seat);
                if v.phase == Phase::ChooseTasks {
                    let rv = v.round.as_ref().expect("round");
                    // Trump inference of the first chooser, before the reveal.
                    if rv.task_chosen.iter().all(|c| !c) {
                        let mut hidden = rv.clone();
                        hidden.trump = None;
                        let b = trump_belief(&hidden, v.history());
                        let truth = rv.trump.unwrap_or_default();
                        let p = b.iter().find(|x| x.0 == truth).map(|x| x.1).unwrap_or(0.0);
                        true_mass += p;
                        true_rank += b.iter().filter(|x| x.1 > p).count();
                        drafts += 1;
                        // How strong (under the true trump) the dealer's picks were.
                        let r = Rules::new(truth);
                        let mut avail: Vec<Vec<_>> = rv.grid.iter().map(|c| c.to_vec()).collect();
                        for pk in &rv.draft_log {
                            let col = &mut avail[pk.column];
                            if pk.seat == rv.dealer && col.len() > 1 {
                                let mean: f64 = col.iter().map(|&c| power(&r, cid(c))).sum::<f64>()
                                    / col.len() as f64;
                                dealer_edge += power(&r, cid(pk.card)) - mean;
                                dealer_picks += 1;
                            }
                            col.retain(|&c| c != pk.card);
                        }
                    }
                    let mut rng = FastRng::new(seed ^ 77);
                    let priors = task_priors(&v, 24, &mut rng, &Params::default());
                    let r = Rules::new(rv.trump.unwrap_or_default());
                    let st = opening_state(rv, players as usize, &r);
                    let w = chip_weights(&v);
                    let mut row = vec![0.0; all.len()];
                    for (i, &t) in all.iter().enumerate() {
                        let (m, _) = super::eval::estimate(
                            &st,
                            &r,
                            rv.dealer.0,
                            &priors,
                            &[(seat.0, t)],
                            150,
                            &mut rng,
                            seat.0,
                            &w,
                            &Params::default(),
                        );
                        row[i] = m[seat.index()];
                        forced[i] += row[i];
                    }
                    let line: Vec<String> = row
                        .iter()
                        .map(|p| format!("{}", (p * 100.0).round() as u32))
                        .collect();
                    dump.push(line.join(","));
                    let top = (0..all.len()).fold(0, |b, i| if row[i] > row[b] { i } else { b });
                    best[top] += 1;
                    rounds += 1;
                }
                let a = bots[seat.index()].decide(&v, Budget::millis(20));
                g.apply(seat, a).expect("legal");
            }
            for h in g.history() {
                for t in &h.tasks {
                    let i = all.iter().position(|&x| x == t.task).unwrap_or(0);
                    chosen[i].0 += 1;
                    chosen[i].1 += t.met as usize;
                }
            }
        }
        let _ = std::fs::write(format!("/tmp/wt_forced_{players}p.csv"), dump.join("\n"));
        println!("{players} players, {rounds} task choices");
        println!(
            "dealer picks: power above the column mean {:.3} ({dealer_picks} picks)",
            dealer_edge / dealer_picks.max(1) as f64
        );
        println!(
            "true trump: mean belief {:.3}, mean rank {:.1} of 50 ({drafts} drafts)",
            true_mass / drafts.max(1) as f64,
            true_rank as f64 / drafts.max(1) as f64
        );
        println!(
            "{:<12} {:>8} {:>8} {:>8} {:>8}",
            "task", "forced", "best", "chosen", "met"
        );
        for (i, t) in all.iter().enumerate() {
            println!(
                "{:<12} {:>8.3} {:>8} {:>8} {:>8.3}",
                t.code(),
                forced[i] / rounds.max(1) as f64,
                best[i],
                chosen[i].0,
                chosen[i].1 as f64 / chosen[i].0.max(1) as f64
            );
        }
    }
    let _ = TaskBelief::default();
}

/// Parses `key=value,…` into parameters (for `WT_A` / `WT_B`).
fn params_from(spec: &str) -> Params {
    let mut p = Params::default();
    for kv in spec.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
        let x: f64 = v.parse().unwrap_or(0.0);
        match k {
            "alpha" => p.alpha = x,
            "noise" => p.noise = x,
            "lambda" => p.lambda = x,
            "hard" => p.hard_bonus = x,
            "draft" => p.draft_work = x,
            "play" => p.play_work = x,
            "task" => p.task_work = x,
            _ => panic!("unknown parameter {k}"),
        }
    }
    p
}

/// Standard with parameters `WT_A` against Standard with `WT_B` (half the seats each, seats
/// rotated), `WT_GAMES` games of `WT_PLAYERS` players at `WT_BUDGET` ms.
#[test]
#[ignore]
fn match_variants() {
    let env = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
    let a = params_from(&env("WT_A", ""));
    let b = params_from(&env("WT_B", ""));
    let games: u64 = env("WT_GAMES", "200").parse().unwrap_or(200);
    let players: u8 = env("WT_PLAYERS", "4").parse().unwrap_or(4);
    let budget = Budget::millis(env("WT_BUDGET", "20").parse().unwrap_or(20));
    let seed0: u64 = env("WT_SEED", "9").parse().unwrap_or(9);
    let mut b_share = Vec::new();
    let mut b_seats_total = 0usize;
    for g in 0..games {
        let n = players as usize;
        // Seat i plays B when (i + g) is odd; with 3 players B has 1 or 2 seats in turn.
        let is_b: Vec<bool> = (0..n).map(|i| (i + g as usize) % 2 == 1).collect();
        b_seats_total += is_b.iter().filter(|&&x| x).count();
        let seed = seed0.wrapping_mul(1_000_003).wrapping_add(g);
        let mut game = WhatTrump::new(Options { players }, seed).expect("valid");
        let mut bots: Vec<Standard> = (0..n)
            .map(|i| {
                let p = if is_b[i] { b } else { a };
                Standard::with_params(seed ^ ((i as u64 + 1) * 0x9E37), p)
            })
            .collect();
        while let Some(seat) = game.to_act() {
            let v = game.view_of(seat);
            let act = bots[seat.index()].decide(&v, budget);
            game.apply(seat, act).expect("legal");
        }
        let w = game.winners();
        let s: f64 = w.iter().filter(|s| is_b[s.index()]).count() as f64 / w.len() as f64;
        b_share.push(s);
    }
    let k = b_share.len() as f64;
    let mean = b_share.iter().sum::<f64>() / k;
    let var = b_share.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (k - 1.0).max(1.0);
    println!(
        "B {:?}\n vs A {:?}\n{players}p {games} games: B win share {:.1}% ± {:.1}% (seat share {:.1}%)",
        b,
        a,
        100.0 * mean,
        100.0 * 1.96 * (var / k).sqrt(),
        100.0 * b_seats_total as f64 / (k * players as f64)
    );
}

/// Mean and maximum decision time per phase in Standard self-play at the default budget.
#[test]
#[ignore]
fn decision_times() {
    use std::collections::BTreeMap;
    let mut st: BTreeMap<String, (u64, u128, u128)> = BTreeMap::new();
    for seed in 0..4u64 {
        for players in [3u8, 4] {
            let mut g = WhatTrump::new(Options { players }, seed).expect("valid");
            let mut b: Vec<Standard> = (0..players)
                .map(|i| Standard::new(seed * 7 + i as u64))
                .collect();
            while let Some(seat) = g.to_act() {
                let v = g.view_of(seat);
                let t = std::time::Instant::now();
                let a = b[seat.index()].decide(&v, Budget::default());
                let dt = t.elapsed().as_nanos();
                let first_play = v.phase == Phase::Play
                    && v.round.as_ref().is_some_and(|r| {
                        r.tricks.is_empty() && r.trick.plays.len() < players as usize
                    });
                let key = format!(
                    "{players}p {:?}{}",
                    v.phase,
                    if first_play { " (1st trick)" } else { "" }
                );
                let e = st.entry(key).or_default();
                e.0 += 1;
                e.1 += dt;
                e.2 = e.2.max(dt);
                g.apply(seat, a).expect("legal");
            }
        }
    }
    for (k, (n, s, m)) in st {
        println!(
            "{k:28} n={n:6} mean={:.3}ms max={:.3}ms",
            s as f64 / n as f64 / 1e6,
            m as f64 / 1e6
        );
    }
}

/// How much belief a non-dealer puts on the dealer's true trump during the draft, from the
/// dealer's picks alone and with the grid prior at several sharpnesses (Standard self-play).
/// `WT_GAMES` games (default 20) each for 4 and 3 players.
#[test]
#[ignore]
fn grid_prior_finds_the_trump() {
    use super::trump_choice::grid_prior;
    use crate::engine::{Seat, Viewpoint};
    let sharp = [0.5, 2.0, 8.0, 16.0, 32.0, 64.0];
    let games: u64 = std::env::var("WT_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(20);
    for players in [4u8, 3] {
        // [checkpoint][0 = picks only, 1.. = with the prior at each sharpness] (mass, log)
        let points = [0usize, 9, 18, 27];
        let mut sum = vec![vec![(0.0f64, 0.0f64); sharp.len() + 1]; points.len()];
        let mut count = vec![0usize; points.len()];
        for seed in 0..games {
            let mut g = WhatTrump::new(Options { players }, 900 + seed).expect("valid");
            let mut bots: Vec<Standard> = (0..players)
                .map(|i| Standard::new(seed * 10 + i as u64))
                .collect();
            while let Some(seat) = g.to_act() {
                if g.phase() == Phase::Draft {
                    let other = Seat((g.dealer().0 + 1) % players);
                    let v = g.view_from(Viewpoint::Seat(other));
                    let truth = g
                        .view_from(Viewpoint::Seat(g.dealer()))
                        .round
                        .as_ref()
                        .and_then(|r| r.trump);
                    if let (Some(rv), Some(truth)) = (v.round.as_ref(), truth) {
                        if let Some(k) = points.iter().position(|&p| p == rv.draft_log.len()) {
                            let b = trump_belief(rv, v.history());
                            let Some(i) = b.iter().position(|x| x.0 == truth) else {
                                panic!("the true trump {truth:?} is not among the choices");
                            };
                            let mut row = vec![b[i].1];
                            for &s in &sharp {
                                let prior = grid_prior(rv, players as usize, 64, s, seed);
                                let w: Vec<f64> =
                                    b.iter().zip(&prior).map(|(x, p)| x.1 * p).collect();
                                let total: f64 = w.iter().sum();
                                row.push(w[i] / total);
                            }
                            for (j, p) in row.into_iter().enumerate() {
                                sum[k][j].0 += p;
                                sum[k][j].1 += p.max(1e-9).ln();
                            }
                            count[k] += 1;
                        }
                    }
                }
                let v = g.view_of(seat);
                let a = bots[seat.index()].decide(&v, Budget::millis(20));
                g.apply(seat, a).expect("legal");
            }
        }
        println!("{players} players: mass on the true trump (mean log) after k picks; columns: picks only, then sharpness {sharp:?}");
        for (k, p) in points.iter().enumerate() {
            let n = count[k].max(1) as f64;
            let cells: Vec<String> = sum[k]
                .iter()
                .map(|(m, l)| format!("{:.3} ({:.2})", m / n, l / n))
                .collect();
            println!("  {p:2} picks, {} drafts: {}", count[k], cells.join("  "));
        }
    }
}
