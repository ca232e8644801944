//! Bots for Top Trumps: Beginner names an attribute at random; Standard names the one where
//! its top card is likeliest to beat every card the others may show, reckoned from the cards
//! whose place it does not know; Expert is the shared search, with Top Trumps' playouts
//! ([`crate::games::top_trumps::playout`]).

mod standard;

pub use crate::bots::beginner::Beginner;
pub use standard::{chances, Standard};

use super::BotGame;
use crate::games::top_trumps::{Action, TopTrumps};

impl BotGame for TopTrumps {
    type Beginner = Beginner;
    type Standard = Standard;

    fn playout_pick(&self, legal: &[Action], r: u64) -> usize {
        crate::games::top_trumps::playout::pick(self, legal, r)
    }
}
