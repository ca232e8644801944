//! Truf, the Indonesian exact-bid trick-taker (3 or 4 players, the 52-card deck). Everyone
//! bids at once by showing cards of their hand, each marked plus or minus; the best bid sets
//! trump from its cards, and each player must then take exactly the tricks bid.
//!
//! Rules: `shared/seeds/003_…` as read in `shared/RULINGS.md`; our own summary is in
//! `docs/truf.md` (the in-game rules panel).

pub mod actions;
pub mod bid;
pub mod bidding;
pub mod caption;
pub mod estimate;
mod game;
pub mod infer;
pub mod lesson;
pub mod notation;
pub mod options;
pub mod playout;
pub mod report;
pub mod sample;
pub mod scoring;
pub mod state;
pub mod view;

pub use crate::mechanics::french::{Card, Suit};
pub use actions::{Action, ActionError};
pub use bid::{BidCard, Direction, Kind};
pub use options::Options;
pub use state::{Hand, HandResult, Phase, Reveal, Truf, STATE_VERSION};
pub use view::View;

/// Hand-made deals (first dealer, decks in dealing order).
pub type Chance = crate::mechanics::given_deal::GivenDeal<Card>;
