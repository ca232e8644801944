//! Bots for Ace Trump: Beginner plays a random legal action; Standard counts cards, reads voids,
//! watches the Aces still out (each one can change trump), bids from its hand, plays to its bid
//! and helps its partner.

mod standard;

pub use crate::bots::beginner::Beginner;
pub use standard::Standard;

use super::BotGame;
use crate::games::ace_trump::AceTrump;

impl BotGame for AceTrump {
    type Beginner = Beginner;
    type Standard = Standard;
}
