//! The bot question and answer the browser sends to the bot worker: a seat's view crosses as
//! JSON and comes back the same; the answer is the bot's legal action; a hint ranks legal
//! actions; a malformed question gets an error, never a panic; and the all-seeing reference
//! plays whole matches in `trumps simulate`.

use serde_json::{json, Value};
use trumps_rules::bots::harness::{SimConfig, SimSeat};
use trumps_rules::bots::request::{
    answer, answer_json, BotAnswer, BotRequest, HintBasis, HintChoice, Reply,
};
use trumps_rules::bots::{BotLevel, Budget};
use trumps_rules::engine::{Game, Seat};
use trumps_rules::games::ace_trump::{AceTrump, Options as AceOptions};
use trumps_rules::games::what_trump::{Options as WhatOptions, WhatTrump};
use trumps_rules::registry;

fn small() -> Budget {
    Budget {
        millis: 10_000,
        iterations: Some(200),
    }
}

/// Plays `game` a few random-ish steps in (first legal actions) so views have a past.
fn advanced<G: Game>(mut game: G, steps: usize) -> G {
    for _ in 0..steps {
        let Some(seat) = game.to_act() else { break };
        let a = game.legal_actions().remove(0);
        game.apply(seat, a).expect("legal");
    }
    game
}

fn question<G: Game>(game: &G, level: BotLevel, hint: bool) -> BotRequest {
    let seat = game.to_act().expect("someone acts");
    BotRequest {
        id: 9,
        game: G::INFO.id.to_string(),
        view: serde_json::to_value(game.view_of(seat)).expect("a view is JSON"),
        level,
        seed: 5,
        budget: small(),
        hint,
    }
}

fn views_cross_as_json<G: Game>(game: &G) {
    for s in 0..game.players() {
        let view = game.view_of(Seat(s as u8));
        let text = serde_json::to_string(&view).expect("a view is JSON");
        let back: G::View = serde_json::from_str(&text).expect("and reads back");
        assert_eq!(back, view);
    }
}

#[test]
fn a_seats_view_crosses_to_the_worker_and_back_unchanged() {
    views_cross_as_json(&advanced(
        AceTrump::new(&AceOptions::default(), 3).unwrap(),
        7,
    ));
    views_cross_as_json(&advanced(
        <WhatTrump as Game>::new(&WhatOptions::default(), 3).unwrap(),
        30,
    ));
    // A later round: the scored rounds (the bots' memory of earlier trumps) come along.
    let mut later = <WhatTrump as Game>::new(&WhatOptions::default(), 3).unwrap();
    while later.hands_scored() < 2 {
        later = advanced(later, 1);
    }
    let later = advanced(later, 25);
    assert!(later.hands_scored() >= 2);
    views_cross_as_json(&later);
    let seat = later.to_act().unwrap();
    let text = serde_json::to_string(&later.view_of(seat)).unwrap();
    let back: <WhatTrump as Game>::View = serde_json::from_str(&text).unwrap();
    assert_eq!(back.history().len(), later.hands_scored());
}

fn answers_are_legal<G: Game>(game: &G) {
    let legal: Vec<Value> = game
        .legal_actions()
        .iter()
        .map(|a| serde_json::to_value(a).unwrap())
        .collect();
    for level in BotLevel::ALL {
        let a = answer(&question(game, level, false));
        assert_eq!(a.id, 9);
        match a.reply {
            Ok(Reply::Action(action)) => assert!(legal.contains(&action), "{level:?}: {action}"),
            other => panic!("{level:?}: {other:?}"),
        }
        if level == BotLevel::Expert {
            // A decision the game judges with its own whole-game model is not searched.
            let seat = game.to_act().unwrap();
            if G::judged_by_the_game(&game.view_of(seat)).is_some() {
                assert_eq!(a.iterations, 0);
            } else {
                assert!(a.iterations > 0 && a.iterations <= 200, "{}", a.iterations);
            }
        }
    }
    let hint = answer(&question(game, BotLevel::Expert, true));
    let Ok(Reply::Hint(choices)) = hint.reply else {
        panic!("a hint: {:?}", hint.reply)
    };
    assert!(!choices.is_empty());
    for c in &choices {
        assert!(legal.contains(&c.action), "{}", c.action);
        assert!((0.0..=1.0).contains(&c.value));
        assert!(!c.text.is_empty() && !c.words.is_empty());
    }
    hint_order_agrees_with_its_numbers(&choices, G::INFO.id);
}

