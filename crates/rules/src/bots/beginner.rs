//! "Beginner" for any game: a random legal action of the view (a game whose Beginner should
//! know a little more, like Truf's bids, keeps its own).

use super::random::BotRng;
use super::{Bot, Budget};
use crate::engine::{Game, SeatView};

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

impl<G: Game> Bot<G> for Beginner {
    /// Only asked when the view's seat is to act, so its legal actions are not empty.
    fn decide(&mut self, view: &G::View, _budget: Budget) -> G::Action {
        let legal = view.legal();
        legal[self.rng.below(legal.len())].clone()
    }
}
