//! Bots for Truf: Beginner shows one card of its hand as its bid and plays at random; Standard
//! counts its tricks, shows a bid in as few and as cheap cards as it can (all of its best suit
//! when it hopes to win the bid and name trump), and plays to its bid exactly; Expert is the
//! shared search, with Truf's playouts ([`crate::games::truf::playout`]).

mod beginner;
mod standard;

pub use beginner::Beginner;
pub use standard::Standard;

use super::search::Expert;
use super::{Bot, BotGame, BotLevel};
use crate::games::truf::{Action, Truf};

/// A bot of the given level for one seat; `seed` drives its own random choices.
pub fn make_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Truf>> {
    match level {
        BotLevel::Beginner => Box::new(Beginner::new(seed)),
        BotLevel::Standard => Box::new(Standard::new(seed)),
        BotLevel::Expert => Box::new(Expert::new(seed)),
    }
}

impl BotGame for Truf {
    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self>> {
        make_bot(level, seed)
    }

    fn playout_pick(&self, legal: &[Action], r: u64) -> usize {
        crate::games::truf::playout::pick(self, legal, r)
    }
}
