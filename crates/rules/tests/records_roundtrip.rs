//! Records reproduce games exactly: random seeded games (bots or a random policy, with or
//! without hand-made deals) are exported, read back and replayed to identical states.

use crate::common;

use common::{all_cards, RandomPolicy};
use trumps_rules::bots::what_trump::make_bot;
use trumps_rules::bots::{BotLevel, Budget};
use trumps_rules::engine::{Game, Seat};
use trumps_rules::games::what_trump::Chance as GivenChance;
use trumps_rules::games::what_trump::{Deal, Options, WhatTrump};
use trumps_rules::records::{parse_record, Record, SeatInfo};

fn seats(players: usize) -> Vec<SeatInfo> {
    (0..players)
        .map(|i| {
            if i == 0 {
                SeatInfo::human("Ann \"the\" dealer")
            } else {
                SeatInfo::bot(format!("Bot {i}"), BotLevel::Beginner)
            }
        })
        .collect()
}

/// A random deal from a test RNG (independent of the game's RNG).
fn random_deal(players: usize, policy: &mut RandomPolicy) -> Deal {
    let mut cards = all_cards();
    for i in (1..cards.len()).rev() {
        let j = policy.below(i + 1);
        cards.swap(i, j);
    }
    let markers = if players == 3 {
        let mut m: Vec<Seat> = (0..9).map(|i| Seat((i % 3) as u8)).collect();
        for i in (1..9).rev() {
            let j = policy.below(i + 1);
            m.swap(i, j);
        }
        m
    } else {
        (0..9).map(|_| Seat(policy.below(4) as u8)).collect()
    };
    Deal::from_cards(&cards, markers)
}

/// Plays a game with a random policy, recording every decision and the state after each.
fn play(seed: u64, players: usize, chance: GivenChance) -> (Record, Vec<WhatTrump>) {
    let options = Options {
        players: players as u8,
    };
    let mut record = Record::new::<WhatTrump>(&options, seats(players), seed, &chance);
    let mut game = WhatTrump::with_chance(&options, seed, &chance).expect("a valid start");
    let mut policy = RandomPolicy::new(seed ^ 0xABCD);
    let mut states = vec![game.clone()];
    while let Some(seat) = game.to_act() {
        assert!(record.decisions.len() < 50_000, "game ends");
        let legal = game.legal_actions();
        let a = policy.pick(&legal);
        game.apply(seat, a).expect("legal");
        record.push::<WhatTrump>(seat, &a);
        states.push(game.clone());
    }
    (record, states)
}

fn check_round_trip(record: &Record, states: &[WhatTrump]) {
    let last = states.last().expect("a state");
    for text in [record.to_json(), record.to_json_pretty()] {
        let read = parse_record(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(&read, record, "the record reads back as written");
        let replayed = read
            .replay_as::<WhatTrump>()
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(&replayed, last, "the replay reaches the same state");
        assert_eq!(
            serde_json::to_string(&replayed).ok(),
            serde_json::to_string(last).ok()
        );
    }
    // Every prefix of the record reproduces the state at that point (checked at a few cuts).
    let n = record.decisions.len();
    for cut in [0, 1, n / 3, n / 2, n - 1] {
        let mut part = record.clone();
        part.decisions.truncate(cut);
        let read = parse_record(&part.to_json()).expect("a prefix reads");
        assert_eq!(
            read.replay_as::<WhatTrump>().expect("a prefix replays"),
            states[cut]
        );
    }
}

#[test]
fn random_games_replay_to_identical_states() {
    for seed in 0..120u64 {
        let players = if seed % 3 == 0 { 3 } else { 4 };
        let (record, states) = play(seed, players, GivenChance::default());
        assert!(states.last().expect("end").outcome().is_some());
        check_round_trip(&record, &states);
    }
}

#[test]
fn games_with_given_chance_replay_and_use_it() {
    for seed in 0..60u64 {
        let players = if seed % 2 == 0 { 3 } else { 4 };
        let mut rng = RandomPolicy::new(seed.wrapping_mul(31) + 7);
        let rounds: Vec<Deal> = (0..(seed as usize % 4))
            .map(|_| random_deal(players, &mut rng))
            .collect();
        let first_dealer = (seed % 5 != 0).then(|| Seat(rng.below(players) as u8));
        let chance = GivenChance {
            first_dealer,
            rounds: rounds.clone(),
        };
        let (record, states) = play(seed, players, chance);
        check_round_trip(&record, &states);
        let last = states.last().expect("end");
        if let Some(d) = first_dealer {
            assert_eq!(last.first_dealer(), d);
        }
        // Every given round was dealt as given (as far as the game went).
        for (i, state) in states.iter().enumerate() {
            if let Some(r) = state.round() {
                if let Some(deal) = rounds.get(r.number - 1) {
                    assert_eq!(
                        r.grid.iter().map(|c| c.to_vec()).collect::<Vec<_>>(),
                        deal.grid,
                        "round {} grid (step {i})",
                        r.number
                    );
                    assert_eq!(r.markers.to_vec(), deal.markers);
                }
            }
        }
    }
}

#[test]
fn rounds_past_the_given_ones_are_drawn_from_the_seed() {
    // With no deal given, the game is the plain seeded game.
    let (record, states) = play(99, 4, GivenChance::default());
    let plain = WhatTrump::new(Options { players: 4 }, 99).expect("game");
    assert_eq!(states[0], plain);
    assert!(record.start().expect("start").same_state(&plain));
}

#[test]
fn bot_games_round_trip() {
    for seed in 0..20u64 {
        let players = 3 + (seed % 2) as usize;
        let options = Options {
            players: players as u8,
        };
        let mut game = WhatTrump::new(options, seed).expect("game");
        let mut bots: Vec<_> = (0..players)
            .map(|i| make_bot(BotLevel::ALL[i % 2], seed * 10 + i as u64))
            .collect();
        let mut record =
            Record::new::<WhatTrump>(&options, seats(players), seed, &GivenChance::default());
        while let Some(seat) = game.to_act() {
            let a = bots[seat.index()].decide(&game.view_of(seat), Budget::millis(5));
            game.apply(seat, a).expect("bots choose legal actions");
            record.push::<WhatTrump>(seat, &a);
        }
        let replayed = parse_record(&record.to_json_pretty())
            .and_then(|r| r.replay_as::<WhatTrump>())
            .expect("replays");
        assert_eq!(replayed, game);
    }
}
