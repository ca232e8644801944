//! What Trump? rules, case by case, as read in `shared/RULINGS.md`: trick winners and why they
//! won, following, the first leader, the chip and card drafts, and what each seat's view may
//! show.

use crate::common;

use common::*;
use serde_json::Value;
use trumps_rules::engine::teller::in_english;
use trumps_rules::engine::{Game, Seat, Teller, Viewpoint};
use trumps_rules::games::what_trump::state::DraftPick;
use trumps_rules::games::what_trump::{
    card_words, Action, ActionError, Card, Options, Phase, Task, Trump, WhatTrump,
};

// ---------------------------------------------------------------- trick winner

/// With the trump `tr` (`trump`'s notation), each trick goes to the seat given. A trick is
/// written `"0: G5 R5 R9 B9 -> 1"`: its leader, the cards played clockwise from the leader (one
/// a player), and the winner.
fn won_by(tr: &str, tricks: &[&str]) {
    let t = trump(tr);
    for spec in tricks {
        let (leader, rest) = spec.split_once(": ").expect("the leader");
        let (plays, winner) = rest.split_once(" -> ").expect("the winner");
        let players = plays.split_whitespace().count();
        let leader: u8 = leader.parse().expect("a seat");
        let winner: u8 = winner.parse().expect("a seat");
        let won = t.winner(&trick(leader, players, plays));
        assert_eq!(won, Seat(winner), "trump {tr}: {spec}");
    }
}

#[test]
fn supertrump_beats_everything() {
    won_by(
        "R5",
        &[
            // Even a trump-number card played before it.
            "0: G5 R5 R9 B9 -> 1",
            "0: B5 Y5 G5 R5 -> 3",
            // Led, it wins too; trump-suit and led-suit cards cannot touch it.
            "0: R5 R9 G5 B9 -> 0",
            "2: Y9 R5 R8 -> 0",
        ],
    );
}

#[test]
fn first_trump_number_card_wins_over_later_number_and_suit_cards() {
    won_by(
        "Y5",
        &[
            "0: G2 B5 G5 Y9 -> 1",
            "0: G9 Y9 R5 B5 -> 2",
            // A trump-number card led wins over the led suit's highest and over the trump suit.
            "1: R5 R9 Y9 G5 -> 1",
        ],
    );
    // Number only: the first 5 wins whatever its suit.
    won_by("-5", &["0: G9 B5 R5 G8 -> 1", "3: R5 R9 B5 R8 -> 3"]);
}

#[test]
fn highest_trump_suit_card_wins_without_a_number_card() {
    won_by(
        "Y5",
        &[
            "0: G9 Y2 Y7 G8 -> 2",
            // Trump suit led: highest trump-suit card.
            "0: Y1 Y8 G9 Y3 -> 1",
        ],
    );
    // Suit only.
    won_by("Y-", &["0: G9 Y1 G5 B9 -> 1", "0: B9 Y4 Y6 -> 2"]);
}

#[test]
fn highest_non_trump_of_the_led_suit_wins_and_off_suit_never_wins() {
    won_by(
        "Y5",
        &[
            "0: G3 G9 B9 R9 -> 1",
            // Off-suit non-trump cards never win, however high: the lowest led card wins.
            "0: G1 B9 R9 B8 -> 0",
            "2: B2 R9 G9 -> 2",
            // The 5 of the led suit would win as a trump-number card; without it the highest
            // green wins.
            "0: G3 G4 G8 G6 -> 2",
        ],
    );
    // Suit only: number cards are ordinary.
    won_by("R-", &["0: G2 G5 G9 B9 -> 2"]);
}

#[test]
fn no_trump_at_all_highest_of_led_suit() {
    won_by(
        "--",
        &[
            "0: G3 G9 R9 G5 -> 1",
            "1: B1 R9 Y9 G9 -> 1",
            "2: R4 R2 R6 -> 1",
        ],
    );
    let t = trump("--");
    assert!(!t.is_trump(card("R5")));
    assert_eq!(t.supertrump(), None);
}

#[test]
fn number_only_has_no_supertrump_and_no_trump_suit() {
    let t = trump("-3");
    assert_eq!(t.supertrump(), None);
    assert!(t.is_trump(card("B3")) && !t.is_trump(card("B4")));
    won_by("-3", &["0: B4 B9 G3 R3 -> 2", "0: B4 B9 G2 R8 -> 1"]);
}

