//! The guided lessons (`crates/rules/lessons/`): every game has one and it loads; its script is
//! legal from its deal to its end; the rules its game must show really happen in it, checked
//! from the game's own state and captions; its coach's lines stand on real steps, point at
//! parts of the table the vocabulary has and explain each rule where it first happens;
//! following the coach reaches the end; a move off the script is caught and taken back; saved
//! progress resumes to the same state; a malformed lesson is refused in plain words.

use serde_json::{json, Value};
use std::sync::Arc;
use trumps_rules::engine::{Game, Seat, Viewpoint};
use trumps_rules::games::{ace_trump, ransom_trump, top_trumps, truf, what_trump};
use trumps_rules::lessons::{
    self, read_lesson, Lesson, LessonProgress, LessonRun, RunError, Target, Turn, Verdict, Wait,
};
use trumps_rules::records::{parse_record, Decision, Stepper};
use trumps_rules::registry;

const YOU: Seat = Seat(0);

fn lesson(id: &str) -> Lesson {
    match lessons::for_game(id) {
        Some(Ok(l)) => l,
        Some(Err(e)) => panic!("{e}"),
        None => panic!("{id} has no lesson"),
    }
}

fn all() -> Vec<Lesson> {
    lessons::games().iter().map(|id| lesson(id)).collect()
}

/// The lesson's script stepped through as a record: the state after every action.
fn stepper(l: &Lesson) -> Stepper {
    Stepper::new(l.record()).unwrap_or_else(|e| panic!("{}: {e}", l.game))
}

/// What the learner reads for action `k` (the caption of the step it leads to).
fn caption(l: &Lesson, s: &Stepper, k: usize) -> String {
    s.describe(k + 1, Viewpoint::Seat(l.learner), &l.seats)
}

/// The action of decision `d` as game `G`'s.
fn action<G: Game>(d: &Decision) -> G::Action {
    serde_json::from_value(d.action.clone()).unwrap_or_else(|e| panic!("{e}"))
}

/// The first action (index) for which `holds(k, before, action, after)`.
fn first<G: Game>(
    l: &Lesson,
    s: &Stepper,
    holds: impl Fn(usize, &G, Seat, &G::Action, &G) -> bool,
) -> Option<usize> {
    (0..l.steps()).find(|&k| {
        let (Some(before), Some(after)) = (s.state_as::<G>(k), s.state_as::<G>(k + 1)) else {
            return false;
        };
        let d = &l.script[k];
        holds(k, before, d.seat, &action::<G>(d), after)
    })
}

/// The rule events the game reports for action `k` include `id`, this is the first time the
/// seat of action `k` makes it happen, and the coach's first line about `id` stands there (at
/// its step when the learner makes it, else just after).
fn told_at(l: &Lesson, k: usize, id: &str) {
    assert!(
        l.events[k].contains(&id),
        "{}: action {k} should make {id} happen (it made {:?})",
        l.game,
        l.events[k]
    );
    let seat = l.script[k].seat;
    let first = l
        .event_steps(id)
        .into_iter()
        .find(|&j| l.script[j].seat == seat);
    assert_eq!(
        first,
        Some(k),
        "{}: {id} first happens at action {first:?}",
        l.game
    );
    let line = l
        .coach
        .iter()
        .find(|c| c.event == Some(id))
        .unwrap_or_else(|| panic!("{}: no coach line explains {id}", l.game));
    if l.learner_acts_at(k) {
        // At the learner's step, or at the first of the learner's actions in a row that the
        // table sends as one decision (Truf's bid).
        assert!(
            l.learner_run(line.step).contains(&k),
            "{}: the line about {id} stands at {}, not at the learner's decision making it",
            l.game,
            line.step
        );
    } else {
        assert_eq!(line.step, k + 1, "{}: the line about {id}", l.game);
    }
}

