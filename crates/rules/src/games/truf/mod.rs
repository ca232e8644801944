//! Truf, the Indonesian exact-bid trick-taker (3 or 4 players, the 52-card deck). Everyone
//! bids at once by showing cards of their hand, each marked plus or minus; the best bid sets
//! trump from its cards, and each player must then take exactly the tricks bid.
//!
//! Rules: `shared/seeds/003_…` as read in `shared/RULINGS.md`. Built in steps: so far the
//! arithmetic of bids ([`bid`]) and of the score ([`scoring`]) and the state machine
//! ([`state`]); its view, bots and table follow, and the registry lists Truf only once it
//! plays.

pub mod actions;
pub mod bid;
pub mod options;
pub mod scoring;
pub mod state;

pub use crate::mechanics::french::{Card, Suit};
pub use actions::{Action, ActionError};
pub use options::Options;
pub use state::{Phase, Truf};
