//! `trumps arena`: bot levels matched on duplicate deals. Every deal is played once per
//! rotation of the seats, so each level of the mix holds every hand of every deal, and the
//! luck of the cards cancels out of the comparison. Each deal is one sample of each level's
//! results (its seats' average over the rotations), and every figure is given as a mean over
//! the deals with a 95% confidence interval. Deterministic for a seed when the searching
//! levels are given iterations, not time.

use super::arena_report::{estimate, ArenaLevel, ArenaReport};
use super::harness::{distinct, game_seed, match_options, players, SimSeat};
use super::Budget;
use crate::registry::Listed;
use serde_json::Value;
use std::time::Instant;

/// An arena's match.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaConfig {
    /// The mix: one level per seat of the table (a level may hold several seats). Rotation
    /// `r` of a deal puts `seats[(i + r) % n]` in seat `i`.
    pub seats: Vec<SimSeat>,
    /// How many deals; each is played once per seat (`deals × seats` games).
    pub deals: u64,
    pub seed: u64,
    /// The bots' budget (see [`SimSeat::budget`]: searching levels given iterations run
    /// exactly that many, with no time limit).
    pub budget: Budget,
    /// The game's options as JSON (the number of players is the number of seats); `None`
    /// for the defaults.
    pub options: Option<Value>,
}

/// What one level did in one game: the seats it held, its share of the win, its points
/// and the hands scored.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    seat_games: f64,
    win_share: f64,
    points: f64,
    seat_hands: f64,
    /// Hands played and contracts made exactly (a game of exact bids).
    contracts: f64,
    made: f64,
}

/// The table of rotation `r` of the mix `seats`: who sits in each seat.
pub fn rotation(seats: &[SimSeat], r: usize) -> Vec<SimSeat> {
    let n = seats.len();
    (0..n).map(|i| seats[(i + r) % n]).collect()
}

