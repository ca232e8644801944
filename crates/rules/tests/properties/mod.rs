//! Helpers shared by the games' own property tests (Ace Trump, Ransom Trump, Truf, Top Trumps):
//! how many random games to play, legal actions accepted and illegal ones refused leaving the
//! state unchanged, the bid scoring of a hand, scores that add up to the outcome, and a state
//! sampled part-way through a random game.
#![allow(dead_code)]

use std::fmt::Debug;
use std::str::FromStr;
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::{Game, Outcome, Seat};

/// How many random games (or inputs) to run: `var` from the environment, else `default`.
pub fn count_from_env<T: FromStr>(var: &str, default: T) -> T {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Each of `tries` is refused for `seat`, leaving `g` as it was.
pub fn refused_unchanged<G: Game>(g: &G, seat: Seat, tries: impl IntoIterator<Item = G::Action>) {
    for a in tries {
        let mut g2 = g.clone();
        assert!(g2.apply(seat, a.clone()).is_err(), "{a:?} refused");
        assert_eq!(&g2, g, "state unchanged after {a:?}");
    }
}

/// Every legal action of `seat` is accepted (each by a copy of `g`).
pub fn every_legal_accepted<G: Game>(g: &G, seat: Seat, legal: &[G::Action]) {
    for a in legal {
        let mut g2 = g.clone();
        g2.apply(seat, a.clone())
            .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
}

/// Every legal action of `seat` is accepted; three of `tries` that are not legal now, drawn at
/// random, are refused, and so is the next seat's first legal action, each changing nothing.
pub fn legal_accepted_illegal_refused<G: Game>(
    g: &G,
    seat: Seat,
    legal: &[G::Action],
    tries: impl IntoIterator<Item = G::Action>,
    rng: &mut BotRng,
) {
    every_legal_accepted(g, seat, legal);
    let mut tries: Vec<G::Action> = tries.into_iter().filter(|a| !legal.contains(a)).collect();
    let mut picked = Vec::new();
    for _ in 0..3 {
        if tries.is_empty() {
            break;
        }
        picked.push(tries.swap_remove(rng.below(tries.len())));
    }
    refused_unchanged(g, seat, picked);
    refused_unchanged(g, seat.next(g.players()), [legal[0].clone()]);
}

/// A finished hand with or without bids: one winner a trick (`tricks` in all), and each seat's
/// points: a point a trick won without bidding; with bidding, a bid made scores 5 a trick bid
/// and 1 an overtrick, a bid missed nothing.
pub fn hand_scored_by_the_bids(
    bids: &[Option<u8>],
    won: &[u8],
    points: &[i32],
    bidding: bool,
    tricks: usize,
) {
    let taken: usize = won.iter().map(|&w| w as usize).sum();
    assert_eq!(taken, tricks, "one winner a trick");
    for i in 0..won.len() {
        let want = match bids[i] {
            Some(b) if bidding => {
                if won[i] < b {
                    0
                } else {
                    5 * b as i32 + (won[i] - b) as i32
                }
            }
            _ => won[i] as i32,
        };
        assert_eq!(points[i], want, "seat {i}'s points");
    }
}

/// A match's scores add up: each seat's points are the sum of its hands' (`hands`), the winners
/// have the best score, and with partners each seat scores its own points and its partner's
/// across the table.
pub fn scores_add_up<'a>(
    points: &[i32],
    hands: impl IntoIterator<Item = &'a [i32]> + Clone,
    outcome: &Outcome,
    partners: bool,
) {
    let players = points.len();
    for (i, &p) in points.iter().enumerate() {
        let sum: i32 = hands.clone().into_iter().map(|h| h[i]).sum();
        assert_eq!(p, sum, "seat {i}'s points are its hands'");
    }
    assert!(!outcome.winners.is_empty());
    let best = *outcome.scores.iter().max().expect("scores");
    assert!(outcome
        .winners
        .iter()
        .all(|w| outcome.scores[w.index()] == best));
    if partners {
        let half = players / 2;
        for i in 0..players {
            assert_eq!(outcome.scores[i], points[i] + points[(i + half) % players]);
        }
    }
}

/// `g` after up to `steps` random legal actions, and the seat then to act (`None` once the game
/// is over).
pub fn played_a_while<G: Game>(mut g: G, steps: usize, rng: &mut BotRng) -> Option<(G, Seat)> {
    for _ in 0..steps {
        let Some(seat) = g.to_act() else { break };
        let legal = g.legal_actions();
        g.apply(seat, legal[rng.below(legal.len())].clone())
            .expect("legal");
    }
    let seat = g.to_act()?;
    Some((g, seat))
}

/// Plays `g` on to its end, always the first legal action.
pub fn plays_to_the_end<G: Game>(mut g: G) {
    while let Some(seat) = g.to_act() {
        let legal = g.legal_actions();
        g.apply(seat, legal[0].clone())
            .expect("legal in the sample");
    }
}

/// Plays `g` to its end: at each turn the seat to act has legal actions, and `turn` (given the
/// game, the seat and its legal actions) checks what it will and applies an action; the game
/// ends within `max_steps` turns.
pub fn play_out<G: Game>(
    g: &mut G,
    max_steps: usize,
    mut turn: impl FnMut(&mut G, Seat, Vec<G::Action>),
) {
    let mut steps = 0;
    while let Some(seat) = g.to_act() {
        steps += 1;
        assert!(steps < max_steps, "the game ends within {max_steps} turns");
        let legal = g.legal_actions();
        assert!(!legal.is_empty(), "the seat to act can act");
        turn(g, seat, legal);
    }
}

/// Over `games` games (started by `start` from the random source and the seed), each played a
/// random number of turns below `steps`: the state sampled from the view of the seat to act
/// (seed + 1) is given to `check` with that seat and view, then plays on to its end.
pub fn samples_from_part_way<G: Game>(
    rng: &mut BotRng,
    games: u64,
    steps: usize,
    mut start: impl FnMut(&mut BotRng, u64) -> G,
    mut check: impl FnMut(&G, Seat, &G::View),
) {
    for seed in 0..games {
        let g = start(rng, seed);
        let Some((g, seat)) = played_a_while(g, rng.below(steps), rng) else {
            continue;
        };
        let view = g.view_of(seat);
        let sample = G::sample(&view, seed + 1);
        check(&sample, seat, &view);
        plays_to_the_end(sample);
    }
}

/// The cards found all about the table are the deck's, each once: cards are conserved.
pub fn cards_conserved<C: Ord + Debug>(found: impl IntoIterator<Item = C>, mut deck: Vec<C>) {
    let mut cards: Vec<C> = found.into_iter().collect();
    cards.sort();
    deck.sort();
    assert_eq!(cards, deck, "cards conserved");
}

/// Whose hands a view shows: a seat's view (`seen`) its own hand and no other, an observer's
/// (`observed`) none at all.
pub fn only_own_hand_shown<H>(seat: Seat, seen: &[Option<H>], observed: &[Option<H>]) {
    for (i, hand) in seen.iter().enumerate() {
        assert_eq!(
            hand.is_some(),
            i == seat.index(),
            "seat {i}'s hand in {seat}'s view"
        );
    }
    assert!(
        observed.iter().all(Option::is_none),
        "a hand in the observer's view"
    );
}
