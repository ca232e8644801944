//! The quick choices Expert's playouts make in Truf (the search itself is written once for
//! every game; a game may give its playouts a better than random policy):
//! - a bid is the seat's plain bid ([`plain_bid`]): the playout adds its cards in order, then
//!   closes (a bid the search tried that differs from it is closed at once);
//! - an even game is turned at random;
//! - in the tricks each seat plays to its bid: while it needs tricks it wins with the cheapest
//!   card that beats the table when it plays last, else its highest (or throws its lowest),
//!   leading high; once it has enough it ducks with the highest card that loses, leading low. One play in five is at random, so the playouts still try
//!   everything.

use super::actions::Action;
use super::estimate::plain_bid;
use super::state::{Phase, Truf};
use super::{Card, Suit};
use crate::engine::Seat;

/// A legal action's index and its card.
type Choice = (usize, Card);

/// Whether `card` beats `best` (the card winning the trick so far) with `led` led.
pub fn beats(card: Card, best: Option<Card>, led: Option<Suit>, trump: Option<Suit>) -> bool {
    let Some(best) = best else {
        return true;
    };
    let is_trump = |c: Card| Some(c.suit()) == trump;
    match (is_trump(card), is_trump(best)) {
        (true, false) => true,
        (false, true) => false,
        (true, true) => card.rank() > best.rank(),
        (false, false) => {
            Some(card.suit()) == led && best.suit() == card.suit() && card.rank() > best.rank()
        }
    }
}

/// The card winning the open trick so far (face-down cards included: a playout sees all).
fn winning(plays: &[(Seat, Card)], trump: Option<Suit>) -> Option<Card> {
    let led = plays.first().map(|&(_, c)| c.suit());
    plays.iter().fold(None, |best, &(_, c)| {
        if beats(c, best, led, trump) {
            Some(c)
        } else {
            best
        }
    })
}

pub fn pick(g: &Truf, legal: &[Action], r: u64) -> usize {
    let random = (r % legal.len().max(1) as u64) as usize;
    let Some(seat) = g.to_act_seat() else {
        return random;
    };
    let h = g.hand();
    let s = seat.index();
    let find = |a: Action| legal.iter().position(|&x| x == a);
    match g.phase() {
        Phase::Bid => {
            let want = plain_bid(&h.hands[s], g.players_usize());
            let made = &h.bids[s];
            let next = if want.starts_with(made) {
                want.get(made.len()).map(|&b| Action::BidCard {
                    card: b.card,
                    minus: b.minus,
                })
            } else {
                None
            };
            next.and_then(find)
                .or_else(|| find(Action::BidDone))
                .unwrap_or(random)
        }
        Phase::Play if !(r >> 24).is_multiple_of(5) => {
            let trump = g.trump();
            let need = h
                .contract
                .as_ref()
                .map_or(0, |(c, _)| c[s].saturating_sub(u32::from(h.won[s])));
            let plays = &h.trick.plays;
            let led = plays.first().map(|&(_, c)| c.suit());
            let best = winning(plays, trump);
            let cards = legal.iter().enumerate().filter_map(|(i, a)| match a {
                Action::Play { card } => Some((i, *card)),
                _ => None,
            });
            let order = |c: Card| (Some(c.suit()) == trump, c.rank());
            let (winners, losers): (Vec<Choice>, Vec<Choice>) =
                cards.partition(|&(_, c)| beats(c, best, led, trump));
            let last = plays.len() + 1 == g.players_usize();
            let choice = if plays.is_empty() {
                // Lead high while tricks are needed, low once there are enough.
                if need > 0 {
                    winners.iter().max_by_key(|(_, c)| order(*c))
                } else {
                    winners.iter().min_by_key(|(_, c)| order(*c))
                }
            } else if need > 0 {
                if last {
                    winners.iter().min_by_key(|(_, c)| order(*c))
                } else {
                    winners.iter().max_by_key(|(_, c)| order(*c))
                }
                .or_else(|| losers.iter().min_by_key(|(_, c)| order(*c)))
            } else {
                losers
                    .iter()
                    .max_by_key(|(_, c)| order(*c))
                    .or_else(|| winners.iter().max_by_key(|(_, c)| order(*c)))
            };
            choice.map_or(random, |&(i, _)| i)
        }
        _ => random,
    }
}
