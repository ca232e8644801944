//! Bots for What Trump?.

mod playout;
mod sampler;
pub(crate) mod standard;

pub use crate::bots::beginner::Beginner;
pub use standard::Standard;

use super::{Bot, BotGame, BotLevel};
use crate::games::what_trump::{Action, View, WhatTrump};

/// A bot of `level` for What Trump? (as [`BotGame::bot`]).
pub fn make_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<WhatTrump>> {
    WhatTrump::bot(level, seed)
}

impl BotGame for WhatTrump {
    type Beginner = Beginner;
    type Standard = Standard;

    fn sampler<'a>(view: &'a View) -> Box<dyn FnMut(u64) -> Self + 'a> {
        sampler::sampler(view)
    }

    fn playout_pick(&self, legal: &[Action], r: u64) -> usize {
        playout::pick(self, legal, r)
    }
}
