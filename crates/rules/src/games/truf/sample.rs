//! A full Truf state that agrees with one seat's view: its own hand and bid, the bids once
//! shown (their cards still in the hands that showed them), every card seen played, the
//! counts of cards, and the suits each seat showed it lacks. The unseen cards are dealt from
//! `seed`; a card lying face down in the open trick is one of its player's unseen cards (any
//! but the led suit); a bid closed but not yet shown is made up from the sampled hand.

use super::estimate::plain_bid;
use super::state::{Hand, Truf};
use super::view::View;
use super::Card;
use crate::engine::GameRng;
use crate::mechanics::deal::deal_fitting;
use crate::mechanics::deal::DeckOptions;
use crate::mechanics::trick::Trick;

pub fn sample(view: &View, seed: u64) -> Truf {
    let players = view.players;
    let mut rng = GameRng::new(seed);
    let known = view.played().map(|(_, c)| c);
    let unseen = view.unseen(
        view.options.deck(),
        known.chain(view.shown.iter().flatten().copied()),
    );
    let voids = view.voids();
    let face_down = |i: usize| {
        view.trick
            .plays
            .iter()
            .any(|&(s, c)| s.index() == i && c.is_none())
    };
    let needs = view
        .needs(|i, count| (count + usize::from(face_down(i))).saturating_sub(view.shown[i].len()));
    let dealt = deal_fitting(
        &unseen,
        &needs,
        |i, c: Card| !voids[i][c.suit().index()],
        &mut rng,
    );
    let mut down: Vec<Option<Card>> = vec![None; players];
    let (hands, _) = view.fill_hands(dealt, |i, pool| {
        pool.extend(&view.shown[i]);
        if face_down(i) && !pool.is_empty() {
            let led = view.trick.plays.first().and_then(|&(_, c)| c);
            let off: Vec<usize> = (0..pool.len())
                .filter(|&k| led.is_none_or(|l| pool[k].suit() != l.suit()))
                .collect();
            let k = if off.is_empty() {
                rng.below(pool.len())
            } else {
                off[rng.below(off.len())]
            };
            down[i] = Some(pool.swap_remove(k));
        }
    });
    let mut trick = Trick::new(view.trick.leader);
    for &(s, c) in &view.trick.plays {
        let card = c.or(down[s.index()]);
        if let Some(card) = card {
            trick.play(s, card, view.trick.is_face_down(s));
        }
    }
    let bids = (0..players)
        .map(|i| match &view.bids[i] {
            Some(b) => b.clone(),
            None if view.closed[i] => plain_bid(&hands[i], players),
            None => Vec::new(),
        })
        .collect();
    let hand = Hand {
        number: view.hand_number,
        table: view.table(hands, trick),
        bids,
        closed: view.closed.to_vec(),
        reveal: view.reveal.clone(),
        direction: view.direction,
        contract: view.contract.clone(),
        broken: view.broken,
    };
    Truf {
        book: view.book(),
        rng,
        hand,
    }
}
