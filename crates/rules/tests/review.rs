//! *Review my play* (issue 29), the rules' side: the decisions a review asks Expert about are
//! exactly the seat's unforced ones, each with the seat's own view and nothing of another
//! seat's secrets; a What Trump? card that loses the task is listed with Expert's choice and
//! a difference over the game's margin, while a decision that followed Expert is not; and the
//! same record is reviewed the same every time. Small search budgets: the app's is
//! [`REVIEW_ITERATIONS`].

use std::sync::OnceLock;
use std::time::Instant;
use trumps_rules::bots::harness::{SimConfig, SimSeat};
use trumps_rules::bots::request::{answer, HintBasis, HintChoice, Reply};
use trumps_rules::bots::{Bot, BotGame, BotLevel, Budget};
use trumps_rules::engine::{Game, Seat, SeatView, Viewpoint};
use trumps_rules::games::truf::Truf;
use trumps_rules::games::what_trump::scoring::captured;
use trumps_rules::games::what_trump::{
    Action, Chance, Options, Phase, Task, View as WhatView, WhatTrump,
};
use trumps_rules::records::{parse_record, Record, SeatInfo, Stepper};
use trumps_rules::registry::{self, Listed};
use trumps_rules::review::{
    decisions, judge_answer, judgement_said, review_here, review_seed, ReviewDecision, Verdict,
    REVIEW_ITERATIONS,
};

/// The iterations each decision gets in these tests.
const SMALL: u32 = 800;

/// A finished game of the game with this id, Standard bots in every seat, as a record.
fn bot_record(id: &str, players: usize, seed: u64) -> Record {
    let bots = registry::find_bots(id).expect("a listed game has bots");
    let cfg = SimConfig {
        seats: vec![SimSeat::Bot(BotLevel::Standard); players],
        games: 1,
        seed,
        budget: Budget::millis(5),
        options: None,
        records: true,
    };
    let mut out = None;
    bots.simulate(&cfg, &mut |_, r| {
        out = Some(r.clone());
        Ok(())
    })
    .expect("the bots play a game");
    out.expect("one game's record")
}

/// Test 1 for game `G`: `seat`'s review decisions are its unforced decisions, each with its
/// own view (as the stepper and the game give it), the action of the record, and a seed of
/// its own.
fn lists_the_seats_unforced_decisions<G: Listed>(stepper: &Stepper, seat: Seat) {
    let name = G::INFO.name;
    let record = stepper.record();
    let listed = decisions(stepper, seat);
    let expected: Vec<usize> = record
        .decisions
        .iter()
        .enumerate()
        .filter(|(k, d)| {
            d.seat == seat
                && stepper
                    .state_as::<G>(*k)
                    .is_some_and(|g| g.legal_actions().len() > 1)
        })
        .map(|(k, _)| k)
        .collect();
    let steps: Vec<usize> = listed.iter().map(|d| d.step).collect();
    assert_eq!(steps, expected, "{name}: {seat}'s unforced decisions");
    assert!(!listed.is_empty(), "{name}: {seat} made choices");
    let mut seeds: Vec<u64> = Vec::new();
    for d in &listed {
        let state = stepper
            .state_as::<G>(d.step)
            .expect("a record of this game");
        let view: G::View = serde_json::from_value(d.view.clone())
            .unwrap_or_else(|e| panic!("{name}: step {} is a view ({e})", d.step));
        assert_eq!(view, state.view_of(seat), "{name}: step {}", d.step);
        assert_eq!(
            Some(view.clone()),
            stepper.view_as::<G>(d.step, Viewpoint::Seat(seat)),
            "{name}: the stepper's view at step {}",
            d.step
        );
        assert_eq!(
            d.view,
            serde_json::to_value(state.view_of(seat)).expect("JSON")
        );
        assert!(view.has_decision() && G::view_seat(&view) == Some(seat));
        assert_eq!(d.choices, view.legal().len());
        assert_eq!(d.seat, seat);
        assert_eq!(d.action, record.decisions[d.step].action);
        let action: G::Action = serde_json::from_value(d.action.clone()).expect("an action");
        assert!(
            view.legal().contains(&action),
            "{name}: the record's choice"
        );
        assert_eq!(d.text, G::action_text(&action));
        assert!(!d.said.en().is_empty());
        // Never the all-seeing view or another seat's.
        let all = state.view(Viewpoint::Everything);
        if all != state.view_of(seat) {
            assert_ne!(d.view, serde_json::to_value(all).expect("JSON"));
        }
        for other in Seat::all(state.players()).filter(|&s| s != seat) {
            if state.view_of(other) != state.view_of(seat) {
                assert_ne!(
                    d.view,
                    serde_json::to_value(state.view_of(other)).expect("JSON")
                );
            }
        }
        assert_eq!(d.seed, review_seed(record.seed, d.step, seat));
        seeds.push(d.seed);
    }
    seeds.sort_unstable();
    seeds.dedup();
    assert_eq!(seeds.len(), listed.len(), "{name}: a seed per decision");
    // The question for the worker carries the seat's view and nothing more.
    for d in &listed {
        let q = d.request(G::INFO.id, 7, SMALL);
        assert!(q.hint && q.budget.iterations == Some(SMALL) && q.budget.millis == u32::MAX);
        let state = stepper
            .state_as::<G>(d.step)
            .expect("a record of this game");
        assert_eq!(
            q.view,
            serde_json::to_value(state.view_of(seat)).expect("JSON")
        );
        assert_eq!((q.game.as_str(), q.seed), (G::INFO.id, d.seed));
    }
}