#[test]
fn winner_matches_the_oracle_on_every_small_case() {
    // Exhaustive-ish cross-check: every trump choice against many 3- and 4-card tricks.
    let deck = all_cards();
    let mut rng = RandomPolicy::new(1);
    for tr in trumps_rules::games::what_trump::Trump::all_choices() {
        for _ in 0..400 {
            let players = 3 + rng.below(2);
            let mut pool = deck.clone();
            let mut t = trumps_rules::engine::Trick::new(Seat(rng.below(players) as u8));
            for k in 0..players {
                let c = pool.swap_remove(rng.below(pool.len()));
                t.plays.push((t.leader.offset(k, players), c));
            }
            assert_eq!(tr.winner(&t), oracle_winner(tr, &t), "{tr:?} {t:?}");
        }
    }
}

// ---------------------------------------------------------------- following

/// With the trump `tr`, each hand may play the cards given to the card led. A case is written
/// `"R3: R5 R2 -> R2"`: the card led (`-` when leading), the hand, and the cards it may play.
fn may_play(tr: &str, cases: &[&str]) {
    let t = trump(tr);
    for spec in cases {
        let (led, rest) = spec.split_once(": ").expect("the card led");
        let (hand, want) = rest.split_once(" -> ").expect("the cards playable");
        let led = (led != "-").then(|| card(led));
        assert_eq!(
            t.playable(&cards(hand), led),
            cards(want),
            "trump {tr}: {spec}"
        );
    }
}

#[test]
fn trump_number_card_of_the_led_suit_does_not_follow() {
    may_play(
        "-5",
        &[
            "R3: R5 R2 -> R2",
            // Holding only R5 and G3: nothing follows red, so either may be played.
            "R3: G3 R5 -> G3 R5",
        ],
    );
    assert!(!trump("-5").follows(card("R3"), card("R5")));
    // Same with a trump suit: R5 is the supertrump, still no follow for red.
    may_play("B5", &["R3: R2 R5 B1 -> R2"]);
    // A trump-suit card led is a trump lead: only trumps follow it.
    may_play("Y-", &["Y9: Y1 G3 -> Y1"]);
}

#[test]
fn trump_led_requires_any_trump() {
    may_play(
        "Y5",
        &[
            // A trump-suit card led: trump-number cards and trump-suit cards both follow.
            "Y2: R5 Y9 G1 -> R5 Y9",
            // A trump-number card led (printed red): red cards do not follow, trumps do.
            "R5: R2 Y1 G8 -> Y1",
            "R5: R2 B5 G8 -> B5",
            // The supertrump led.
            "Y5: B5 G3 -> B5",
            // Without a trump, anything.
            "Y5: R2 G8 B1 -> R2 G8 B1",
        ],
    );
    // Number only: any 5 follows a led 5.
    may_play("-5", &["R5: R1 G5 R9 -> G5"]);
}

#[test]
fn other_trumps_only_when_void_of_the_led_suit() {
    may_play(
        "B7",
        &[
            "G4: G2 B3 R7 Y9 -> G2",
            // Void in non-trump green: trumps and off-suit cards are all allowed.
            "G4: B3 R7 Y9 G7 -> B3 R7 Y9 G7",
            // Leading: anything.
            "-: G2 B3 -> G2 B3",
        ],
    );
}

#[test]
fn follows_matches_the_ruling_for_every_pair() {
    for tr in trumps_rules::games::what_trump::Trump::all_choices() {
        for led in all_cards() {
            for c in all_cards() {
                let expected = if tr.is_trump(led) {
                    tr.is_trump(c)
                } else {
                    !tr.is_trump(c) && c.suit() == led.suit()
                };
                assert_eq!(tr.follows(led, c), expected, "{tr:?} led {led} card {c}");
            }
        }
    }
}

// ---------------------------------------------------------------- worked deals through the engine

/// The hand-made deal `h` dealt by `dealer` with trump `tr`, every seat holding and choosing
/// the one task `t`: the first trick is next.
fn worked_round(h: &[Vec<Card>], dealer: u8, t: &str, tr: Trump) -> WhatTrump {
    let players = h.len();
    let mut g = worked_game(h, dealer, same_chips(players, &[task(t)]), tr);
    choose_tasks(&mut g, &vec![Some(task(t)); players]);
    g
}

