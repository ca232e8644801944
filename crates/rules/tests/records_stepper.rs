//! Stepping through a record (the app's replay viewer): the state and every seat's view at
//! every step equal the game's own; an observer sees only what is public unless the recorded
//! game is finished; the words for each decision keep secrets; a cut record plays on.

use crate::common;

use common::RandomPolicy;
use trumps_rules::engine::{Game, Seat};
use trumps_rules::games::what_trump::Chance as GivenChance;
use trumps_rules::games::what_trump::{Action, Options, Phase, Viewpoint, WhatTrump};
use trumps_rules::records::{Record, SeatInfo, Stepper};

fn names(players: usize) -> Vec<String> {
    ["Ann", "Ben", "Cleo", "Dev"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// A decision's action as What Trump?'s.
fn action(d: &trumps_rules::records::Decision) -> Action {
    serde_json::from_value(d.action.clone()).expect("a What Trump? action")
}

/// The step just after the first decision whose action is `wanted`, and the seat that took it.
fn step_after(record: &Record, wanted: impl Fn(&Action) -> bool) -> (usize, Seat) {
    let i = record
        .decisions
        .iter()
        .position(|d| wanted(&action(d)))
        .expect("such a decision");
    (i + 1, record.decisions[i].seat)
}

/// A random game: the record and the state after every decision.
fn play(seed: u64, players: usize) -> (Record, Vec<WhatTrump>) {
    let seats = names(players).into_iter().map(SeatInfo::human).collect();
    let options = Options {
        players: players as u8,
    };
    let mut record = Record::new::<WhatTrump>(&options, seats, seed, &GivenChance::default());
    let mut game = WhatTrump::new(options, seed).expect("start");
    let mut policy = RandomPolicy::new(seed ^ 0x5151);
    let mut states = vec![game.clone()];
    while let Some(seat) = game.to_act() {
        let a = policy.pick(&game.legal_actions());
        game.apply(seat, a).expect("legal");
        record.push::<WhatTrump>(seat, &a);
        states.push(game.clone());
    }
    (record, states)
}

#[test]
fn every_step_matches_the_game_and_every_seat_view() {
    for seed in 0..40u64 {
        let players = 3 + (seed % 2) as usize;
        let (record, states) = play(seed, players);
        let stepper = Stepper::new(record.clone()).expect("replays");
        assert_eq!(stepper.steps(), record.decisions.len());
        assert!(stepper.finished());
        for (k, state) in states.iter().enumerate() {
            assert_eq!(
                stepper.state_as::<WhatTrump>(k),
                Some(state),
                "state at step {k}"
            );
            for s in Seat::all(players) {
                let expected = state.view_of(s);
                assert_eq!(
                    stepper
                        .view_as::<WhatTrump>(k, Viewpoint::Seat(s))
                        .expect("a What Trump? record"),
                    expected
                );
            }
        }
        // Past the end is the end.
        assert_eq!(stepper.state_as::<WhatTrump>(usize::MAX), states.last());
    }
}

/// The first step at which `phase` holds.
fn first_step(states: &[WhatTrump], phase: Phase) -> usize {
    states
        .iter()
        .position(|g| g.phase() == phase)
        .expect("the phase occurs")
}

#[test]
fn an_observer_sees_secrets_only_when_the_game_is_finished() {
    let (record, states) = play(7, 4);
    let draft = first_step(&states, Phase::Draft);
    let play_step = first_step(&states, Phase::Play);
    let trump = states[draft]
        .round()
        .and_then(|r| r.trump)
        .expect("trump set");

    // Finished: the observer sees the trump during the draft, every marker and every task.
    let done = Stepper::new(record.clone()).expect("replays");
    assert_eq!(done.effective(Viewpoint::Observer), Viewpoint::Everything);
    let v = done
        .view_as::<WhatTrump>(draft, Viewpoint::Observer)
        .expect("a What Trump? record");
    assert!(v.observer && v.legal.is_empty() && v.my_hand().is_empty());
    let r = v.round.expect("round");
    assert_eq!(r.trump, Some(trump));
    assert!(r.markers.iter().all(Option::is_some));
    let r = done
        .view_as::<WhatTrump>(play_step, Viewpoint::Observer)
        .expect("a What Trump? record")
        .round
        .expect("round");
    let dealer = r.dealer;
    for s in Seat::all(4) {
        assert_eq!(
            r.tasks[s.index()].is_some(),
            s != dealer,
            "seat {s} task shown"
        );
    }

    // Cut in the middle of the first round's play: nothing secret for the observer.
    let cut = Stepper::new(done.truncated(play_step + 2)).expect("replays");
    assert!(!cut.finished());
    assert_eq!(cut.effective(Viewpoint::Observer), Viewpoint::Observer);
    let v = cut
        .view_as::<WhatTrump>(draft, Viewpoint::Observer)
        .expect("a What Trump? record");
    let r = v.round.expect("round");
    assert_eq!(r.trump, None, "no trump for an observer during the draft");
    assert!(r.markers.iter().skip(1).all(Option::is_none));
    let r = cut
        .view_as::<WhatTrump>(play_step, Viewpoint::Observer)
        .expect("a What Trump? record")
        .round
        .expect("round");
    assert!(
        r.tasks.iter().all(Option::is_none),
        "no tasks for an observer"
    );
    assert!(r.my_task.is_none());
    // The dealer sees the trump at once; another seat only its own task.
    let v = cut
        .view_as::<WhatTrump>(draft, Viewpoint::Seat(dealer))
        .expect("a What Trump? record");
    assert_eq!(v.round.expect("round").trump, Some(trump));
    let other = dealer.next(4);
    let r = cut
        .view_as::<WhatTrump>(play_step, Viewpoint::Seat(other))
        .expect("a What Trump? record")
        .round
        .expect("round");
    for s in Seat::all(4) {
        assert_eq!(r.tasks[s.index()].is_some(), s == other);
    }
}

#[test]
fn descriptions_keep_secrets() {
    let (record, states) = play(11, 4);
    let names = names(4);
    let (set_trump, dealer) = step_after(&record, |a| matches!(a, Action::SetTrump { .. }));
    let trump = states[set_trump]
        .round()
        .and_then(|r| r.trump)
        .expect("trump");
    let secret = trump.describe();
    let cut = Stepper::new({
        let mut r = record.clone();
        r.decisions.truncate(set_trump + 3);
        r
    })
    .expect("replays");
    let text = cut.describe(set_trump, Viewpoint::Observer, &names);
    assert!(
        text.contains("set the secret trump") && !text.contains(&secret),
        "{text}"
    );
    let text = cut.describe(set_trump, Viewpoint::Seat(dealer.next(4)), &names);
    assert!(!text.contains(&secret), "{text}");
    let text = cut.describe(set_trump, Viewpoint::Seat(dealer), &names);
    assert!(text.contains(&secret), "{text}");
    let full = Stepper::new(record.clone()).expect("replays");
    let text = full.describe(set_trump, Viewpoint::Observer, &names);
    assert!(text.contains(&secret), "finished game, observer: {text}");

    // Task choices: hidden from others before the game is over.
    let (choose, chooser) = step_after(&record, |a| matches!(a, Action::ChooseTask { .. }));
    let cut = Stepper::new(full.truncated(choose)).expect("replays");
    let hidden = cut.describe(choose, Viewpoint::Seat(chooser.next(4)), &names);
    assert!(hidden.ends_with("chose a secret task."), "{hidden}");
    let own = cut.describe(choose, Viewpoint::Seat(chooser), &names);
    assert!(own.contains("chose the task"), "{own}");

    // Every step has words naming who acted; the last one says who won.
    for k in 1..=full.steps() {
        let who = &names[record.decisions[k - 1].seat.index()];
        assert!(full
            .describe(k, Viewpoint::Observer, &names)
            .starts_with(who.as_str()));
    }
    let last = full.describe(full.steps(), Viewpoint::Observer, &names);
    assert!(last.contains("The game is over"), "{last}");
}

#[test]
fn tricks_and_rounds_are_announced() {
    let (record, states) = play(3, 3);
    let full = Stepper::new(record).expect("replays");
    let names = names(3);
    let mut tricks = 0;
    let mut scored = 0;
    for k in 1..=full.steps() {
        let text = full.describe(k, Viewpoint::Observer, &names);
        tricks += usize::from(text.contains("wins the trick"));
        if full.scored_at(k) {
            scored += 1;
            let number = full
                .state_as::<WhatTrump>(k)
                .and_then(|g| g.history().last())
                .map(|s| s.number)
                .expect("a scored round");
            assert!(
                text.contains(&format!("Round {number} is scored")),
                "{text}"
            );
        }
    }
    let rounds = states.last().expect("end").history().len();
    assert_eq!(scored, rounds);
    assert_eq!(tricks, rounds * 12, "3 players: 12 tricks a round");
    let starts = full.round_starts();
    assert_eq!(starts.len(), rounds);
    for (n, step) in starts {
        let r = full
            .state_as::<WhatTrump>(step)
            .expect("What Trump?")
            .round()
            .expect("round");
        assert_eq!(
            (
                r.number,
                full.state_as::<WhatTrump>(step)
                    .expect("What Trump?")
                    .phase()
            ),
            (n, Phase::ChooseTrump)
        );
    }
}

#[test]
fn a_cut_record_plays_on_from_that_point() {
    let (record, states) = play(5, 4);
    let full = Stepper::new(record).expect("replays");
    for cut in [0, 1, full.steps() / 2, full.steps() - 1] {
        let part = full.truncated(cut);
        assert_eq!(part.decisions.len(), cut);
        let mut game = part.replay_as::<WhatTrump>().expect("replays");
        assert_eq!(game, states[cut]);
        // Any legal move goes on from there.
        let seat = game.to_act().expect("not over");
        let a = game.legal_actions()[0];
        game.apply(seat, a).expect("legal");
    }
}

#[test]
fn a_bad_record_is_refused_naming_the_decision() {
    let (mut record, _) = play(9, 3);
    record.decisions.truncate(10);
    let d = record.decisions[4].clone();
    record.decisions[4].seat = d.seat.next(3);
    let err = Stepper::new(record).expect_err("illegal");
    assert_eq!(err.at, "decisions[4]");
    assert!(err.message.contains("is illegal"), "{}", err.message);
}
