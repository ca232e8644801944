//! Generic pieces every card game shares: seats and turn order, the seeded RNG, trick
//! bookkeeping, viewpoints, options, the game interface and versioned saves.
//!
//! Nothing in here (or in `games/`) touches the web: it compiles and tests natively.

pub mod game;
pub mod options;
pub mod rng;
pub mod save;
pub mod seat;
pub mod trick;
pub mod viewpoint;

pub use game::{seat_name, Game, GameInfo, Outcome};
pub use options::{FieldKind, GameOptions, OptionField};
pub use rng::GameRng;
pub use seat::Seat;
pub use trick::{CompletedTrick, Trick};
pub use viewpoint::Viewpoint;