/// Plays `c` for the seat to act, checking it is that seat's turn.
fn play(g: &mut WhatTrump, seat: u8, c: &str) {
    assert_eq!(g.to_act(), Some(Seat(seat)), "turn before {c}");
    g.apply(Seat(seat), Action::Play { card: card(c) })
        .unwrap_or_else(|e| panic!("seat {seat} plays {c}: {e}"));
}

/// Plays `c` for `seat` (`play`); the next seat may then play exactly the cards `next`.
fn play_leaving(g: &mut WhatTrump, seat: u8, c: &str, next: &str) {
    play(g, seat, c);
    assert_eq!(legal_cards(g), cards(next), "after {c}");
}

fn legal_cards(g: &WhatTrump) -> Vec<Card> {
    let mut v: Vec<Card> = g.legal_actions().iter().filter_map(|a| a.card()).collect();
    v.sort();
    v
}

/// An illegal follow is refused with `MustFollow` and leaves the state byte-for-byte unchanged.
fn refuse_follow(g: &mut WhatTrump, seat: u8, c: &str, led: &str) {
    let before = serialized(g);
    let err = g.apply(Seat(seat), Action::Play { card: card(c) });
    assert_eq!(
        err,
        Err(ActionError::MustFollow {
            card: card(c),
            led: card(led)
        })
    );
    assert_eq!(serialized(g), before, "state changed by a refused play");
}

fn last_winner(g: &WhatTrump) -> Seat {
    g.round()
        .expect("round")
        .tricks
        .last()
        .expect("a trick")
        .winner
}

#[test]
fn worked_deal_number_only() {
    // Trump: no suit, number 5. R1 is the lowest card overall, so seat 0 leads.
    let h = hands(&[
        "R1 R3 R4 G1 G2 Y1 Y2 B1 B2",
        "R2 R5 G3 G4 G5 Y3 Y4 B3 B4",
        "R6 R7 G6 G7 Y5 Y6 B5 B6 B7",
        "R8 R9 G8 G9 Y7 Y8 Y9 B8 B9",
    ]);
    let mut g = worked_round(&h, 3, "most", trump("-5"));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.round().expect("round").trick.leader, Seat(0));

    // Trick 1: red led; seat 1 holds R5 (a trump) and R2: R5 does not follow.
    play_leaving(&mut g, 0, "R1", "R2");
    refuse_follow(&mut g, 1, "R5", "R1");
    refuse_follow(&mut g, 1, "G3", "R1");
    play_leaving(&mut g, 1, "R2", "R6 R7");
    play(&mut g, 2, "R7");
    play(&mut g, 3, "R8");
    assert_eq!(last_winner(&g), Seat(3));
    // The trick winner leads next.
    assert_eq!(g.round().expect("round").trick.leader, Seat(3));

    // Trick 2: seat 1 has no non-trump red left (only R5), so anything goes.
    play_leaving(&mut g, 3, "R9", "R3 R4");
    play_leaving(&mut g, 0, "R3", "R5 G3 G4 G5 Y3 Y4 B3 B4");
    play_leaving(&mut g, 1, "G5", "R6");
    play(&mut g, 2, "R6");
    assert_eq!(
        last_winner(&g),
        Seat(1),
        "the 5 is a trump and beats the red"
    );

    // Trick 3: a trump led: every player must play a trump if they have one.
    play_leaving(&mut g, 1, "R5", "Y5 B5");
    refuse_follow(&mut g, 2, "G6", "R5");
    refuse_follow(&mut g, 2, "B6", "R5");
    play(&mut g, 2, "Y5");
    assert_eq!(legal_cards(&g).len(), 7, "seat 3 has no trump: any card");
    play(&mut g, 3, "Y9");
    play(&mut g, 0, "R4");
    assert_eq!(
        last_winner(&g),
        Seat(1),
        "first 5 played wins over a later 5"
    );

    // Wrong seat and a card not in hand are refused too, without changing anything.
    let before = serialized(&g);
    assert_eq!(
        g.apply(Seat(2), Action::Play { card: card("G6") }),
        Err(ActionError::NotYourTurn {
            to_act: Seat(1),
            seat: Seat(2)
        })
    );
    assert_eq!(
        g.apply(Seat(1), Action::Play { card: card("G9") }),
        Err(ActionError::CardNotInHand(card("G9")))
    );
    assert_eq!(serialized(&g), before);

    play_tricks_first_legal(&mut g);
    assert_eq!(g.history().len(), 1);
    assert_eq!(g.history()[0].tricks.len(), 9);
}

