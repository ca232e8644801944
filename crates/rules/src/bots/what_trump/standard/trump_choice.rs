//! The dealer's secret trump. Only the dealer knows it during the draft, so it can take the
//! trumps while the others guess. Every trump is first judged by simulating the draft (random
//! column markers, the others picking blind) and measuring how strong the dealer's hand ends
//! up against the others'. (Comparing the best few trumps by rollouts of whole rounds was
//! tried and played no better in self-play.)

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
    // One simulated draft costs far less than a rollout of the play.
    let sims = (units / 8).clamp(4, 200);
    // The same markers and random picks for every trump, so trumps are compared fairly.
    let starts: Vec<(DraftState, u64)> = (0..sims)
        .map(|_| {
            let mut fr = FastRng::new(rng.next_u64());
            (DraftState::sample(rv, n, &mut fr), fr.next_u64())
        })
        .collect();
    let mut scored: Vec<(f64, Trump)> = Trump::all_choices()
        .into_iter()
        .map(|t| {
            let r = Rules::new(t);
            let mut score = 0.0;
            for (start, seed) in &starts {
                let mut fr = FastRng::new(*seed);
                let mut d = *start;
                d.finish(me, &r, &mut fr);
                for s in 0..n {
                    let x: f64 = bits(d.hands[s]).map(|c| power(&r, c)).sum();
                    score += if s == me as usize { x } else { -OTHERS * x };
                }
            }
            (score, t)
        })
        .collect();
    // Best first; the sort is stable, so ties keep the fixed order of the choices.
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.first().map(|s| s.1)
}
