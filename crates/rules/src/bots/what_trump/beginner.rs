//! "Beginner": a random legal action.

use crate::bots::random::BotRng;
use crate::bots::{Bot, Budget};
use crate::games::what_trump::{Action, View, WhatTrump};

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

impl Bot<WhatTrump> for Beginner {
    fn decide(&mut self, view: &View, _budget: Budget) -> Action {
        // The view of the seat to act always lists at least one legal action.
        let i = self.rng.below(view.legal.len());
        view.legal[i]
    }
}