#[test]
fn every_game_has_a_lesson_and_every_lesson_loads() {
    let ids: Vec<&str> = registry::GAMES.iter().map(|e| e.info().id).collect();
    assert_eq!(lessons::games(), ids);
    let loaded = lessons::all();
    assert_eq!(loaded.len(), ids.len());
    for (l, id) in loaded.into_iter().zip(&ids) {
        let l = l.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(l.game, *id);
        assert_eq!(l.learner, YOU, "{id}: the learner sits at seat 0");
        assert_eq!(l.seats[0], "You", "{id}");
        assert_eq!(l.seats.len(), l.players);
        assert!((3..=4).contains(&l.players), "{id}: a small table");
        assert!((3..=5).contains(&l.intro.len()), "{id}: the intro card");
        assert!(
            l.steps() <= 100,
            "{id}: a short lesson ({} steps)",
            l.steps()
        );
        assert_eq!(
            lessons::steps_of(id),
            Some(l.steps()),
            "{id}: the steps counted without reading the lesson whole"
        );
        assert!(
            l.script.iter().any(|d| d.seat == YOU),
            "{id}: the learner acts"
        );
        // Read again from its own text: the same lesson.
        let text = registry::find(id).map(|e| e.lesson_text()).unwrap_or("");
        assert_eq!(read_lesson(text).as_ref(), Ok(&l));
    }
}

#[test]
fn every_script_is_legal_from_its_deal_to_its_end() {
    for l in all() {
        let mut game = l
            .entry()
            .start(&l.options, l.seed, &l.deal)
            .unwrap_or_else(|e| panic!("{e}"));
        for (k, d) in l.script.iter().enumerate() {
            assert_eq!(game.to_act(), Some(d.seat), "{}: action {k}", l.game);
            assert!(
                game.legal_json().contains(&d.action),
                "{}: action {k} ({}) is not among the legal actions",
                l.game,
                d.action
            );
            assert!(
                game.hands_scored() < l.end.hands,
                "{}: the script goes past its end at action {k}",
                l.game
            );
            game.apply_json(d.seat, &d.action)
                .unwrap_or_else(|e| panic!("{}: action {k}: {e}", l.game));
        }
        assert_eq!(game.hands_scored(), l.end.hands, "{}", l.game);
        assert_eq!(game.outcome().is_some(), l.end.game_over, "{}", l.game);
        // The lesson as a record (for the replay viewer) reads back and replays to the same end.
        let record = parse_record(&l.record().to_json()).unwrap_or_else(|e| panic!("{e}"));
        let replayed = record.replay().unwrap_or_else(|e| panic!("{e}"));
        assert!(replayed.same_state(game.as_ref()), "{}", l.game);
    }
}

