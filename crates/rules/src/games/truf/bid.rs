//! A Truf bid: one or more cards of the hand, shown together, each marked plus or minus.
//!
//! - **Value** (the tricks bid): the plus cards' values less the minus cards', never below
//!   zero. A card is worth its number (2 to 10), an Ace 1, a Jack, Queen or King 10; but a Jack,
//!   Queen or King shown alone is worth 0, and a card shown alone always counts plus.
//! - **Winner**: the highest value; then the fewer cards; then the highest single card shown
//!   (A K Q J 10 … 2, and of equal ranks ♠ > ♥ > ♦ > ♣). Cards are all different, so one bid
//!   always wins.
//! - **Trump**: the suit of the winning bid's cards if they are all of one suit; else none.
//! - **Kind of game**: the values' total above the tricks of the hand is a high game, below a
//!   low game; equal is an even game, and the bid winner turns it "up" (every bid one more: a
//!   high game) or "down" (every bid above zero one less: a low game).

use super::{Card, Suit};
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// One card of a bid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BidCard {
    pub card: Card,
    /// Marked minus: its value is taken off (ignored for a card shown alone).
    pub minus: bool,
}

/// A card's worth in a bid of several cards: its number, an Ace 1, a face card 10.
pub fn card_value(card: Card) -> u32 {
    match card.rank() {
        Card::ACE => 1,
        r if r >= Card::JACK => 10,
        r => u32::from(r),
    }
}

/// The tricks a bid of these cards stands for.
pub fn value(cards: &[BidCard]) -> u32 {
    match cards {
        [] => 0,
        [one] if one.card.is_face() => 0,
        [one] => card_value(one.card),
        _ => signed_total(cards).max(0) as u32,
    }
}

/// The plus cards' values less the minus cards', before a total below zero counts as zero
/// (the sum a bid of several cards is worked out from).
pub fn signed_total(cards: &[BidCard]) -> i64 {
    cards
        .iter()
        .map(|b| {
            let v = i64::from(card_value(b.card));
            if b.minus {
                -v
            } else {
                v
            }
        })
        .sum()
}

/// The trump a winning bid of these cards sets: their suit if they share one.
pub fn trump(cards: &[BidCard]) -> Option<Suit> {
    let first = cards.first()?.card.suit();
    cards
        .iter()
        .all(|b| b.card.suit() == first)
        .then_some(first)
}

/// How a card ranks against another in the winner's tie-break: rank (Ace high), then suit.
fn tie_key(card: Card) -> (u8, Suit) {
    (card.rank(), card.suit())
}

/// The seat whose bid wins, from every seat's bid (by seat); `None` if no seat bid.
pub fn winner(bids: &[Vec<BidCard>]) -> Option<Seat> {
    bids.iter()
        .enumerate()
        .filter(|(_, b)| !b.is_empty())
        .max_by_key(|(_, b)| {
            let best = b.iter().map(|x| tie_key(x.card)).max();
            (value(b), std::cmp::Reverse(b.len()), best)
        })
        .map(|(i, _)| Seat(i as u8))
}

/// The kind of game the bids make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// More tricks bid than there are: missing a trick costs 2, an extra one 1.
    High,
    /// Fewer tricks bid than there are: missing a trick costs 1, an extra one 2.
    Low,
    /// Exactly as many: the bid winner turns it up or down.
    Even,
}

/// The kind of game from the bids' values and the tricks of the hand.
pub fn kind(values: &[u32], tricks: usize) -> Kind {
    let total: u32 = values.iter().sum();
    match total.cmp(&(tricks as u32)) {
        std::cmp::Ordering::Greater => Kind::High,
        std::cmp::Ordering::Less => Kind::Low,
        std::cmp::Ordering::Equal => Kind::Even,
    }
}

/// The bid winner's choice in an even game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// Every bid rises by one, zero bids included: a high game.
    Up,
    /// Every bid above zero falls by one: a low game.
    Down,
}

impl Direction {
    /// "up" or "down", as said in the reader's language.
    pub fn said(self) -> trumps_words::Said {
        trumps_words::Said::new(match self {
            Direction::Up => trumps_words::Msg::CaptionTrufUp,
            Direction::Down => trumps_words::Msg::CaptionTrufDown,
        })
    }
}