fn every_game_check<G: Listed>() {
    let players = G::INFO.first_players();
    let record = bot_record(G::INFO.id, players, 3);
    let stepper = Stepper::new(record).expect("the record replays");
    for seat in [Seat(0), Seat((players - 1) as u8)] {
        lists_the_seats_unforced_decisions::<G>(&stepper, seat);
    }
}

#[test]
fn every_games_review_asks_about_the_seats_unforced_decisions_with_its_own_view() {
    macro_rules! each {
        ($($module:ident: $ty:ident),* $(,)?) => {
            $(every_game_check::<trumps_rules::games::$module::$ty>();)*
        };
    }
    trumps_rules::for_each_game!(each);
}

/// The typed views of `record`'s review decisions for `seat`, with the state before each.
fn typed<G: Listed>(stepper: &Stepper, seat: Seat) -> Vec<(G::View, G)> {
    decisions(stepper, seat)
        .into_iter()
        .map(|d| {
            (
                serde_json::from_value(d.view).expect("a view"),
                stepper.state_as::<G>(d.step).expect("of this game").clone(),
            )
        })
        .collect()
}

#[test]
fn what_trump_review_views_hold_no_other_seats_task_or_the_hidden_trump() {
    let stepper = Stepper::new(bot_record("what-trump", 4, 5)).expect("replays");
    let (mut tasks_hidden, mut trumps_hidden) = (0, 0);
    for seat in Seat::all(4) {
        for (view, state) in typed::<WhatTrump>(&stepper, seat) {
            let Some(round) = &view.round else { continue };
            for other in Seat::all(4).filter(|&s| s != seat) {
                assert_eq!(round.tasks[other.index()], None, "{other}'s task");
                // A task the other seat knows and this view does not hold.
                let theirs = state.view_of(other).round.and_then(|r| r.my_task);
                tasks_hidden += usize::from(theirs.is_some());
            }
            let dealer = round.dealer;
            if view.phase == Phase::Draft && seat != dealer && round.trump_set {
                let theirs = state.view_of(dealer);
                let secret = theirs.round.as_ref().and_then(|r| r.trump);
                assert!(secret.is_some(), "the dealer knows the trump");
                assert_eq!(round.trump, None, "{seat} does not");
                trumps_hidden += 1;
            }
        }
    }
    assert!(
        tasks_hidden > 0 && trumps_hidden > 0,
        "{tasks_hidden} {trumps_hidden}"
    );
}

#[test]
fn truf_review_views_hold_no_other_seats_hand_or_closed_bid() {
    let stepper = Stepper::new(bot_record("truf", 4, 5)).expect("replays");
    let mut hands_hidden = 0;
    for seat in Seat::all(4) {
        for (view, state) in typed::<Truf>(&stepper, seat) {
            assert!(view.seen.hands[seat.index()].is_some(), "its own hand");
            for other in Seat::all(4).filter(|&s| s != seat) {
                let theirs = state.view_of(other);
                let hand = theirs.seen.hands[other.index()].clone().unwrap_or_default();
                assert!(!hand.is_empty() || theirs.seen.counts[other.index()] == 0);
                assert_eq!(view.seen.hands[other.index()], None, "{other}'s hand");
                if view.reveal.is_none() {
                    assert_eq!(view.bids[other.index()], None, "{other}'s bid");
                }
                // None of the other hand's cards shows in this seat's hand.
                let mine = view.seen.hands[seat.index()].clone().unwrap_or_default();
                assert!(hand.iter().all(|c| !mine.contains(c)));
                hands_hidden += usize::from(!hand.is_empty());
            }
        }
    }
    assert!(hands_hidden > 0);
}