#[test]
fn what_trump_shows_a_chip_draft_a_trump_set_a_task_and_a_trump_number_following() {
    use what_trump::{Action, Phase, WhatTrump};
    let l = lesson("what-trump");
    let s = stepper(&l);
    // The chip draft: every seat takes five chips, the learner too, before the first round.
    let chips: Vec<Seat> = l
        .script
        .iter()
        .filter(|d| matches!(action::<WhatTrump>(d), Action::PickChip { .. }))
        .map(|d| d.seat)
        .collect();
    assert_eq!(chips.len(), 15);
    assert_eq!(chips.iter().filter(|&&s| s == YOU).count(), 5);
    let start = s.state_as::<WhatTrump>(0).expect("What Trump?");
    assert_eq!(start.phase(), Phase::ChipDraft);
    assert_ne!(
        start.dealer(),
        YOU,
        "the learner chooses a task, so does not deal"
    );
    let pick = first::<WhatTrump>(&l, &s, |_, _, seat, a, _| {
        seat == YOU && matches!(a, Action::PickChip { .. })
    })
    .expect("the learner takes a chip");
    told_at(&l, pick, "chip-taken");
    // The dealer sets the trump in secret: the learner's caption does not give it away.
    let set = first::<WhatTrump>(&l, &s, |_, b, seat, a, _| {
        matches!(a, Action::SetTrump { .. }) && seat == b.dealer()
    })
    .expect("the dealer sets the trump");
    assert_eq!(caption(&l, &s, set), "Ann set the secret trump.");
    told_at(&l, set, "trump-set");
    let trump = s
        .state_as::<WhatTrump>(set + 1)
        .and_then(|g| g.round())
        .and_then(|r| r.trump)
        .expect("a trump");
    assert!(trump.number.is_some(), "the lesson shows a trump number");
    // The learner chooses a task, and meets it.
    let task = first::<WhatTrump>(&l, &s, |_, _, seat, a, _| {
        seat == YOU && matches!(a, Action::ChooseTask { .. })
    })
    .expect("the learner chooses a task");
    told_at(&l, task, "task-chosen");
    let end = s.state_as::<WhatTrump>(l.steps()).expect("What Trump?");
    let round = &end.history()[0];
    assert!(round.tasks.iter().any(|t| t.seat == YOU && t.met));
    // A trump is led and the learner follows with a card of the trump number of another suit.
    let follow = first::<WhatTrump>(&l, &s, |_, b, seat, a, _| {
        let Action::Play { card } = *a else {
            return false;
        };
        let r = b.round().expect("a round");
        let led = *r.trick.led().unwrap_or(&card);
        seat == YOU
            && !r.trick.plays.is_empty()
            && trump.is_trump(led)
            && trump.is_number(card)
            && !trump.is_suit(card)
            && card.suit() != led.suit()
    })
    .expect("the learner follows a trump with a trump number card");
    told_at(&l, follow, "trump-number-follows");
    // The trick goes to the first card of the trump number played.
    let done = (follow..l.steps())
        .find(|&k| caption(&l, &s, k).contains("wins the trick"))
        .expect("the trick ends");
    assert!(caption(&l, &s, done).contains("the first card of the trump number played"));
}

#[test]
fn ace_trump_shows_an_ace_changing_trump_mid_trick_and_a_symbol_tie() {
    use ace_trump::{AceTrump, Action};
    let l = lesson("ace-trump");
    let s = stepper(&l);
    let mid = first::<AceTrump>(&l, &s, |_, b, _, a, after| {
        let Action::Play { card } = *a else {
            return false;
        };
        let to = card.suits()[0];
        let was = b.hand().trump.current;
        card.is_ace()
            && !b.hand().trick.plays.is_empty()
            && was.is_some()
            && was != Some(to)
            && after.hand().trump.current == Some(to)
    })
    .expect("an Ace changes trump in the middle of a trick");
    assert_eq!(l.script[mid].seat, YOU, "the learner plays that Ace");
    assert!(caption(&l, &s, mid).contains("Wyrms are trump now"));
    assert!(caption(&l, &s, mid).contains("Your Ace of Wyrms wins the trick: the only trump"));
    told_at(&l, mid, "ace-changes-trump-mid-trick");
    let tie = (0..l.steps())
        .find(|&k| caption(&l, &s, k).contains("two cards of equal rank tie"))
        .expect("a symbol tie");
    assert!(caption(&l, &s, tie).contains("Moons is higher than Knots on the led card"));
    told_at(&l, tie, "symbol-tie");
}

