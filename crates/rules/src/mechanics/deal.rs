//! Deals: every seat gets the same number of cards from a shuffled deck, and the rest is set
//! aside unseen.

use crate::engine::GameRng;

/// A dealt hand round: the hands by seat and the cards set aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt<C> {
    pub hands: Vec<Vec<C>>,
    pub set_aside: Vec<C>,
}

/// Shuffles `deck` with `rng` and deals `per_seat` cards to each of `players` seats (in seat
/// order, a card at a time as at a table); the rest is set aside. `per_seat * players` must
/// not exceed the deck.
pub fn deal<C: Clone>(deck: &[C], players: usize, per_seat: usize, rng: &mut GameRng) -> Dealt<C> {
    let mut cards = deck.to_vec();
    rng.shuffle(&mut cards);
    split(cards, players, per_seat)
}

/// Deals an already ordered pile: card `k` goes to seat `k % players` until every seat has
/// `per_seat`; the rest is set aside.
pub fn split<C>(cards: Vec<C>, players: usize, per_seat: usize) -> Dealt<C> {
    let mut hands: Vec<Vec<C>> = (0..players).map(|_| Vec::with_capacity(per_seat)).collect();
    let mut set_aside = Vec::new();
    for (k, c) in cards.into_iter().enumerate() {
        if k < players * per_seat {
            hands[k % players].push(c);
        } else {
            set_aside.push(c);
        }
    }
    Dealt { hands, set_aside }
}

/// The largest equal hand for `players` from a deck of `deck` cards, capped at `cap`.
pub fn even_share(deck: usize, players: usize, cap: usize) -> usize {
    (deck / players.max(1)).min(cap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deals_equal_hands_and_sets_the_rest_aside() {
        let deck: Vec<u8> = (0..41).collect();
        let d = deal(&deck, 5, 8, &mut GameRng::new(3));
        assert!(d.hands.iter().all(|h| h.len() == 8));
        assert_eq!(d.set_aside.len(), 1);
        let mut all: Vec<u8> = d.hands.concat();
        all.extend(&d.set_aside);
        all.sort();
        assert_eq!(all, deck);
        assert_eq!(even_share(36, 2, 9), 9);
        assert_eq!(even_share(41, 4, 99), 10);
    }
}
