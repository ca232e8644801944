//! Deals: every seat gets the same number of cards from a shuffled deck (the one a game's
//! options name, [`DeckOptions`]), and the rest is set aside unseen.

use crate::engine::{GameRng, Seat};
use std::fmt::Display;

/// A game's options that say which cards make its deck.
pub trait DeckOptions {
    type Card;
    /// The whole deck a hand is dealt from.
    fn deck(&self) -> Vec<Self::Card>;
}

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
/// first dealer not at the table, or a given deck that is not the game's cards, each once
/// (the card at fault named).
pub fn check_given<C: Ord + Copy + Display>(
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
    for (k, given) in decks.iter().enumerate() {
        if let Some(p) = deck_problem(given, deck) {
            return Err(format!(
                "deck {} of the deal: {}",
                k + 1,
                p.words(deck.len())
            ));
        }
    }
    Ok(())
}

/// What is wrong with a given deck (places are indexes in it, from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckProblem<C> {
    /// A card the game's deck does not have (a Pawn when they are not in play…).
    NotInDeck { at: usize, card: C },
    /// A card given a second time, at `at`, first at `first`.
    Twice { at: usize, first: usize, card: C },
    /// A card of the deck not given (`others`: how many more are missing).
    Missing { card: C, others: usize },
}

impl<C: Display> DeckProblem<C> {
    /// In words, for a deck of `size` cards.
    pub fn words(&self, size: usize) -> String {
        match self {
            DeckProblem::NotInDeck { at, card } => format!(
                "card {} ({card}) is not in this game's deck of {size} cards",
                at + 1
            ),
            DeckProblem::Twice { at, first, card } => format!(
                "the card {card} is dealt twice (cards {} and {})",
                first + 1,
                at + 1
            ),
            DeckProblem::Missing { card, others } => missing_words(card, *others, size),
        }
    }
}

/// "the card 2C is missing (and 3 more): a deck holds each of the game's 52 cards once".
pub fn missing_words(card: &impl Display, others: usize, size: usize) -> String {
    let more = match others {
        0 => String::new(),
        1 => " (and 1 more)".into(),
        n => format!(" (and {n} more)"),
    };
    format!("the card {card} is missing{more}: a deck holds each of the game's {size} cards once")
}

/// The first problem of `given` as a deck of exactly `deck`'s cards, each once: a card not
/// in the deck or given twice (in dealing order), else a card missing.
pub fn deck_problem<C: Ord + Copy>(given: &[C], deck: &[C]) -> Option<DeckProblem<C>> {
    let mut full = deck.to_vec();
    full.sort_unstable();
    // Where each card of the deck was first given.
    let mut first: Vec<Option<usize>> = vec![None; full.len()];
    for (at, &card) in given.iter().enumerate() {
        let Ok(i) = full.binary_search(&card) else {
            return Some(DeckProblem::NotInDeck { at, card });
        };
        if let Some(first) = first[i] {
            return Some(DeckProblem::Twice { at, first, card });
        }
        first[i] = Some(at);
    }
    let mut missing = deck
        .iter()
        .filter(|c| full.binary_search(c).is_ok_and(|i| first[i].is_none()));
    missing.next().map(|&card| DeckProblem::Missing {
        card,
        others: missing.count(),
    })
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

    #[test]
    fn a_given_deck_names_the_card_at_fault() {
        let deck = [1u8, 2, 3, 4];
        assert_eq!(deck_problem(&[4, 3, 2, 1], &deck), None);
        assert_eq!(
            deck_problem(&[4, 9, 2, 1], &deck),
            Some(DeckProblem::NotInDeck { at: 1, card: 9 })
        );
        assert_eq!(
            deck_problem(&[4, 3, 4, 1], &deck),
            Some(DeckProblem::Twice {
                at: 2,
                first: 0,
                card: 4
            })
        );
        assert_eq!(
            deck_problem(&[4, 1], &deck),
            Some(DeckProblem::Missing { card: 2, others: 1 })
        );
        assert_eq!(
            check_given(None, &[vec![1, 2, 3]], 2, &deck),
            Err("deck 1 of the deal: the card 4 is missing: a deck holds each of the game's 4 cards once".into())
        );
    }
}
