//! Whist's bots: the kit's measure is the rules, so every level is the generic Beginner (a
//! random legal card).

use super::Whist;
use trumps_rules::bots::beginner::Beginner;
use trumps_rules::bots::{Bot, BotGame, BotLevel};

impl BotGame for Whist {
    type Beginner = Beginner;
    type Standard = Beginner;

    fn bot(_: BotLevel, seed: u64) -> Box<dyn Bot<Self>> {
        Box::new(Beginner::new(seed))
    }
}
