//! A game the parlour lists: one with its parlour part (records, report, progress:
//! [`Parlour`], implemented in the game's folder) and its bots ([`BotGame`], implemented in
//! the bots' folder for the game). Every such game is `Listed`; the registry does the rest.

pub use crate::bots::BotGame;
pub use crate::engine::{Parlour, ReplayReport};

pub trait Listed: Parlour + BotGame {}

impl<G: Parlour + BotGame> Listed for G {}
