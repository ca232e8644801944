//! Top Trumps (2 to 6 players, any pack): the chooser names an attribute of the top card,
//! everyone still in shows theirs, and the single best value takes every card shown and the
//! middle pile. A tie or "no data" sends the cards to the middle. The last player with cards
//! wins; after 1,000 turns, the most cards.
//!
//! Rules: `shared/seeds/002_…` as read in `shared/RULINGS.md`; our own summary is in
//! `docs/top-trumps.md` (the in-game rules panel). Packs: `docs/pack-format.md`.

pub mod actions;
pub mod builtin;
pub mod caption;
pub mod chance;
pub mod check;
mod game;
pub mod lesson;
pub mod notation;
pub mod options;
pub mod pack;
mod parlour;
pub mod playout;
pub mod report;
pub mod sample;
pub mod state;
pub mod view;
pub mod words;

pub use actions::{Action, ActionError};
pub use chance::Chance;
pub use check::{read_pack, Problem};
pub use options::Options;
pub use pack::{Attribute, Better, Pack, PackCard};
pub use state::{Phase, TopTrumps, Turn, TurnResult, STATE_VERSION, TURN_LIMIT};
pub use view::View;
pub use words::PackWords;
