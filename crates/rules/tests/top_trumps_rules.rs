//! Top Trumps' rules from worked examples (`shared/RULINGS.md`, Top Trumps): the deal for 2 to
//! 6 players, the single best value taking the cards in order, lower-is-better attributes,
//! ties and "no data" feeding the middle pile, drop-outs, the chooser going out, a shared win,
//! illegal choices, what each seat may see, and the pack checks' messages.

use crate::packs;

use packs::{every_card_once, ladder, options, random_pack};
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::{Game, Seat, Viewpoint};
use trumps_rules::games::top_trumps::{
    read_pack, Action, ActionError, Phase, TopTrumps, TurnResult,
};

const UP: Action = Action::Choose { attribute: 0 };
const DOWN: Action = Action::Choose { attribute: 1 };
const THIRD: Action = Action::Choose { attribute: 2 };
const FLAT: Action = Action::Choose { attribute: 3 };

/// The dealing order that gives each seat the stack listed (top first), dealt from the
/// dealer's left; stacks listed from the dealer's left.
fn order(stacks: &[Vec<u8>]) -> Vec<u8> {
    let deepest = stacks.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = Vec::new();
    for k in 0..deepest {
        for s in stacks {
            if let Some(&c) = s.get(k) {
                out.push(c);
            }
        }
    }
    out
}

/// A game of the ladder pack (card `i` is worth `i`) with the dealer the last seat, so seat 0
/// gets `stacks[0]` and chooses first.
fn game(stacks: &[Vec<u8>], third: impl Fn(usize) -> Option<f64>) -> TopTrumps {
    let cards: usize = stacks.iter().map(Vec::len).sum();
    let players = stacks.len();
    TopTrumps::start(
        &options(players as u8, ladder(cards, third)),
        1,
        Some(Seat(players as u8 - 1)),
        Some(order(stacks)),
    )
    .expect("a valid deal")
}

fn stack(g: &TopTrumps, s: u8) -> Vec<u8> {
    g.stack(Seat(s)).iter().copied().collect()
}

#[test]
fn the_deal_shares_every_card_with_the_extras_from_the_dealers_left() {
    let mut rng = BotRng::new(7);
    for players in 2..=6u8 {
        for dealer in 0..players {
            let pack = ladder(23, |i| Some(i as f64));
            let g = TopTrumps::start(
                &options(players, pack),
                rng.next_u64(),
                Some(Seat(dealer)),
                None,
            )
            .expect("valid");
            let n = players as usize;
            let extra = 23 % n;
            for k in 0..n {
                let seat = Seat(dealer).offset(1 + k, n);
                let want = 23 / n + usize::from(k < extra);
                assert_eq!(
                    g.stack(seat).len(),
                    want,
                    "{players} players, dealer {dealer}, seat {}",
                    seat.0
                );
            }
            assert_eq!(
                g.to_act(),
                Some(Seat(dealer).next(n)),
                "the dealer's left chooses first"
            );
        }
    }
}

#[test]
fn the_single_best_value_takes_every_card_shown_winners_card_first() {
    // Seat 0 chooses "Up" (highest wins): seat 1's 2 beats 1 and 0.
    let mut g = game(&[vec![1, 3], vec![2, 4], vec![0, 5]], |i| Some(i as f64));
    g.apply(Seat(0), UP).unwrap();
    let t = g.last().unwrap().clone();
    assert_eq!(t.result, TurnResult::Won { seat: Seat(1) });
    assert_eq!(t.revealed, vec![(Seat(0), 1), (Seat(1), 2), (Seat(2), 0)]);
    // The winner's own card, then clockwise from the winner: seat 2's, then seat 0's.
    assert_eq!(t.taken, vec![2, 0, 1]);
    assert_eq!(stack(&g, 1), vec![4, 2, 0, 1]);
    assert_eq!(g.to_act(), Some(Seat(1)), "the winner chooses next");
    assert_eq!(g.scores(), vec![1, 4, 1]);
}

#[test]
fn a_lower_is_better_attribute_is_won_by_the_lowest_value() {
    let mut g = game(&[vec![1, 3], vec![2, 4], vec![0, 5]], |i| Some(i as f64));
    g.apply(Seat(0), DOWN).unwrap();
    assert_eq!(g.last().unwrap().result, TurnResult::Won { seat: Seat(2) });
    assert_eq!(stack(&g, 2), vec![5, 0, 1, 2]);
}