#[test]
fn ransom_trump_shows_a_tied_ransom_dropped_and_the_winner_choosing_trump() {
    use ransom_trump::{Action, RansomTrump};
    let l = lesson("ransom-trump");
    let s = stepper(&l);
    let shown = first::<RansomTrump>(&l, &s, |_, b, _, _, after| {
        b.hand().reveal.is_none() && after.hand().reveal.is_some()
    })
    .expect("the ransoms are shown");
    let after = s.state_as::<RansomTrump>(shown + 1).expect("Ransom Trump");
    let reveal = after.hand().reveal.as_ref().expect("a reveal");
    assert_eq!(reveal.cancelled.len(), 2, "two ransoms tie and are dropped");
    assert!(!reveal.cancelled.contains(&YOU));
    let tied: Vec<_> = reveal
        .cancelled
        .iter()
        .map(|s| reveal.cards[s.index()].rank())
        .collect();
    assert_eq!(tied[0], tied[1]);
    assert!(
        tied[0] > reveal.cards[0].rank(),
        "the dropped ransoms ranked above the winner's"
    );
    assert_eq!(reveal.winner, Some(YOU));
    assert_eq!(
        reveal.cards[0].suits().len(),
        2,
        "the winner has a choice of suits"
    );
    assert!(caption(&l, &s, shown).contains("Tied at the top and dropped"));
    told_at(&l, shown, "tied-ransom-dropped");
    let chose = first::<RansomTrump>(&l, &s, |_, _, seat, a, _| {
        seat == YOU && matches!(a, Action::ChooseTrump { .. })
    })
    .expect("the learner chooses trump");
    assert_eq!(chose, shown + 1, "right after the ransoms are shown");
    let trump = s
        .state_as::<RansomTrump>(chose + 1)
        .and_then(|g| g.hand().trump);
    assert!(trump.is_some_and(|t| reveal.cards[0].suits().contains(&t)));
    told_at(&l, chose, "winner-chooses-trump");
}

#[test]
fn truf_shows_a_two_card_bid_with_a_minus_card_an_even_game_turned_and_a_face_down_trump() {
    use truf::{Action, Kind, Truf};
    let l = lesson("truf");
    let s = stepper(&l);
    let closed = first::<Truf>(&l, &s, |_, _, seat, a, _| {
        seat == YOU && matches!(a, Action::BidDone)
    })
    .expect("the learner closes a bid");
    let bid = &s.state_as::<Truf>(closed).expect("Truf").hand().bids[0];
    assert_eq!(bid.len(), 2, "a bid of two cards");
    assert_eq!(
        bid.iter().filter(|b| b.minus).count(),
        1,
        "one of them minus"
    );
    assert_eq!(
        bid[0].card.suit(),
        bid[1].card.suit(),
        "of one suit: it names trump"
    );
    told_at(&l, closed, "minus-card-in-two-card-bid");
    let shown = first::<Truf>(&l, &s, |_, b, _, _, after| {
        b.hand().reveal.is_none() && after.hand().reveal.is_some()
    })
    .expect("the bids are shown");
    let reveal = s
        .state_as::<Truf>(shown + 1)
        .and_then(|g| g.hand().reveal.clone())
        .expect("a reveal");
    assert_eq!(reveal.kind, Kind::Even);
    assert_eq!(reveal.values.iter().sum::<u32>(), 13);
    assert_eq!(reveal.winner, YOU);
    assert_eq!(reveal.trump, Some(bid[0].card.suit()));
    let turned = first::<Truf>(&l, &s, |_, _, seat, a, _| {
        seat == YOU && matches!(a, Action::Turn { .. })
    })
    .expect("the learner turns the even game");
    assert_eq!(turned, shown + 1);
    assert!(caption(&l, &s, turned).contains("turn the game up"));
    told_at(&l, turned, "even-game-turned");
    let down = first::<Truf>(&l, &s, |_, b, seat, a, _| {
        let Action::Play { card } = *a else {
            return false;
        };
        let led = b.hand().trick.plays.first().map(|p| p.1.suit());
        seat == YOU && led.is_some_and(|l| l != card.suit()) && b.trump() == Some(card.suit())
    })
    .expect("the learner plays a trump face down");
    assert!(caption(&l, &s, down).contains("face down"));
    // Another seat sees only the card's back until the trick is complete.
    let ann = s.describe(down + 1, Viewpoint::Seat(Seat(1)), &l.seats);
    assert_eq!(ann, "You play a card face down.");
    told_at(&l, down, "face-down-trump");
}

