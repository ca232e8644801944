//! Helpers shared by the What Trump? rules tests: card and trick notation, hand-made deals,
//! simple policies that drive a game, and small independent oracles for the rules.
#![allow(dead_code)]

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trumps_rules::engine::{CompletedTrick, Game, Seat, Trick};
use trumps_rules::games::what_trump::{Action, Card, Options, Phase, Suit, Task, Trump, WhatTrump};

/// `card("R5")`: the red 5.
pub fn card(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// `cards("R5 G3")`.
pub fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

/// `task("exactly-2")`, `task("no-red")`, `task("last")`…
pub fn task(code: &str) -> Task {
    code.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// `trump("R5")` red and 5, `trump("R-")` red only, `trump("-5")` 5 only, `trump("--")` none.
pub fn trump(s: &str) -> Trump {
    let mut chars = s.chars();
    let suit = chars.next().and_then(Suit::from_letter);
    let number = chars.next().and_then(|c| c.to_digit(10)).map(|n| n as u8);
    Trump::new(suit, number)
}

/// A trick in progress at a table of `players`: the cards are played clockwise from `leader`.
pub fn trick(leader: u8, players: usize, plays: &str) -> Trick<Card> {
    let mut t = Trick::new(Seat(leader));
    for (k, c) in cards(plays).into_iter().enumerate() {
        t.plays.push((Seat(leader).offset(k, players), c));
    }
    t
}

/// A completed trick led by `winner` (who led does not matter for scoring).
pub fn won(winner: u8, players: usize, plays: &str) -> CompletedTrick<Card> {
    trick(winner, players, plays).complete(Seat(winner))
}

/// Deck order used to fill trick lists: `filler(n)` gives distinct throwaway cards.
pub fn all_cards() -> Vec<Card> {
    let mut v = Vec::new();
    for s in "RGYB".chars() {
        for r in 1..=9 {
            v.push(card(&format!("{s}{r}")));
        }
    }
    v
}

/// A grid and markers whose draft, with each drafter taking a card of its target hand,
/// gives exactly `hands` (9 cards each for 4 players, 12 each for 3).
pub fn grid_for(hands: &[Vec<Card>]) -> (Vec<Vec<Card>>, Vec<Seat>) {
    let players = hands.len();
    let markers: Vec<Seat> = (0..9).map(|i| Seat((i % players) as u8)).collect();
    let mut next = vec![0usize; players];
    let mut grid = Vec::new();
    for &m in &markers {
        let mut col = Vec::new();
        for k in 0..4 {
            let s = m.offset(k, players).index();
            col.push(hands[s][next[s]]);
            next[s] += 1;
        }
        grid.push(col);
    }
    (grid, markers)
}

/// A hand-made round: `hands` in notation, `dealer` deals, each seat holds `chips[seat]`.
/// The dealer sets `trump` and the draft is played so that every seat gets its hand.
/// The game is returned in the task-choice phase.
pub fn worked_game(hands: &[Vec<Card>], dealer: u8, chips: Vec<Vec<Task>>, tr: Trump) -> WhatTrump {
    let players = hands.len();
    let (grid, markers) = grid_for(hands);
    let mut g = WhatTrump::with_deal(
        Options {
            players: players as u8,
        },
        7,
        Seat(dealer),
        chips,
        grid,
        markers,
    )
    .expect("a valid hand-made deal");
    assert_eq!(g.phase(), Phase::ChooseTrump);
    g.apply(Seat(dealer), Action::SetTrump { trump: tr })
        .expect("dealer sets the trump");
    while g.phase() == Phase::Draft {
        let seat = g.to_act().expect("someone drafts");
        let pick = g
            .legal_actions()
            .into_iter()
            .find(|a| a.card().is_some_and(|c| hands[seat.index()].contains(&c)))
            .expect("the active column holds a card of the drafter's target hand");
        g.apply(seat, pick).expect("draft pick");
    }
    assert_eq!(g.phase(), Phase::ChooseTasks);
    for (s, hand) in hands.iter().enumerate() {
        let mut want = hand.clone();
        want.sort();
        assert_eq!(
            g.round().expect("round").hands[s].to_vec(),
            want,
            "hand of seat {s}"
        );
    }
    g
}

/// `hands(&["R1 R2 …", …])`.
pub fn hands(spec: &[&str]) -> Vec<Vec<Card>> {
    spec.iter().map(|h| cards(h)).collect()
}

/// Every seat holding the same chips.
pub fn same_chips(players: usize, chips: &[Task]) -> Vec<Vec<Task>> {
    vec![chips.to_vec(); players]
}

/// The 36 cards shuffled by a test RNG and split into hands.
pub fn random_hands(players: usize, seed: u64) -> Vec<Vec<Card>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut deck = all_cards();
    for i in (1..deck.len()).rev() {
        let j = rng.random_range(0..=i);
        deck.swap(i, j);
    }
    deck.chunks(36 / players).map(|c| c.to_vec()).collect()
}

/// In the task phase: each non-dealer chooses `tasks[seat]`.
pub fn choose_tasks(g: &mut WhatTrump, tasks: &[Option<Task>]) {
    while g.phase() == Phase::ChooseTasks {
        let seat = g.to_act().expect("someone chooses");
        let t = tasks[seat.index()].expect("a task for every non-dealer");
        g.apply(seat, Action::ChooseTask { task: t })
            .expect("task held");
    }
}

/// Plays the tricks of the current round with the first legal card each time, stopping
/// once the round is scored (dealer's discard pending, next round dealt, or game over).
pub fn play_tricks_first_legal(g: &mut WhatTrump) {
    assert_eq!(g.phase(), Phase::Play);
    let rounds = g.history().len();
    while g.phase() == Phase::Play && g.history().len() == rounds {
        let seat = g.to_act().expect("someone plays");
        let a = g.legal_actions()[0];
        g.apply(seat, a).expect("legal play");
    }
}

/// A small, fast random policy over `legal_actions()` (never the view).
pub struct RandomPolicy(ChaCha8Rng);

impl RandomPolicy {
    pub fn new(seed: u64) -> Self {
        RandomPolicy(ChaCha8Rng::seed_from_u64(seed))
    }
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }
    pub fn chance(&mut self, p: f64) -> bool {
        self.0.random_bool(p)
    }
    pub fn pick(&mut self, legal: &[Action]) -> Action {
        legal[self.below(legal.len())]
    }
}

