//! "Beginner": a random legal action.

use crate::bots::random::BotRng;
use crate::bots::{Bot, Budget};
use crate::games::ransom_trump::{Action, RansomTrump, View};

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

impl Bot<RansomTrump> for Beginner {
    fn decide(&mut self, view: &View, _budget: Budget) -> Action {
        let i = self.rng.below(view.legal.len());
        view.legal[i]
    }
}
