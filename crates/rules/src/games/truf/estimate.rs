//! Quick judgements of a Truf hand, shared by the sampler (a secret bid it must make up), the
//! search's playouts and the Standard bot: how many tricks a hand should take under a trump,
//! and which cards of a hand show a bid of a given value.

use super::bid::{self, BidCard};
use super::{Card, Suit};

/// Tricks `hand` should take at a table of `players` with `trump` (none: no trump).
pub fn tricks(hand: &[Card], trump: Option<Suit>, players: usize) -> f64 {
    let mut total = 0.0;
    let trumps = trump.map_or(0, |t| hand.iter().filter(|c| c.suit() == t).count());
    // With three players each suit goes round fewer times: high cards last longer.
    let deep = if players == 3 { 1.15 } else { 1.0 };
    for suit in Suit::ALL {
        let cards: Vec<u8> = hand
            .iter()
            .filter(|c| c.suit() == suit)
            .map(|c| c.rank())
            .collect();
        let n = cards.len();
        if Some(suit) == trump {
            for &r in &cards {
                total += match r {
                    Card::ACE => 1.0,
                    Card::KING => 0.9,
                    Card::QUEEN => 0.75,
                    Card::JACK => 0.6,
                    10 => 0.45,
                    _ => 0.3,
                };
            }
            total += 0.45 * n.saturating_sub(3) as f64;
            continue;
        }
        for &r in &cards {
            total += deep
                * match (r, n) {
                    (Card::ACE, n) if n <= 5 => 0.95,
                    (Card::ACE, _) => 0.7,
                    (Card::KING, 1) => 0.25,
                    (Card::KING, n) if n <= 5 => 0.7,
                    (Card::KING, _) => 0.45,
                    (Card::QUEEN, 3..=5) => 0.35,
                    (Card::QUEEN, _) => 0.1,
                    (Card::JACK, 4..=5) => 0.15,
                    _ => 0.0,
                };
        }
        match trump {
            // A short suit lets the trumps in.
            Some(_) if trumps >= 2 => {
                total += match n {
                    0 => 0.6,
                    1 => 0.3,
                    _ => 0.0,
                }
            }
            // A long suit with its top runs on once the others are out of it.
            None if n >= 5 && cards.iter().any(|&r| r >= Card::KING) => {
                total += 0.35 * (n - 4) as f64
            }
            _ => {}
        }
    }
    total
}

/// The trump suit `hand` would do best with: its longest suit, strength breaking ties.
pub fn best_suit(hand: &[Card], players: usize) -> Suit {
    Suit::ALL
        .into_iter()
        .max_by(|&a, &b| tricks(hand, Some(a), players).total_cmp(&tricks(hand, Some(b), players)))
        .unwrap_or(Suit::Spades)
}

