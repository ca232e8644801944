//! A full Ace Trump state that agrees with one seat's view: its own hand, every public play,
//! the counts of cards, and the voids the plays showed (a seat that did not follow a card has
//! none of its suits, unless it played the Excuse); the unseen cards are dealt from `seed`.

use super::rules;
use super::state::{AceTrump, Hand};
use super::view::View;
use crate::engine::GameRng;
use crate::mechanics::deal::deal_fitting;
use crate::mechanics::decktet::Card;
use crate::mechanics::suits::SuitSet;
use crate::mechanics::trick_hand::TrickHand;

/// The suits each seat is known to lack.
pub fn known_voids(view: &View) -> Vec<SuitSet> {
    rules::known_voids(view.players, &view.tricks, &view.trick.plays)
}

pub fn sample(view: &View, seed: u64) -> AceTrump {
    let players = view.players;
    let mut rng = GameRng::new(seed);
    let mut unseen: Vec<Card> = view.options.deck();
    let mut known: Vec<Card> = view.played().map(|(_, c)| c).collect();
    for h in view.hands.iter().flatten() {
        known.extend(h);
    }
    if let Some(aside) = &view.set_aside {
        known.extend(aside);
    }
    unseen.retain(|c| !known.contains(c));
    let voids = known_voids(view);
    let needs: Vec<usize> = (0..players)
        .map(|i| {
            if view.hands[i].is_some() {
                0
            } else {
                view.counts[i]
            }
        })
        .collect();
    let hands = deal_fitting(
        &unseen,
        &needs,
        |i, c| rules::fits_voids(c, voids[i]),
        &mut rng,
    );
    let mut all_hands: Vec<Vec<Card>> = (0..players)
        .map(|i| view.hands[i].clone().unwrap_or_default())
        .collect();
    let mut used: Vec<Card> = Vec::new();
    for (i, h) in hands.into_iter().enumerate() {
        if view.hands[i].is_none() {
            used.extend(&h);
            let mut h = h;
            h.sort_unstable();
            all_hands[i] = h;
        }
    }
    let set_aside = match &view.set_aside {
        Some(a) => a.clone(),
        // As many of the cards left over as the view says were set aside (none before a deal).
        None => unseen
            .iter()
            .copied()
            .filter(|c| !used.contains(c))
            .take(view.set_aside_count)
            .collect(),
    };
    let hand = Hand {
        number: view.hand_number,
        size: view.hand_size,
        table: TrickHand {
            hands: all_hands,
            won: view.won.to_vec(),
            trick: view.trick.clone(),
            tricks: view.tricks.clone(),
        },
        set_aside,
        trump: view.trump.clone(),
        bids: view.bids.to_vec(),
    };
    AceTrump {
        book: crate::book_from_view!(view),
        rng,
        hand,
    }
}
