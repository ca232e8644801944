//! Trick play with the French deck, as its trick-takers share it: follow the suit led
//! if you can; the highest trump wins, else the highest card of the suit led (Ace high).

use crate::engine::Seat;
use crate::mechanics::french::{Card, Suit};
use crate::mechanics::trick::Trick;
use crate::mechanics::trick_hand::TrickRules;
use crate::mechanics::trick_reason::{Follow, TrickWin};
use std::fmt;

/// Why a card may not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotInHand(Card),
    /// The card is not of the suit led, and the hand holds one that is.
    MustFollow {
        card: Card,
        suit: Suit,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotInHand(c) => write!(f, "the {} is not in that hand", c.describe()),
            Refusal::MustFollow { card, suit } => write!(
                f,
                "the {} does not follow {suit}: the hand holds {suit}",
                card.describe()
            ),
        }
    }
}

/// Whether `card` of `hand` follows on `trick`: it is of the suit led, or the hand has none.
pub fn may_follow(hand: &[Card], trick: &Trick<Card>, card: Card) -> Result<(), Refusal> {
    match trick.led() {
        Some(led) if card.suit() != led.suit() && hand.iter().any(|c| c.suit() == led.suit()) => {
            Err(Refusal::MustFollow {
                card,
                suit: led.suit(),
            })
        }
        _ => Ok(()),
    }
}

/// The winner of a complete trick: the highest trump, else the highest card of the led suit.
pub fn winner(plays: &[(Seat, Card)], trump: Option<Suit>) -> Seat {
    judge(plays, trump).0
}

/// The winner of a complete trick and why: the highest trump, else the highest card of the
/// led suit.
pub fn judge(plays: &[(Seat, Card)], trump: Option<Suit>) -> (Seat, TrickWin) {
    let following = |alone| TrickWin::HighestFollowing {
        alone,
        follow: Follow::LedSuit,
    };
    let Some(&(first, led)) = plays.first() else {
        return (Seat(0), following(true));
    };
    // The highest card of `suit` played, and whether it is the only one.
    let best_of = |suit: Suit| {
        let of_suit = plays.iter().filter(move |(_, c)| c.suit() == suit);
        let alone = of_suit.clone().count() == 1;
        of_suit
            .max_by_key(|(_, c)| c.rank())
            .map(|&(s, _)| (s, alone))
    };
    if let Some((s, alone)) = trump.and_then(best_of) {
        return (s, TrickWin::HighestTrump { alone });
    }
    match best_of(led.suit()) {
        Some((s, alone)) => (s, following(alone)),
        None => (first, following(true)),
    }
}

/// Follow suit, trumps win: the plain rules of a French-deck trick.
#[derive(Clone, Copy, Debug)]
pub struct FrenchTricks {
    pub trump: Option<Suit>,
}

impl TrickRules<Card> for FrenchTricks {
    type Refusal = Refusal;
    fn may_play(&self, hand: &[Card], trick: &Trick<Card>, card: Card) -> Result<(), Refusal> {
        may_follow(hand, trick, card)
    }
    fn not_in_hand(&self, card: Card) -> Refusal {
        Refusal::NotInHand(card)
    }
    fn judge(&self, trick: &Trick<Card>) -> (Seat, TrickWin) {
        judge(&trick.plays, self.trump)
    }
}
