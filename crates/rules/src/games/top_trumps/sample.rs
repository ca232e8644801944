//! A full game of Top Trumps consistent with one seat's view, for the search bot: the cards
//! nobody has seen are dealt at random into the unseen tops of the stacks; everything public
//! (the won cards under them, the middle pile) and the seat's own top card stay as they are.

use super::state::TopTrumps;
use super::view::View;
use crate::engine::rng::SplitMix64;
use std::collections::VecDeque;

pub fn sample(view: &View, seed: u64) -> TopTrumps {
    let mut rng = SplitMix64::new(seed);
    let mut pool = view.unknown_cards();
    // Fisher–Yates from the seed.
    for i in (1..pool.len()).rev() {
        let j = rng.below(i + 1);
        pool.swap(i, j);
    }
    let mut pool = pool.into_iter();
    let stacks: Vec<VecDeque<u8>> = view
        .stacks
        .iter()
        .map(|s| {
            let mut stack = VecDeque::with_capacity(s.count);
            for k in 0..s.unseen {
                match (k, s.top) {
                    (0, Some(t)) => stack.push_back(t),
                    _ => {
                        if let Some(c) = pool.next() {
                            stack.push_back(c);
                        }
                    }
                }
            }
            stack.extend(s.known.iter().copied());
            stack
        })
        .collect();
    TopTrumps {
        options: view.options.clone(),
        seed,
        dealer: view.dealer,
        unseen: view.stacks.iter().map(|s| s.unseen as u8).collect(),
        stacks,
        middle: view.middle.clone(),
        chooser: view.chooser,
        turns: view.turns,
        last: view.last.clone(),
        phase: view.phase,
        winners: view.winners.clone(),
    }
}
