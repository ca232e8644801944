//! Expert, the information-set search written once for every game: it plays only legal
//! actions in every game and phase, and it decides from the view alone (two true states that
//! differ only in cards it cannot see get the same decision).

use trumps_rules::bots::search::{Expert, Ranked, SearchLimits};
use trumps_rules::bots::{Bot, BotGame, Budget};
use trumps_rules::engine::{Game, Seat};
use trumps_rules::games::ace_trump::{AceTrump, Options as AceOptions, Until};
use trumps_rules::games::what_trump::{Action, Options as WhatOptions, WhatTrump};

/// A small, clock-free search: the same decision on every machine.
fn expert(seed: u64) -> Expert {
    Expert::with_limits(
        seed,
        SearchLimits {
            iterations: 120,
            use_clock: false,
        },
    )
}

/// Plays `game` to its end with Expert in seat 0 and the first legal action elsewhere;
/// every Expert decision must be applied without error. Returns Expert's decisions.
fn play_out<G: BotGame>(mut game: G) -> usize {
    let mut bot = expert(7);
    let mut decisions = 0;
    while let Some(seat) = game.to_act() {
        let action = if seat == Seat(0) {
            decisions += 1;
            <Expert as Bot<G>>::decide(&mut bot, &game.view_of(seat), Budget::default())
        } else {
            game.legal_actions().remove(0)
        };
        assert!(
            game.legal_actions().contains(&action),
            "{action:?} is not legal"
        );
        game.apply(seat, action).expect("a legal action applies");
    }
    assert!(game.outcome().is_some());
    decisions
}

#[test]
fn expert_plays_legal_actions_through_a_whole_ace_trump_match_with_bidding_and_the_excuse() {
    let options = AceOptions {
        players: 3,
        bidding: true,
        excuse: true,
        until: Until::Hands,
        length: 2,
        ..AceOptions::default()
    };
    let decisions = play_out(AceTrump::new(&options, 11).expect("valid options"));
    assert!(
        decisions >= 2 * 12,
        "bids and plays of two hands, got {decisions}"
    );
}

#[test]
fn expert_plays_legal_actions_through_every_phase_of_what_trump() {
    // Chips, trump (when dealing), draft, secret task, dealer's discard, plays: a whole game.
    let decisions = play_out(WhatTrump::new(WhatOptions { players: 3 }, 5).expect("valid options"));
    assert!(decisions > 50, "got {decisions}");
}

#[test]
fn expert_decides_from_the_view_alone() {
    let options = AceOptions {
        players: 4,
        ..AceOptions::default()
    };
    let mut checked = 0;
    for seed in 0..6 {
        let mut game = AceTrump::new(&options, seed).expect("valid options");
        // A few plays in, so there are public cards and maybe known voids.
        for _ in 0..5 {
            let seat = game.to_act().expect("someone acts");
            let a = game.legal_actions().remove(0);
            game.apply(seat, a).expect("legal");
        }
        let seat = game.to_act().expect("someone acts");
        let view = game.view_of(seat);
        // Another true state the seat cannot tell apart: the same view, other hidden hands.
        let other = AceTrump::sample(&view, 1000 + seed);
        assert_eq!(other.view_of(seat), view, "the sample agrees with the view");
        let hidden = |g: &AceTrump| {
            (0..4)
                .filter(|&i| i != seat.index())
                .map(|i| g.view(trumps_rules::engine::Viewpoint::Everything).hands[i].clone())
                .collect::<Vec<_>>()
        };
        if hidden(&other) == hidden(&game) {
            continue;
        }
        checked += 1;
        let a = <Expert as Bot<AceTrump>>::decide(
            &mut expert(3),
            &game.view_of(seat),
            Budget::default(),
        );
        let b = <Expert as Bot<AceTrump>>::decide(
            &mut expert(3),
            &other.view_of(seat),
            Budget::default(),
        );
        assert_eq!(a, b, "seed {seed}: the hidden cards changed the decision");
    }
    assert!(
        checked >= 4,
        "only {checked} positions had different hidden cards"
    );
}