#[test]
fn a_tie_for_best_sends_every_card_to_the_middle_and_the_next_winner_takes_it() {
    // "Third": cards 1 and 2 both worth 7 (a tie for best), card 0 worth 0.
    let third = |i: usize| {
        Some(match i {
            1 | 2 => 7.0,
            i => i as f64 / 10.0,
        })
    };
    let mut g = game(&[vec![1, 3], vec![2, 4], vec![0, 5]], third);
    g.apply(Seat(0), THIRD).unwrap();
    let t = g.last().unwrap();
    assert_eq!(t.result, TurnResult::Tie);
    assert!(t.taken.is_empty());
    assert_eq!(g.middle(), &[1, 2, 0]);
    assert_eq!(g.to_act(), Some(Seat(0)), "the same player chooses again");
    // Next turn: 5 beats 3 and 4 on "Up"; seat 2 takes the three shown and the middle.
    g.apply(Seat(0), UP).unwrap();
    assert_eq!(g.last().unwrap().taken, vec![5, 3, 4, 1, 2, 0]);
    assert!(g.middle().is_empty());
    assert_eq!(g.scores(), vec![0, 0, 6]);
    assert_eq!(
        g.phase(),
        Phase::GameOver,
        "the last player with cards wins"
    );
    assert_eq!(g.outcome().unwrap().winners, vec![Seat(2)]);
}

#[test]
fn no_data_on_any_card_shown_sends_them_all_to_the_middle() {
    // Card 0 (seat 2's, not the chooser's) has no data for "Third"; card 2 would have won.
    let third = |i: usize| (i != 0).then_some(i as f64);
    let mut g = game(&[vec![1, 3], vec![2, 4], vec![0, 5]], third);
    g.apply(Seat(0), THIRD).unwrap();
    assert_eq!(g.last().unwrap().result, TurnResult::NoData);
    assert_eq!(g.middle(), &[1, 2, 0]);
    assert_eq!(g.to_act(), Some(Seat(0)));
}

#[test]
fn players_with_no_cards_drop_out_and_a_tie_of_everyones_last_cards_is_a_shared_win() {
    // Seat 2 holds one card fewer: after two ties it is out and shows nothing more.
    let mut g = game(&[vec![0, 1, 2], vec![3, 4, 5], vec![6, 7]], |i| {
        Some(i as f64)
    });
    g.apply(Seat(0), FLAT).unwrap();
    g.apply(Seat(0), FLAT).unwrap();
    assert!(g.stack(Seat(2)).is_empty());
    assert_eq!(g.to_act(), Some(Seat(0)));
    g.apply(Seat(0), FLAT).unwrap();
    let t = g.last().unwrap();
    assert_eq!(
        t.revealed,
        vec![(Seat(0), 2), (Seat(1), 5)],
        "an out player shows nothing"
    );
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.outcome().unwrap().winners, vec![Seat(0), Seat(1)]);
    assert_eq!(g.middle().len(), 8, "the middle belongs to nobody");
}

#[test]
fn the_chooser_going_out_passes_the_choice_clockwise_in_random_games() {
    // Over random games, every tie or "no data" that leaves the chooser with no cards while
    // two or more players still have some passes the choice to the next seat clockwise that
    // has cards.
    let mut rng = BotRng::new(99);
    let mut seen = 0;
    for seed in 0..3000u64 {
        let players = 3 + rng.below(4) as u8;
        let pack = random_pack(&mut rng);
        let Ok(mut g) = TopTrumps::start(&options(players, pack), seed, None, None) else {
            continue;
        };
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions();
            let a = legal[rng.below(legal.len())];
            g.apply(seat, a).unwrap();
            let t = g.last().unwrap();
            if !matches!(t.result, TurnResult::Won { .. })
                && g.stack(seat).is_empty()
                && g.phase() == Phase::Choose
            {
                seen += 1;
                let n = players as usize;
                let next = seat.clockwise(n).skip(1).find(|&s| !g.stack(s).is_empty());
                assert_eq!(g.to_act(), next);
            }
        }
    }
    assert!(seen >= 5, "the case came up {seen} times");
}

#[test]
fn illegal_choices_are_refused_and_change_nothing() {
    let mut g = game(&[vec![1, 3], vec![2, 4], vec![0, 5]], |i| Some(i as f64));
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(1), UP),
        Err(ActionError::NotYourTurn {
            to_act: Seat(0),
            seat: Seat(1)
        })
    );
    assert!(matches!(
        g.apply(Seat(0), Action::Choose { attribute: 4 }),
        Err(ActionError::NoSuchAttribute { .. })
    ));
    assert_eq!(g, before);
    while let Some(seat) = g.to_act() {
        g.apply(seat, UP).unwrap();
    }
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.apply(Seat(1), UP), Err(ActionError::GameOver));
}

