//! "Beginner" for any game: a random legal action of the view (a game whose Beginner should
//! know a little more, like Truf's bids, keeps its own).

use super::{Bot, Budget};
use crate::engine::{Game, SeatView};

crate::seeded_bot!(Beginner);

impl<G: Game> Bot<G> for Beginner {
    /// Only asked when the view's seat is to act, so its legal actions are not empty.
    fn decide(&mut self, view: &G::View, _budget: Budget) -> G::Action {
        let legal = view.legal();
        legal[self.rng.below(legal.len())].clone()
    }
}
