//! What Trump?: task chips, a face-up 9-column draft, a secret trump suit and number.
//!
//! Rules: `shared/seeds/000_…` as read in `shared/RULINGS.md`; our own summary is in
//! `docs/rules.md` and in the in-game help.

pub mod actions;
pub mod belief;
pub mod caption;
pub mod cards;
pub mod chance;
mod chip_choice;
pub mod chip_table;
pub mod chips;
pub mod deal;
mod game;
pub mod hand;
pub mod lesson;
pub mod notation;
mod parlour;
pub mod race;
pub mod report;
mod round_flow;
pub mod sample;
pub mod scoring;
pub mod standing;
pub mod state;
pub mod task_fit;
pub mod tasks;
pub mod trump;
pub mod view;

pub use crate::engine::Viewpoint;
pub use actions::{Action, ActionError};
pub use caption::card_words;
pub use cards::{Card, Suit};
pub use chance::Chance;
pub use hand::Hand;
pub use state::{ChanceError, Deal, DealError, Options, Phase, WhatTrump, STATE_VERSION};
pub use tasks::Task;
pub use trump::Trump;
pub use view::View;
