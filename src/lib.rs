//! Trumps: a parlour of trump card games.
//!
//! - [`engine`]: generic, web-free pieces (seats, seeded RNG, tricks, the game interface, saves).
//! - [`games`]: each game's rules as a deterministic state machine.
//! - [`bots`]: computer players that decide from a seat's view.
//! - [`records`]: game records (JSON), replay and bot matches, for the `trumps` command line.
//! - [`ui`]: the Leptos web interface (only turns clicks into engine actions).

pub mod bots;
pub mod engine;
pub mod games;
pub mod records;
pub mod ui;