#[test]
fn top_trumps_shows_a_tie_into_the_middle_and_no_data() {
    use top_trumps::{TopTrumps, TurnResult};
    let l = lesson("top-trumps");
    let s = stepper(&l);
    let result = |k: usize| {
        s.state_as::<TopTrumps>(k + 1)
            .and_then(|g| g.last())
            .map(|t| t.result)
    };
    let no_data = (0..l.steps())
        .find(|&k| result(k) == Some(TurnResult::NoData))
        .expect("a turn with no data");
    assert!(caption(&l, &s, no_data).contains("(no data)"));
    assert!(caption(&l, &s, no_data).contains("no data: the cards go to the middle (3)"));
    assert_eq!(
        l.script[no_data].seat, YOU,
        "the learner chooses that attribute"
    );
    told_at(&l, no_data, "no-data-to-middle");
    let tie = (0..l.steps())
        .find(|&k| result(k) == Some(TurnResult::Tie))
        .expect("a tie");
    assert!(caption(&l, &s, tie).contains("a tie: the cards go to the middle (3)"));
    told_at(&l, tie, "tie-to-middle");
    // The middle is won back before the lesson ends, which is where the last turn takes it.
    let end = s.state_as::<TopTrumps>(l.steps()).expect("Top Trumps");
    assert!(end.middle().is_empty());
    let last = end.last().expect("a turn");
    assert!(matches!(last.result, TurnResult::Won { .. }));
    assert!(last.taken.len() > last.revealed.len());
    assert_eq!(end.turns() as usize, l.end.hands);
    assert!(
        end.outcome().is_none(),
        "Top Trumps' lesson stops before the game ends"
    );
}

#[test]
fn the_numbers_the_coach_gives_are_the_games() {
    use top_trumps::TopTrumps;
    use what_trump::WhatTrump;
    let says = |l: &Lesson, step: usize, words: &str| {
        assert!(
            l.coach_at(step).any(|c| c.text.contains(words)),
            "{}: the coach says {words:?} at step {step}",
            l.game
        );
    };
    let end_of = |l: &Lesson| l.record().replay().unwrap_or_else(|e| panic!("{e}"));
    let l = lesson("what-trump");
    let s = stepper(&l);
    let round = &s
        .state_as::<WhatTrump>(l.steps())
        .expect("What Trump?")
        .history()[0];
    assert_eq!(round.tricks_won.as_slice(), &[2, 4, 6]);
    says(&l, l.steps(), "You took 2 tricks, Ann 4, Ben 6");
    let l = lesson("ace-trump");
    assert_eq!(end_of(&l).scores(), vec![7, 3, 2]);
    says(&l, l.steps(), "you took 7, Ann 3, Ben 2");
    let l = lesson("ransom-trump");
    assert_eq!(end_of(&l).scores()[0], 8);
    says(&l, l.steps(), "you took 8 of the 9 tricks");
    let l = lesson("truf");
    assert_eq!(end_of(&l).scores(), vec![5, -2, -2, -4]);
    says(&l, l.steps(), "You took exactly 5 and score 5");
    let l = lesson("top-trumps");
    let s = stepper(&l);
    let won = l.event_steps("middle-won")[0];
    let turn = s
        .state_as::<TopTrumps>(won + 1)
        .and_then(|g| g.last().cloned())
        .expect("a turn");
    assert_eq!(turn.taken.len(), 6);
    assert_eq!(l.script[won].seat, YOU);
    says(&l, won + 1, "six cards");
}