/// The bids after an even game is turned, and the kind of game it becomes.
pub fn turn(values: &[u32], direction: Direction) -> (Vec<u32>, Kind) {
    match direction {
        Direction::Up => (values.iter().map(|v| v + 1).collect(), Kind::High),
        Direction::Down => (
            values.iter().map(|v| v.saturating_sub(1)).collect(),
            Kind::Low,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bid(cards: &[(&str, bool)]) -> Vec<BidCard> {
        cards
            .iter()
            .map(|&(c, minus)| BidCard {
                card: c.parse().expect("a card"),
                minus,
            })
            .collect()
    }

    fn plus(cards: &[&str]) -> Vec<BidCard> {
        bid(&cards.iter().map(|&c| (c, false)).collect::<Vec<_>>())
    }

    #[test]
    fn values_of_every_kind_of_card_alone() {
        for (c, v) in [("2C", 2), ("9H", 9), ("10D", 10), ("AS", 1)] {
            assert_eq!(value(&plus(&[c])), v, "{c}");
        }
        // A face card alone is worth nothing; a card alone always counts plus.
        for c in ["JS", "QH", "KD"] {
            assert_eq!(value(&plus(&[c])), 0, "{c}");
        }
        assert_eq!(value(&bid(&[("7H", true)])), 7);
        assert_eq!(value(&bid(&[("KH", true)])), 0);
    }

    #[test]
    fn values_of_several_cards_add_plus_and_take_off_minus_never_below_zero() {
        // With others, face cards are worth 10 and an Ace 1.
        assert_eq!(value(&plus(&["KS", "2S"])), 12);
        assert_eq!(value(&plus(&["AS", "AH"])), 2);
        assert_eq!(value(&bid(&[("KS", false), ("7S", true)])), 3);
        assert_eq!(
            value(&bid(&[("3D", false), ("9C", true), ("AH", false)])),
            0
        );
        assert_eq!(
            value(&bid(&[("JD", true), ("QD", false), ("2D", false)])),
            2
        );
        assert_eq!(value(&bid(&[("5D", true), ("6D", true)])), 0);
    }

    #[test]
    fn trump_only_from_cards_of_one_suit() {
        assert_eq!(trump(&plus(&["KS", "2S"])), Some(Suit::Spades));
        assert_eq!(trump(&plus(&["QH"])), Some(Suit::Hearts));
        assert_eq!(trump(&plus(&["KS", "2H"])), None);
        assert_eq!(trump(&[]), None);
    }

    #[test]
    fn the_winner_by_value_then_fewer_cards_then_the_highest_card() {
        // By value.
        assert_eq!(
            winner(&[plus(&["4C"]), plus(&["6D"]), plus(&["5S"])]),
            Some(Seat(1))
        );
        // Equal values (3): the bid of fewer cards wins.
        assert_eq!(winner(&[plus(&["AS", "2S"]), plus(&["3C"])]), Some(Seat(1)));
        // Equal values and counts: the highest card, Ace high.
        assert_eq!(
            winner(&[plus(&["4C"]), plus(&["4D"]), plus(&["4S"])]),
            Some(Seat(2))
        );
        assert_eq!(
            winner(&[
                plus(&["AC", "3C"]),
                plus(&["KH", "6H"]),
                bid(&[("AD", false), ("3D", false)])
            ]),
            Some(Seat(1)),
            "K+6 is 16, the others 4"
        );
        assert_eq!(
            winner(&[plus(&["AC", "3H"]), plus(&["2S", "2H"])]),
            Some(Seat(0)),
            "Ace is high"
        );
        // Equal ranks: ♠ > ♥ > ♦ > ♣.
        assert_eq!(
            winner(&[plus(&["9H"]), plus(&["9S"]), plus(&["9D"])]),
            Some(Seat(1))
        );
        // Zero bids: a lone King beats a lone Jack (both worth 0, one card each).
        assert_eq!(winner(&[plus(&["JS"]), plus(&["KC"])]), Some(Seat(1)));
        assert_eq!(winner(&[vec![], vec![]]), None);
    }

    #[test]
    fn high_low_and_even_games_and_turning_an_even_one() {
        assert_eq!(kind(&[5, 4, 3, 2], 13), Kind::High);
        assert_eq!(kind(&[5, 4, 3, 0], 13), Kind::Low);
        assert_eq!(kind(&[5, 4, 3, 1], 13), Kind::Even);
        assert_eq!(kind(&[9, 8], 17), Kind::Even);
        assert_eq!(
            turn(&[5, 4, 3, 1, 0], Direction::Up),
            (vec![6, 5, 4, 2, 1], Kind::High)
        );
        assert_eq!(
            turn(&[5, 4, 3, 1, 0], Direction::Down),
            (vec![4, 3, 2, 0, 0], Kind::Low)
        );
    }
}
