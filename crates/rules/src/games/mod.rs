//! The games of the parlour, one folder each. Each game is a deterministic state machine
//! implementing [`crate::engine::Game`] and, in its `parlour.rs`, [`crate::engine::Parlour`]
//! (its part of records and replay reports); its bots implement the bots' own trait in
//! `bots/<id>/`, and the registry lists a game that has both.
//!
//! Layering: a game uses only the engine and the mechanics. Nothing under `games/` (or
//! `mechanics/`) imports the bots, the registry or the records; what those need from a game
//! they reach through the engine's traits (`scripts/check-layout.sh` checks it).

pub mod ace_trump;
pub mod ransom_trump;
pub mod top_trumps;
pub mod truf;
pub mod what_trump;
