//! The quick choices Expert's playouts make in What Trump? (the search itself is written once
//! for every game; a game may give its playouts a better than random policy). One choice in
//! five is random, so the playouts still try everything; otherwise:
//! - in the draft the dealer, who knows the trump, takes its strongest card (the others pick
//!   at random, as they would with the trump unknown);
//! - each seat pursues the chip its hand suits best ([`task_values`]);
//! - in the tricks each plays towards its task as Standard's rollouts do (win the trick,
//!   lose it, or stay clear of a suit, reading the hands of the seats still to play), the
//!   dealer towards the task of another seat it can claim.

use super::standard::policy::{choose, goal_of};
use super::standard::sim::{cid, PlayState, Rules, Tasks, MAX_SEATS};
use crate::games::what_trump::belief::power;
use crate::games::what_trump::task_fit::task_values;
use crate::games::what_trump::{Action, Phase, Task, WhatTrump};

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
    let Some(trump) = round.trump else {
        return random;
    };
    let players = g.options().players as usize;
    let rules = Rules::of(trump);
    let st = PlayState::from_table(&round.table, players, rules);
    let mut tasks: Tasks = [None; MAX_SEATS];
    for (s, t) in round.tasks.iter().enumerate().take(MAX_SEATS) {
        tasks[s] = *t;
    }
    let want = choose(&st, rules, goal_of(&st, &tasks, round.dealer.0));
    legal
        .iter()
        .position(|a| matches!(a, Action::Play { card } if cid(*card) == want))
        .unwrap_or(random)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;

    #[test]
    fn the_playout_choice_is_always_one_of_the_legal_actions() {
        let mut g = WhatTrump::new(crate::games::what_trump::Options::default(), 5).expect("game");
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
