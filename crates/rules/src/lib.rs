//! Trumps' games, with no web dependency: it compiles and tests natively with plain
//! `cargo test`, and the web app (the workspace's root package) builds its UI on top.
//!
//! - [`engine`]: generic pieces (seats, seeded RNG, tricks, the game interface, saves).
//! - [`games`]: each game's rules as a deterministic state machine.
//! - [`bots`]: computer players that decide from a seat's view.
//! - [`records`]: game records (JSON), replay, shared-deal codes and bot matches, for the
//!   `trumps` command line and the app.

pub mod bots;
pub mod engine;
pub mod games;
pub mod records;
