//! What Trump? scoring: every task type met and not met, the dealer's claim on failed tasks,
//! forced discards and the end of the game, on hand-built trick lists and on full rounds.

use crate::common;

use common::*;
use trumps_rules::engine::{CompletedTrick, Game, Seat};
use trumps_rules::games::what_trump::scoring::{score_tasks, task_met, TaskResult};
use trumps_rules::games::what_trump::tasks::Chips;
use trumps_rules::games::what_trump::{Action, ActionError, Card, Phase, Task, Trump, WhatTrump};

/// Tricks won by `winners` in order; trick k holds the deck cards k·players … (deck order
/// red 1 … blue 9), so with 3 players tricks 0–2 are red, 3–5 green, 6–8 yellow, 9–11 blue.
fn tricks_won_by(players: usize, winners: &[u8]) -> Vec<CompletedTrick<Card>> {
    dealt_tricks(&all_cards(), players, winners.iter().map(|&w| Seat(w)))
}

/// Tricks of `deck` in order, `players` cards each, won by `winners` (the winner leads it).
fn dealt_tricks(
    deck: &[Card],
    players: usize,
    winners: impl Iterator<Item = Seat>,
) -> Vec<CompletedTrick<Card>> {
    winners
        .enumerate()
        .map(|(k, w)| {
            let mut t = trumps_rules::engine::Trick::new(w);
            for (i, &c) in deck[k * players..(k + 1) * players].iter().enumerate() {
                t.plays.push((w.offset(i, players), c));
            }
            t.complete(w)
        })
        .collect()
}

fn met(t: &str, seat: u8, tricks: &[CompletedTrick<Card>], players: usize) -> bool {
    task_met(task(t), Seat(seat), tricks, players)
}

// ---------------------------------------------------------------- each task, met and not met