#[test]
fn coach_lines_stand_on_real_steps_and_point_at_known_parts_of_the_table() {
    for l in all() {
        assert!(!l.coach.is_empty());
        let mut last = 0;
        for (i, c) in l.coach.iter().enumerate() {
            let at = format!("{} coach[{i}]", l.game);
            assert!(c.step <= l.steps(), "{at}");
            assert!(c.step >= last, "{at}: in step order");
            last = c.step;
            assert!(Target::ALL.contains(&c.target), "{at}");
            assert_eq!(Target::from_id(c.target.id()), Some(c.target), "{at}");
            assert!(
                !c.text.trim().is_empty() && c.text.chars().count() <= 280,
                "{at}"
            );
            if c.wait == Wait::Move {
                assert!(
                    l.learner_acts_at(c.step),
                    "{at}: waits for a move of the learner"
                );
                let rest: Vec<_> = l.coach_at(c.step).collect();
                assert!(
                    std::ptr::eq(*rest.last().expect("a line"), c),
                    "{at}: the last of its step"
                );
            }
            if let Some(e) = c.event {
                let kinds = l.entry().rule_event_kinds();
                assert!(kinds.iter().any(|k| k.id == e), "{at}: {e} is the game's");
                let before = c
                    .step
                    .checked_sub(1)
                    .is_some_and(|k| l.events[k].contains(&e));
                let now = l.learner_run(c.step).any(|k| l.events[k].contains(&e));
                assert!(before || now, "{at}: {e} happens there");
            }
        }
        // The coach starts with the hand and says how it ended.
        assert_eq!(l.coach[0].step, 0, "{}", l.game);
        assert_eq!(last, l.steps(), "{}: a line at the end", l.game);
        assert!(!l.end.text.is_empty());
    }
}

#[test]
fn following_the_coach_reaches_the_end() {
    for l in all() {
        let l = Arc::new(l);
        let mut run = LessonRun::start(l.clone()).unwrap_or_else(|e| panic!("{e}"));
        let mut seen = 0;
        let mut learner_moves = 0;
        while !run.finished() {
            let step = run.step();
            let lines = run.coach();
            assert_eq!(lines.len(), l.coach_at(step).count());
            seen += lines.len();
            if lines.iter().any(|c| c.wait == Wait::Move) {
                assert!(
                    run.expected().is_some(),
                    "{}: a move line at step {step}",
                    l.game
                );
            }
            match run.turn() {
                Turn::Learner { expected } => {
                    assert_eq!(expected.seat, YOU);
                    assert!(run.expected_said().is_some_and(|w| !w.en().is_empty()));
                    let a = expected.action.clone();
                    assert_eq!(run.bot_move(), Err(RunError::LearnersTurn));
                    assert_eq!(run.learner_move(&a), Ok(Verdict::OnScript));
                    learner_moves += 1;
                }
                Turn::Bot { decision } => {
                    let d = decision.clone();
                    assert_eq!(run.learner_move(&d.action), Err(RunError::NotLearnersTurn));
                    assert_eq!(run.bot_move(), Ok(d));
                }
                Turn::Done => unreachable!("not finished"),
            }
            assert_eq!(run.step(), step + 1);
            assert_eq!(run.just_happened(), l.events[step].as_slice());
        }
        seen += run.coach().len();
        assert_eq!(seen, l.coach.len(), "{}: every line was shown", l.game);
        assert_eq!(
            learner_moves,
            l.script.iter().filter(|d| d.seat == YOU).count()
        );
        assert_eq!(run.turn(), Turn::Done);
        assert_eq!(run.bot_move(), Err(RunError::Finished));
        assert_eq!(run.follow(), Err(RunError::Finished));
        let end = l.record().replay().unwrap_or_else(|e| panic!("{e}"));
        assert!(run.game().same_state(end.as_ref()), "{}", l.game);
        assert_eq!(run.game().hands_scored(), l.end.hands);
    }
}

