//! Properties of What Trump? over many random seeded games (3 and 4 players), played by a
//! random policy over `legal_actions()`: cards are conserved, the legal list is exactly what
//! the engine accepts, refused actions change nothing, rounds score every non-dealer's task,
//! chips only go down, games end with the right winners, saves round-trip and replays repeat.

use crate::common;

use common::*;
use trumps_rules::engine::{Game, Seat, Trick};
use trumps_rules::games::what_trump::tasks::Chips;
use trumps_rules::games::what_trump::{
    Action, ActionError, Options, Phase, Suit, Task, Trump, WhatTrump,
};

/// No game should come near this many decisions.
const MAX_STEPS: usize = 100_000;

/// How thoroughly one game is checked.
#[derive(Clone, Copy)]
struct Checks {
    /// Apply every legal action on a clone at every step.
    every_legal_each_step: bool,
    /// Try the whole action space (and every wrong seat) at every step.
    action_space_each_step: bool,
    /// Otherwise, chance per step of applying every legal action on clones.
    sample_legal: f64,
    /// Otherwise, chance per step of trying the whole action space.
    sample_space: f64,
    /// Chance per step of a serde round trip (the game then continues on the restored copy).
    serde: f64,
    /// Replay the game from its seed and decisions at the end.
    replay: bool,
}

const LIGHT: Checks = Checks {
    every_legal_each_step: false,
    action_space_each_step: false,
    sample_legal: 0.01,
    sample_space: 0.002,
    serde: 0.002,
    replay: false,
};

/// Every action of every variant, legal or not: all chips, trumps with numbers 0–10, all cards.
fn action_space() -> Vec<Action> {
    let mut v = Vec::new();
    for t in Task::all() {
        v.push(Action::PickChip { task: t });
        v.push(Action::ChooseTask { task: t });
        v.push(Action::DealerDiscard { task: t });
    }
    let suits = std::iter::once(None).chain(Suit::ALL.into_iter().map(Some));
    for s in suits {
        for n in std::iter::once(None).chain((0..=10).map(Some)) {
            v.push(Action::SetTrump {
                trump: Trump::new(s, n),
            });
        }
    }
    for c in all_cards() {
        v.push(Action::Draft { card: c });
        v.push(Action::Play { card: c });
    }
    v
}

/// What the engine must answer to `action` by the seat to act, read from the rules.
fn expected_error(g: &WhatTrump, seat: Seat, action: Action) -> Option<ActionError> {
    let phase = g.phase();
    let wrong = ActionError::WrongPhase {
        phase: phase.name(),
    };
    let chips = &g.chips()[seat.index()];
    match (phase, action) {
        (Phase::ChipDraft, Action::PickChip { task }) => {
            (!g.pool().contains(&task)).then_some(ActionError::ChipNotInPool(task))
        }
        (Phase::ChooseTrump, Action::SetTrump { trump }) => trump
            .number
            .filter(|n| !(1..=9).contains(n))
            .map(ActionError::InvalidTrumpNumber),
        (Phase::Draft, Action::Draft { card }) => {
            let r = g.round().expect("round");
            let column = r.active_column;
            (!r.columns[column].contains(&card))
                .then_some(ActionError::CardNotInColumn { card, column })
        }
        (Phase::ChooseTasks, Action::ChooseTask { task })
        | (Phase::DealerDiscard, Action::DealerDiscard { task }) => {
            (!chips.contains(&task)).then_some(ActionError::TaskNotHeld(task))
        }
        (Phase::Play, Action::Play { card }) => {
            let r = g.round().expect("round");
            let hand = &r.hands[seat.index()];
            if !hand.contains(&card) {
                return Some(ActionError::CardNotInHand(card));
            }
            let tr = r.trump.expect("trump set");
            let led = r.trick.led().copied()?;
            let can_follow = hand.iter().any(|&c| oracle_follows(tr, led, c));
            (can_follow && !oracle_follows(tr, led, card))
                .then_some(ActionError::MustFollow { card, led })
        }
        _ => Some(wrong),
    }
}

