//! Bots for Ransom Trump: Beginner plays a random legal action; Standard weighs each ransom by
//! its chance to win and what the trump it would buy is worth to the rest of its hand, reads
//! the other ransoms when it names trump, bids from its hand, and plays as every Decktet
//! Standard bot does; Expert is the shared search.

mod standard;

pub use crate::bots::beginner::Beginner;
pub use standard::Standard;

use super::BotGame;
use crate::games::ransom_trump::RansomTrump;

impl BotGame for RansomTrump {
    type Beginner = Beginner;
    type Standard = Standard;
}
