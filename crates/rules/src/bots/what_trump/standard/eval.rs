//! Shared evaluation helpers: what a finished round is worth to a seat, beliefs about the
//! other players' hidden tasks, and static card and task values.

use super::policy::{choose, rollout, task_goal};
use super::sim::{
    bit, bits, cid, gains, mask_of, rank_of, suit_of, FastRng, PlayState, Rules, Tasks, MAX_SEATS,
};
use crate::games::what_trump::view::RoundView;
use crate::games::what_trump::{Task, View};

/// The Standard bot's tunable constants (the defaults are what `make_bot` plays).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// How much another seat's progress costs us, relative to our own.
    pub alpha: f64,
    /// Noise of the rollout policy (share of random legal cards).
    pub noise: f64,
    /// How sharply other players are assumed to prefer the chips they are likelier to meet.
    pub lambda: f64,
    /// Bonus for meeting a hard chip now (the easy ones are likelier to be met later).
    pub hard_bonus: f64,
    /// Share of the budget's rollouts spent on each kind of decision.
    pub draft_work: f64,
    pub play_work: f64,
    pub task_work: f64,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            alpha: 0.5,
            noise: 0.25,
            lambda: 8.0,
            hard_bonus: 0.1,
            draft_work: 2.0,
            play_work: 1.0,
            task_work: 2.0,
        }
    }
}

/// Distinct tasks of a list of chips, in display order.
pub fn distinct(chips: &[Task]) -> Vec<Task> {
    let mut d = chips.to_vec();
    d.sort_unstable();
    d.dedup();
    d
}

/// What discarding one chip is worth to each seat: more the fewer chips it has left
/// (discarding the last chip wins the game).
pub fn chip_weights(view: &View) -> [f64; MAX_SEATS] {
    let mut w = [0.0; MAX_SEATS];
    for (i, c) in view.chips.iter().enumerate().take(MAX_SEATS) {
        w[i] = 1.0 / c.len().max(1) as f64;
    }
    w
}

/// The value for `me` of a round's gains: our own gain minus a share of everyone else's.
pub fn utility(g: &[bool; MAX_SEATS], me: u8, w: &[f64; MAX_SEATS], n: u8, alpha: f64) -> f64 {
    let mut u = 0.0;
    for s in 0..n as usize {
        if g[s] {
            if s == me as usize {
                u += w[s];
            } else {
                u -= alpha * w[s];
            }
        }
    }
    u
}

/// A rough chance that a card takes a trick when played to win (for draft and trump choice).
pub fn power(r: &Rules, c: u8) -> f64 {
    let b = bit(c);
    if Some(c) == r.supertrump {
        1.0
    } else if r.number & b != 0 {
        0.85
    } else if r.suit & b != 0 {
        0.25 + 0.07 * rank_of(c) as f64
    } else {
        match rank_of(c) {
            9 => 0.45,
            8 => 0.25,
            7 => 0.12,
            6 => 0.05,
            _ => 0.0,
        }
    }
}

/// Who leads the first trick: the holder of the lowest trump-suit card, or with no trump suit
/// the lowest card overall (rank, then suit order).
pub fn first_leader(hands: &[u64; MAX_SEATS], n: u8, r: &Rules) -> u8 {
    let mut best: Option<((u8, u8), u8)> = None;
    for s in 0..n {
        let h = hands[s as usize];
        let h = if r.trump_suit.is_some() {
            h & r.suit
        } else {
            h
        };
        for c in bits(h) {
            let key = (rank_of(c), suit_of(c));
            if best.is_none_or(|(b, _)| key < b) {
                best = Some((key, s));
            }
        }
    }
    best.map(|(_, s)| s).unwrap_or(0)
}

/// For each seat, a probability over the tasks it may be pursuing this round.
#[derive(Clone, Debug, Default)]
pub struct TaskBelief {
    pub seats: Vec<Vec<(Task, f64)>>,
}