/// The cards of `hand` that show a bid worth exactly `value`, if any: as few cards as can do
/// it, all of suit `suit` when that can be done (so a win of the bid makes it trump), else
/// cheap cards of mixed suits (so a win sets no trump). `None` if no set of up to three cards
/// makes the value.
pub fn express(hand: &[Card], value: u32, suit: Option<Suit>) -> Option<Vec<BidCard>> {
    let plus = |card: Card| BidCard { card, minus: false };
    let minus = |card: Card| BidCard { card, minus: true };
    let mut best: Option<(u32, Vec<BidCard>)> = None;
    let offer = |best: &mut Option<(u32, Vec<BidCard>)>, cards: &[BidCard]| {
        if bid::value(cards) != value {
            return;
        }
        let one_suit = bid::trump(cards);
        // Fewer cards first; then the wanted trump (or mixed suits when none is wanted);
        // then the cheaper cards to give away.
        let suit_cost = match suit {
            Some(s) if one_suit == Some(s) => 0,
            Some(_) => 2,
            None if cards.len() > 1 && one_suit.is_none() => 0,
            None => 1,
        };
        let shown: u32 = cards.iter().map(|b| u32::from(b.card.rank())).sum();
        let cost = cards.len() as u32 * 1000 + suit_cost * 100 + shown;
        if best.as_ref().is_none_or(|(c, _)| cost < *c) {
            *best = Some((cost, cards.to_vec()));
        }
    };
    for &a in hand {
        offer(&mut best, &[plus(a)]);
    }
    if best.is_none() || suit.is_some() {
        for (i, &a) in hand.iter().enumerate() {
            for &b in &hand[i + 1..] {
                offer(&mut best, &[plus(a), plus(b)]);
                offer(&mut best, &[plus(a), minus(b)]);
                offer(&mut best, &[minus(a), plus(b)]);
            }
        }
    }
    if best.is_none() {
        for (i, &a) in hand.iter().enumerate() {
            for (j, &b) in hand.iter().enumerate().skip(i + 1) {
                for &c in &hand[j + 1..] {
                    offer(&mut best, &[plus(a), plus(b), plus(c)]);
                    offer(&mut best, &[plus(a), plus(b), minus(c)]);
                    offer(&mut best, &[plus(a), minus(b), plus(c)]);
                    offer(&mut best, &[minus(a), plus(b), plus(c)]);
                }
            }
        }
    }
    best.map(|(_, mut cards)| {
        cards.sort_by_key(|b| b.card);
        cards
    })
}

/// A plain bid for `hand`: the tricks it should take with no trump of its own, rounded, in as
/// few cards as possible (what the sampler makes up for a secret bid, and a playout's bid).
pub fn plain_bid(hand: &[Card], players: usize) -> Vec<BidCard> {
    let value = tricks(hand, None, players).round() as u32;
    (0..=value)
        .rev()
        .chain(value + 1..=value + 3)
        .find_map(|v| express(hand, v, None))
        .or_else(|| {
            hand.first()
                .map(|&card| vec![BidCard { card, minus: false }])
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(list: &str) -> Vec<Card> {
        list.split_whitespace()
            .map(|c| c.parse().expect("a card"))
            .collect()
    }

    #[test]
    fn values_are_shown_with_few_cards_of_the_wanted_suit() {
        let hand = cards("2C 7C KC 3H 9H QH AS 5S 10D");
        // One card when one does.
        assert_eq!(
            express(&hand, 7, None),
            Some(vec![BidCard {
                card: "7C".parse().expect("a card"),
                minus: false
            }])
        );
        // Zero: a face card alone.
        let zero = express(&hand, 0, None).expect("zero");
        assert_eq!(bid::value(&zero), 0);
        assert_eq!(zero.len(), 1);
        // Hearts wanted: 3 and 9 of Hearts minus … or a pair of Hearts worth 6.
        let six = express(&hand, 6, Some(Suit::Hearts)).expect("six");
        assert_eq!(bid::value(&six), 6);
        assert_eq!(bid::trump(&six), Some(Suit::Hearts));
        // A big value takes two cards.
        let big = express(&hand, 17, None).expect("seventeen");
        assert_eq!(bid::value(&big), 17);
        assert!(big.len() >= 2);
        for v in 0..=20 {
            if let Some(b) = express(&hand, v, None) {
                assert_eq!(bid::value(&b), v);
            }
        }
    }

    #[test]
    fn a_strong_hand_counts_more_tricks_and_trump_length_helps() {
        let strong = cards("AS KS QS JS 10S 9S AH KH AD 2C 3C 4C 5D");
        let weak = cards("2S 3S 4H 5H 6H 2D 3D 4D 7C 8C 9C 6S 5C");
        assert!(tricks(&strong, Some(Suit::Spades), 4) > 6.0);
        assert!(tricks(&weak, None, 4) < 0.5);
        assert_eq!(best_suit(&strong, 4), Suit::Spades);
        assert!(!plain_bid(&weak, 4).is_empty());
        assert_eq!(bid::value(&plain_bid(&weak, 4)), 0);
    }
}
