//! Expert, the information-set search written once for every game: it plays only legal
//! actions in every game and phase, and it decides from the view alone (two true states that
//! differ only in cards it cannot see get the same decision).

use trumps_rules::bots::search::{Expert, SearchLimits};
use trumps_rules::bots::{Bot, Budget};
use trumps_rules::engine::{Game, Seat};
use trumps_rules::games::ace_trump::{AceTrump, Options as AceOptions, Until};
use trumps_rules::games::what_trump::{Options as WhatOptions, WhatTrump};

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
fn play_out<G: Game>(mut game: G) -> usize {
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

#[test]
fn before_the_first_hand_the_playouts_run_to_the_end_of_that_hand() {
    // What Trump?'s chip draft comes before its first round: the chips must be judged by how
    // the round goes (were they all valued alike, the search would have learnt nothing).
    let game = WhatTrump::new(WhatOptions { players: 4 }, 2).expect("valid options");
    let seat = game.to_act().expect("someone takes a chip");
    assert_eq!(game.hand_number(), None, "still the chip draft");
    let ranked = expert(4).ranked::<WhatTrump>(&game.view_of(seat), Budget::default());
    assert!(ranked.len() > 1);
    let spread = ranked.iter().map(|r| r.value).fold(f64::MIN, f64::max)
        - ranked.iter().map(|r| r.value).fold(f64::MAX, f64::min);
    assert!(spread > 0.05, "the chips were valued alike: {ranked:?}");
}