impl TaskBelief {
    /// Draws one task per seat that has candidates (others stay `None`); each seat's
    /// probabilities sum to 1.
    pub fn sample(&self, rng: &mut FastRng) -> Tasks {
        let mut t: Tasks = [None; MAX_SEATS];
        for (s, d) in self.seats.iter().enumerate().take(MAX_SEATS) {
            if d.is_empty() {
                continue;
            }
            let mut x = rng.unit();
            let mut pick = d[d.len() - 1].0;
            for &(task, p) in d {
                if x < p {
                    pick = task;
                    break;
                }
                x -= p;
            }
            t[s] = Some(pick);
        }
        t
    }

    /// Every other non-dealer holds one of its chips, each equally likely.
    pub fn uniform(view: &View, dealer: u8, skip: Option<u8>) -> TaskBelief {
        let seats = (0..view.players())
            .map(|s| {
                if s as u8 == dealer || Some(s as u8) == skip {
                    return Vec::new();
                }
                let d = distinct(&view.chips[s]);
                let p = 1.0 / d.len().max(1) as f64;
                d.into_iter().map(|t| (t, p)).collect()
            })
            .collect();
        TaskBelief { seats }
    }
}

/// Mean gains over `runs` rollouts from `st` with tasks drawn from `belief` (then `fixed`
/// overrides), and the mean utility for `me`.
#[allow(clippy::too_many_arguments)]
pub fn estimate(
    st: &PlayState,
    r: &Rules,
    dealer: u8,
    belief: &TaskBelief,
    fixed: &[(u8, Task)],
    runs: usize,
    rng: &mut FastRng,
    me: u8,
    w: &[f64; MAX_SEATS],
    p: &Params,
) -> ([f64; MAX_SEATS], f64) {
    let mut mean = [0.0; MAX_SEATS];
    let mut u = 0.0;
    for _ in 0..runs {
        let mut tasks = belief.sample(rng);
        for &(s, t) in fixed {
            tasks[s as usize] = Some(t);
        }
        tasks[dealer as usize] = None;
        let mut s = *st;
        rollout(&mut s, r, &tasks, dealer, rng, p.noise);
        let g = gains(&s, &tasks, dealer);
        for i in 0..MAX_SEATS {
            if g[i] {
                mean[i] += 1.0;
            }
        }
        u += utility(&g, me, w, st.n, p.alpha);
    }
    let k = runs.max(1) as f64;
    (mean.map(|x| x / k), u / k)
}

/// The start of the round's trick play (hands as drafted, first leader) and every play since,
/// in order, rebuilt from the round view.
pub fn play_record(rv: &RoundView, n: usize) -> (PlayState, Vec<(u8, u8)>) {
    let mut hands = [0u64; MAX_SEATS];
    for (i, h) in rv.hands.iter().enumerate().take(MAX_SEATS) {
        hands[i] = mask_of(h);
    }
    let mut plays = Vec::new();
    for t in &rv.tricks {
        for (s, c) in &t.plays {
            plays.push((s.0, cid(*c)));
        }
    }
    for (s, c) in &rv.trick.plays {
        plays.push((s.0, cid(*c)));
    }
    for &(s, c) in &plays {
        hands[s as usize] |= bit(c);
    }
    let leader = rv
        .tricks
        .first()
        .map(|t| t.leader.0)
        .unwrap_or(rv.trick.leader.0);
    (PlayState::start(n as u8, hands, leader), plays)
}

/// Sharpens a prior over tasks with the plays seen so far: a play the task's goal would have
/// chosen keeps its weight, any other play costs a factor.
pub fn update_with_plays(belief: &mut TaskBelief, rv: &RoundView, n: usize, r: &Rules, me: u8) {
    const MISS: f64 = 0.35;
    let (mut st, plays) = play_record(rv, n);
    for (s, c) in plays {
        let seat = s as usize;
        if s != me && seat < belief.seats.len() && !belief.seats[seat].is_empty() {
            let legal = r.playable(st.hands[seat], st.led());
            if legal.count_ones() > 1 {
                for entry in belief.seats[seat].iter_mut() {
                    let want = choose(&st, r, task_goal(entry.0, &st, s));
                    if want != c {
                        entry.1 *= MISS;
                    }
                }
                let total: f64 = belief.seats[seat].iter().map(|e| e.1).sum();
                if total > 0.0 {
                    for e in belief.seats[seat].iter_mut() {
                        e.1 /= total;
                    }
                }
            }
        }
        st.play(r, c);
    }
}