// ---- a What Trump? round played badly on purpose ----

/// A round of What Trump? in which the person (seat 0, "You") plays the tricks as Expert's
/// hint says but once: a card that loses their task outright, when another card keeps it (and
/// meets it, played on by Standard bots). Before the tricks the person plays as Standard.
struct BadRound {
    record: Record,
    /// The step of the losing card, the card and the card that keeps the task.
    bad: usize,
    bad_card: Action,
    kept: Action,
    /// Steps where the person played Expert's best (their other unforced tricks).
    followed: Vec<usize>,
}

const PERSON: Seat = Seat(0);

/// Expert's best choice for `seat` at this point of the record, as the review will ask it.
fn expert_best(game: &WhatTrump, record: &Record, seat: Seat) -> Action {
    let step = record.decisions.len();
    let d = ReviewDecision {
        step,
        seat,
        view: serde_json::to_value(game.view_of(seat)).expect("JSON"),
        action: serde_json::Value::Null,
        text: String::new(),
        said: trumps_words::Said::new(trumps_words::Msg::SaidText),
        choices: game.legal_actions().len(),
        seed: review_seed(record.seed, step, seat),
    };
    match answer(&d.request("what-trump", 1, SMALL)).reply {
        Ok(Reply::Hint(choices)) => {
            serde_json::from_value(choices[0].action.clone()).expect("a What Trump? action")
        }
        other => panic!("a hint: {other:?}"),
    }
}

/// Whether the person's task is lost beyond repair in `game` (by the rules: a trick too
/// many, or a card of the forbidden suit taken).
fn task_lost(game: &WhatTrump) -> bool {
    let Some(round) = game.round() else {
        return false;
    };
    let Some(task) = round.tasks[PERSON.index()] else {
        return false;
    };
    let won = round.tricks_won(4)[PERSON.index()];
    match task {
        Task::NoTricks => won > 0,
        Task::Exactly(n) => won > usize::from(n),
        Task::NoSuit(suit) => captured(&round.tricks, 4)[PERSON.index()]
            .iter()
            .any(|c| c.suit() == suit),
        _ => false,
    }
}

/// Plays the round on from `game` with Standard bots in every seat: whether the person's
/// task is met (their chip shed).
fn met_when_played_on(game: &WhatTrump) -> bool {
    let mut g = game.clone();
    let before = g.scores()[PERSON.index()];
    let mut bots: Vec<Box<dyn Bot<WhatTrump>>> = (0..4)
        .map(|i| WhatTrump::bot(BotLevel::Standard, 77 + i))
        .collect();
    while g.hands_scored() == game.hands_scored() {
        let Some(seat) = g.to_act() else { break };
        let a = bots[seat.index()].decide(&g.view_of(seat), Budget::millis(5));
        g.apply(seat, a).expect("legal");
    }
    g.scores()[PERSON.index()] > before
}

/// A card of the person's that loses their task at once, and one that keeps it and meets it
/// when the round is played on.
fn losing_card(game: &WhatTrump) -> Option<(Action, Action)> {
    if game.phase() != Phase::Play || task_lost(game) {
        return None;
    }
    let after = |a: &Action| {
        let mut g = game.clone();
        g.apply(PERSON, *a).expect("legal");
        g
    };
    let legal = game.legal_actions();
    let bad = legal.iter().find(|a| task_lost(&after(a)))?;
    let kept = legal
        .iter()
        .find(|a| !task_lost(&after(a)) && met_when_played_on(&after(a)))?;
    Some((*bad, *kept))
}

