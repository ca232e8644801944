//! Bots for Truf: Beginner shows one card of its hand as its bid and plays at random; Standard
//! counts its tricks, shows a bid in as few and as cheap cards as it can (all of its best suit
//! when it hopes to win the bid and name trump), and plays to its bid exactly; Expert is the
//! shared search, with Truf's playouts ([`crate::games::truf::playout`]).

mod beginner;
mod standard;

pub use beginner::Beginner;
pub use standard::Standard;

use super::BotGame;
use crate::games::truf::{Action, Truf};

impl BotGame for Truf {
    type Beginner = Beginner;
    type Standard = Standard;

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
