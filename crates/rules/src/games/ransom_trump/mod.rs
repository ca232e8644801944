//! Ransom Trump: a Decktet trick-taker whose trump is bought. Every player secretly puts down
//! one card as a ransom; the ransoms are shown together, tied top ranks cancel each other out,
//! and the highest card left alone names trump (its owner picks among its suits) and leads.
//! Play is Ace Trump's with that trump fixed for the hand. Every variant of the rules is an
//! option.
//!
//! Rules: `shared/seeds/004_…` as read in `shared/RULINGS.md`; our own summary is in
//! `docs/ransom-trump.md` (the in-game rules panel).

pub mod actions;
pub mod caption;
mod game;
pub mod lesson;
pub mod notation;
pub mod options;
pub mod ransom;
pub mod report;
pub mod sample;
pub mod state;
pub mod view;

pub use crate::mechanics::decktet::{Card, Rank, Suit};
pub use crate::mechanics::decktet_tricks as rules;
pub use actions::{Action, ActionError};
pub use options::{Options, Until};
pub use ransom::Reveal;
pub use state::{Hand, HandResult, Phase, RansomTrump, STATE_VERSION};
pub use view::View;

/// Hand-made deals (first dealer, decks in dealing order).
pub type Chance = crate::mechanics::given_deal::GivenDeal<Card>;
