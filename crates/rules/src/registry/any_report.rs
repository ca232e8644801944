//! A game's replay report in the making ([`super::listed::ReplayReport`]) behind one
//! object-safe interface, for the replay written once above the games.

use super::any_game::{action_from_json, downcast, AnyGame};
use super::listed::{Listed, ReplayReport};
use crate::engine::Seat;
use serde_json::Value;

pub trait AnyReport {
    /// `seat` did `action` (as a record holds it), which took the game from `before` to
    /// `after`. A step of another game, or an action that is not this game's, is ignored.
    fn step(&mut self, before: &dyn AnyGame, seat: Seat, action: &Value, after: &dyn AnyGame);
    /// The game's part of the report once the record ends with `game` (`null` if `game` is
    /// not of this report's game).
    fn finish(self: Box<Self>, game: &dyn AnyGame) -> Value;
}

/// The report of game `G`.
pub(super) struct Reporting<G: Listed>(pub(super) G::Report);

impl<G: Listed> AnyReport for Reporting<G> {
    fn step(&mut self, before: &dyn AnyGame, seat: Seat, action: &Value, after: &dyn AnyGame) {
        if let (Some(b), Some(a), Ok(act)) = (
            downcast::<G>(before),
            downcast::<G>(after),
            action_from_json::<G>(action),
        ) {
            self.0.step(b, seat, &act, a);
        }
    }

    fn finish(self: Box<Self>, game: &dyn AnyGame) -> Value {
        match downcast::<G>(game) {
            Some(g) => self.0.finish(g),
            None => Value::Null,
        }
    }
}
