//! Bots for Ransom Trump: Beginner plays a random legal action; Standard weighs each ransom by
//! its chance to win and what the trump it would buy is worth to the rest of its hand, reads
//! the other ransoms when it names trump, bids from its hand, and plays as every Decktet
//! Standard bot does; Expert is the shared search.

mod standard;

pub use crate::bots::beginner::Beginner;
pub use standard::Standard;

use super::search::Expert;
use super::{Bot, BotGame, BotLevel};
use crate::games::ransom_trump::RansomTrump;

/// A bot of the given level for one seat; `seed` drives its own random choices.
pub fn make_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<RansomTrump>> {
    match level {
        BotLevel::Beginner => Box::new(Beginner::new(seed)),
        BotLevel::Standard => Box::new(Standard::new(seed)),
        BotLevel::Expert => Box::new(Expert::new(seed)),
    }
}

impl BotGame for RansomTrump {
    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self>> {
        make_bot(level, seed)
    }
}
