//! Bots for Truf: Beginner shows one card of its hand as its bid and plays at random.
//! Standard and Expert choose their bids by simulation ([`crate::games::truf::bidding`]:
//! Standard over 40 deals, Expert over 160); Standard plays each card by a flat look ahead
//! ([`crate::bots::flat`]); Expert plays by the shared search, with Truf's playouts
//! ([`crate::games::truf::playout`]), samples weighed by the bids shown
//! ([`crate::games::truf::infer`]) and each seat rewarded by its own points (Truf is played
//! for points by the hand: [`crate::engine::Game::JUDGED_BY_POINTS`]).

mod beginner;
mod standard;

pub use beginner::Beginner;
pub use standard::Standard;

use super::BotGame;
use crate::games::truf::{Action, Truf};

impl BotGame for Truf {
    type Beginner = Beginner;
    type Standard = Standard;

    fn sampler<'a>(view: &'a crate::games::truf::View) -> Box<dyn FnMut(u64) -> Self + 'a> {
        crate::games::truf::infer::sampler(view)
    }

    fn playout_pick(&self, legal: &[Action], r: u64) -> usize {
        crate::games::truf::playout::pick(self, legal, r)
    }

    fn contracts_made(&self) -> Option<Vec<(u32, u32)>> {
        let mut made = vec![(0, 0); self.players_usize()];
        for r in self.results() {
            for (seat, m) in made.iter_mut().enumerate() {
                let won = r.won.get(seat).map(|&w| u32::from(w));
                m.0 += 1;
                m.1 += u32::from(won.is_some() && won == r.contract.get(seat).copied());
            }
        }
        Some(made)
    }
}
