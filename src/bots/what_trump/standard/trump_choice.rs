//! The dealer's secret trump. Only the dealer knows it during the draft, so it can take the
//! trumps while the others guess; a trump is judged by simulating the draft (random column
//! markers, the others picking blind) and measuring how strong the dealer's hand ends up
//! against the others'.

use super::draft::DraftState;
use super::eval::power;
use super::sim::{bits, FastRng, Rules};
use crate::games::what_trump::{Trump, View};

/// How much the others' strength counts against the dealer's.
const OTHERS: f64 = 0.25;

pub fn choose_trump(view: &View, units: usize, rng: &mut FastRng) -> Option<Trump> {
    let rv = view.round.as_ref()?;
    let me = view.seat.0;
    let n = view.players();
    let choices = Trump::all_choices();
    // One simulated draft costs far less than a rollout of the play.
    let sims = (units / 8).clamp(4, 200);
    // The same markers and random picks for every trump, so trumps are compared fairly.
    let starts: Vec<(DraftState, u64)> = (0..sims)
        .map(|_| {
            let mut fr = FastRng::new(rng.next_u64());
            (DraftState::sample(rv, n, &mut fr), fr.next_u64())
        })
        .collect();
    let mut best: Option<(f64, Trump)> = None;
    for t in choices {
        let r = Rules::new(t);
        let mut score = 0.0;
        for (start, seed) in &starts {
            let mut fr = FastRng::new(*seed);
            let mut d = *start;
            d.finish(me, &r, &mut fr);
            for s in 0..n {
                let p: f64 = bits(d.hands[s]).map(|c| power(&r, c)).sum();
                if s == me as usize {
                    score += p;
                } else {
                    score -= OTHERS * p;
                }
            }
        }
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, t));
        }
    }
    best.map(|b| b.1)
}
