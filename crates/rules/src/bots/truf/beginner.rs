//! "Beginner": shows one card of its hand, chosen at random, as its whole bid (so it bids
//! that card's value, or nothing with a lone picture card), and plays a random legal card.

use crate::bots::{Bot, Budget};
use crate::games::truf::{Action, Phase, Truf, View};

crate::seeded_bot!(Beginner);

impl Bot<Truf> for Beginner {
    fn decide(&mut self, view: &View, _budget: Budget) -> Action {
        if view.phase == Phase::Bid {
            if !view.my_bid().is_empty() && view.legal.contains(&Action::BidDone) {
                return Action::BidDone;
            }
            let hand = view.my_hand();
            if !hand.is_empty() {
                let card = hand[self.rng.below(hand.len())];
                let a = Action::BidCard { card, minus: false };
                if view.legal.contains(&a) {
                    return a;
                }
            }
        }
        view.legal[self.rng.below(view.legal.len())]
    }
}
