//! A full Ransom Trump state that agrees with one seat's view: its own hand and ransom, the
//! ransoms shown, every public play, the counts of cards, and the voids the plays showed; the
//! unseen cards (other hands, ransoms still face down, the cards set aside) are dealt from
//! `seed`.

use super::rules;
use super::state::{Hand, RansomTrump};
use super::view::View;
use crate::engine::GameRng;
use crate::mechanics::deal::deal_fitting;
use crate::mechanics::decktet::Card;
use crate::mechanics::trick_hand::TrickHand;

pub fn sample(view: &View, seed: u64) -> RansomTrump {
    let players = view.players;
    let mut rng = GameRng::new(seed);
    let mut known: Vec<Card> = view.played().map(|(_, c)| c).collect();
    known.extend(view.hands.iter().flatten().flatten());
    known.extend(view.ransoms.iter().flatten());
    if let Some(aside) = &view.set_aside {
        known.extend(aside);
    }
    let mut unseen: Vec<Card> = view.options.deck();
    unseen.retain(|c| !known.contains(c));
    let voids = rules::known_voids(players, &view.tricks, &view.trick.plays);
    // A face-down ransom not seen is one more unseen card of that seat.
    let hidden_ransom =
        |i: usize| view.ransom_down[i] && view.ransoms[i].is_none() && view.hands[i].is_none();
    let needs: Vec<usize> = (0..players)
        .map(|i| {
            if view.hands[i].is_some() {
                0
            } else {
                view.counts[i] + usize::from(hidden_ransom(i))
            }
        })
        .collect();
    let dealt = deal_fitting(
        &unseen,
        &needs,
        |i, c| rules::fits_voids(c, voids[i]),
        &mut rng,
    );
    let mut hands: Vec<Vec<Card>> = Vec::with_capacity(players);
    let mut ransoms = view.ransoms.to_vec();
    let mut used: Vec<Card> = Vec::new();
    for (i, mut h) in dealt.into_iter().enumerate() {
        match &view.hands[i] {
            Some(mine) => hands.push(mine.clone()),
            None => {
                used.extend(&h);
                if hidden_ransom(i) && !h.is_empty() {
                    let k = rng.below(h.len());
                    ransoms[i] = Some(h.swap_remove(k));
                }
                h.sort_unstable();
                hands.push(h);
            }
        }
    }
    let set_aside = match &view.set_aside {
        Some(a) => a.clone(),
        None => unseen
            .iter()
            .copied()
            .filter(|c| !used.contains(c))
            .take(view.set_aside_count)
            .collect(),
    };
    let hand = Hand {
        number: view.hand_number,
        table: TrickHand {
            hands,
            won: view.won.to_vec(),
            trick: view.trick.clone(),
            tricks: view.tricks.clone(),
        },
        set_aside,
        ransoms,
        reveal: view.reveal.clone(),
        trump: view.trump,
        bids: view.bids.to_vec(),
    };
    RansomTrump {
        book: crate::book_from_view!(view),
        rng,
        hand,
    }
}
