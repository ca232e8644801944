//! Task choice after the reveal. Every hand is public by then, so each chip is judged by
//! rolling the round out with it; the other players' hidden tasks are modelled as the chips
//! they are likeliest to meet.

use super::chips::hardness;
use super::eval::{chip_weights, distinct, estimate, first_leader, Params, TaskBelief};
use super::sim::{mask_of, FastRng, PlayState, Rules, MAX_SEATS};
use crate::games::what_trump::view::RoundView;
use crate::games::what_trump::{Action, Task, Trump, View};

/// The state at the start of trick play (before the first card).
pub fn opening_state(rv: &RoundView, n: usize, r: &Rules) -> PlayState {
    let mut hands = [0u64; MAX_SEATS];
    for (i, h) in rv.hands.iter().enumerate().take(MAX_SEATS) {
        hands[i] = mask_of(h);
    }
    let leader = first_leader(&hands, n as u8, r);
    PlayState::start(n as u8, hands, leader)
}

/// Our belief about every other non-dealer's task at the start of trick play: each is assumed
/// to favour the chips it is likelier to meet (a softmax over rollout estimates).
pub fn task_priors(view: &View, runs: usize, rng: &mut FastRng, p: &Params) -> TaskBelief {
    let Some(rv) = view.round.as_ref() else {
        return TaskBelief::default();
    };
    let r = Rules::new(rv.trump.unwrap_or_default());
    let st = opening_state(rv, view.players(), &r);
    task_priors_from(view, &st, &r, runs, rng, p)
}

/// [`task_priors`] with the round's trick play starting from `st` (under the rules `r`).
pub fn task_priors_from(
    view: &View,
    st: &PlayState,
    r: &Rules,
    runs: usize,
    rng: &mut FastRng,
    p: &Params,
) -> TaskBelief {
    let me = view.seat.0;
    let Some(rv) = view.round.as_ref() else {
        return TaskBelief::default();
    };
    let dealer = rv.dealer.0;
    let n = view.players();
    let (st, r) = (*st, *r);
    let w = chip_weights(view);
    let mut uniform = TaskBelief::uniform(view, dealer, None);
    if let Some(t) = rv.my_task {
        uniform.seats[me as usize] = vec![(t, 1.0)];
    }
    let mut out = TaskBelief::uniform(view, dealer, Some(me));
    for s in 0..n as u8 {
        if s == me || s == dealer {
            continue;
        }
        let cands = &mut out.seats[s as usize];
        for e in cands.iter_mut() {
            let (mean, _) = estimate(&st, &r, dealer, &uniform, &[(s, e.0)], runs, rng, me, &w, p);
            e.1 = (p.lambda * mean[s as usize]).exp();
        }
        let total: f64 = cands.iter().map(|e| e.1).sum();
        for e in cands.iter_mut() {
            e.1 /= total.max(f64::MIN_POSITIVE);
        }
    }
    out
}

/// Our chip for this round: the best mix of meeting it now, the other seats' prospects, and
/// getting a hard chip out of the way.
pub fn choose_task(
    view: &View,
    priors: &TaskBelief,
    units: usize,
    rng: &mut FastRng,
    p: &Params,
) -> Task {
    let mine: Vec<Task> = view
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::ChooseTask { task } => Some(*task),
            _ => None,
        })
        .collect();
    let mine = distinct(&mine);
    let (Some(rv), Some(&first)) = (view.round.as_ref(), mine.first()) else {
        return Task::NoTricks;
    };
    if mine.len() == 1 {
        return first;
    }
    let me = view.seat.0;
    let n = view.players();
    let r = Rules::new(rv.trump.unwrap_or(Trump::default()));
    let st = opening_state(rv, n, &r);
    let w = chip_weights(view);
    let runs = (units / mine.len()).max(8);
    let seed = rng.next_u64();
    let mut best = (f64::NEG_INFINITY, first);
    for t in mine {
        let mut fr = FastRng::new(seed);
        let (_, u) = estimate(
            &st,
            &r,
            rv.dealer.0,
            priors,
            &[(me, t)],
            runs,
            &mut fr,
            me,
            &w,
            p,
        );
        let score = u + p.hard_bonus * w[me as usize] * hardness(t, n);
        if score > best.0 {
            best = (score, t);
        }
    }
    best.1
}