#[test]
fn exactly_n_tricks() {
    // Tricks won: 1, 2, 3, 3.
    let a = tricks_won_by(4, &[0, 1, 1, 2, 2, 2, 3, 3, 3]);
    // Tricks won: 2, 3, 4, 0.
    let b = tricks_won_by(4, &[2, 2, 2, 2, 1, 1, 1, 0, 0]);
    assert!(met("exactly-1", 0, &a, 4) && !met("exactly-2", 0, &a, 4));
    assert!(met("exactly-2", 1, &a, 4) && !met("exactly-1", 1, &a, 4));
    assert!(met("exactly-3", 2, &a, 4) && met("exactly-3", 3, &a, 4));
    assert!(met("exactly-2", 0, &b, 4) && met("exactly-3", 1, &b, 4));
    assert!(met("exactly-4", 2, &b, 4) && !met("exactly-3", 2, &b, 4));
    for n in 1..=4 {
        assert!(
            !met(&format!("exactly-{n}"), 3, &b, 4),
            "0 tricks is never exactly {n}"
        );
    }
    // 3 players, 12 tricks: 4 each.
    let c = tricks_won_by(3, &[0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
    for s in 0..3 {
        assert!(met("exactly-4", s, &c, 3) && !met("exactly-3", s, &c, 3));
    }
    // 5 or more tricks meets no "exactly" task.
    let d = tricks_won_by(3, &[0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2]);
    assert!((1..=4).all(|n| !met(&format!("exactly-{n}"), 0, &d, 3)));
}

#[test]
fn no_suit_looks_at_printed_suits_of_captured_cards_trump_or_not() {
    let tricks = vec![
        // R5 could be the trump-number card: it is still a red card captured by seat 1.
        won(1, 4, "R5 G1 G2 G3"),
        won(2, 4, "Y1 Y2 Y3 Y4"),
        // Seat 0 captures its own led card too.
        won(0, 4, "B1 B2 B3 B4"),
    ];
    assert!(!met("no-red", 1, &tricks, 4));
    assert!(!met("no-green", 1, &tricks, 4));
    assert!(met("no-yellow", 1, &tricks, 4) && met("no-blue", 1, &tricks, 4));
    assert!(!met("no-yellow", 2, &tricks, 4) && met("no-red", 2, &tricks, 4));
    assert!(!met("no-blue", 0, &tricks, 4) && met("no-red", 0, &tricks, 4));
    // Cards played but not captured do not count; no trick at all meets every "no" task.
    for code in ["no-red", "no-green", "no-yellow", "no-blue"] {
        assert!(met(code, 3, &tricks, 4), "{code} for a seat without tricks");
    }
    // 3 players: tricks 0-2 red, 3-5 green, 6-8 yellow, 9-11 blue.
    let t = tricks_won_by(3, &[0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 1, 2]);
    assert!(!met("no-red", 0, &t, 3) && met("no-green", 0, &t, 3) && !met("no-blue", 0, &t, 3));
    assert!(met("no-red", 1, &t, 3) && !met("no-green", 1, &t, 3) && met("no-yellow", 1, &t, 3));
}

#[test]
fn fewest_is_strict() {
    // 1, 2, 3, 3: seat 0 has the fewest.
    let a = tricks_won_by(4, &[0, 1, 1, 2, 2, 2, 3, 3, 3]);
    assert!(met("fewest", 0, &a, 4));
    assert!((1..4).all(|s| !met("fewest", s, &a, 4)));
    // 0, 0, 4, 5: a tie for fewest fails for both.
    let b = tricks_won_by(4, &[2, 2, 2, 2, 3, 3, 3, 3, 3]);
    assert!(!met("fewest", 0, &b, 4) && !met("fewest", 1, &b, 4));
    // 0, 3, 3, 3: zero tricks can be the fewest.
    let c = tricks_won_by(4, &[1, 1, 1, 2, 2, 2, 3, 3, 3]);
    assert!(met("fewest", 0, &c, 4) && met("zero", 0, &c, 4));
    // 3 players: 3, 4, 5.
    let d = tricks_won_by(3, &[0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    assert!(met("fewest", 0, &d, 3) && !met("fewest", 1, &d, 3));
}

#[test]
fn most_is_strict() {
    // 1, 2, 3, 3: a tie for most fails for both.
    let a = tricks_won_by(4, &[0, 1, 1, 2, 2, 2, 3, 3, 3]);
    assert!((0..4).all(|s| !met("most", s, &a, 4)));
    // 0, 0, 4, 5.
    let b = tricks_won_by(4, &[2, 2, 2, 2, 3, 3, 3, 3, 3]);
    assert!(met("most", 3, &b, 4) && !met("most", 2, &b, 4));
    // 3 players: 3, 4, 5 and 4, 4, 4.
    let d = tricks_won_by(3, &[0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    assert!(met("most", 2, &d, 3) && !met("most", 1, &d, 3));
    let e = tricks_won_by(3, &[0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
    assert!((0..3).all(|s| !met("most", s, &e, 3)));
}

#[test]
fn last_trick_and_no_tricks() {
    let a = tricks_won_by(4, &[3, 3, 3, 3, 3, 3, 3, 3, 1]);
    assert!(met("last", 1, &a, 4));
    assert!(!met("last", 3, &a, 4), "eight tricks but not the last one");
    assert!(!met("last", 0, &a, 4));
    assert!(met("zero", 0, &a, 4) && met("zero", 2, &a, 4));
    assert!(!met("zero", 1, &a, 4) && !met("zero", 3, &a, 4));
    let b = tricks_won_by(3, &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    assert!(met("last", 2, &b, 3) && !met("zero", 2, &b, 3) && met("zero", 1, &b, 3));
}

#[test]
fn task_met_agrees_with_an_independent_reading() {
    let mut rng = RandomPolicy::new(99);
    for _ in 0..3000 {
        let players = 3 + rng.below(2);
        let n = 36 / players;
        // Random winners on a random deal of the deck into tricks.
        let mut deck = all_cards();
        for i in (1..deck.len()).rev() {
            deck.swap(i, rng.below(i + 1));
        }
        let winners: Vec<Seat> = (0..n).map(|_| Seat(rng.below(players) as u8)).collect();
        let tricks = dealt_tricks(&deck, players, winners.into_iter());
        for t in Task::all() {
            for s in Seat::all(players) {
                assert_eq!(
                    task_met(t, s, &tricks, players),
                    oracle_met(t, s, &tricks, players),
                    "{t} for {s}"
                );
            }
        }
    }
}

// ---------------------------------------------------------------- the dealer's claim

/// A table's tasks, one a seat, `-` for the dealer's: `"- exactly-2 zero fewest"`.
fn tasks_of(list: &str) -> Vec<Option<Task>> {
    list.split_whitespace()
        .map(|t| (t != "-").then(|| task(t)))
        .collect()
}

/// Results as written, `"1 exactly-2 failed claimed, 2 zero met"`: the seat, its task, `met`
/// or `failed`, and `claimed` where the task holds for the dealer.
fn results(list: &str) -> Vec<TaskResult> {
    list.split(", ")
        .map(|r| {
            let w: Vec<&str> = r.split_whitespace().collect();
            assert!(matches!(w[2], "met" | "failed"), "{r}");
            TaskResult {
                seat: Seat(w[0].parse().expect("a seat")),
                task: task(w[1]),
                met: w[2] == "met",
                dealer_met: w.get(3) == Some(&"claimed"),
            }
        })
        .collect()
}

/// Scores the tasks written one a seat (`tasks_of`) with `dealer` dealing.
fn scored(tasks: &str, dealer: u8, tricks: &[CompletedTrick<Card>]) -> Vec<TaskResult> {
    score_tasks(&tasks_of(tasks), Seat(dealer), tricks)
}

#[test]
fn dealer_claims_a_failed_task_it_meets() {
    // Dealer 0. Tricks won: 2, 3, 0, 4; seat 3 wins the last trick.
    let tricks = tricks_won_by(4, &[0, 0, 1, 1, 1, 3, 3, 3, 3]);
    let want = results("1 exactly-2 failed claimed, 2 zero met, 3 fewest failed");
    assert_eq!(scored("- exactly-2 zero fewest", 0, &tricks), want);
    // Nothing the dealer meets among the failed tasks: no claim.
    let results = scored("- exactly-1 zero most", 0, &tricks);
    assert!(results.iter().all(|r| !r.dealer_met));
    assert!(
        results[2].met && results[2].seat == Seat(3),
        "seat 3 has the most (4)"
    );
}

#[test]
fn a_met_task_gives_the_dealer_nothing() {
    // Dealer 2 captures no yellow, nor does seat 0, who meets its task.
    let want = results("0 no-yellow met, 1 no-red met");
    let tricks = vec![
        won(0, 3, "R1 R2 R3"),
        won(2, 3, "G1 G2 G3"),
        won(1, 3, "Y1 Y2 Y3"),
    ];
    assert_eq!(scored("no-yellow no-red -", 2, &tricks), want);
}

#[test]
fn several_failed_tasks_may_hold_for_the_dealer() {
    // Dealer 1: 2 tricks including the last; seat 0 has 4, seat 2 has 3, seat 3 has 0.
    let tricks = tricks_won_by(4, &[0, 0, 0, 0, 2, 2, 2, 1, 1]);
    let want = results("0 exactly-2 failed claimed, 2 last failed claimed, 3 no-green met");
    assert_eq!(scored("exactly-2 - last no-green", 1, &tricks), want);
}

#[test]
fn fewest_and_most_for_the_dealer_compare_with_every_other_player() {
    // Dealer 0 ties seat 1 at 3: seat 2's failed "most" does not hold for the dealer.
    let tie = tricks_won_by(4, &[0, 0, 0, 1, 1, 1, 2, 2, 3]);
    assert_eq!(scored("- - most -", 0, &tie), results("2 most failed"));
    // Dealer 0 with 4 tricks: it holds.
    let clear = tricks_won_by(4, &[0, 0, 0, 0, 1, 1, 1, 2, 3]);
    assert_eq!(
        scored("- zero most fewest", 0, &clear),
        results("1 zero failed, 2 most failed claimed, 3 fewest failed"),
        "seats 2 and 3 tie at 1 trick: nobody has the fewest"
    );
    // Fewest for the dealer: dealer 3 with 0, everyone else at least 1.
    let few = tricks_won_by(3, &[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
    let want = results("0 fewest failed claimed, 1 exactly-2 failed");
    assert_eq!(scored("fewest exactly-2 -", 2, &few), want);
}

// ---------------------------------------------------------------- full rounds through the engine

/// The tricks of the round just played (scored, possibly awaiting the dealer's discard).
fn round_tricks(g: &WhatTrump) -> Vec<CompletedTrick<Card>> {
    if g.phase() == Phase::DealerDiscard {
        let summary = g.round().and_then(|r| r.summary.as_ref()).expect("summary");
        summary.tricks.to_vec()
    } else {
        g.history().last().expect("scored").tricks.to_vec()
    }
}

/// Plays one hand-made round with the first legal card each time. Tasks and chips do not
/// change which cards are legal, so the same deal always plays out the same way.
fn run(
    players: usize,
    seed: u64,
    dealer: u8,
    tr: Trump,
    chips: Vec<Vec<Task>>,
    tasks: &[Option<Task>],
) -> WhatTrump {
    let h = random_hands(players, seed);
    let mut g = worked_game(&h, dealer, chips, tr);
    choose_tasks(&mut g, tasks);
    play_tricks_first_legal(&mut g);
    g
}

/// The tricks a deal produces (tasks are irrelevant to play).
fn probe(players: usize, seed: u64, dealer: u8, tr: Trump) -> Vec<CompletedTrick<Card>> {
    let chips = same_chips(players, &[task("last"), task("most")]);
    let tasks: Vec<Option<Task>> = (0..players)
        .map(|s| (s != dealer as usize).then(|| task("last")))
        .collect();
    round_tricks(&run(players, seed, dealer, tr, chips, &tasks))
}

fn tasks_where(pred: impl Fn(Task) -> bool) -> Vec<Task> {
    Task::all().into_iter().filter(|&t| pred(t)).collect()
}

fn non_dealers(players: usize, dealer: u8) -> Vec<Seat> {
    Seat(dealer).clockwise(players).skip(1).collect()
}

/// A deal searched for tasks: its table, and the tricks it plays out to (`probe`).
struct Deal {
    players: usize,
    seed: u64,
    dealer: u8,
    tr: Trump,
    tricks: Vec<CompletedTrick<Card>>,
    /// The dealer's seat, and the others clockwise from its left.
    d: Seat,
    nd: Vec<Seat>,
}

impl Deal {
    fn new(players: usize, seed: u64, dealer: u8, tr: Trump) -> Deal {
        Deal {
            players,
            seed,
            dealer,
            tr,
            tricks: probe(players, seed, dealer, tr),
            d: Seat(dealer),
            nd: non_dealers(players, dealer),
        }
    }

    /// Seed `seed`'s deal: 3 or 4 players, the dealer by the seed, a trump of its own.
    fn of_seed(seed: u64) -> Deal {
        let players = 3 + (seed % 2) as usize;
        Deal::new(
            players,
            seed,
            (seed % players as u64) as u8,
            deal_trump(seed),
        )
    }

    fn met(&self, t: Task, s: Seat) -> bool {
        oracle_met(t, s, &self.tricks, self.players)
    }

    /// The tasks `s` meets.
    fn met_by(&self, s: Seat) -> Vec<Task> {
        tasks_where(|t| self.met(t, s))
    }

    /// The tasks `s` fails that the dealer fails too.
    fn failed_by_both(&self, s: Seat) -> Vec<Task> {
        tasks_where(|t| !self.met(t, s) && !self.met(t, self.d))
    }

    /// The tasks `s` fails that hold for the dealer.
    fn claimable(&self, s: Seat) -> Vec<Task> {
        tasks_where(|t| !self.met(t, s) && self.met(t, self.d))
    }

    /// Gives each non-dealer after the first a task it fails that the dealer fails too (the
    /// one `pick` takes of them); false if one of them has none.
    fn others_fail_with_the_dealer(
        &self,
        tasks: &mut [Option<Task>],
        pick: fn(&[Task]) -> Option<&Task>,
    ) -> bool {
        for &s in &self.nd[1..] {
            match pick(&self.failed_by_both(s)) {
                Some(&t) => tasks[s.index()] = Some(t),
                None => return false,
            }
        }
        true
    }

    /// The round played with these chips and tasks.
    fn run(&self, chips: Vec<Vec<Task>>, tasks: &[Option<Task>]) -> WhatTrump {
        run(self.players, self.seed, self.dealer, self.tr, chips, tasks)
    }
}

/// Each seat's chips: its task and another, or `dealer`'s for the seat without a task.
fn chips_for(tasks: &[Option<Task>], dealer: &[Task]) -> Vec<Vec<Task>> {
    tasks
        .iter()
        .map(|t| t.map_or(dealer.to_vec(), |t| vec![t, other(t)]))
        .collect()
}

/// A chip other than `t`.
fn other(t: Task) -> Task {
    if t == task("most") {
        task("fewest")
    } else {
        task("most")
    }
}

fn deal_trump(seed: u64) -> Trump {
    let all = Trump::all_choices();
    all[(seed as usize * 13) % all.len()]
}

#[test]
fn full_round_met_chips_are_discarded_and_failed_ones_kept() {
    let mut found = 0;
    for seed in 0..200u64 {
        let deal = Deal::of_seed(seed);
        let (players, d, nd) = (deal.players, deal.d, &deal.nd);
        // First non-dealer meets its task; the others fail tasks the dealer fails too.
        let Some(&t_met) = deal.met_by(nd[0]).first() else {
            continue;
        };
        let mut tasks = vec![None; players];
        tasks[nd[0].index()] = Some(t_met);
        if !deal.others_fail_with_the_dealer(&mut tasks, <[Task]>::last) {
            continue;
        }
        let mut chips = chips_for(&tasks, &[task("exactly-1"), task("exactly-2")]);
        chips[nd[0].index()].push(task("no-blue"));
        let g = deal.run(chips.clone(), &tasks);
        assert_eq!(g.phase(), Phase::ChooseTrump, "no claim, next round dealt");
        assert_eq!(g.dealer(), d.next(players), "the deal rotates left");
        let summary = &g.history()[0];
        assert_eq!(summary.tasks.len(), players - 1);
        assert_eq!(summary.dealer_discard, None);
        assert!(!summary.dealer_claims());
        for r in &summary.tasks {
            assert_eq!(Some(r.task), tasks[r.seat.index()]);
            assert_eq!(r.met, r.seat == nd[0], "{r:?}");
            assert!(!r.dealer_met);
        }
        let mut expected = chips.clone();
        let first = &mut expected[nd[0].index()];
        let at = first.iter().position(|&t| t == t_met).expect("held");
        first.remove(at);
        for c in &mut expected {
            c.sort();
        }
        let lists = |c: &[Chips]| c.iter().map(|c| c.to_vec()).collect::<Vec<_>>();
        assert_eq!(lists(g.chips()), expected);
        assert_eq!(lists(&summary.chips_after), expected);
        found += 1;
    }
    assert!(found >= 20, "only {found} suitable deals");
}

#[test]
fn dealer_meeting_failed_tasks_discards_exactly_one_chip_of_its_choice() {
    let mut found = 0;
    for seed in 0..300u64 {
        let players = 3 + (seed % 2) as usize;
        let dealer = ((seed / 2) % players as u64) as u8;
        let deal = Deal::new(players, seed, dealer, deal_trump(seed));
        let (d, nd) = (deal.d, &deal.nd);
        // The first two non-dealers fail tasks that hold for the dealer; a fourth player's
        // task does not matter.
        let mut tasks = vec![None; players];
        let mut complete = true;
        for (i, &s) in nd.iter().enumerate() {
            let claim = deal.claimable(s);
            if i >= 2 {
                tasks[s.index()] = Some(Task::all()[seed as usize % 12]);
            } else if let Some(&t) = claim.last() {
                tasks[s.index()] = Some(t);
            } else {
                complete = false;
            }
        }
        if !complete {
            continue;
        }
        let dealer_chips = vec![
            task("exactly-1"),
            task("no-blue"),
            task("most"),
            task("most"),
        ];
        let mut g = deal.run(chips_for(&tasks, &dealer_chips), &tasks);
        assert_eq!(g.phase(), Phase::DealerDiscard);
        assert_eq!(g.to_act(), Some(d));
        let legal: Vec<Action> = ["exactly-1", "no-blue", "most"]
            .map(|t| Action::DealerDiscard { task: task(t) })
            .to_vec();
        let mut got = g.legal_actions();
        got.sort_by_key(|a| format!("{a:?}"));
        let mut want = legal.clone();
        want.sort_by_key(|a| format!("{a:?}"));
        assert_eq!(got, want);
        assert_eq!(g.view_of(d).legal.len(), 3);
        let before = serialized(&g);
        let choice = task("no-blue");
        assert_eq!(
            g.apply(nd[0], Action::DealerDiscard { task: choice }),
            Err(ActionError::NotYourTurn {
                to_act: d,
                seat: nd[0]
            })
        );
        assert_eq!(
            g.apply(d, Action::DealerDiscard { task: task("zero") }),
            Err(ActionError::TaskNotHeld(task("zero")))
        );
        assert!(matches!(
            g.apply(d, Action::Play { card: card("R1") }),
            Err(ActionError::WrongPhase { .. })
        ));
        assert_eq!(serialized(&g), before);
        g.apply(d, Action::DealerDiscard { task: choice })
            .expect("the dealer discards");
        let summary = &g.history()[0];
        assert_eq!(summary.dealer_discard, Some(choice));
        assert!(summary.tasks.iter().filter(|r| r.dealer_met).count() >= 2);
        assert_eq!(
            g.chips()[d.index()].to_vec(),
            vec![task("exactly-1"), task("most"), task("most")],
            "one chip, the chosen one, and only one"
        );
        assert_eq!(g.phase(), Phase::ChooseTrump);
        found += 1;
    }
    assert!(found >= 20, "only {found} suitable deals");
}

/// Finds deals where the first non-dealer fails a task that holds for the dealer, the others
/// fail tasks the dealer fails too. Returns each deal with each seat's task.
fn single_claim_deals(n: usize) -> Vec<(Deal, Vec<Option<Task>>)> {
    let mut out = Vec::new();
    for seed in 0..400u64 {
        if out.len() >= n {
            break;
        }
        let deal = Deal::of_seed(seed);
        let nd = &deal.nd;
        let mut tasks = vec![None; deal.players];
        let Some(&t0) = deal.claimable(nd[0]).first() else {
            continue;
        };
        tasks[nd[0].index()] = Some(t0);
        if deal.others_fail_with_the_dealer(&mut tasks, <[Task]>::first) {
            out.push((deal, tasks));
        }
    }
    out
}

#[test]
fn forced_discard_when_the_dealer_holds_a_single_chip_type() {
    let deals = single_claim_deals(20);
    assert_eq!(deals.len(), 20);
    for (deal, tasks) in deals {
        let d = deal.d;
        let g = deal.run(
            chips_for(&tasks, &[task("no-green"), task("no-green")]),
            &tasks,
        );
        assert_eq!(
            g.phase(),
            Phase::ChooseTrump,
            "no choice to make: discarded at once"
        );
        let summary = &g.history()[0];
        assert_eq!(summary.dealer_discard, Some(task("no-green")));
        assert_eq!(g.chips()[d.index()].to_vec(), vec![task("no-green")]);
        // The non-dealers failed: they keep both chips.
        for s in &deal.nd {
            assert_eq!(g.chips()[s.index()].len(), 2);
        }
    }
}

#[test]
fn dealer_discarding_its_last_chip_wins() {
    for (deal, tasks) in single_claim_deals(10) {
        let mut g = deal.run(chips_for(&tasks, &[task("exactly-4")]), &tasks);
        assert_eq!(g.phase(), Phase::GameOver);
        assert_eq!(g.winners(), &[deal.d]);
        assert_eq!(g.outcome().map(|o| o.winners), Some(vec![deal.d]));
        assert_eq!(g.to_act(), None);
        assert!(g.legal_actions().is_empty());
        assert_eq!(
            g.apply(deal.d, Action::Play { card: card("R1") }),
            Err(ActionError::GameOver)
        );
    }
}

#[test]
fn non_dealers_finishing_together_share_the_win() {
    let mut shared = 0;
    let mut single = 0;
    for seed in 0..200u64 {
        let deal = Deal::of_seed(seed);
        let players = deal.players;
        let mut tasks = vec![None; players];
        let mut finishers = Vec::new();
        for &s in &deal.nd {
            // Met if possible, else a failure the dealer cannot claim.
            let ok = deal.met_by(s);
            let fail = deal.failed_by_both(s);
            if let Some(&t) = ok.first() {
                tasks[s.index()] = Some(t);
                finishers.push(s);
            } else if let Some(&t) = fail.first() {
                tasks[s.index()] = Some(t);
            } else {
                tasks[s.index()] = None;
            }
        }
        if tasks.iter().filter(|t| t.is_some()).count() != players - 1 || finishers.is_empty() {
            continue;
        }
        // Finishers hold only their task; everyone else two chips. Every third deal, only
        // the first seat to meet its task holds a single chip.
        if seed % 3 == 0 {
            finishers.truncate(1);
        }
        let mut chips = chips_for(&tasks, &[task("exactly-1"), task("exactly-2")]);
        for s in &finishers {
            chips[s.index()].truncate(1);
        }
        let g = deal.run(chips, &tasks);
        finishers.sort();
        assert_eq!(g.phase(), Phase::GameOver);
        assert_eq!(g.winners(), finishers.as_slice());
        for s in Seat::all(players) {
            assert_eq!(g.chips()[s.index()].is_empty(), finishers.contains(&s));
        }
        if finishers.len() > 1 {
            shared += 1;
        } else {
            single += 1;
        }
    }
    assert!(
        shared >= 5 && single >= 5,
        "shared {shared}, single {single}"
    );
}

#[test]
fn no_red_fails_on_a_captured_red_trump() {
    // Red is trump: every red card captured is a trump, and still counts against "no red".
    let tr = trump("R-");
    let mut found = 0;
    for seed in 0..100u64 {
        let (players, dealer) = (4, (seed % 4) as u8);
        let deal = Deal::new(players, seed, dealer, tr);
        let nd = &deal.nd;
        let caught_red = |s: Seat| {
            deal.tricks.iter().filter(|t| t.winner == s).any(|t| {
                t.cards()
                    .any(|c| c.suit() == trumps_rules::games::what_trump::Suit::Red)
            })
        };
        let (Some(&red), Some(&clean)) = (
            nd.iter().find(|&&s| caught_red(s)),
            nd.iter().find(|&&s| !caught_red(s)),
        ) else {
            continue;
        };
        let mut tasks = vec![Some(task("no-yellow")); players];
        tasks[dealer as usize] = None;
        tasks[red.index()] = Some(task("no-red"));
        tasks[clean.index()] = Some(task("no-red"));
        let chips: Vec<Vec<Task>> = (0..players)
            .map(|_| vec![task("no-red"), task("no-yellow"), task("most")])
            .collect();
        let mut g = deal.run(chips, &tasks);
        if g.phase() == Phase::DealerDiscard {
            let a = g.legal_actions()[0];
            g.apply(Seat(dealer), a).expect("discard");
        }
        let summary = &g.history()[0];
        let of = |s: Seat| summary.tasks.iter().find(|r| r.seat == s).expect("scored");
        assert!(!of(red).met, "captured a red trump yet met no-red");
        assert!(of(clean).met);
        assert_eq!(g.chips()[red.index()].len(), 3);
        assert_eq!(g.chips()[clean.index()].len(), 2);
        found += 1;
    }
    assert!(found >= 20, "only {found} suitable deals");
}
