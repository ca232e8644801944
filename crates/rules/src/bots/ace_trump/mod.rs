//! Bots for Ace Trump: Beginner plays a random legal action; Standard counts cards, reads voids,
//! watches the Aces still out (each one can change trump), bids from its hand, plays to its bid
//! and helps its partner.

mod standard;

pub use crate::bots::beginner::Beginner;
pub use standard::Standard;

use super::search::Expert;
use super::{Bot, BotGame, BotLevel};
use crate::games::ace_trump::AceTrump;

/// A bot of the given level for one seat; `seed` drives its own random choices.
pub fn make_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<AceTrump>> {
    match level {
        BotLevel::Beginner => Box::new(Beginner::new(seed)),
        BotLevel::Standard => Box::new(Standard::new(seed)),
        BotLevel::Expert => Box::new(Expert::new(seed)),
    }
}

impl BotGame for AceTrump {
    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self>> {
        make_bot(level, seed)
    }
}
