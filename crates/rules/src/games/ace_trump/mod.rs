//! Ace Trump: the first Decktet trick-taker. Follow any suit of the led card; there is no trump
//! until an Ace is played, and each Ace makes its suit trump. Every variant of the rules is an
//! option.
//!
//! Rules: `shared/seeds/001_…` as read in `shared/RULINGS.md`; our own summary is in
//! `docs/ace-trump.md` (the in-game rules panel).

pub mod actions;
pub mod caption;
pub mod lesson;
pub mod chance {
    //! Ace Trump's hand-made deals (first dealer, decks in dealing order).
    pub type Chance = crate::mechanics::given_deal::GivenDeal<super::Card>;
}
mod game;
pub mod notation;
pub mod options;
pub mod report;
pub mod rules;
pub mod sample;
pub mod state;
pub mod view;

pub use crate::mechanics::decktet::{Card, Rank, Suit};
pub use actions::{Action, ActionError};
pub use chance::Chance;
pub use options::{Options, Until};
pub use state::{AceTrump, Hand, HandResult, Phase, STATE_VERSION};
pub use view::View;
