//! Generic pieces every card game shares: seats and turn order, the seeded RNG,
//! trick bookkeeping, the game interface and versioned saves.
//!
//! Nothing in here (or in `games/`) touches the web: it compiles and tests natively.

pub mod game;
pub mod rng;
pub mod save;
pub mod seat;
pub mod trick;

pub use game::{Game, Outcome};
pub use rng::GameRng;
pub use seat::Seat;
pub use trick::{CompletedTrick, Trick};