#[test]
fn worked_deal_trump_suit_and_number_three_players() {
    // Trump: blue and 3 (supertrump B3). Seat 0 holds B1, the lowest blue, and leads.
    let h = hands(&[
        "R1 R2 R3 R4 G1 G2 G4 Y1 Y2 Y4 B1 B2",
        "R5 R6 R7 R8 R9 G3 G5 G6 G7 Y7 B4 B5",
        "G8 G9 Y3 Y5 Y6 Y8 Y9 B3 B6 B7 B8 B9",
    ]);
    let mut g = worked_round(&h, 1, "zero", trump("B3"));
    assert_eq!(g.round().expect("round").trick.leader, Seat(0));

    // Trick 1: non-trump red led. Seat 1 must follow (not B4, not the trump-number G3);
    // seat 2 is void and wins with a trump-suit card.
    play_leaving(&mut g, 0, "R1", "R5 R6 R7 R8 R9");
    refuse_follow(&mut g, 1, "B4", "R1");
    refuse_follow(&mut g, 1, "G3", "R1");
    play(&mut g, 1, "R9");
    assert_eq!(legal_cards(&g).len(), 12);
    play(&mut g, 2, "B6");
    assert_eq!(last_winner(&g), Seat(2));

    // Trick 2: green led; R3 and G3 are trumps and do not follow.
    play_leaving(&mut g, 2, "G8", "G1 G2 G4");
    play_leaving(&mut g, 0, "G4", "G5 G6 G7");
    refuse_follow(&mut g, 1, "G3", "G8");
    play(&mut g, 1, "G7");
    assert_eq!(last_winner(&g), Seat(2));

    // Trick 3: a trump-number card led; any trump follows. The first 3 wins over a later 3
    // and over the trump suit.
    play_leaving(&mut g, 2, "Y3", "R3 B1 B2");
    refuse_follow(&mut g, 0, "Y1", "Y3");
    play_leaving(&mut g, 0, "B2", "G3 B4 B5");
    play(&mut g, 1, "G3");
    assert_eq!(last_winner(&g), Seat(2));

    // Trick 4: trump suit led; a number card beats the trump suit.
    play_leaving(&mut g, 2, "B9", "R3 B1");
    play(&mut g, 0, "R3");
    play(&mut g, 1, "B5");
    assert_eq!(last_winner(&g), Seat(0));

    // Trick 5: red led, seat 1 follows, seat 2 is void and plays the supertrump.
    play(&mut g, 0, "R2");
    play(&mut g, 1, "R5");
    let before = g.clone();
    play(&mut g, 2, "B3");
    assert_eq!(last_winner(&g), Seat(2));

    // Each trick says why it was won, to every seat, and the replay says it as it happens.
    let why = [
        "Cleo's ♦6 (blue 6) wins the trick: the only trump.",
        "Cleo's ♣8 (green 8) wins the trick: the highest of the led suit, no trump played.",
        "Cleo's ♠3 (yellow 3) wins the trick: the first card of the trump number played.",
        "Ann's ♥3 (red 3) wins the trick: the trump number.",
        "Cleo's ♦3 (blue 3) wins the trick: the supertrump.",
    ];
    for seat in 0..3 {
        let view = g.view_of(Seat(seat));
        for (i, line) in why.iter().enumerate() {
            assert_eq!(view.trick_reason(i, &name).as_deref(), Some(*line));
        }
        assert_eq!(view.trick_reason(why.len(), &name), None);
    }
    let names: Vec<String> = (0..3).map(|s| name(Seat(s))).collect();
    let teller = Teller {
        seat: Seat(2),
        viewpoint: Viewpoint::Seat(Seat(0)),
        names: &names,
    };
    let played = Action::Play { card: card("B3") };
    assert_eq!(
        in_english(&WhatTrump::caption(&before, &g, &played, &teller)),
        format!("Cleo played ♦3 (blue 3). {}", why[4])
    );

    play_tricks_first_legal(&mut g);
    assert_eq!(g.history()[0].tricks.len(), 12);
    // Once the round is scored its tricks are still explained, from the history.
    let view = g.view_of(Seat(1));
    assert_eq!(
        view.scored_trick_reason(0, 4, &name).as_deref(),
        Some(why[4])
    );
    assert_eq!(view.scored_trick_reason(0, 12, &name), None);
}

fn name(s: Seat) -> String {
    ["Ann", "Ben", "Cleo", "Dev"][s.index()].to_string()
}

