//! Bots for What Trump?.

mod playout;
mod sampler;
pub(crate) mod standard;

pub use crate::bots::beginner::Beginner;
pub use standard::Standard;

use super::search::Expert;
use super::{Bot, BotGame, BotLevel};
use crate::games::what_trump::{Action, View, WhatTrump};

/// A bot of the given level for one seat; `seed` drives its own random choices.
pub fn make_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<WhatTrump>> {
    match level {
        BotLevel::Beginner => Box::new(Beginner::new(seed)),
        BotLevel::Standard => Box::new(Standard::new(seed)),
        BotLevel::Expert => Box::new(Expert::new(seed)),
    }
}

impl BotGame for WhatTrump {
    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self>> {
        make_bot(level, seed)
    }

    fn sampler<'a>(view: &'a View) -> Box<dyn FnMut(u64) -> Self + 'a> {
        sampler::sampler(view)
    }

    fn playout_pick(&self, legal: &[Action], r: u64) -> usize {
        playout::pick(self, legal, r)
    }
}