/// Tries every action of the space for the seat to act and a few for every other seat:
/// accepted exactly when listed as legal, refused with the expected error otherwise, and a
/// refused action leaves the state unchanged.
fn check_action_space(g: &WhatTrump, space: &[Action], legal: &[Action]) {
    let seat = g.to_act().expect("someone acts");
    // Refused actions must leave `c` equal to `g`, so one copy serves until one is accepted.
    let mut c = g.clone();
    for &a in space {
        let got = c.apply(seat, a);
        let expected = expected_error(g, seat, a);
        if legal.contains(&a) {
            assert_eq!(
                expected, None,
                "{a:?} listed as legal but the rules refuse it"
            );
            assert_eq!(got, Ok(()), "listed action {a:?} refused");
            c = g.clone();
        } else {
            assert_eq!(got, expected.map(Err).unwrap_or(Ok(())), "{a:?}");
            assert!(got.is_err(), "{a:?} accepted but not listed as legal");
            assert!(c == *g, "refused {a:?} changed the state");
        }
    }
    for other in Seat::all(g.players()).filter(|&s| s != seat) {
        for &a in legal.iter().take(3) {
            assert_eq!(
                c.apply(other, a),
                Err(ActionError::NotYourTurn {
                    to_act: seat,
                    seat: other
                })
            );
            assert!(c == *g);
        }
    }
}

fn check_every_legal(g: &WhatTrump, legal: &[Action]) {
    let seat = g.to_act().expect("someone acts");
    for (i, a) in legal.iter().enumerate() {
        assert!(!legal[..i].contains(a), "duplicate legal action {a:?}");
    }
    for &a in legal {
        let mut c = g.clone();
        assert_eq!(c.apply(seat, a), Ok(()), "listed action {a:?} refused");
    }
}

/// Per-game bookkeeping for the invariants that span several steps.
struct Tracker {
    players: usize,
    /// Chips once the chip draft ended (then after each scored round).
    chips: Option<Vec<Vec<Task>>>,
    rounds: usize,
}

impl Tracker {
    fn new(players: usize) -> Self {
        Tracker {
            players,
            chips: None,
            rounds: 0,
        }
    }

    fn check(&mut self, g: &WhatTrump) {
        let players = self.players;
        let total: usize = g.chips().iter().map(|c| c.len()).sum();
        if g.phase() == Phase::ChipDraft {
            assert!(g.round().is_none());
            assert_eq!(
                total + g.pool().len(),
                24,
                "chips conserved in the chip draft"
            );
            assert!(g.chips().iter().all(|c| c.len() <= 5));
            return;
        }
        // Cards: hands + columns + current trick + captured = the deck, once each.
        assert_eq!(cards_in_play_set(g), (36, ALL_CARDS), "cards not conserved");
        let r = g.round().expect("a round after the chip draft");
        if matches!(g.phase(), Phase::ChooseTrump | Phase::Draft) {
            assert!(r.tricks.is_empty() && r.trick.plays.is_empty());
        }
        if g.phase() == Phase::Play {
            let sizes: Vec<usize> = r.hands.iter().map(|h| h.len()).collect();
            let played: usize = r.trick.plays.len();
            let per = 36 / players - r.tricks.len();
            for (s, &n) in sizes.iter().enumerate() {
                let in_trick = r.trick.plays.iter().any(|(p, _)| p.index() == s);
                assert_eq!(n + in_trick as usize, per, "hand sizes");
            }
            assert!(played < players);
        }
        // Chips: never more, for anyone, after the draft.
        let mut prev = self.chips.take().unwrap_or_else(|| {
            assert!(g.pool().is_empty());
            assert!(g.chips().iter().all(|c| c.len() == 5));
            lists(g.chips())
        });
        for (now, before) in g.chips().iter().zip(prev.iter()) {
            assert!(now.len() <= before.len(), "chips grew");
            assert!(now.iter().all(|t| before.contains(t)), "a chip appeared");
        }
        let before_total: usize = prev.iter().map(Vec::len).sum();
        assert!(total <= before_total);
        // A newly scored round.
        while self.rounds < g.history().len() {
            let s = &g.history()[self.rounds];
            self.check_round(g, s, &prev);
            prev = lists(&s.chips_after);
            self.rounds += 1;
        }
        // Met chips leave when the tricks are done, even while the dealer's discard waits.
        if g.phase() != Phase::DealerDiscard {
            assert_eq!(
                lists(g.chips()),
                prev,
                "chips change only when a round is scored"
            );
        }
        self.chips = Some(prev);
    }