#[test]
fn an_action_off_the_script_is_caught_and_taking_it_back_restores_the_lesson() {
    for l in all() {
        let l = Arc::new(l);
        let mut run = LessonRun::start(l.clone()).unwrap_or_else(|e| panic!("{e}"));
        // Follow the script to the learner's first step with a choice.
        while run.expected().is_none() || run.game().legal_json().len() < 2 {
            run.follow().unwrap_or_else(|e| panic!("{e}"));
        }
        let step = run.step();
        let before = run.game().clone_box();
        let expected = run
            .expected()
            .map(|d| d.action.clone())
            .expect("the learner's step");
        let other = run
            .game()
            .legal_json()
            .into_iter()
            .find(|a| *a != expected)
            .expect("another legal action");
        assert_eq!(
            run.learner_move(&other),
            Ok(Verdict::OffScript),
            "{}",
            l.game
        );
        let off = run.off_script().expect("off the script");
        assert_eq!(off.step, step);
        assert_eq!(off.played, other);
        assert_eq!(off.expected, expected);
        assert_ne!(off.played_said, off.expected_said);
        assert!(
            !off.game().same_state(before.as_ref()),
            "the move is shown apart"
        );
        // The lesson goes on only along its script: nothing moves until it is taken back.
        assert_eq!(run.step(), step);
        assert!(run.game().same_state(before.as_ref()));
        assert_eq!(run.follow(), Err(RunError::OffScript));
        assert_eq!(run.learner_move(&expected), Err(RunError::OffScript));
        assert!(run.take_back());
        assert!(!run.take_back(), "nothing more to take back");
        assert!(run.off_script().is_none());
        assert!(
            run.game().same_state(before.as_ref()),
            "{}: restored",
            l.game
        );
        assert_eq!(run.progress().step, step);
        assert_eq!(run.learner_move(&expected), Ok(Verdict::OnScript));
        assert_eq!(run.step(), step + 1);
        // An action against the rules, or of no game, is refused and changes nothing.
        while run.expected().is_none() {
            run.follow().unwrap_or_else(|e| panic!("{e}"));
        }
        let at = run.step();
        let refused = run.learner_move(&json!({"type": "no-such-action"}));
        assert!(matches!(refused, Err(RunError::Refused(_))), "{}", l.game);
        assert!(run.off_script().is_none());
        assert_eq!(run.step(), at);
    }
}

#[test]
fn saving_and_resuming_at_a_step_gives_the_same_state() {
    for l in all() {
        let l = Arc::new(l);
        let steps = l.steps();
        for step in [0, 1, steps / 2, steps - 1, steps] {
            let mut run = LessonRun::start(l.clone()).unwrap_or_else(|e| panic!("{e}"));
            while run.step() < step {
                run.follow().unwrap_or_else(|e| panic!("{e}"));
            }
            let saved = serde_json::to_string(&run.progress()).unwrap_or_default();
            let progress: LessonProgress =
                serde_json::from_str(&saved).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(progress.step, step);
            let resumed = LessonRun::resume(l.clone(), &progress).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(resumed.step(), step);
            assert!(
                resumed.game().same_state(run.game()),
                "{} at {step}",
                l.game
            );
            assert_eq!(resumed.coach(), run.coach());
            assert_eq!(resumed.turn(), run.turn());
            assert_eq!(resumed.finished(), step == steps);
        }
        let at = |game: &str, revision: u32, step: usize| LessonProgress {
            game: game.to_string(),
            revision,
            step,
        };
        for bad in [
            at(l.game, l.revision + 1, 0),
            at("no-such-game", l.revision, 0),
            at(l.game, l.revision, steps + 1),
        ] {
            assert!(matches!(
                LessonRun::resume(l.clone(), &bad),
                Err(RunError::Progress(_))
            ));
        }
    }
}

/// The Ace Trump lesson's text with `change` made to its JSON.
fn changed(change: impl Fn(&mut Value)) -> String {
    let text = registry::find("ace-trump")
        .map(|e| e.lesson_text())
        .unwrap_or("");
    let mut v: Value = serde_json::from_str(text).unwrap_or(Value::Null);
    change(&mut v);
    v.to_string()
}

