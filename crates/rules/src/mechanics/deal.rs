//! Deals: every seat gets the same number of cards from a shuffled deck, and the rest is set
//! aside unseen.

use crate::engine::{GameRng, Seat};

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

/// Deals `unseen` cards so seat `i` gets `needs[i]` cards, each one that `fits(i, card)` when
/// that can be done (a few shuffled tries, the most constrained seats first); if no try
/// works, the constraint is dropped and the cards are dealt as they come. A search bot uses
/// it to guess the hidden hands: `fits` says what the public plays rule out.
pub fn deal_fitting<C: Copy>(
    unseen: &[C],
    needs: &[usize],
    fits: impl Fn(usize, C) -> bool,
    rng: &mut GameRng,
) -> Vec<Vec<C>> {
    for _ in 0..20 {
        let mut pool = unseen.to_vec();
        rng.shuffle(&mut pool);
        // Seats with the fewest possible cards choose first.
        let mut order: Vec<usize> = (0..needs.len()).filter(|&i| needs[i] > 0).collect();
        order.sort_by_key(|&i| pool.iter().filter(|&&c| fits(i, c)).count());
        let mut hands = vec![Vec::new(); needs.len()];
        let mut ok = true;
        for &i in &order {
            for _ in 0..needs[i] {
                match pool.iter().position(|&c| fits(i, c)) {
                    Some(k) => hands[i].push(pool.swap_remove(k)),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if !ok {
                break;
            }
        }
        if ok {
            return hands;
        }
    }
    let mut pool = unseen.to_vec();
    rng.shuffle(&mut pool);
    needs
        .iter()
        .map(|&n| pool.drain(..n.min(pool.len())).collect())
        .collect()
}

/// Why hand-made chance does not fit a table of `players` dealing `deck`, if it does not: a
/// first dealer not at the table, or a given deck that is not the game's cards, each once.
pub fn check_given<C: Ord + Clone>(
    first_dealer: Option<Seat>,
    decks: &[Vec<C>],
    players: usize,
    deck: &[C],
) -> Result<(), String> {
    if let Some(d) = first_dealer.filter(|d| d.index() >= players) {
        return Err(format!(
            "the first dealer {d} is not at a table of {players}"
        ));
    }
    let mut full = deck.to_vec();
    full.sort_unstable();
    for (k, given) in decks.iter().enumerate() {
        let mut d = given.clone();
        d.sort_unstable();
        if d != full {
            return Err(format!(
                "deck {} of the deal is not the game's {} cards, each once",
                k + 1,
                full.len()
            ));
        }
    }
    Ok(())
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