/// The first seed whose first round offers the person such a card.
fn bad_round() -> &'static BadRound {
    static ROUND: OnceLock<BadRound> = OnceLock::new();
    ROUND.get_or_init(|| {
        let options = Options { players: 4 };
        for seed in 0..60u64 {
            let seats = ["You", "Ann", "Ben", "Cleo"]
                .iter()
                .enumerate()
                .map(|(i, n)| match i {
                    0 => SeatInfo::human(*n),
                    _ => SeatInfo::bot(*n, BotLevel::Standard),
                })
                .collect();
            let mut record = Record::new::<WhatTrump>(&options, seats, seed, &Chance::default());
            let mut game = <WhatTrump as Game>::new(&options, seed).expect("starts");
            let mut bots: Vec<Box<dyn Bot<WhatTrump>>> = (0..4)
                .map(|i| WhatTrump::bot(BotLevel::Standard, seed * 10 + i))
                .collect();
            let (mut bad, mut followed) = (None, Vec::new());
            while game.hands_scored() == 0 {
                let Some(seat) = game.to_act() else { break };
                let step = record.decisions.len();
                // Before the tricks the person plays as Standard does (Expert's hint for a
                // 4-player chip draft plays whole rounds out: slow to ask at every seed).
                let action = if seat != PERSON || game.phase() != Phase::Play {
                    bots[seat.index()].decide(&game.view_of(seat), Budget::millis(5))
                } else if game.legal_actions().len() == 1 {
                    game.legal_actions()[0]
                } else if let Some((card, kept)) =
                    bad.is_none().then(|| losing_card(&game)).flatten()
                {
                    bad = Some((step, card, kept));
                    card
                } else {
                    followed.push(step);
                    expert_best(&game, &record, seat)
                };
                game.apply(seat, action).expect("legal");
                record.push::<WhatTrump>(seat, &action);
            }
            if let Some((bad, bad_card, kept)) = bad {
                return BadRound {
                    record,
                    bad,
                    bad_card,
                    kept,
                    followed,
                };
            }
        }
        panic!("no seed offered a card that loses the task")
    })
}

#[test]
fn a_card_that_loses_the_task_is_listed_with_experts_choice_and_a_followed_one_is_not() {
    let round = bad_round();
    let stepper = Stepper::new(round.record.clone()).expect("replays");
    let entry = registry::find("what-trump").expect("listed");
    // The margin in what is shown: percentage points of the chance of shedding the chip.
    let basis = HintBasis::of_gain(entry.info());
    let margin = f64::from(basis.margin_steps(entry.info())) / basis.steps_per_unit();
    let asked = decisions(&stepper, PERSON);
    let judged = review_here(&stepper, PERSON, SMALL).expect("reviewed");
    assert_eq!(judged.len(), asked.len());
    let at = |step: usize| {
        let i = asked.iter().position(|d| d.step == step).expect("reviewed");
        (&asked[i], &judged[i])
    };
    let (d, j) = at(round.bad);
    assert_eq!(
        d.action,
        serde_json::to_value(round.bad_card).expect("JSON")
    );
    assert_eq!(j.verdict, Verdict::ClearlyWorse, "{j:?}");
    assert!(j.listed());
    let best: Action = serde_json::from_value(j.best.action.clone()).expect("an action");
    assert_ne!(best, round.bad_card, "Expert prefers another card");
    let chosen = j.chosen.as_ref().expect("Expert tried the card played");
    let difference = j.difference.expect("a difference");
    assert!(
        difference >= margin && difference > 0.0,
        "{difference} over {margin}"
    );
    // The difference is the two numbers as shown.
    assert!((j.best.shown() - chosen.shown() - difference).abs() < 1e-9);
    // A card that keeps the task is at least as good as the one played, by Expert's numbers.
    let kept = serde_json::to_value(round.kept).expect("JSON");
    let best_view: WhatView = serde_json::from_value(d.view.clone()).expect("a view");
    assert!(best_view.legal.contains(&round.kept) && best_view.legal.contains(&best));
    let hint = match answer(&d.request("what-trump", 1, SMALL)).reply {
        Ok(Reply::Hint(choices)) => choices,
        other => panic!("a hint: {other:?}"),
    };
    let shown = |a: &serde_json::Value| hint.iter().find(|c| &c.action == a).map(HintChoice::shown);
    if let Some(k) = shown(&kept) {
        assert!(
            k > chosen.shown(),
            "the card that keeps the task shows more"
        );
    }
    let words = judgement_said(j, d, entry.info(), "You").en();
    let Action::Play { card } = round.bad_card else {
        panic!("a card")
    };
    // The card in words, as the captions name it ("♣9 (green 9)"), not its notation.
    let named = format!(
        "{}{} ({} {})",
        card.suit().symbol(),
        card.rank(),
        card.suit().name(),
        card.rank()
    );
    assert!(words.starts_with(&format!("You play {named}; ")), "{words}");
    assert!(
        words.contains("Expert prefers to play")
            && words.contains(" percentage points more chance of shedding a chip")
            && words.contains("by the end of the round"),
        "{words}"
    );
    println!("{words}");
    // Every decision where the person followed Expert is Expert's choice: not listed.
    assert!(!round.followed.is_empty());
    for &step in &round.followed {
        let (_, j) = at(step);
        assert_eq!(j.verdict, Verdict::Best, "step {step}");
        assert!(!j.listed());
    }
    // Only clearly worse decisions are listed: the losing card, and perhaps a choice of the
    // draft that Standard made for the person.
    for j in judged.iter().filter(|j| j.listed()) {
        assert!(j.step == round.bad || !round.followed.contains(&j.step));
        assert!(j.difference.is_some_and(|d| d >= margin), "{j:?}");
    }
}

