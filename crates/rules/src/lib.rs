//! Trumps' games, with no web dependency: it compiles and tests natively with plain
//! `cargo test`, and the web app (the workspace's root package) builds its UI on top.
//!
//! - [`engine`]: the game interface and the generic pieces (seats, seeded RNG, tricks,
//!   viewpoints, options, saves).
//! - [`mechanics`]: card-game pieces the games share (decks, following, tricks, trumps that
//!   change, deals, bidding, partners, matches).
//! - [`games`]: each game's rules as a deterministic state machine, in its own folder.
//! - [`bots`]: computer players that decide from a seat's view, and the bot-vs-bot harness.
//! - [`lessons`]: guided first hands, as data: a lesson file per game, read, checked and
//!   played along its script with the coach's lines.
//! - [`records`]: game records (JSON), replay, stepping and shared-deal codes, for any game.
//! - [`registry`]: the one list of the games, and a game of any kind behind one interface.
//! - [`remote`]: playing on several devices: the protocol between the device that holds the
//!   game and the guests' devices (each sent only its own seat's view), over any transport.
//! - [`review`]: *Review my play*: Expert's opinion of each decision one seat made in a
//!   record, for any game.

pub mod bots;
pub mod daily;
pub mod engine;
pub mod games;
pub mod lessons;
pub mod mechanics;
pub mod records;
pub mod registry;
pub mod remote;
pub mod review;
