//! Bots for Top Trumps: Beginner names an attribute at random; Standard names the one where
//! its top card is likeliest to beat every card the others may show, reckoned from the cards
//! whose place it does not know; Expert is the shared search, with Top Trumps' playouts
//! ([`crate::games::top_trumps::playout`]).

mod standard;

pub use crate::bots::beginner::Beginner;
pub use standard::{chances, Standard};

use super::search::Expert;
use super::{Bot, BotGame, BotLevel};
use crate::games::top_trumps::{Action, TopTrumps};

/// A bot of the given level for one seat; `seed` drives its own random choices.
pub fn make_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<TopTrumps>> {
    match level {
        BotLevel::Beginner => Box::new(Beginner::new(seed)),
        BotLevel::Standard => Box::new(Standard::new(seed)),
        BotLevel::Expert => Box::new(Expert::new(seed)),
    }
}

impl BotGame for TopTrumps {
    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self>> {
        make_bot(level, seed)
    }

    fn playout_pick(&self, legal: &[Action], r: u64) -> usize {
        crate::games::top_trumps::playout::pick(self, legal, r)
    }
}