#[test]
fn ranked_lists_every_root_action_once_with_values_between_0_and_1() {
    let game = AceTrump::new(&AceOptions::default(), 3).expect("valid options");
    let seat = game.to_act().expect("someone acts");
    let ranked = expert(1).ranked::<AceTrump>(&game.view_of(seat), Budget::default());
    let mut legal = game.legal_actions();
    assert_eq!(
        ranked.len(),
        legal.len(),
        "each legal action tried once at least"
    );
    for r in &ranked {
        assert!((0.0..=1.0).contains(&r.value), "{r:?}");
        legal.retain(|a| *a != r.action);
    }
    assert!(legal.is_empty());
    assert!(
        ranked.windows(2).all(|w| w[0].visits >= w[1].visits),
        "most visited first"
    );
}

/// Expert's ranking of `seat`'s actions in `game`, at a point the game does not judge beyond
/// the hand (so the search decides).
fn searched_by_expert(game: &WhatTrump, seat: Seat) -> Vec<Ranked<Action>> {
    let view = game.view_of(seat);
    assert!(WhatTrump::judged_by_the_game(&view).is_none());
    expert(4).ranked::<WhatTrump>(&view, Budget::default())
}

#[test]
fn what_trumps_chip_draft_is_judged_by_the_whole_games_model() {
    // The chip draft comes before the first round and its chips count until they are
    // cleared: with 3 players Expert takes the chip the game's race model judges best (a
    // search of one round drafted worse), and a hint shows that model's chances, which
    // differ by chip. With 4 the search drafts them (it did better than the model there).
    let four = WhatTrump::new(WhatOptions { players: 4 }, 2).expect("valid options");
    let seat = four.to_act().expect("someone takes a chip");
    let searched = searched_by_expert(&four, seat);
    assert!(
        searched.iter().all(|r| r.visits > 0),
        "searched: {searched:?}"
    );
    let game = WhatTrump::new(WhatOptions { players: 3 }, 2).expect("valid options");
    let seat = game.to_act().expect("someone takes a chip");
    assert_eq!(game.hand_number(), None, "still the chip draft");
    let view = game.view_of(seat);
    let judged = WhatTrump::judged_by_the_game(&view).expect("the chip draft is judged");
    let ranked = expert(4).ranked::<WhatTrump>(&view, Budget::default());
    assert_eq!(ranked.len(), game.legal_actions().len());
    assert!(ranked.iter().all(|r| r.visits == 0), "not searched");
    for (r, j) in ranked.iter().zip(&judged) {
        assert_eq!(r.action, j.action);
        assert!((r.value - j.chance).abs() < 1e-12 && (0.0..=1.0).contains(&r.value));
    }
    let spread = ranked.iter().map(|r| r.value).fold(f64::MIN, f64::max)
        - ranked.iter().map(|r| r.value).fold(f64::MAX, f64::min);
    assert!(spread > 0.01, "the chips were valued alike: {ranked:?}");
    let chosen = <Expert as Bot<WhatTrump>>::decide(&mut expert(4), &view, Budget::default());
    assert_eq!(chosen, judged[0].action);
    // The all-seeing reference drafts the open chips the same way.
    let seeing = expert(4).decide_seeing(&game, Budget::default());
    assert_eq!(seeing, Some(judged[0].action));
    // Once the chips are drafted, the search decides again: the dealer's trump is searched.
    let mut g = game.clone();
    while g.hand_number().is_none() {
        let s = g.to_act().expect("someone takes a chip");
        let a = g.legal_actions().remove(0);
        g.apply(s, a).expect("legal");
    }
    let dealer = g.to_act().expect("the dealer sets the trump");
    let searched = searched_by_expert(&g, dealer);
    assert!(
        searched.iter().any(|r| r.visits > 0),
        "searched: {searched:?}"
    );
}