/// Issue 28, item 8: a hint's order and the numbers it shows agree, highest first, in the
/// game's own unit (What Trump?'s in chips shed, or its chip draft's chance of winning).
fn hint_order_agrees_with_its_numbers(choices: &[HintChoice], game: &str) {
    let info = registry::find(game).expect("listed").info();
    let shown: Vec<f64> = choices.iter().map(HintChoice::shown).collect();
    assert!(
        shown.windows(2).all(|w| w[0] >= w[1]),
        "{game}: the numbers shown are out of order: {shown:?}"
    );
    for c in choices {
        let words = c.number_said(info).en();
        match c.basis {
            HintBasis::Gain => assert!(
                words.contains(info.score_units) || words.contains(info.score_unit),
                "{game}: {words}"
            ),
            HintBasis::Chance | HintBasis::HandChance => {
                assert!(words.contains('%'), "{game}: {words}")
            }
        }
        assert!(!words.contains("-0.0"), "{words}");
    }
    // Among equal numbers, the search's order: the most tried first.
    assert!(choices
        .windows(2)
        .all(|w| w[0].shown() != w[1].shown() || w[0].visits >= w[1].visits));
}

#[test]
fn hint_order_matches_the_numbers_shown_in_every_game() {
    let budget = Budget {
        millis: 10_000,
        iterations: Some(300),
    };
    for entry in registry::all() {
        let info = entry.info();
        for seed in 1..=4u64 {
            let players = info.players.0.max(3).min(info.players.1);
            let options = entry.default_options(players);
            let mut game = entry
                .start(&options, seed, &Value::Null)
                .expect("a game starts");
            // Decisions some way into the game, with a past.
            for step in 0..(seed as usize * 7) {
                let Some(seat) = game.to_act() else { break };
                let legal = game.legal_json();
                let pick = legal[step % legal.len()].clone();
                game.apply_json(seat, &pick).expect("legal");
            }
            let Some(seat) = game.to_act() else { continue };
            let q = BotRequest {
                id: 1,
                game: info.id.to_string(),
                view: game.view_json(seat),
                level: BotLevel::Expert,
                seed,
                budget,
                hint: true,
            };
            let Ok(Reply::Hint(choices)) = answer(&q).reply else {
                panic!("{}: no hint", info.id)
            };
            assert!(!choices.is_empty(), "{}", info.id);
            hint_order_agrees_with_its_numbers(&choices, info.id);
        }
    }
}

#[test]
fn what_trump_hints_count_chips_not_points() {
    let info = registry::find("what-trump").expect("listed").info();
    // A round sheds at most one chip a seat: the gain expected is the chance of shedding it.
    assert_eq!(HintBasis::of_gain(info), HintBasis::HandChance);
    let gain = |gain: f64| HintChoice {
        action: Value::Null,
        text: String::new(),
        words: String::new(),
        visits: 1,
        value: 0.5,
        gain,
        basis: HintBasis::HandChance,
    };
    assert_eq!(
        gain(1.04).number_said(info).en(),
        "about a 100% chance of shedding a chip by the end of the round"
    );
    assert_eq!(
        gain(0.444).number_said(info).en(),
        "about a 44% chance of shedding a chip by the end of the round"
    );
    assert_eq!(
        gain(-0.02).number_said(info).en(),
        "about a 0% chance of shedding a chip by the end of the round"
    );
    assert_eq!(
        HintBasis::HandChance.more_said(12.0, info).en(),
        "12 percentage points more chance of shedding a chip by the end of the round"
    );
    // Another game's gain is in its points.
    let ace = registry::find("ace-trump").expect("listed").info();
    assert_eq!(HintBasis::of_gain(ace), HintBasis::Gain);
    assert_eq!(
        HintChoice {
            basis: HintBasis::Gain,
            ..gain(0.44)
        }
        .number_said(ace)
        .en(),
        "about +0.4 points by the end of the hand"
    );
    let draft = HintChoice {
        basis: HintBasis::Chance,
        value: 0.337,
        ..gain(0.0)
    };
    assert_eq!(
        draft.number_said(info).en(),
        "about a 34% chance of winning the game"
    );
}

#[test]
fn every_level_answers_with_a_legal_action_and_a_hint_ranks_legal_ones() {
    answers_are_legal(&advanced(
        AceTrump::new(&AceOptions::default(), 8).unwrap(),
        5,
    ));
    // What Trump?'s chip draft, its card draft and its tricks.
    let wt = <WhatTrump as Game>::new(&WhatOptions::default(), 8).unwrap();
    answers_are_legal(&wt);
    answers_are_legal(&advanced(wt.clone(), 20));
    answers_are_legal(&advanced(wt, 60));
}