/// Plays the arena's match of game `G`; `on_game` sees each game's deal, rotation and table.
pub fn arena<G: Listed>(
    cfg: &ArenaConfig,
    on_game: &mut dyn FnMut(u64, usize, &[SimSeat]),
) -> Result<ArenaReport, String> {
    let n = cfg.seats.len();
    let options = match_options::<G>(cfg.options.as_ref(), n)?;
    if cfg.deals == 0 {
        return Err("an arena needs one deal or more".into());
    }
    let levels = distinct(&cfg.seats);
    let slot = |l: SimSeat| levels.iter().position(|&x| x == l).unwrap_or(0);
    // Per level: one sample per deal of each figure, and the decisions and their time.
    let mut samples: Vec<[Vec<f64>; 4]> = levels.iter().map(|_| Default::default()).collect();
    let mut bids = false;
    let mut decisions = vec![0u64; levels.len()];
    let mut nanos = vec![0u128; levels.len()];
    let start = Instant::now();
    for d in 0..cfg.deals {
        let seed = game_seed(cfg.seed, d);
        let mut deal = vec![Tally::default(); levels.len()];
        for r in 0..n {
            let table = rotation(&cfg.seats, r);
            on_game(d, r, &table);
            let mut game = G::new(&options, seed)?;
            // The same seed for a seat's bot in every rotation: only who sits there changes.
            let mut players = players::<G>(&table, seed);
            let mut steps = 0;
            while let Some(seat) = game.to_act() {
                steps += 1;
                if steps > super::harness::MAX_STEPS {
                    return Err(format!("deal {d} (seed {seed}) did not end"));
                }
                let who = table[seat.index()];
                let t = Instant::now();
                let action = players[seat.index()].decide(&game, seat, who.budget(cfg.budget));
                nanos[slot(who)] += t.elapsed().as_nanos();
                decisions[slot(who)] += 1;
                game.apply(seat, action.clone()).map_err(|e| {
                    format!(
                        "deal {d} (seed {seed}), rotation {r}: {seat} chose an illegal action \
                         ({}): {e}",
                        G::action_text(&action)
                    )
                })?;
            }
            let outcome = game
                .outcome()
                .ok_or_else(|| format!("deal {d} (seed {seed}) ended without an outcome"))?;
            let hands = game.hands_scored() as f64;
            let contracts = game.contracts_made();
            bids |= contracts.is_some();
            for (i, &l) in table.iter().enumerate() {
                let t = &mut deal[slot(l)];
                t.seat_games += 1.0;
                t.seat_hands += hands;
                t.points += f64::from(outcome.scores.get(i).copied().unwrap_or(0));
                if let Some((played, made)) = contracts.as_ref().and_then(|c| c.get(i)) {
                    t.contracts += f64::from(*played);
                    t.made += f64::from(*made);
                }
            }
            for w in &outcome.winners {
                deal[slot(table[w.index()])].win_share += 1.0 / outcome.winners.len() as f64;
            }
        }
        for (s, t) in samples.iter_mut().zip(&deal) {
            // Win share per game (of the games of this deal), points per seat and game,
            // points per seat and hand.
            s[0].push(t.win_share / n as f64);
            s[1].push(t.points / t.seat_games.max(1.0));
            s[2].push(t.points / t.seat_hands.max(1.0));
            s[3].push(t.made / t.contracts.max(1.0));
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let levels = levels
        .iter()
        .enumerate()
        .map(|(k, l)| {
            let held = cfg.seats.iter().filter(|&&x| x == *l).count();
            let fair = held as f64 / n as f64;
            let win = estimate(&samples[k][0]);
            ArenaLevel {
                level: l.id(),
                seats: held,
                fair_share: fair,
                of_fair: win.scaled(1.0 / fair),
                win_share: win,
                points_per_game: estimate(&samples[k][1]),
                points_per_hand: estimate(&samples[k][2]),
                contracts_made: bids.then(|| estimate(&samples[k][3])),
                decisions: decisions[k],
                mean_decision_ms: nanos[k] as f64 / decisions[k].max(1) as f64 / 1e6,
            }
        })
        .collect();
    Ok(ArenaReport {
        game: G::INFO.id,
        options: serde_json::to_value(&options).unwrap_or(Value::Null),
        players: n,
        seats: cfg.seats.iter().map(|l| l.id()).collect(),
        deals: cfg.deals,
        games: cfg.deals * n as u64,
        seed: cfg.seed,
        budget_ms: cfg.budget.millis,
        budget_iterations: cfg.budget.iterations,
        seconds,
        levels,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::BotLevel;
    use crate::registry;

    fn cfg(seed: u64) -> ArenaConfig {
        ArenaConfig {
            seats: vec![
                BotLevel::Standard.into(),
                BotLevel::Beginner.into(),
                BotLevel::Beginner.into(),
            ],
            deals: 6,
            seed,
            budget: Budget::default(),
            options: Some(serde_json::json!({"hands": 2})),
        }
    }

    /// The figures that do not depend on the machine (not the times).
    fn figures(r: &ArenaReport) -> Vec<(String, [f64; 3], [f64; 3], u64)> {
        r.levels
            .iter()
            .map(|l| {
                (
                    l.level.to_string(),
                    [
                        l.win_share.mean,
                        l.points_per_game.mean,
                        l.points_per_hand.mean,
                    ],
                    [
                        l.win_share.ci95[0],
                        l.points_per_game.ci95[0],
                        l.of_fair.mean,
                    ],
                    l.decisions,
                )
            })
            .collect()
    }

    #[test]
    fn every_level_holds_every_seat_of_every_deal_and_a_seed_gives_the_same_figures() {
        let truf = registry::find_bots("truf").expect("listed");
        let mut tables: Vec<(u64, usize, Vec<SimSeat>)> = Vec::new();
        let a = truf
            .arena(&cfg(7), &mut |d, r, t| tables.push((d, r, t.to_vec())))
            .expect("played");
        assert_eq!((a.deals, a.games, a.players), (6, 18, 3));
        assert_eq!(tables.len(), 18);
        for d in 0..6 {
            let of_deal: Vec<&Vec<SimSeat>> = tables
                .iter()
                .filter(|(x, _, _)| *x == d)
                .map(|(_, _, t)| t)
                .collect();
            // Standard sits once in each seat of the deal; the rotations are the mix's.
            for seat in 0..3 {
                let standard = of_deal
                    .iter()
                    .filter(|t| t[seat] == SimSeat::Bot(BotLevel::Standard))
                    .count();
                assert_eq!(standard, 1, "deal {d}, seat {seat}");
            }
            for (r, t) in of_deal.iter().enumerate() {
                assert_eq!(**t, rotation(&cfg(7).seats, r));
            }
        }
        let again = truf.arena(&cfg(7), &mut |_, _, _| {}).expect("played");
        assert_eq!(figures(&a), figures(&again));
        let other = truf.arena(&cfg(8), &mut |_, _, _| {}).expect("played");
        assert_ne!(figures(&a), figures(&other));
        // Shares add up: every game has its winners.
        let total: f64 = a.levels.iter().map(|l| l.win_share.mean).sum();
        assert!((total - 1.0).abs() < 1e-9, "{total}");
        assert_eq!(
            rotation(&cfg(7).seats, 1)[2],
            SimSeat::Bot(BotLevel::Standard)
        );
    }

    #[test]
    fn a_mix_the_game_cannot_seat_or_no_deal_is_refused() {
        let truf = registry::find_bots("truf").expect("listed");
        let mut one = cfg(1);
        one.seats.truncate(1);
        assert!(truf.arena(&one, &mut |_, _, _| {}).is_err());
        let mut none = cfg(1);
        none.deals = 0;
        assert!(truf.arena(&none, &mut |_, _, _| {}).is_err());
    }
}