/// The line for a trick written as `won_by` writes it (without the winner), with trump `tr`.
fn why(tr: &str, spec: &str) -> String {
    let t = trump(tr);
    let (leader, plays) = spec.split_once(": ").expect("the leader");
    let leader: u8 = leader.parse().expect("a seat");
    let played = trick(leader, plays.split_whitespace().count(), plays);
    let done = played.clone().complete(t.winner(&played));
    let told = t.explain(&done).expect("the winner played");
    told.line(&name, card_words)
}

#[test]
fn each_trick_says_which_rule_won_it() {
    // "My 4♥ beat 7♠ and 5♠": the 4s were trump.
    assert_eq!(
        why("-4", "0: Y7 R4 Y5"),
        "Ben's ♥4 (red 4) wins the trick: the trump number."
    );
    assert_eq!(
        why("Y5", "0: G2 B5 G5 Y9"),
        "Ben's ♦5 (blue 5) wins the trick: the first card of the trump number played."
    );
    assert_eq!(
        why("R5", "0: G5 R5 R9 B9"),
        "Ben's ♥5 (red 5) wins the trick: the supertrump."
    );
    assert_eq!(
        why("Y5", "0: G9 Y2 Y7 G8"),
        "Cleo's ♠7 (yellow 7) wins the trick: the highest trump."
    );
    assert_eq!(
        why("Y-", "0: G9 Y1 G5 B9"),
        "Ben's ♠1 (yellow 1) wins the trick: the only trump."
    );
    assert_eq!(
        why("Y5", "0: G3 G9 B9 R9"),
        "Ben's ♣9 (green 9) wins the trick: the highest of the led suit, no trump played."
    );
    // Off-suit cards never win, however high: the led card, followed by nothing, wins.
    assert_eq!(
        why("Y5", "0: G1 B9 R9 B8"),
        "Ann's ♣1 (green 1) wins the trick: nothing followed it and no trump was played."
    );
}

#[test]
fn first_leader_holds_the_lowest_trump_suit_card_or_the_lowest_card() {
    // Every trump choice on many random deals: with a trump suit, the holder of its 1;
    // without one, the holder of R1 (rank first, then red < green < yellow < blue).
    let mut checked = 0;
    for seed in 0..40u64 {
        for players in [3usize, 4] {
            let h = random_hands(players, seed);
            let dealer = (seed % players as u64) as u8;
            let choices = trumps_rules::games::what_trump::Trump::all_choices();
            let tr = choices[(seed as usize * 7 + players) % choices.len()];
            let g = worked_round(&h, dealer, "last", tr);
            let lowest = card(&format!("{}1", tr.suit.map_or('R', |s| s.letter())));
            let holder = h
                .iter()
                .position(|hand| hand.contains(&lowest))
                .expect("dealt");
            let r = g.round().expect("round");
            assert_eq!(r.trick.leader, Seat(holder as u8), "{tr:?}");
            assert_eq!(g.to_act(), Some(Seat(holder as u8)));
            checked += 1;
        }
    }
    assert_eq!(checked, 80);
}

#[test]
fn first_leader_with_number_one_and_no_suit_is_still_r1() {
    // R1 is a trump here but still the lowest card overall; the dealer holds G1 and B1.
    let h = hands(&[
        "G1 B1 R3 R4 G2 Y2 B2 G3 Y3",
        "R2 R5 G4 G5 Y4 Y5 B3 B4 B5",
        "R1 R6 G6 G7 Y6 Y1 B6 B7 R7",
        "R8 R9 G8 G9 Y7 Y8 Y9 B8 B9",
    ]);
    let g = worked_round(&h, 0, "last", trump("-1"));
    assert_eq!(g.to_act(), Some(Seat(2)));
    // With green trump: the holder of G1 leads, here the dealer.
    let g = worked_round(&h, 0, "last", trump("G-"));
    assert_eq!(g.to_act(), Some(Seat(0)), "the dealer may lead");
}

// ---------------------------------------------------------------- chip draft, rounds, tasks

/// Plays the chip draft with each seat taking the first distinct chip left.
fn chip_draft(g: &mut WhatTrump) {
    while g.phase() == Phase::ChipDraft {
        let seat = g.to_act().expect("someone picks");
        let a = g.legal_actions()[0];
        g.apply(seat, a).expect("pick");
    }
}