#[test]
fn the_same_record_is_reviewed_the_same_every_time() {
    let round = bad_round();
    let first = review_here(
        &Stepper::new(round.record.clone()).expect("replays"),
        PERSON,
        SMALL,
    )
    .expect("reviewed");
    // The record read back from its text, as the page keeps it.
    let text = round.record.to_json();
    let again = parse_record(&text).expect("reads back");
    let second =
        review_here(&Stepper::new(again).expect("replays"), PERSON, SMALL).expect("reviewed");
    assert_eq!(first, second);
    // Another game too: Truf's first seat.
    let stepper = Stepper::new(bot_record("truf", 4, 8)).expect("replays");
    let a = review_here(&stepper, Seat(1), 300).expect("reviewed");
    let b = review_here(&stepper, Seat(1), 300).expect("reviewed");
    assert!(!a.is_empty());
    assert_eq!(a, b);
}

#[test]
fn a_reply_that_is_not_a_hint_or_an_action_of_the_game_is_a_plain_error() {
    let round = bad_round();
    let stepper = Stepper::new(round.record.clone()).expect("replays");
    let entry = registry::find("what-trump").expect("listed");
    let d = decisions(&stepper, PERSON).remove(0);
    let mut a = answer(&d.request("what-trump", 4, 200));
    a.reply = Ok(Reply::Action(d.action.clone()));
    let e = judge_answer(entry, &d, &a).expect_err("a move is no judgement");
    assert!(e.contains("not Expert's choices"), "{e}");
    a.reply = Err("busy".into());
    assert!(judge_answer(entry, &d, &a)
        .expect_err("an error")
        .contains("busy"));
    a.reply = Ok(Reply::Hint(Vec::new()));
    assert!(judge_answer(entry, &d, &a)
        .expect_err("no choice")
        .contains("no choice"));
    let mut odd = d.clone();
    odd.action = serde_json::json!({"type": "fly"});
    let a = answer(&d.request("what-trump", 4, 200));
    let e = judge_answer(entry, &odd, &a).expect_err("not an action");
    assert!(e.contains("not an action of What Trump?"), "{e}");
    // A choice the search never tried is said so, with no number.
    let Ok(Reply::Hint(mut choices)) = a.reply.clone() else {
        panic!("a hint")
    };
    let made = serde_json::to_value(
        serde_json::from_value::<Action>(d.action.clone()).expect("an action"),
    )
    .expect("JSON");
    choices.retain(|c| c.action != made);
    let j = trumps_rules::review::judge(entry, &d, &choices).expect("judged");
    assert_eq!(
        (j.verdict, j.chosen.clone(), j.difference),
        (Verdict::NotTried, None, None)
    );
    assert!(!j.listed());
    assert!(judgement_said(&j, &d, entry.info(), "You")
        .en()
        .contains("gave your choice too little thought"));
}

/// The speed figure of the note: the person's decisions of one 4-player What Trump?
/// round at the app's iterations. Run with
/// `cargo test --profile checks -p trumps-rules --test rules review:: -- --ignored --nocapture`.
#[test]
#[ignore]
fn how_long_a_what_trump_round_takes_to_review() {
    let round = bad_round();
    let stepper = Stepper::new(round.record.clone()).expect("replays");
    let asked = decisions(&stepper, PERSON);
    let start = Instant::now();
    let judged = review_here(&stepper, PERSON, REVIEW_ITERATIONS).expect("reviewed");
    let seconds = start.elapsed().as_secs_f64();
    let tries: u64 = judged.iter().map(|j| u64::from(j.tries)).sum();
    println!(
        "review of a 4-player What Trump? round: {} decisions (of {} in the record), {} \
         iterations each at most, {tries} tries in all, {seconds:.2} s ({:.0} ms a decision)",
        asked.len(),
        round.record.decisions.len(),
        REVIEW_ITERATIONS,
        1000.0 * seconds / asked.len().max(1) as f64
    );
    for (d, j) in asked.iter().zip(&judged).filter(|(_, j)| j.listed()) {
        println!(
            "  {}",
            judgement_said(
                j,
                d,
                registry::find("what-trump").expect("listed").info(),
                "You"
            )
            .en()
        );
    }
}
