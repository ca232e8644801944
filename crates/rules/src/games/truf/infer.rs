//! What the shown bids say about the hands that showed them, for Expert's samples. Once the
//! bids are shown, a seat that bid zero is unlikely to hold Aces and Kings, and one that bid
//! seven unlikely to hold none. Each state drawn from the view ([`sample`]) is weighed by how
//! well every other seat's whole hand (as dealt: the cards it still holds and those it has
//! played) fits the value it bid, and the search's states are drawn from a pool by those
//! weights.

use super::bid;
use super::estimate;
use super::sample::sample;
use super::state::Truf;
use super::view::View;
use super::Card;
use crate::engine::rng::SplitMix64;

/// States drawn for the pool of one decision.
pub const POOL: usize = 192;
/// How many tricks a seat bids above what its dealt hand counts ([`estimate::tricks`]) on
/// average, and how far a bid strays from that: measured on Standard's bids over 60 deals of
/// four players (−0.63 and 1.83; zero bids pull the mean below the count).
const OVER: f64 = -0.6;
const SPREAD: f64 = 1.8;

/// The weight of a drawn state: how likely the other seats' bids are with the hands it gives
/// them (1 when the view shows no bids yet).
pub fn weight(view: &View, g: &Truf) -> f64 {
    let Some(reveal) = &view.reveal else {
        return 1.0;
    };
    let me = view.seat().map(|s| s.index());
    let h = g.hand();
    let mut log = 0.0;
    for (i, &value) in reveal.values.iter().enumerate() {
        if Some(i) == me {
            continue;
        }
        let mut dealt: Vec<Card> = h.hands[i].clone();
        let played = h
            .tricks
            .iter()
            .flat_map(|t| t.plays.iter())
            .chain(h.trick.plays.iter())
            .filter(|(s, _)| s.index() == i)
            .map(|&(_, c)| c);
        dealt.extend(played);
        let trump = h.bids.get(i).and_then(|b| bid::trump(b));
        let count = estimate::tricks(&dealt, trump, view.players) + OVER;
        let miss = (f64::from(value) - count) / SPREAD;
        log -= 0.5 * miss * miss;
    }
    log.exp()
}

/// Draws the search's states for one decision: before the bids are shown, as [`sample`]
/// does; after, from a pool of [`POOL`] states weighed by [`weight`] (the pool is drawn at
/// the first call, from its seed).
pub fn sampler(view: &View) -> Box<dyn FnMut(u64) -> Truf + '_> {
    if view.reveal.is_none() {
        return Box::new(move |seed| sample(view, seed));
    }
    let mut pool: Vec<(Truf, f64)> = Vec::new();
    let mut total = 0.0;
    Box::new(move |seed| {
        if pool.is_empty() {
            let mut rng = SplitMix64::new(seed);
            for _ in 0..POOL {
                let g = sample(view, rng.next_u64());
                let w = weight(view, &g);
                total += w;
                pool.push((g, w));
            }
        }
        let mut at = SplitMix64::new(seed).unit() * total;
        for (g, w) in &pool {
            if at < *w {
                return g.clone();
            }
            at -= w;
        }
        pool.last()
            .map_or_else(|| sample(view, seed), |(g, _)| g.clone())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, Viewpoint};
    use crate::games::truf::{Options, Phase};

    /// A game played by its first legal actions to the first card of the tricks.
    fn after_the_bids(seed: u64) -> Truf {
        let mut g = Truf::new(
            &Options {
                players: 4,
                hands: 1,
            },
            seed,
        )
        .expect("a game");
        while g.phase() != Phase::Play {
            let seat = g.to_act().expect("someone acts");
            let action = g.legal_actions()[0];
            g.apply(seat, action).expect("legal");
        }
        g
    }

    #[test]
    fn the_true_deal_outweighs_most_drawn_ones_and_draws_agree_with_the_view() {
        let mut heavier = 0;
        let tries = 30;
        for seed in 0..tries {
            let g = after_the_bids(seed);
            let view = g.view(Viewpoint::Seat(Seat(0)));
            let truth = weight(&view, &g);
            let mut draw = sampler(&view);
            let drawn: Vec<Truf> = (0..8).map(&mut draw).collect();
            for d in &drawn {
                assert_eq!(d.hand().hands[0], g.hand().hands[0]);
                assert_eq!(d.hand().reveal, g.hand().reveal);
            }
            let mean = drawn.iter().map(|d| weight(&view, d)).sum::<f64>() / 8.0;
            heavier += usize::from(truth >= mean * 0.5);
        }
        assert!(heavier * 2 > tries as usize, "{heavier} of {tries}");
    }
}
