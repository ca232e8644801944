//! "Standard" for Truf.
//!
//! - **Bid**: by simulation ([`bidding`]): each bid near what its hand should take, in few
//!   cheap cards of mixed suits or in one suit of its own (to name trump), is tried over a few
//!   dozen deals of the unseen cards, and it shows the one with the best mean score.
//! - **Even game**: turns it up if its hand should take more than its bid, else down.
//! - **Play**: to its bid exactly, by a flat look ahead ([`flat`]): each card it may play is
//!   tried over about a hundred deals of the unseen cards, every seat then playing to its
//!   own bid as the search's playouts do ([`crate::games::truf::playout`]), and it plays the
//!   card with the best mean score.

use crate::bots::{flat, Bot, Budget};
use crate::games::truf::bidding;
use crate::games::truf::{Action, Direction, Phase, Truf, View};

crate::seeded_bot!(Standard);

impl Bot<Truf> for Standard {
    fn decide(&mut self, view: &View, _budget: Budget) -> Action {
        let choice = match view.phase {
            Phase::Bid => next_bid_step(view),
            Phase::Turn => Some(Action::Turn {
                direction: turn(view),
            }),
            Phase::Play => flat::best::<Truf>(view, PLAY_DEALS, &mut self.rng),
            Phase::GameOver => None,
        };
        self.rng.legal_or_random(choice, &view.legal)
    }
}

/// Deals each card is tried over in the tricks. 24 left Standard below zero beside Expert;
/// with 96 it gained 0.23 points a hand there (Expert and three Standard, 1,000 games of seed
/// 11: -0.10 -> +0.13) for about 2 ms more a decision natively (docs/strength.md, "More
/// deals for Standard's cards").
const PLAY_DEALS: usize = 96;

/// The next card of the bid judged best over a few deals ([`bidding`]), or closing it once
/// every card is down (the same bid each time it is asked, so it is shown card by card).
fn next_bid_step(view: &View) -> Option<Action> {
    let judged = bidding::judge(view, bidding::STANDARD_DEALS);
    bidding::steps(view, judged)
        .and_then(|steps| steps.into_iter().next())
        .map(|j| j.action)
}

/// Up if its hand should take more than its bid, else down.
fn turn(view: &View) -> Direction {
    let Some(seat) = view.seat() else {
        return Direction::Down;
    };
    let mine = view.reveal.as_ref().map_or(0, |r| r.values[seat.index()]);
    bidding::turn(view.my_hand(), mine, view.trump(), view.players)
}
