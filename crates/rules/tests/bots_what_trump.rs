//! The What Trump? bots: Standard only ever picks legal actions, never panics, and clearly
//! beats random play. Every game is seeded, so these checks are deterministic.

use trumps_rules::bots::what_trump::make_bot;
use trumps_rules::bots::{BotLevel, Budget};
use trumps_rules::engine::Game;
use trumps_rules::games::what_trump::{Options, WhatTrump};

/// Plays one game; returns each seat's share of the win. Fails if a bot chooses an action
/// outside its view's legal list.
fn play(players: u8, levels: &[BotLevel], seed: u64, budget: Budget) -> Vec<f64> {
    let mut g = WhatTrump::new(Options { players }, seed).expect("valid options");
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| make_bot(l, seed.wrapping_mul(31).wrapping_add(i as u64)))
        .collect();
    let mut steps = 0;
    while let Some(seat) = g.to_act() {
        let v = g.view_of(seat);
        let a = bots[seat.index()].decide(&v, budget);
        assert!(
            v.legal.contains(&a),
            "game {seed}: {:?} at {seat} chose {a:?}, not among {:?}",
            levels[seat.index()],
            v.legal
        );
        g.apply(seat, a).expect("a legal action applies");
        steps += 1;
        assert!(steps < 100_000, "game {seed} did not end");
    }
    let winners = g.winners();
    assert!(!winners.is_empty());
    let mut share = vec![0.0; players as usize];
    for w in winners {
        share[w.index()] += 1.0 / winners.len() as f64;
    }
    share
}

#[test]
fn standard_always_chooses_a_legal_action() {
    // A small budget: legality does not depend on how long the bot thinks.
    let budget = Budget::millis(2);
    for seed in 0..240u64 {
        let players = if seed % 2 == 0 { 4 } else { 3 };
        // Mixed tables: every pattern of Standard and Beginner seats comes up.
        let levels: Vec<BotLevel> = (0..players)
            .map(|i| {
                if ((seed / 2) >> i) & 1 == 0 || i == (seed as u8 % players) {
                    BotLevel::Standard
                } else {
                    BotLevel::Beginner
                }
            })
            .collect();
        play(players, &levels, seed, budget);
    }
}

#[test]
fn standard_clearly_beats_beginners() {
    // 300 seeded games, one Standard against three Beginners, the Standard seat rotating.
    // A random seat would win a quarter of them.
    let budget = Budget::millis(5);
    let games = 300u64;
    let mut share = 0.0;
    for seed in 0..games {
        let seat = (seed % 4) as usize;
        let levels: Vec<BotLevel> = (0..4)
            .map(|i| {
                if i == seat {
                    BotLevel::Standard
                } else {
                    BotLevel::Beginner
                }
            })
            .collect();
        share += play(4, &levels, 1_000 + seed, budget)[seat];
    }
    let rate = share / games as f64;
    assert!(
        rate > 0.5,
        "Standard won only {:.1}% of the wins",
        100.0 * rate
    );
}