#[test]
fn chip_draft_dealer_first_clockwise_five_each() {
    for seed in 0..20u64 {
        for players in [3u8, 4] {
            let mut g = WhatTrump::new(Options { players }, seed).expect("valid");
            let d = g.dealer();
            assert_eq!(g.first_dealer(), d);
            let mut order = Vec::new();
            while g.phase() == Phase::ChipDraft {
                let seat = g.to_act().expect("someone picks");
                order.push(seat);
                let a = g.legal_actions()[0];
                g.apply(seat, a).expect("pick");
            }
            let expected: Vec<Seat> = (0..5 * players as usize)
                .map(|k| d.offset(k, players as usize))
                .collect();
            assert_eq!(order, expected);
            assert!(g.chips().iter().all(|c| c.len() == 5));
            assert!(g.pool().is_empty(), "leftover chips leave the game");
            assert_eq!(g.phase(), Phase::ChooseTrump);
            assert_eq!(g.to_act(), Some(d), "the dealer sets the trump");
        }
    }
    assert!(WhatTrump::new(Options { players: 2 }, 0).is_none());
    assert!(WhatTrump::new(Options { players: 5 }, 0).is_none());
}

#[test]
fn chip_pool_holds_two_of_each_task() {
    let mut g = WhatTrump::new(Options { players: 4 }, 3).expect("valid");
    let t = task("no-blue");
    for _ in 0..2 {
        let seat = g.to_act().expect("turn");
        g.apply(seat, Action::PickChip { task: t }).expect("pick");
    }
    let seat = g.to_act().expect("turn");
    let before = g.clone();
    assert_eq!(
        g.apply(seat, Action::PickChip { task: t }),
        Err(ActionError::ChipNotInPool(t))
    );
    assert_eq!(g, before);
    assert!(!g.legal_actions().contains(&Action::PickChip { task: t }));
}

/// Drives a fresh game through its chip draft and the dealer's trump choice, then drafts.
/// Returns the draft logs of the first `rounds` rounds, each with its markers.
fn draft_rounds(players: u8, seed: u64, rounds: usize) -> Vec<(Vec<Seat>, Vec<DraftPick>)> {
    let mut g = WhatTrump::new(Options { players }, seed).expect("valid");
    let mut policy = RandomPolicy::new(seed);
    let mut out = Vec::new();
    chip_draft(&mut g);
    while out.len() < rounds && g.phase() != Phase::GameOver {
        let seat = g.to_act().expect("turn");
        let legal = g.legal_actions();
        g.apply(seat, policy.pick(&legal)).expect("legal");
        if g.phase() == Phase::ChooseTasks
            && g.round().expect("round").tasks.iter().all(Option::is_none)
        {
            let r = g.round().expect("round");
            let hands_ok = r.hands.iter().all(|h| h.len() == 36 / players as usize);
            assert!(hands_ok, "hands after the draft: {:?}", r.hands);
            out.push((r.markers.to_vec(), r.draft_log.clone()));
            // Move on: the first task choice makes this condition false.
            let seat = g.to_act().expect("turn");
            let legal = g.legal_actions();
            g.apply(seat, legal[0]).expect("legal");
        }
    }
    out
}

/// The seats that drafted from column `col` (4 cards a column), in order.
fn column_picks(log: &[DraftPick], col: usize) -> Vec<Seat> {
    log[col * 4..col * 4 + 4]
        .iter()
        .map(|p| {
            assert_eq!(p.column, col, "a pick from column {col}");
            p.seat
        })
        .collect()
}

/// How many cards each of `players` seats drafted.
fn picks_per_seat(log: &[DraftPick], players: u8) -> Vec<usize> {
    (0..players)
        .map(|s| log.iter().filter(|p| p.seat == Seat(s)).count())
        .collect()
}

#[test]
fn three_players_markers_balanced_and_marker_takes_two() {
    let mut rounds = 0;
    for seed in 0..150u64 {
        for (markers, log) in draft_rounds(3, seed, 3) {
            rounds += 1;
            for s in 0..3u8 {
                assert_eq!(markers.iter().filter(|&&m| m == Seat(s)).count(), 3);
            }
            assert_eq!(log.len(), 36);
            for (col, &m) in markers.iter().enumerate() {
                let want = vec![m, m.next(3), m.next(3).next(3), m];
                assert_eq!(column_picks(&log, col), want);
            }
            assert_eq!(picks_per_seat(&log, 3), [12; 3]);
        }
    }
    assert!(rounds >= 300, "only {rounds} rounds drafted");
}