#[test]
fn the_same_question_gets_the_same_answer() {
    let g = advanced(AceTrump::new(&AceOptions::default(), 21).unwrap(), 9);
    let q = question(&g, BotLevel::Expert, false);
    assert_eq!(answer(&q), answer(&q));
}

#[test]
fn a_malformed_question_is_answered_with_an_error_not_a_panic() {
    let g = AceTrump::new(&AceOptions::default(), 1).unwrap();
    let mut q = question(&g, BotLevel::Standard, false);
    q.game = "snap".into();
    assert!(answer(&q).reply.unwrap_err().contains("not a game"));
    let mut q = question(&g, BotLevel::Standard, false);
    q.view = json!({"hand": 3});
    assert!(answer(&q)
        .reply
        .unwrap_err()
        .contains("not a view of Ace Trump"));
    // A view of a seat that is not to act: nothing to decide.
    let other = Seat((g.to_act().unwrap().0 + 1) % 4);
    let mut q = question(&g, BotLevel::Expert, false);
    q.view = serde_json::to_value(g.view_of(other)).unwrap();
    assert!(answer(&q).reply.unwrap_err().contains("nothing to decide"));
    for text in ["", "{", "[1,2]", r#"{"id": 4}"#] {
        let a: BotAnswer = serde_json::from_str(&answer_json(text)).expect("an answer");
        assert!(a.reply.is_err(), "{text}");
    }
    let a: BotAnswer = serde_json::from_str(&answer_json(r#"{"id": 4}"#)).unwrap();
    assert_eq!(a.id, 4, "the asker still learns which question failed");
    let ok: BotAnswer = serde_json::from_str(&answer_json(
        &serde_json::to_string(&question(&g, BotLevel::Beginner, false)).unwrap(),
    ))
    .unwrap();
    assert!(matches!(ok.reply, Ok(Reply::Action(_))));
}

#[test]
fn the_all_seeing_reference_plays_whole_matches_in_simulate_and_is_named_so() {
    for (game, seats) in [("ace-trump", 3), ("what-trump", 3)] {
        let entry = registry::find_bots(game).unwrap();
        let mut table = vec![SimSeat::AllSeeing];
        table.extend(vec![SimSeat::Bot(BotLevel::Beginner); seats - 1]);
        let cfg = SimConfig {
            seats: table,
            games: 2,
            seed: 3,
            budget: Budget {
                millis: 10_000,
                iterations: Some(60),
            },
            options: None,
            records: true,
        };
        let mut records = 0;
        let report = entry
            .simulate(&cfg, &mut |_, r| {
                assert!(!r.decisions.is_empty());
                records += 1;
                Ok(())
            })
            .expect("the match is played");
        assert_eq!(records, 2);
        let all = report
            .levels
            .iter()
            .find(|l| l.level == "all-seeing")
            .expect("reported under its own name");
        assert!(all.iterations_per_decision > 0.0);
        assert!(report.to_text().contains("all-seeing"));
    }
    assert_eq!(SimSeat::from_id("all-seeing"), Some(SimSeat::AllSeeing));
    assert_eq!(
        SimSeat::from_id("expert"),
        Some(SimSeat::Bot(BotLevel::Expert))
    );
}

#[test]
fn a_truf_bid_is_judged_over_the_hands_deals_and_hinted_in_points() {
    use trumps_rules::games::truf::Truf;
    let game = Truf::new(&Default::default(), 3).expect("valid options");
    // Not searched: the bid is judged by the game over the hand's deals.
    let expert = answer(&question(&game, BotLevel::Expert, false));
    assert_eq!(expert.iterations, 0);
    let Ok(Reply::Action(chosen)) = expert.reply else {
        panic!("an action: {:?}", expert.reply)
    };
    let hint = answer(&question(&game, BotLevel::Expert, true));
    let Ok(Reply::Hint(choices)) = hint.reply else {
        panic!("a hint: {:?}", hint.reply)
    };
    // Ranked by the points expected by the end of the hand, Expert's own step first.
    assert!(choices.iter().all(|c| c.basis == HintBasis::Gain));
    assert_eq!(choices[0].action, chosen);
    hint_order_agrees_with_its_numbers(&choices, "truf");
}
