//! The fast play policy used inside rollouts (and, with no noise, as the model of how other
//! players pursue a task): each seat turns its task into a goal for the current trick and
//! picks a card for that goal, looking at the known hands of the seats still to play.

use super::sim::{bit, bits, Cid, FastRng, PlayState, Rules, Tasks};
use crate::games::what_trump::Task;

/// What a seat wants from the trick in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    Win,
    Lose,
    /// No preference: play the cheapest card and keep the strong ones.
    Neutral,
    /// Capture no card of this printed suit.
    Avoid(u8),
}

/// The goal of a seat pursuing `task` at this point of the round.
pub fn task_goal(task: Task, st: &PlayState, seat: u8) -> Goal {
    let won = st.won[seat as usize];
    match task {
        Task::Exactly(k) => {
            if won < k {
                Goal::Win
            } else {
                Goal::Lose
            }
        }
        Task::NoSuit(s) => Goal::Avoid(super::sim::suit_index(s)),
        Task::Fewest | Task::NoTricks => Goal::Lose,
        Task::Most => Goal::Win,
        Task::LastTrick => {
            if st.remaining() <= 1 {
                Goal::Win
            } else {
                Goal::Neutral
            }
        }
    }
}

/// How readily the dealer takes on a task as its claim target (higher first).
fn dealer_preference(task: Task) -> u8 {
    match task {
        Task::NoSuit(_) => 6,
        Task::LastTrick => 5,
        Task::Exactly(_) => 4,
        Task::Most => 3,
        Task::Fewest => 2,
        Task::NoTricks => 1,
    }
}

/// The dealer's goal: pursue the most promising task of another seat that the dealer can still
/// meet, favouring tasks whose owner can no longer meet them (only those pay a claim).
pub fn dealer_goal(st: &PlayState, dealer: u8, tasks: &Tasks) -> Goal {
    let mut best: Option<(u8, Task)> = None;
    for s in 0..st.n {
        if s == dealer {
            continue;
        }
        let Some(t) = tasks[s as usize] else {
            continue;
        };
        if !st.feasible(t, dealer) {
            continue;
        }
        let owner_failed = !st.feasible(t, s);
        let score = dealer_preference(t) + if owner_failed { 10 } else { 0 };
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, t));
        }
    }
    match best {
        Some((_, t)) => task_goal(t, st, dealer),
        None => Goal::Win,
    }
}

/// The goal of the seat to play, given every seat's task.
pub fn goal_of(st: &PlayState, tasks: &Tasks, dealer: u8) -> Goal {
    let s = st.seat_to_play();
    if s == dealer {
        return dealer_goal(st, dealer, tasks);
    }
    match tasks[s as usize] {
        Some(t) => task_goal(t, st, s),
        None => Goal::Neutral,
    }
}

/// The strongest key any seat still to play in this trick could play to a trick led by `led`
/// (0 if nobody plays after us).
fn later_max_key(st: &PlayState, r: &Rules, led: Cid, after_me: u8) -> u16 {
    let me = st.seat_to_play();
    let kind = r.kind(led);
    let mut best = 0;
    for i in 1..=after_me {
        let q = ((me + i) % st.n) as usize;
        let m = r.playable(st.hands[q], Some(led));
        for c in bits(m) {
            best = best.max(r.key_in(kind, c));
        }
    }
    best
}

/// The card the seat to play chooses for `goal` (deterministic; ties go to the lowest index).
pub fn choose(st: &PlayState, r: &Rules, goal: Goal) -> Cid {
    let s = st.seat_to_play() as usize;
    let led = st.led();
    let legal = r.playable(st.hands[s], led);
    if legal & legal.wrapping_sub(1) == 0 {
        return legal.trailing_zeros() as Cid;
    }
    let min_val = |m: u64| bits(m).min_by_key(|&c| r.value(c));
    let max_val = |m: u64| bits(m).max_by_key(|&c| (r.value(c), std::cmp::Reverse(c)));
    if goal == Goal::Neutral {
        return min_val(legal).unwrap_or(legal.trailing_zeros() as Cid);
    }
    let leading = st.len == 0;
    // Which candidates take the lead now.
    let beats = if leading {
        legal
    } else {
        let kind = r.kind(st.plays[0]);
        bits(legal)
            .filter(|&c| r.key_in(kind, c) > st.best_key)
            .fold(0u64, |m, c| m | bit(c))
    };
    // Which of those nobody after us can beat (a losing goal with a safe card skips this).
    let need_sure = !matches!(goal, Goal::Lose) || legal & !beats == 0;
    let mut sure = 0u64;
    if need_sure {
        let after_me = st.n - st.len - 1;
        // The later seats' best answer depends only on the kind of lead (trump or a suit).
        let mut later = [u16::MAX; 5];
        for c in bits(beats) {
            let ledc = led.unwrap_or(c);
            let class = r.kind(ledc);
            if later[class] == u16::MAX {
                later[class] = later_max_key(st, r, ledc, after_me);
            }
            if later[class] <= r.key_in(class, c) {
                sure |= bit(c);
            }
        }
    }
    let lose = || {
        let safe = legal & !beats;
        if safe != 0 {
            max_val(safe)
        } else if legal & !sure != 0 {
            min_val(legal & !sure)
        } else {
            min_val(legal)
        }
    };
    let pick = match goal {
        Goal::Win => {
            if sure != 0 {
                min_val(sure)
            } else if beats != 0 && !leading {
                max_val(beats)
            } else if leading {
                max_val(legal)
            } else {
                min_val(legal)
            }
        }
        Goal::Lose => lose(),
        Goal::Neutral => min_val(legal),
        Goal::Avoid(x) => {
            let xs = legal & super::sim::SUIT_MASK[x as usize];
            if st.trick_suits & (1 << x) != 0 {
                lose()
            } else if leading && xs & !sure != 0 {
                min_val(xs & !sure)
            } else if !leading && xs & !beats != 0 {
                max_val(xs & !beats)
            } else {
                lose()
            }
        }
    };
    pick.unwrap_or(legal.trailing_zeros() as Cid)
}

/// Plays the round to its end: each seat follows its goal, with a random legal card instead
/// with probability `noise`.
pub fn rollout(
    st: &mut PlayState,
    r: &Rules,
    tasks: &Tasks,
    dealer: u8,
    rng: &mut FastRng,
    noise: f64,
) {
    while !st.finished() {
        let s = st.seat_to_play() as usize;
        let c = if noise > 0.0 && rng.chance(noise) {
            rng.pick_bit(r.playable(st.hands[s], st.led()))
        } else {
            choose(st, r, goal_of(st, tasks, dealer))
        };
        st.play(r, c);
    }
}
