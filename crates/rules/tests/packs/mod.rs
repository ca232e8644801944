//! Packs for the Top Trumps tests: random packs of every legal shape (many ties, "no data",
//! both directions), and small hand-made ones.
#![allow(dead_code)]

use std::sync::Arc;
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::{Game, Seat};
use trumps_rules::games::top_trumps::{Attribute, Better, Options, Pack, PackCard, TopTrumps};

/// A random pack: 4–8 attributes, 20–60 cards, small value ranges (so ties are common), some
/// "no data", both directions.
pub fn random_pack(rng: &mut BotRng) -> Pack {
    let attributes: Vec<Attribute> = (0..4 + rng.below(5))
        .map(|i| Attribute {
            key: format!("a{i}"),
            label: format!("Attribute {}", i + 1),
            unit: if rng.chance(0.5) {
                "kg".into()
            } else {
                String::new()
            },
            better: if rng.chance(0.3) {
                Better::Lower
            } else {
                Better::Higher
            },
            precision: rng.below(3) as u8,
        })
        .collect();
    let range = 3 + rng.below(40);
    let no_data = if rng.chance(0.5) { 0.0 } else { 0.05 };
    let cards = (0..20 + rng.below(41))
        .map(|i| PackCard {
            name: format!("Card {}", i + 1),
            description: String::new(),
            picture: String::new(),
            values: attributes
                .iter()
                .map(|_| (!rng.chance(no_data)).then(|| rng.below(range) as f64 - 5.0))
                .collect(),
        })
        .collect();
    Pack {
        name: "Random".into(),
        description: String::new(),
        sources: Vec::new(),
        licence: String::new(),
        attributes,
        cards,
    }
}

/// A pack of `cards` cards with 4 attributes: card `i` has value `i` for the first two (the
/// first higher-wins, the second lower-wins), the third from `third(i)`, and the fourth 0
/// (every card ties).
pub fn ladder(cards: usize, third: impl Fn(usize) -> Option<f64>) -> Pack {
    let attributes = vec![
        attribute("up", "Up", Better::Higher),
        attribute("down", "Down", Better::Lower),
        attribute("third", "Third", Better::Higher),
        attribute("flat", "Flat", Better::Higher),
    ];
    let cards = (0..cards)
        .map(|i| PackCard {
            name: format!("C{i}"),
            description: String::new(),
            picture: String::new(),
            values: vec![Some(i as f64), Some(i as f64), third(i), Some(0.0)],
        })
        .collect();
    Pack {
        name: "Ladder".into(),
        description: String::new(),
        sources: Vec::new(),
        licence: String::new(),
        attributes,
        cards,
    }
}

fn attribute(key: &str, label: &str, better: Better) -> Attribute {
    Attribute {
        key: key.into(),
        label: label.into(),
        unit: String::new(),
        better,
        precision: 0,
    }
}

pub fn options(players: u8, pack: Pack) -> Options {
    Options {
        players,
        pack: Arc::new(pack),
    }
}

/// Every card of the pack is in exactly one place: a seat's stack or the middle.
pub fn every_card_once(g: &TopTrumps) {
    let players = g.players();
    let mut all: Vec<u8> = (0..players)
        .flat_map(|p| g.stack(Seat(p as u8)).iter().copied().collect::<Vec<u8>>())
        .collect();
    all.extend(g.middle());
    all.sort_unstable();
    let n = g.options().pack.cards.len() as u8;
    assert_eq!(all, (0..n).collect::<Vec<u8>>(), "cards conserved");
}
