//! The quick choices Expert's playouts make in Truf (the search itself is written once for
//! every game; a game may give its playouts a better than random policy):
//! - a bid is the seat's plain bid ([`plain_bid`]): the playout adds its cards in order, then
//!   closes (a bid the search tried that differs from it is closed at once);
//! - an even game is turned at random;
//! - in the tricks each seat plays to its bid, seeing every hand of the drawn state: while it
//!   needs tricks it plays the cheapest card no one still to play can beat (else it throws its
//!   lowest); once it has enough it plays the highest card someone will beat (else, forced to
//!   win, its highest). One play in five is at random, so the playouts still try everything.

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

/// The card `seat` plays among `cards` to win the trick (`want`) or to lose it, seeing every
/// hand: to win, the cheapest card that beats the table and that no seat still to play can
/// beat, else its lowest card; to lose, a card that loses now or that a seat still to play can
/// beat (its highest such when following, its lowest when leading), else its highest.
fn play_to_bid(g: &Truf, seat: Seat, cards: &[Choice], want: bool) -> Option<Choice> {
    let h = g.hand();
    let players = g.players_usize();
    let trump = g.trump();
    let plays = &h.trick.plays;
    let best = winning(plays, trump);
    let order = |c: Card| (Some(c.suit()) == trump, c.rank());
    // The seats still to play after `seat`.
    let later: Vec<&[Card]> = (1..players - plays.len())
        .map(|k| h.hands[(seat.index() + k) % players].as_slice())
        .collect();
    let stands = |c: Card| {
        let led = plays.first().map_or(c.suit(), |&(_, l)| l.suit());
        beats(c, best, Some(led), trump) && !later.iter().any(|hand| can_beat(hand, c, led, trump))
    };
    let lowest = cards.iter().copied().min_by_key(|&(_, c)| order(c));
    let highest = cards.iter().copied().max_by_key(|&(_, c)| order(c));
    if want {
        cards
            .iter()
            .copied()
            .filter(|&(_, c)| stands(c))
            .min_by_key(|&(_, c)| order(c))
            .or(lowest)
    } else {
        let safe = cards.iter().copied().filter(|&(_, c)| !stands(c));
        // Following, it sheds its highest safe card; leading, it leads its lowest (a seat
        // that could beat it may not want to).
        if plays.is_empty() {
            safe.min_by_key(|&(_, c)| order(c)).or(lowest)
        } else {
            safe.max_by_key(|&(_, c)| order(c)).or(highest)
        }
    }
}

/// Whether a seat holding `hand` can beat `card` in a trick led in `led` (following suit if
/// it can, else trumping).
fn can_beat(hand: &[Card], card: Card, led: Suit, trump: Option<Suit>) -> bool {
    let follows = hand.iter().any(|c| c.suit() == led);
    hand.iter()
        .any(|&c| (!follows || c.suit() == led) && beats(c, Some(card), Some(led), trump))
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
            let need = h
                .contract
                .as_ref()
                .map_or(0, |(c, _)| c[s].saturating_sub(u32::from(h.won[s])));
            let cards: Vec<Choice> = legal
                .iter()
                .enumerate()
                .filter_map(|(i, a)| match a {
                    Action::Play { card } => Some((i, *card)),
                    _ => None,
                })
                .collect();
            play_to_bid(g, seat, &cards, need > 0).map_or(random, |(i, _)| i)
        }
        _ => random,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    fn cards(list: &str) -> Vec<Card> {
        list.split_whitespace().map(card).collect()
    }

    #[test]
    fn a_seat_beats_a_card_by_following_higher_or_trumping_when_void() {
        let led = Suit::Hearts;
        // Follows with a higher heart.
        assert!(can_beat(
            &cards("KH 2S"),
            card("QH"),
            led,
            Some(Suit::Spades)
        ));
        // Must follow with a lower heart: cannot trump.
        assert!(!can_beat(
            &cards("3H AS"),
            card("QH"),
            led,
            Some(Suit::Spades)
        ));
        // Void in hearts: a trump beats it, another suit does not.
        assert!(can_beat(
            &cards("2S 9C"),
            card("AH"),
            led,
            Some(Suit::Spades)
        ));
        assert!(!can_beat(
            &cards("AD 9C"),
            card("AH"),
            led,
            Some(Suit::Spades)
        ));
        // No trump: only a higher heart.
        assert!(!can_beat(&cards("2S 9C"), card("5H"), led, None));
        // A trump led is beaten only by a higher trump.
        assert!(can_beat(
            &cards("KS 2H"),
            card("QS"),
            Suit::Spades,
            Some(Suit::Spades)
        ));
    }
}