#[test]
fn four_players_one_card_per_column_each() {
    let mut rounds = 0;
    for seed in 0..100u64 {
        for (markers, log) in draft_rounds(4, seed, 3) {
            rounds += 1;
            for (col, &m) in markers.iter().enumerate() {
                let expected: Vec<Seat> = m.clockwise(4).collect();
                assert_eq!(column_picks(&log, col), expected);
            }
            assert_eq!(picks_per_seat(&log, 4), [9; 4]);
        }
    }
    assert!(rounds >= 200);
}

#[test]
fn only_non_dealers_choose_tasks_clockwise_from_the_dealers_left() {
    for seed in 0..10u64 {
        for players in [3usize, 4] {
            let h = random_hands(players, seed);
            let dealer = (seed % players as u64) as u8;
            let chips = same_chips(players, &[task("most"), task("fewest")]);
            let mut g = worked_game(&h, dealer, chips, trump("G4"));
            let mut order = Vec::new();
            while g.phase() == Phase::ChooseTasks {
                let seat = g.to_act().expect("turn");
                order.push(seat);
                assert_ne!(seat, Seat(dealer), "the dealer has no task");
                // A chip the seat does not hold is refused.
                let before = g.clone();
                let t = task("zero");
                assert_eq!(
                    g.apply(seat, Action::ChooseTask { task: t }),
                    Err(ActionError::TaskNotHeld(t))
                );
                assert_eq!(g, before);
                g.apply(
                    seat,
                    Action::ChooseTask {
                        task: task("fewest"),
                    },
                )
                .expect("held");
            }
            let expected: Vec<Seat> = Seat(dealer).clockwise(players).skip(1).collect();
            assert_eq!(order, expected);
            let r = g.round().expect("round");
            assert_eq!(r.tasks[dealer as usize], None);
        }
    }
}

// ---------------------------------------------------------------- views

#[test]
fn trump_is_the_dealers_secret_until_the_draft_ends() {
    for seed in 0..30u64 {
        for players in [3u8, 4] {
            let mut g = WhatTrump::new(Options { players }, seed).expect("valid");
            chip_draft(&mut g);
            let dealer = g.dealer();
            for s in Seat::all(players as usize) {
                let r = g.view_of(s).round.expect("round view");
                assert!(!r.trump_set);
                assert_eq!(r.trump, None);
                assert!(
                    r.markers.iter().all(Option::is_none),
                    "no marker before the draft"
                );
            }
            let t1 = trump("G7");
            let t2 = trump("--");
            let mut a = g.clone();
            let mut b = g.clone();
            a.apply(dealer, Action::SetTrump { trump: t1 })
                .expect("set");
            b.apply(dealer, Action::SetTrump { trump: t2 })
                .expect("set");
            let mut policy = RandomPolicy::new(seed);
            while a.phase() == Phase::Draft {
                let active = a.round().expect("round").active_column;
                for s in Seat::all(players as usize) {
                    let va = a.view_of(s);
                    let ra = va.round.as_ref().expect("round view");
                    assert!(ra.trump_set);
                    if s == dealer {
                        assert_eq!(ra.trump, Some(t1));
                    } else {
                        assert_eq!(ra.trump, None);
                        assert_eq!(va, b.view_of(s), "a non-dealer's view depends on the trump");
                    }
                    for (i, m) in ra.markers.iter().enumerate() {
                        if i <= active {
                            assert_eq!(*m, Some(a.round().expect("round").markers[i]));
                        } else {
                            assert_eq!(*m, None, "marker of column {i} shown early");
                        }
                    }
                }
                let seat = a.to_act().expect("turn");
                let act = policy.pick(&a.legal_actions());
                a.apply(seat, act).expect("legal");
                b.apply(seat, act).expect("legal");
            }
            assert_eq!(a.phase(), Phase::ChooseTasks);
            for s in Seat::all(players as usize) {
                assert_eq!(
                    a.view_of(s).round.expect("round view").trump,
                    Some(t1),
                    "revealed"
                );
            }
        }
    }
}

/// Every string in a JSON value outside the given top-level / round-level keys.
fn strings_outside(v: &Value, skip: &[&str], out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|x| strings_outside(x, skip, out)),
        Value::Object(o) => {
            for (k, x) in o {
                if !skip.contains(&k.as_str()) {
                    strings_outside(x, skip, out);
                }
            }
        }
        _ => {}
    }
}

