//! A full Ace Trump state that agrees with one seat's view: its own hand, every public play,
//! the counts of cards, and the voids the plays showed (a seat that did not follow a card has
//! none of its suits, unless it played the Excuse); the unseen cards are dealt from `seed`.

use super::rules;
use super::state::{AceTrump, Hand};
use super::view::View;
use crate::engine::GameRng;
use crate::mechanics::deal::deal_fitting;
use crate::mechanics::deal::DeckOptions;
use crate::mechanics::match_sample::set_aside;
use crate::mechanics::suits::SuitSet;

/// The suits each seat is known to lack.
pub fn known_voids(view: &View) -> Vec<SuitSet> {
    rules::known_voids(view.players, &view.tricks, &view.trick.plays)
}

pub fn sample(view: &View, seed: u64) -> AceTrump {
    let mut rng = GameRng::new(seed);
    let known = view.played().map(|(_, c)| c);
    let unseen = view.unseen(
        view.options.deck(),
        known.chain(view.set_aside.iter().flatten().copied()),
    );
    let voids = known_voids(view);
    let needs = view.needs(|_, count| count);
    let dealt = deal_fitting(
        &unseen,
        &needs,
        |i, c| rules::fits_voids(c, voids[i]),
        &mut rng,
    );
    let (hands, used) = view.fill_hands(dealt, |_, _| {});
    // As many of the cards left over as the view says were set aside (none before a deal).
    let set_aside = set_aside(&view.set_aside, &unseen, &used, view.set_aside_count);
    let hand = Hand {
        number: view.hand_number,
        size: view.hand_size,
        table: view.table(hands, view.trick.clone()),
        set_aside,
        trump: view.trump.clone(),
        bids: view.bids.to_vec(),
    };
    AceTrump {
        book: view.book(),
        rng,
        hand,
    }
}