    fn check_round(
        &self,
        g: &WhatTrump,
        s: &trumps_rules::games::what_trump::scoring::RoundSummary,
        before: &[Vec<Task>],
    ) {
        let players = self.players;
        assert_eq!(s.number, self.rounds + 1);
        assert_eq!(
            s.dealer,
            g.first_dealer().offset(self.rounds, players),
            "deal rotates"
        );
        assert_eq!(s.tricks.len(), 36 / players);
        for (k, t) in s.tricks.iter().enumerate() {
            assert_eq!(t.plays.len(), players);
            if k > 0 {
                assert_eq!(t.leader, s.tricks[k - 1].winner, "the winner leads next");
            }
            let open = Trick {
                plays: t.plays.clone(),
                ..Trick::new(t.leader)
            };
            assert_eq!(t.winner, oracle_winner(s.trump, &open), "trick {k}");
        }
        // Every non-dealer's task scored, in seat order; the dealer has none.
        let seats: Vec<Seat> = s.tasks.iter().map(|r| r.seat).collect();
        let expected: Vec<Seat> = Seat::all(players).filter(|&x| x != s.dealer).collect();
        assert_eq!(seats, expected);
        for r in &s.tasks {
            assert!(before[r.seat.index()].contains(&r.task), "task not held");
            assert_eq!(r.met, oracle_met(r.task, r.seat, &s.tricks, players));
            let claim = !r.met && oracle_met(r.task, s.dealer, &s.tricks, players);
            assert_eq!(r.dealer_met, claim);
        }
        assert_eq!(s.dealer_discard.is_some(), s.dealer_claims());
        // Chips after = before − met chips − at most one dealer chip.
        let mut after = before.to_vec();
        for r in s.tasks.iter().filter(|r| r.met) {
            let c = &mut after[r.seat.index()];
            let i = c.iter().position(|&t| t == r.task).expect("held");
            c.remove(i);
        }
        if let Some(d) = s.dealer_discard {
            let c = &mut after[s.dealer.index()];
            let i = c.iter().position(|&t| t == d).expect("dealer holds it");
            c.remove(i);
        }
        assert_eq!(lists(&s.chips_after), after);
    }
}

/// Chip lists as plain lists, to compare.
fn lists(chips: &[Chips]) -> Vec<Vec<Task>> {
    chips.iter().map(|c| c.to_vec()).collect()
}

fn round_trip(g: &WhatTrump) -> WhatTrump {
    let json = serialized(g);
    let back: WhatTrump = serde_json::from_str(&json).expect("state deserialises");
    assert!(back == *g, "serde round trip changed the state");
    assert_eq!(back.legal_actions(), g.legal_actions());
    assert_eq!(back.to_act(), g.to_act());
    assert_eq!(serialized(&back), json);
    back
}

