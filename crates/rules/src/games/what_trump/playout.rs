//! The quick choices Expert's playouts make in What Trump? (the search itself is written once
//! for every game; a game may give its playouts a better than random policy). One choice in
//! five is random, so the playouts still try everything; otherwise:
//! - in the draft the dealer, who knows the trump, takes its strongest card (the others pick
//!   at random, as they would with the trump unknown);
//! - each seat pursues the chip its hand suits best ([`task_values`]);
//! - in the tricks each plays towards its task: win the trick, lose it, or stay clear of a
//!   suit, with the cheapest card that does so.

use super::actions::Action;
use super::belief::power;
use super::cards::Card;
use super::state::{Phase, WhatTrump};
use super::task_fit::task_values;
use super::tasks::Task;
use super::trump::Trump;
use crate::engine::Trick;

/// What a seat wants from the trick being played.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Goal {
    Win,
    Lose,
    Avoid(super::cards::Suit),
    Cheap,
}

fn goal(task: Option<Task>, won: usize, tricks_left: usize) -> Goal {
    match task {
        Some(Task::Exactly(k)) if won < k as usize => Goal::Win,
        Some(Task::Exactly(_)) | Some(Task::Fewest) | Some(Task::NoTricks) => Goal::Lose,
        Some(Task::Most) => Goal::Win,
        Some(Task::NoSuit(s)) => Goal::Avoid(s),
        Some(Task::LastTrick) if tricks_left <= 1 => Goal::Win,
        Some(Task::LastTrick) => Goal::Cheap,
        // The dealer has no task of its own: it claims the others' failures by winning.
        None => Goal::Win,
    }
}

/// The task with the best chance times worth.
fn pick_task(g: &WhatTrump, legal: &[Action]) -> Option<usize> {
    let seat = crate::engine::Game::to_act(g)?.index();
    let tasks: Vec<Task> = legal
        .iter()
        .map(|a| match a {
            Action::ChooseTask { task } => *task,
            _ => Task::NoTricks,
        })
        .collect();
    let values = task_values(g, seat, &tasks);
    (0..legal.len()).max_by(|&a, &b| values[a].total_cmp(&values[b]))
}

/// The dealer, who knows the trump, takes the strongest card; the others pick at random.
fn pick_draft(g: &WhatTrump, legal: &[Action], r: u64) -> Option<usize> {
    let round = g.round()?;
    let seat = crate::engine::Game::to_act(g)?;
    if seat != round.dealer || (r >> 20).is_multiple_of(5) {
        return None;
    }
    let trump = round.trump?;
    (0..legal.len()).max_by(|&a, &b| {
        let p = |i: usize| match legal[i] {
            Action::Draft { card } => power(trump, card),
            _ => 0.0,
        };
        p(a).total_cmp(&p(b))
    })
}

/// How strong a card is to keep: trumps above plain cards, then by rank.
fn strength(trump: Trump, c: Card) -> (bool, u8) {
    (trump.is_trump(c), c.rank())
}

/// The index in `legal` of the playout's choice, from the random bits `r`.
pub fn pick(g: &WhatTrump, legal: &[Action], r: u64) -> usize {
    let n = legal.len().max(1);
    let random = (r % n as u64) as usize;
    if n < 2 || (r >> 40).is_multiple_of(5) {
        return random;
    }
    match g.phase() {
        Phase::Play => {}
        Phase::ChooseTasks => return pick_task(g, legal).unwrap_or(random),
        Phase::Draft => return pick_draft(g, legal, r).unwrap_or(random),
        _ => return random,
    }
    let Some(round) = g.round() else {
        return random;
    };
    let (Some(trump), Some(seat)) = (round.trump, crate::engine::Game::to_act(g)) else {
        return random;
    };
    let players = g.options().players as usize;
    let won = round.tricks_won(players)[seat.index()];
    let tricks_left = round.hands[seat.index()].as_slice().len();
    let want = goal(round.tasks[seat.index()], won, tricks_left);
    let wins = |c: Card| -> bool {
        let mut t: Trick<Card> = round.trick.clone();
        t.plays.push((seat, c));
        trump.winner(&t) == seat
    };
    let cards: Vec<(usize, Card, bool)> = legal
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            Action::Play { card } => Some((i, *card, wins(*card))),
            _ => None,
        })
        .collect();
    if cards.is_empty() {
        return random;
    }
    let lowest = |pred: &dyn Fn(&(usize, Card, bool)) -> bool| {
        cards
            .iter()
            .filter(|x| pred(x))
            .min_by_key(|x| strength(trump, x.1))
            .map(|x| x.0)
    };
    let highest = |pred: &dyn Fn(&(usize, Card, bool)) -> bool| {
        cards
            .iter()
            .filter(|x| pred(x))
            .max_by_key(|x| strength(trump, x.1))
            .map(|x| x.0)
    };
    let any = |_: &(usize, Card, bool)| true;
    let choice = match want {
        Goal::Win => lowest(&|x| x.2).or_else(|| lowest(&any)),
        Goal::Lose => highest(&|x| !x.2).or_else(|| lowest(&any)),
        Goal::Avoid(s) => {
            // Not winning: shed the suit to avoid first, else the strongest card that loses.
            highest(&|x| !x.2 && x.1.suit() == s)
                .or_else(|| highest(&|x| !x.2))
                .or_else(|| lowest(&|x| x.1.suit() != s))
                .or_else(|| lowest(&any))
        }
        Goal::Cheap => lowest(&any),
    };
    choice.unwrap_or(random)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;

    #[test]
    fn the_playout_choice_is_always_one_of_the_legal_actions() {
        let mut g = WhatTrump::new(super::super::state::Options::default(), 5).expect("game");
        let mut legal = Vec::new();
        let mut r = 1u64;
        while let Some(seat) = Game::to_act(&g) {
            g.legal_actions_into(&mut legal);
            r = r
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let i = pick(&g, &legal, r);
            assert!(i < legal.len());
            g.apply(seat, legal[i]).expect("legal");
        }
        assert!(Game::outcome(&g).is_some());
    }
}
