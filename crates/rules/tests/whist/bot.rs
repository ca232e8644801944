//! Whist's bot: the kit's measure is the rules, so every level plays a random legal card.

use super::{Action, View, Whist};
use trumps_rules::bots::random::BotRng;
use trumps_rules::bots::{Bot, BotGame, BotLevel, Budget};

/// Plays a random legal card at every level (the kit's measure is the rules, not the bots).
pub struct Beginner(pub BotRng);

impl Bot<Whist> for Beginner {
    fn decide(&mut self, view: &View, _: Budget) -> Action {
        view.legal[self.0.below(view.legal.len())]
    }
}

impl BotGame for Whist {
    fn bot(_: BotLevel, seed: u64) -> Box<dyn Bot<Self>> {
        Box::new(Beginner(BotRng::new(seed)))
    }
}