#[test]
fn other_players_tasks_never_show_before_scoring() {
    let mut compared = 0;
    for seed in 0..40u64 {
        for players in [3u8, 4] {
            let mut g = WhatTrump::new(Options { players }, seed).expect("valid");
            let mut policy = RandomPolicy::new(seed + 1000);
            // Play to the first task choice of a round where the chooser has two chip types.
            let mut found = None;
            for _ in 0..20_000 {
                if g.phase() == Phase::GameOver {
                    break;
                }
                if g.phase() == Phase::ChooseTasks {
                    let seat = g.to_act().expect("turn");
                    let mut held = g.chips()[seat.index()].to_vec();
                    held.dedup();
                    if held.len() >= 2 {
                        found = Some((seat, held[0], held[1]));
                        break;
                    }
                }
                let seat = g.to_act().expect("turn");
                g.apply(seat, policy.pick(&g.legal_actions()))
                    .expect("legal");
            }
            let Some((x, t1, t2)) = found else { continue };
            let mut a = g.clone();
            let mut b = g;
            a.apply(x, Action::ChooseTask { task: t1 }).expect("held");
            b.apply(x, Action::ChooseTask { task: t2 }).expect("held");
            let rounds = a.history().len();
            while a.history().len() == rounds && a.phase() != Phase::DealerDiscard {
                for s in Seat::all(players as usize) {
                    let va = a.view_of(s);
                    let ra = va.round.as_ref().expect("round view");
                    if s == x {
                        assert_eq!(ra.my_task, Some(t1));
                        continue;
                    }
                    assert_eq!(va, b.view_of(s), "seat {s} can tell seat {x}'s task");
                    assert_eq!(ra.my_task, a.round().expect("round").tasks[s.index()]);
                    // No task code anywhere except the public chips, past rounds and own items.
                    let json = serde_json::to_value(&va).expect("view serialises");
                    let mut strings = Vec::new();
                    strings_outside(
                        &json,
                        &["chips", "history", "pool", "my_task", "tasks", "legal"],
                        &mut strings,
                    );
                    // The known tasks are only the seat's own.
                    for (i, t) in ra.tasks.iter().enumerate() {
                        assert_eq!(*t, if i == s.index() { ra.my_task } else { None });
                    }
                    for st in strings {
                        assert!(
                            st.parse::<Task>().is_err(),
                            "task code {st} leaks to seat {s}"
                        );
                    }
                    if va.to_act != Some(s) {
                        assert!(va.legal.is_empty());
                    }
                    compared += 1;
                }
                let seat = a.to_act().expect("turn");
                let act = policy.pick(&a.legal_actions());
                a.apply(seat, act).expect("legal");
                b.apply(seat, act).expect("legal");
            }
            // After scoring the tasks are public in the history.
            if a.phase() != Phase::DealerDiscard {
                let last = a.history().last().expect("scored");
                assert!(last.tasks.iter().any(|r| r.seat == x && r.task == t1));
            }
        }
    }
    assert!(compared > 5_000, "only {compared} views compared");
}

#[test]
fn with_deal_refuses_an_impossible_deal() {
    let h = random_hands(3, 5);
    let (grid, markers) = grid_for(&h);
    let opts = Options { players: 3 };
    let chips = || same_chips(3, &[task("most")]);
    let ok = WhatTrump::with_deal(opts, 1, Seat(2), chips(), grid.clone(), markers.clone());
    let g = ok.expect("a valid deal");
    assert_eq!(
        (g.dealer(), g.first_dealer(), g.phase()),
        (Seat(2), Seat(2), Phase::ChooseTrump)
    );
    assert!(g.pool().is_empty());
    let mut dup = grid.clone();
    dup[0][0] = dup[0][1];
    assert!(WhatTrump::with_deal(opts, 1, Seat(0), chips(), dup, markers.clone()).is_none());
    let unbalanced = vec![Seat(0); 9];
    assert!(WhatTrump::with_deal(opts, 1, Seat(0), chips(), grid.clone(), unbalanced).is_none());
    let no_chips = vec![vec![task("most")], vec![], vec![task("most")]];
    assert!(
        WhatTrump::with_deal(opts, 1, Seat(0), no_chips, grid.clone(), markers.clone()).is_none()
    );
    assert!(WhatTrump::with_deal(opts, 1, Seat(3), chips(), grid, markers).is_none());
}
