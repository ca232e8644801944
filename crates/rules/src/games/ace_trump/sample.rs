//! A full Ace Trump state that agrees with one seat's view: its own hand, every public play,
//! the counts of cards, and the voids the plays showed (a seat that did not follow a card has
//! none of its suits, unless it played the Excuse); the unseen cards are dealt from `seed`.

use super::rules;
use super::state::{AceTrump, Hand};
use super::view::View;
use crate::engine::GameRng;
use crate::mechanics::decktet::Card;
use crate::mechanics::suits::SuitSet;

/// The suits each seat is known to lack.
pub fn known_voids(view: &View) -> Vec<SuitSet> {
    let mut voids = vec![SuitSet::EMPTY; view.players];
    let tricks = view
        .tricks
        .iter()
        .map(|t| t.plays.as_slice())
        .chain(std::iter::once(view.trick.plays.as_slice()));
    for plays in tricks {
        for k in 1..plays.len() {
            let (seat, card) = plays[k];
            if card.is_excuse() {
                continue;
            }
            if let Some(led) = rules::led_card(&plays[..k]) {
                if !rules::follows(led, card) {
                    voids[seat.index()] = voids[seat.index()].or(led.suit_set());
                }
            }
        }
    }
    voids
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
    let hands = deal_unseen(&unseen, &needs, &voids, &mut rng);
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
    AceTrump {
        options: view.options,
        rng,
        first_dealer: view.first_dealer,
        dealer: view.dealer,
        phase: view.phase,
        hand: Hand {
            number: view.hand_number,
            size: view.hand_size,
            hands: all_hands,
            set_aside,
            trump: view.trump.clone(),
            bids: view.bids.to_vec(),
            won: view.won.to_vec(),
            trick: view.trick.clone(),
            tricks: view.tricks.clone(),
        },
        points: view.points.to_vec(),
        results: view.results.clone(),
        given: Vec::new(),
        winners: view.winners.clone(),
    }
}

/// Deals `unseen` cards so seat `i` gets `needs[i]` cards, none of a suit in `voids[i]` when
/// that can be done (a few shuffled tries, then most constrained seats first; the voids are
/// dropped only if no deal respects them).
fn deal_unseen(
    unseen: &[Card],
    needs: &[usize],
    voids: &[SuitSet],
    rng: &mut GameRng,
) -> Vec<Vec<Card>> {
    let fits = |i: usize, c: Card| c.is_excuse() || !c.suit_set().meets(voids[i]);
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
