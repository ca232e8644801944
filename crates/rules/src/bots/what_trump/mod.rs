//! Bots for What Trump?.

mod beginner;
pub(crate) mod standard;

pub use beginner::Beginner;
pub use standard::Standard;

use super::search::Expert;
use super::{Bot, BotLevel};
use crate::games::what_trump::WhatTrump;

/// A bot of the given level for one seat; `seed` drives its own random choices.
pub fn make_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<WhatTrump>> {
    match level {
        BotLevel::Beginner => Box::new(Beginner::new(seed)),
        BotLevel::Standard => Box::new(Standard::new(seed)),
        BotLevel::Expert => Box::new(Expert::new(seed)),
    }
}