/// Plays `g` to its end with `policy`, returning the decisions made. Panics past `max_steps`.
pub fn play_out<F>(g: &mut WhatTrump, mut policy: F, max_steps: usize) -> Vec<(Seat, Action)>
where
    F: FnMut(&WhatTrump) -> Action,
{
    let mut log = Vec::new();
    while let Some(seat) = g.to_act() {
        assert!(
            log.len() < max_steps,
            "game did not end in {max_steps} steps"
        );
        let a = policy(g);
        g.apply(seat, a).expect("policy chose a legal action");
        log.push((seat, a));
    }
    log
}

/// Independent reading of the follow ruling: all trumps form one group, and a trump of the
/// led printed suit does not follow a non-trump lead.
pub fn oracle_follows(tr: Trump, led: Card, c: Card) -> bool {
    let trump = |x: Card| tr.number == Some(x.rank()) || tr.suit == Some(x.suit());
    if trump(led) {
        trump(c)
    } else {
        !trump(c) && c.suit() == led.suit()
    }
}

/// Independent reading of the trick-winner ruling, by a sort key instead of a rule cascade.
pub fn oracle_winner(tr: Trump, t: &Trick<Card>) -> Seat {
    let led = t.plays[0].1;
    let led_is_trump = tr.number == Some(led.rank()) || tr.suit == Some(led.suit());
    let key = |i: usize, c: Card| -> (u8, i32) {
        let num = tr.number == Some(c.rank());
        let suit = tr.suit == Some(c.suit());
        if num && suit {
            (4, 0)
        } else if num {
            (3, -(i as i32))
        } else if suit {
            (2, c.rank() as i32)
        } else if !led_is_trump && c.suit() == led.suit() {
            (1, c.rank() as i32)
        } else {
            (0, 0)
        }
    };
    t.plays
        .iter()
        .enumerate()
        .max_by_key(|(i, (_, c))| (key(*i, *c), -(*i as i32)))
        .map(|(_, (s, _))| *s)
        .expect("a trick with cards")
}

/// Independent reading of the task rules.
pub fn oracle_met(
    task: Task,
    subject: Seat,
    tricks: &[CompletedTrick<Card>],
    players: usize,
) -> bool {
    let count = |s: usize| tricks.iter().filter(|t| t.winner.index() == s).count();
    let mine = count(subject.index());
    let others: Vec<usize> = (0..players)
        .filter(|&s| s != subject.index())
        .map(count)
        .collect();
    match task {
        Task::Exactly(n) => mine == n as usize,
        Task::NoSuit(suit) => !tricks
            .iter()
            .filter(|t| t.winner == subject)
            .flat_map(|t| t.plays.iter())
            .any(|(_, c)| c.suit() == suit),
        Task::Fewest => others.iter().all(|&o| mine < o),
        Task::Most => others.iter().all(|&o| mine > o),
        Task::LastTrick => tricks.last().map(|t| t.winner) == Some(subject),
        Task::NoTricks => mine == 0,
    }
}

/// Every card currently in the round (hands, columns, current trick, captured), sorted.
pub fn cards_in_play(g: &WhatTrump) -> Vec<Card> {
    let Some(r) = g.round() else {
        return Vec::new();
    };
    let mut v: Vec<Card> = Vec::new();
    v.extend(r.hands.iter().flatten());
    v.extend(r.columns.iter().flatten());
    v.extend(r.trick.cards());
    v.extend(r.tricks.iter().flat_map(|t| t.cards()));
    v.sort();
    v
}

/// A card's bit in a 36-bit set.
pub fn card_bit(c: Card) -> u64 {
    1 << (c.suit() as u64 * 9 + c.rank() as u64 - 1)
}

/// How many cards are in the round and the set of them, without sorting (fast enough to run
/// at every step): the deck is all there, once each, when this is `(36, ALL_CARDS)`.
pub fn cards_in_play_set(g: &WhatTrump) -> (usize, u64) {
    let Some(r) = g.round() else {
        return (0, 0);
    };
    let mut n = 0;
    let mut set = 0u64;
    let all = r
        .hands
        .iter()
        .flatten()
        .chain(r.columns.iter().flatten())
        .chain(r.trick.cards())
        .chain(r.tricks.iter().flat_map(|t| t.cards()));
    for &c in all {
        n += 1;
        set |= card_bit(c);
    }
    (n, set)
}

pub const ALL_CARDS: u64 = (1 << 36) - 1;

pub fn serialized(g: &WhatTrump) -> String {
    serde_json::to_string(g).expect("state serialises")
}
