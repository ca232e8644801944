//! A full Ransom Trump state that agrees with one seat's view: its own hand and ransom, the
//! ransoms shown, every public play, the counts of cards, and the voids the plays showed; the
//! unseen cards (other hands, ransoms still face down, the cards set aside) are dealt from
//! `seed`.

use super::rules;
use super::state::{Hand, RansomTrump};
use super::view::View;
use crate::engine::GameRng;
use crate::mechanics::deal::deal_fitting;
use crate::mechanics::deal::DeckOptions;
use crate::mechanics::match_sample::set_aside;

pub fn sample(view: &View, seed: u64) -> RansomTrump {
    let mut rng = GameRng::new(seed);
    let known = view
        .played()
        .map(|(_, c)| c)
        .chain(view.ransoms.iter().flatten().copied());
    let unseen = view.unseen(
        view.options.deck(),
        known.chain(view.set_aside.iter().flatten().copied()),
    );
    let voids = rules::known_voids(view.players, &view.tricks, &view.trick.plays);
    // A face-down ransom not seen is one more unseen card of that seat.
    let hidden_ransom =
        |i: usize| view.ransom_down[i] && view.ransoms[i].is_none() && view.hands[i].is_none();
    let needs = view.needs(|i, count| count + usize::from(hidden_ransom(i)));
    let dealt = deal_fitting(
        &unseen,
        &needs,
        |i, c| rules::fits_voids(c, voids[i]),
        &mut rng,
    );
    let mut ransoms = view.ransoms.to_vec();
    let (hands, used) = view.fill_hands(dealt, |i, h| {
        if hidden_ransom(i) && !h.is_empty() {
            let k = rng.below(h.len());
            ransoms[i] = Some(h.swap_remove(k));
        }
    });
    let set_aside = set_aside(&view.set_aside, &unseen, &used, view.set_aside_count);
    let hand = Hand {
        number: view.hand_number,
        table: view.table(hands, view.trick.clone()),
        set_aside,
        ransoms,
        reveal: view.reveal.clone(),
        trump: view.trump,
        bids: view.bids.to_vec(),
    };
    RansomTrump {
        book: view.book(),
        rng,
        hand,
    }
}
