use trumps_rules::bots::what_trump::make_bot;
use trumps_rules::bots::{BotLevel, Budget};
use trumps_rules::engine::Game;
use trumps_rules::games::what_trump::{Options, WhatTrump};

#[test]
fn random_games_finish() {
    for seed in 0..200u64 {
        for players in [3u8, 4] {
            let mut g = WhatTrump::new(Options { players }, seed).expect("valid options");
            let mut bots: Vec<_> = (0..players)
                .map(|i| make_bot(BotLevel::Beginner, seed * 10 + i as u64))
                .collect();
            let mut steps = 0;
            while let Some(seat) = g.to_act() {
                let v = g.view_of(seat);
                let a = bots[seat.index()].decide(&v, Budget::default());
                g.apply(seat, a).expect("bot chose a legal action");
                steps += 1;
                assert!(steps < 100_000, "game {seed} did not end");
            }
            assert!(!g.winners().is_empty());
        }
    }
}
