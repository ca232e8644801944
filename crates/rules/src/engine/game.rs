//! The interface every game implements, modelled on OpenSpiel's state API:
//! who acts, the legal actions, applying one (with a typed error for anything illegal),
//! what one seat may see, and the outcome.

use super::Seat;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Every seat that won (several for a shared win).
    pub winners: Vec<Seat>,
}

pub trait Game: Clone + Serialize + DeserializeOwned {
    type Action: Clone + PartialEq + Debug + Serialize + DeserializeOwned;
    /// What one seat may know. Bots and the UI for a seat see only this.
    type View: Clone + Debug;
    type Error: std::error::Error + PartialEq;

    /// Number of seats at the table.
    fn players(&self) -> usize;
    /// The seat that must act now, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// Every legal action of the seat to act (empty once the game is over).
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Applies `action` for `seat`, or explains why it is not allowed (the state is then unchanged).
    fn apply(&mut self, seat: Seat, action: Self::Action) -> Result<(), Self::Error>;
    /// Exactly what `seat` may know.
    fn view(&self, seat: Seat) -> Self::View;
    fn outcome(&self) -> Option<Outcome>;
}
