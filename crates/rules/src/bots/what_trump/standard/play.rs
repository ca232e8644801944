//! Card play: every legal card is tried in rollouts of the rest of the round (hands are all
//! known; only the other players' tasks are drawn from our belief), and the card with the best
//! mean outcome for us is played.

use super::eval::{chip_weights, utility, Params, TaskBelief};
use super::policy::rollout;
use super::sim::{cid, gains, FastRng, PlayState, Rules};
use crate::games::what_trump::{Card, View};

pub fn choose_card(
    view: &View,
    belief: &TaskBelief,
    units: usize,
    rng: &mut FastRng,
    p: &Params,
) -> Option<Card> {
    let cards = view.legal_cards();
    let rv = view.round.as_ref()?;
    if cards.len() <= 1 {
        return cards.first().copied();
    }
    let me = view.seat.0;
    let dealer = rv.dealer.0;
    let n = view.players();
    let r = Rules::new(rv.trump.unwrap_or_default());
    let st = PlayState::from_round(rv, n, &r);
    let w = chip_weights(view);
    let runs = (units / cards.len()).max(6);
    let mut sums = vec![0.0; cards.len()];
    for _ in 0..runs {
        let seed = rng.next_u64();
        let mut tasks = belief.sample(&mut FastRng::new(seed));
        tasks[me as usize] = rv.my_task;
        tasks[dealer as usize] = None;
        for (j, &c) in cards.iter().enumerate() {
            let mut s = st;
            s.play(&r, cid(c));
            let mut fr = FastRng::new(seed ^ 0xA5A5_5A5A_1234_5678);
            rollout(&mut s, &r, &tasks, dealer, &mut fr, p.noise);
            sums[j] += utility(&gains(&s, &tasks, dealer), me, &w, st.n, p.alpha);
        }
    }
    let mut best = 0;
    for j in 1..cards.len() {
        if sums[j] > sums[best] + 1e-9 {
            best = j;
        }
    }
    Some(cards[best])
}