#[test]
fn a_seat_sees_its_own_top_card_only_until_a_stack_is_all_public() {
    let mut g = game(&[vec![1, 3], vec![2, 4], vec![0, 5]], |i| Some(i as f64));
    let v = g.view(Viewpoint::Seat(Seat(0)));
    assert_eq!(v.my_top(), Some(1));
    assert_eq!(v.stacks[1].top, None);
    assert_eq!(v.stacks[1].unseen, 2);
    assert!(v.stacks[1].known.is_empty());
    assert_eq!(v.legal.len(), 4);
    assert!(g.view(Viewpoint::Seat(Seat(1))).legal.is_empty());
    let o = g.view(Viewpoint::Observer);
    assert!(o.stacks.iter().all(|s| s.top.is_none()));
    g.apply(Seat(0), UP).unwrap();
    // Seat 1 won 2, 0, 1: under its unseen 4, in the order everyone saw.
    let v = g.view(Viewpoint::Seat(Seat(2)));
    assert_eq!(v.stacks[1].unseen, 1);
    assert_eq!(v.stacks[1].known, vec![2, 0, 1]);
    assert_eq!(v.stacks[1].top, None);
}

#[test]
fn sampled_games_agree_with_the_view_they_were_drawn_from() {
    let mut rng = BotRng::new(5);
    for seed in 0..300u64 {
        let players = 2 + rng.below(5) as u8;
        let pack = random_pack(&mut rng);
        let Ok(mut g) = TopTrumps::start(&options(players, pack), seed, None, None) else {
            continue;
        };
        let turns = rng.below(40);
        for _ in 0..turns {
            let Some(seat) = g.to_act() else { break };
            let legal = g.legal_actions();
            g.apply(seat, legal[rng.below(legal.len())]).unwrap();
        }
        for s in 0..players {
            let v = g.view(Viewpoint::Seat(Seat(s)));
            for k in 0..3 {
                let sample = TopTrumps::sample(&v, seed * 7 + k);
                assert_eq!(
                    sample.view(Viewpoint::Seat(Seat(s))),
                    v,
                    "seed {seed} seat {s}"
                );
                every_card_once(&sample);
            }
        }
    }
}

#[test]
fn a_broken_pack_is_refused_with_every_problem_and_where_it_is() {
    let mut pack = trumps_rules::games::top_trumps::builtin::first().to_json();
    let key = pack["attributes"][0]["key"].as_str().unwrap().to_string();
    let label = pack["attributes"][0]["label"].as_str().unwrap().to_string();
    let cards = pack["cards"].as_array_mut().unwrap();
    cards[11]["values"][&key] = serde_json::json!("heavy");
    let first_name = cards[0]["name"].clone();
    cards[6]["name"] = first_name.clone();
    while cards.len() < 61 {
        let mut c = cards[1].clone();
        c["name"] = serde_json::json!(format!("Extra {}", cards.len()));
        cards.push(c);
    }
    let problems = read_pack(&pack.to_string()).unwrap_err();
    let text: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    let twelfth = pack["cards"][11]["name"].as_str().unwrap().to_string();
    assert!(
        text.contains(&format!(
            "card 12 \"{twelfth}\", attribute \"{label}\": \"heavy\" is not a number"
        )),
        "{text:#?}"
    );
    assert!(
        text.contains(&format!(
            "card 7 {first_name}: the name {first_name} is used by card 1 too"
        )),
        "{text:#?}"
    );
    assert!(
        text.contains(&"cards: 61 cards, at most 60".to_string()),
        "{text:#?}"
    );
    for (bad, want) in [
        ("", "nothing to read"),
        ("{", "not JSON (line 1, column 1"),
        ("[]", "a pack is a JSON object"),
        ("{\"format\": 2}", "format: this app reads format 1, not 2"),
    ] {
        let p = read_pack(bad).unwrap_err();
        assert!(
            p.iter().any(|p| p.to_string().contains(want)),
            "{bad}: {p:?}"
        );
    }
}

#[test]
fn a_damaged_save_is_refused_with_the_reason() {
    let pack = (*trumps_rules::games::top_trumps::builtin::first()).clone();
    let mut g = TopTrumps::start(&options(3, pack), 9, Some(Seat(2)), None).unwrap();
    g.apply(Seat(0), UP).unwrap();
    let good = serde_json::to_value(&g).unwrap();
    let back: TopTrumps = serde_json::from_value(good.clone()).expect("a good save reads back");
    assert_eq!(back, g);
    let damage = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        serde_json::from_value::<TopTrumps>(v)
            .unwrap_err()
            .to_string()
    };
    assert!(
        damage(&|v| v["stacks"][0][0] = v["stacks"][1][0].clone()).contains("each in one place")
    );
    assert!(damage(&|v| v["chooser"] = serde_json::json!(7)).contains("not at the table"));
    assert!(damage(&|v| v["unseen"] = serde_json::json!([99, 99, 99])).contains("unseen"));
    assert!(
        damage(&|v| v["stacks"] = serde_json::json!([(0..30).collect::<Vec<u8>>()]))
            .contains("stacks")
    );
    assert!(
        damage(&|v| v["options"]["pack"]["cards"][0]["name"] = serde_json::json!(""))
            .contains("not a usable pack")
    );
}