#[test]
fn a_malformed_lesson_is_refused_in_plain_words() {
    let cases: Vec<(String, &str, &str)> = vec![
        ("{\"format\": ".into(), "", "not JSON"),
        ("[]".into(), "", "a lesson is a JSON object"),
        (
            changed(|v| v["format"] = json!("trumps-record")),
            "format",
            "trumps-lesson",
        ),
        (
            changed(|v| v["version"] = json!(9)),
            "version",
            "version 1, not 9",
        ),
        (
            changed(|v| v["game"] = json!("chess")),
            "game",
            "\"chess\" is not a game",
        ),
        (
            changed(|v| v["colour"] = json!("red")),
            "colour",
            "no field \"colour\"",
        ),
        (
            changed(|v| v["players"] = json!(7)),
            "players",
            "from 2 to 6",
        ),
        (
            changed(|v| v["options"] = json!({"length": 0})),
            "options.length",
            "1",
        ),
        (
            changed(|v| v["seats"][0] = json!("Me")),
            "seats",
            "not \"You\"",
        ),
        (
            changed(|v| v["seats"][2] = json!("Ann")),
            "seats[2]",
            "two seats are named \"Ann\"",
        ),
        (
            changed(|v| v["intro"] = json!(["one", "two"])),
            "intro",
            "3 to 5",
        ),
        (
            changed(|v| v["script"][0]["action"] = json!({"type": "play", "card": "queen"})),
            "script[0].action.card",
            "queen",
        ),
        (
            changed(|v| v["script"][0]["seat"] = json!(2)),
            "script[0]",
            "seat 2 plays Sea (Crown of Waves), but it is seat 1's turn",
        ),
        (
            changed(|v| v["script"][1]["action"]["card"] = json!("author")),
            "script[1]",
            "the rules do not allow here",
        ),
        (
            changed(|v| {
                if let Some(s) = v["script"].as_array_mut() {
                    s.pop();
                }
            }),
            "end.hands",
            "0 hands scored, not 1",
        ),
        (
            changed(|v| v["end"]["game_over"] = json!(false)),
            "end.game_over",
            "is over",
        ),
        (
            changed(|v| v["coach"][0]["step"] = json!(37)),
            "coach[0].step",
            "from 0 to 36",
        ),
        (
            changed(|v| v["coach"][0]["target"] = json!("sky")),
            "coach[0].target",
            "\"sky\" is not a part of the table",
        ),
        (
            changed(|v| v["coach"][0]["wait"] = json!("move")),
            "coach[0].wait",
            "does not act at step 0",
        ),
        (
            changed(|v| v["coach"][0]["wait"] = json!("later")),
            "coach[0].wait",
            "\"move\" or \"next\"",
        ),
        (
            changed(|v| v["coach"][0]["event"] = json!("ace-sets-trump")),
            "coach[0].event",
            "does not happen at step 0",
        ),
        (
            changed(|v| v["coach"][0]["event"] = json!("checkmate")),
            "coach[0].event",
            "not a moment of this game's rules",
        ),
        (changed(|v| v["coach"][1]["step"] = json!(0)), "", ""),
        (
            changed(|v| v["coach"][6]["step"] = json!(2)),
            "coach[6].step",
            "step order",
        ),
        (
            changed(|v| v["coach"][0]["text"] = json!("x".repeat(300))),
            "coach[0].text",
            "keep it to 280",
        ),
    ];
    for (text, at, words) in cases {
        let result = read_lesson(&text);
        if at.is_empty() && words.is_empty() {
            // Two lines at one step are fine.
            assert!(result.is_ok(), "{result:?}");
            continue;
        }
        let e = result.expect_err(at);
        assert_eq!(e.at, at, "{e}");
        assert!(e.message.contains(words), "{at}: {e}");
        let told = e.to_string();
        assert!(
            told.starts_with("the lesson of Ace Trump cannot be used: ")
                || told.starts_with("this lesson cannot be used: "),
            "{told}"
        );
    }
}