/// Plays one random game with the given checks; returns the number of decisions.
fn run_game(players: u8, seed: u64, checks: Checks, space: &[Action]) -> usize {
    let mut g = WhatTrump::new(Options { players }, seed).expect("valid options");
    let mut policy = RandomPolicy::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xA5A5);
    let mut tracker = Tracker::new(players as usize);
    let mut log: Vec<(Seat, Action)> = Vec::new();
    while let Some(seat) = g.to_act() {
        tracker.check(&g);
        let legal = g.legal_actions();
        assert!(!legal.is_empty(), "no legal action for {seat}");
        if checks.every_legal_each_step || policy.chance(checks.sample_legal) {
            check_every_legal(&g, &legal);
        }
        if checks.action_space_each_step || policy.chance(checks.sample_space) {
            check_action_space(&g, space, &legal);
        }
        if policy.chance(checks.serde) {
            g = round_trip(&g);
        }
        let a = policy.pick(&legal);
        g.apply(seat, a).expect("a listed action is accepted");
        log.push((seat, a));
        assert!(log.len() < MAX_STEPS, "game {seed} did not end");
    }
    tracker.check(&g);
    // The end: winners are exactly the seats without chips.
    assert_eq!(g.phase(), Phase::GameOver);
    let empty: Vec<Seat> = Seat::all(players as usize)
        .filter(|s| g.chips()[s.index()].is_empty())
        .collect();
    assert!(!empty.is_empty());
    assert_eq!(g.winners(), empty.as_slice());
    assert_eq!(g.outcome().map(|o| o.winners), Some(empty));
    assert!(g.legal_actions().is_empty());
    for s in Seat::all(players as usize) {
        let mut c = g.clone();
        assert_eq!(
            c.apply(s, Action::Play { card: card("R1") }),
            Err(ActionError::GameOver)
        );
        assert!(c == g);
    }
    if checks.replay {
        let mut again = WhatTrump::new(Options { players }, seed).expect("valid options");
        for &(s, a) in &log {
            again.apply(s, a).expect("replayed decision");
        }
        assert!(again == g, "replay differs");
        assert_eq!(serialized(&again), serialized(&g));
    }
    log.len()
}

/// Plays `games` random games from `first_seed`, alternating 3 and 4 players, with the light
/// checks and what `more` adds to them.
fn batch(first_seed: u64, games: u64, more: impl FnOnce(&mut Checks)) {
    let mut checks = LIGHT;
    more(&mut checks);
    let space = action_space();
    let mut steps = 0;
    for seed in first_seed..first_seed + games {
        let players = 3 + (seed % 2) as u8;
        steps += run_game(players, seed, checks, &space);
    }
    assert!(steps > games as usize * 100);
}

/// Tests of 2,000 lightly checked games each, from the seed given, run in parallel.
macro_rules! light_batches {
    ($($name:ident: $first_seed:expr;)*) => {$(
        #[test]
        fn $name() {
            batch($first_seed, 2_000, |_| {});
        }
    )*};
}

// 10,000 lightly checked games in parallel batches.
light_batches! {
    random_games_batch_0: 0;
    random_games_batch_1: 2_000;
    random_games_batch_2: 4_000;
    random_games_batch_3: 6_000;
    random_games_batch_4: 8_000;
}

/// A subset checked at every step: every legal action applied on a clone.
#[test]
fn every_legal_action_is_accepted_at_every_step() {
    batch(100_000, 60, |c| c.every_legal_each_step = true);
}

/// A subset checked at every step: the whole action space, wrong seats included.
#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    batch(200_000, 8, |c| c.action_space_each_step = true);
}

/// Saves round-trip often; the game then goes on from the restored copy, and the same seed
/// and decisions reproduce the same final state.
#[test]
fn serde_round_trips_and_replays_are_identical() {
    batch(300_000, 150, |c| {
        c.serde = 0.03;
        c.replay = true;
    });
}

#[test]
fn same_seed_same_deal_different_seed_different_deal() {
    // The first round's grid, once the chips are drafted (the first chip each time).
    let grid = |mut g: WhatTrump| {
        while g.phase() == Phase::ChipDraft {
            let seat = g.to_act().expect("turn");
            g.apply(seat, g.legal_actions()[0]).expect("pick");
        }
        g.round().expect("round").grid.clone()
    };
    for seed in 0..50u64 {
        for players in [3u8, 4] {
            let a = WhatTrump::new(Options { players }, seed).expect("valid");
            let b = WhatTrump::new(Options { players }, seed).expect("valid");
            assert!(a == b);
            assert_eq!(a.seed(), seed);
            assert_eq!(grid(a), grid(b));
        }
    }
    let four = |seed| WhatTrump::new(Options { players: 4 }, seed).expect("valid");
    assert_ne!(grid(four(1)), grid(four(2)));
}
