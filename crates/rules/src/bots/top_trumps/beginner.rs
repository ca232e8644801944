//! "Beginner": names an attribute at random.

use crate::bots::random::BotRng;
use crate::bots::{Bot, Budget};
use crate::games::top_trumps::{Action, TopTrumps, View};

pub struct Beginner {
    rng: BotRng,
}

impl Beginner {
    pub fn new(seed: u64) -> Self {
        Beginner {
            rng: BotRng::new(seed),
        }
    }
}

impl Bot<TopTrumps> for Beginner {
    fn decide(&mut self, view: &View, _budget: Budget) -> Action {
        match view.legal.len() {
            0 => Action::Choose { attribute: 0 },
            n => view.legal[self.rng.below(n)],
        }
    }
}
