//! The dealer's secret trump. Only the dealer knows it during the draft, so it can take the
//! trumps while the others guess. Every trump is first judged by simulating the draft (random
//! column markers, the others picking blind) and measuring how strong the dealer's hand ends
//! up against the others'. (Comparing the best few trumps by rollouts of whole rounds was
//! tried and played no better in self-play.)
//!
//! The same judgement read the other way round is what the others can infer from the grid
//! alone: a dealer sets a trump that the grid makes strong for it ([`grid_prior`]).

use super::draft::DraftState;
use super::eval::power;
use super::sim::{bits, FastRng, Rules};
use crate::games::what_trump::view::RoundView;
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
        .zip(worth(&starts, me, n))
        .map(|(t, w)| (w, t))
        .collect();
    // Best first; the sort is stable, so ties keep the fixed order of the choices.
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.first().map(|s| s.1)
}

/// Each trump's worth to the dealer `me` (in [`Trump::all_choices`] order), summed over the
/// simulated drafts `starts`: its hand's strength after the draft less a share of the others'.
fn worth(starts: &[(DraftState, u64)], me: u8, n: usize) -> Vec<f64> {
    Trump::all_choices()
        .into_iter()
        .map(|t| {
            let r = Rules::new(t);
            let mut score = 0.0;
            for (start, seed) in starts {
                let mut fr = FastRng::new(*seed);
                let mut d = *start;
                d.finish(me, &r, &mut fr);
                for s in 0..n {
                    let x: f64 = bits(d.hands[s]).map(|c| power(&r, c)).sum();
                    score += if s == me as usize { x } else { -OTHERS * x };
                }
            }
            score
        })
        .collect()
}

/// How sharply the grid prior favours the trumps that suit the dealer best: the weight of a
/// trump is `exp(GRID_SHARPNESS × its worth a draft)` before mixing with `GRID_FLOOR`.
/// Against Standard dealers, 8 gave the true trump the most likelihood of 0.5 to 64
/// (`experiments::grid_prior_finds_the_trump`: its mean log chance from −3.7 with the picks
/// alone to −2.7; its mean chance from 0.02–0.04 to 0.10–0.12).
pub const GRID_SHARPNESS: f64 = 8.0;
/// Share of the grid prior spread evenly over every trump (a dealer may set any trump).
const GRID_FLOOR: f64 = 0.2;

/// What the grid alone says of the dealer's secret trump, for the other seats: each of the
/// 50 choices (in [`Trump::all_choices`] order) as likely as its worth to the dealer, judged
/// as the dealer judges it (drafts simulated from the grid as dealt) over `sims` drafts
/// drawn from `seed`. A chance for each choice, summing to 1.
pub fn grid_prior(rv: &RoundView, n: usize, sims: usize, sharpness: f64, seed: u64) -> Vec<f64> {
    let mut rng = FastRng::new(seed);
    let starts: Vec<(DraftState, u64)> = (0..sims.max(1))
        .map(|_| {
            let mut fr = FastRng::new(rng.next_u64());
            (DraftState::dealt(rv, n, &mut fr), fr.next_u64())
        })
        .collect();
    let worth = worth(&starts, rv.dealer.0, n);
    let per = starts.len() as f64;
    let top = worth.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let w: Vec<f64> = worth
        .iter()
        .map(|x| (sharpness * (x - top) / per).exp())
        .collect();
    let total: f64 = w.iter().sum();
    let even = 1.0 / w.len().max(1) as f64;
    w.iter()
        .map(|x| GRID_FLOOR * even + (1.0 - GRID_FLOOR) * x / total)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::what_trump::Standard;
    use crate::bots::{Bot, Budget};
    use crate::engine::{Game, Seat, Viewpoint};
    use crate::games::what_trump::{Options, Phase, WhatTrump};

    /// Standard dealers set a trump the grid makes strong for them: before any pick, the grid
    /// alone gives the trump they set far more than the 1 in 50 of a guess.
    #[test]
    fn the_grid_gives_the_dealers_trump_away() {
        let (mut found, mut rounds) = (0.0, 0);
        for seed in 0..10 {
            let mut g = WhatTrump::new(Options::default(), 40 + seed).expect("game");
            let mut bots: Vec<Standard> = (0..4).map(|s| Standard::new(seed * 8 + s)).collect();
            while let Some(seat) = g.to_act() {
                if g.phase() == Phase::Draft {
                    let dealer = g.dealer();
                    let other = Seat((dealer.0 + 1) % 4);
                    let view = g.view_from(Viewpoint::Seat(other));
                    let truth = g
                        .view_from(Viewpoint::Seat(dealer))
                        .round
                        .and_then(|r| r.trump);
                    let rv = view.round.as_ref().expect("a round");
                    assert_eq!(rv.trump, None, "the trump is still secret");
                    let prior = grid_prior(rv, 4, 64, GRID_SHARPNESS, seed);
                    assert!(
                        (prior.iter().sum::<f64>() - 1.0).abs() < 1e-9,
                        "a probability"
                    );
                    let i = Trump::all_choices().iter().position(|&t| Some(t) == truth);
                    found += i.map(|i| prior[i]).unwrap_or(0.0);
                    rounds += 1;
                    break;
                }
                let v = g.view_of(seat);
                let a = bots[seat.index()].decide(&v, Budget::millis(20));
                g.apply(seat, a).expect("legal");
            }
        }
        assert_eq!(rounds, 10);
        let mean = found / rounds as f64;
        eprintln!("the dealer's trump believed {mean:.3} (a guess: 0.02)");
        assert!(mean > 0.05, "the dealer's trump believed {mean:.3}");
    }
}
