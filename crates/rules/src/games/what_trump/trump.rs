//! The trump: a suit and a number, each possibly "none"; which cards are trumps,
//! what follows the led card, and who wins a trick and why.

use super::cards::{Card, CardSet, Suit};
use crate::engine::{CompletedTrick, Seat, Trick};
use crate::mechanics::follow;
use crate::mechanics::trick_reason::{Follow, TrickReason, TrickWin};
use serde::{Deserialize, Serialize};
use trumps_words::{Msg, Said};

/// [`Trump::judge`]'s keys, one band per rule in the rules' order: the supertrump; a trump
/// number card (less its place in the trick); a trump-suit card, a card of the led suit (plus
/// its rank, 1 to 9).
const SUPERTRUMP: u16 = 400;
const NUMBER: u16 = 300;
const SUIT: u16 = 200;
const LED: u16 = 100;
/// Above every trump-suit key, below every trump-number key.
const SUIT_TOP: u16 = SUIT + 10;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Trump {
    pub suit: Option<Suit>,
    pub number: Option<u8>,
}

impl Trump {
    pub fn new(suit: Option<Suit>, number: Option<u8>) -> Trump {
        Trump { suit, number }
    }

    /// The card of the trump suit AND the trump number, if both are set.
    pub fn supertrump(self) -> Option<Card> {
        Card::new(self.suit?, self.number?)
    }

    pub fn is_number(self, card: Card) -> bool {
        self.number == Some(card.rank())
    }

    pub fn is_suit(self, card: Card) -> bool {
        self.suit == Some(card.suit())
    }

    /// Every card of the trump number or the trump suit is a trump.
    pub fn is_trump(self, card: Card) -> bool {
        self.is_number(card) || self.is_suit(card)
    }

    /// Whether `card` follows `led`: trumps form one group, and a trump of the led
    /// printed suit does not follow a non-trump lead.
    pub fn follows(self, led: Card, card: Card) -> bool {
        self.group(led) == self.group(card)
    }

    /// The group a card belongs to for following: the trumps are one group (`None`), every
    /// other card is in its printed suit's.
    fn group(self, card: Card) -> Option<Suit> {
        (!self.is_trump(card)).then_some(card.suit())
    }

    /// The cards of `hand` that may be played to a trick whose led card is `led`.
    pub fn playable(self, hand: &[Card], led: Option<Card>) -> Vec<Card> {
        follow::playable(hand, led, |l, c| self.follows(l, c), |_| false)
    }

    /// Every trump: the trump suit's cards and the trump number's.
    pub fn trumps(self) -> CardSet {
        let suit = self.suit.map_or(CardSet::default(), CardSet::suit);
        let number = self.number.map_or(CardSet::default(), CardSet::rank);
        suit.union(number)
    }

    /// [`Trump::playable`] on sets: the cards of `hand` that may be played on `led`, in a
    /// few bit operations (the engine's legal moves and its check of a play use this).
    pub fn playable_set(self, hand: CardSet, led: Option<Card>) -> CardSet {
        let Some(led) = led else {
            return hand;
        };
        let trumps = self.trumps();
        let group = if trumps.contains(led) {
            trumps
        } else {
            CardSet::suit(led.suit()).without(trumps)
        };
        let following = hand.intersection(group);
        if following.is_empty() {
            hand
        } else {
            following
        }
    }

    /// The winner of a complete trick, first rule that applies: the supertrump; the first
    /// trump-number card played; the highest trump-suit card; the highest card of the led suit.
    pub fn winner(self, trick: &Trick<Card>) -> Seat {
        self.judge(trick).0
    }

    /// The winner of a complete trick and why ([`Trump::winner`]'s rules). One pass (hot in
    /// playouts): each card gets a key whose order is the rules' order, and the winning key
    /// says which rule won.
    pub fn judge(self, trick: &Trick<Card>) -> (Seat, TrickWin) {
        let plays = &trick.plays;
        let following = |alone| TrickWin::HighestFollowing {
            alone,
            follow: Follow::LedSuit,
        };
        let Some(&(leader, led)) = plays.first() else {
            return (trick.leader, following(true));
        };
        let supertrump = self.supertrump();
        let mut best = (0u16, leader);
        // How many cards of the trump number, of the trump suit and of the led suit (not
        // trumps) were played: a rule's card is "alone" if it is the only one.
        let (mut numbers, mut suited, mut led_suit) = (0u8, 0u8, 0u8);
        for (i, &(seat, card)) in plays.iter().enumerate() {
            let rank = card.rank() as u16;
            let key = if Some(card) == supertrump {
                SUPERTRUMP
            } else if self.is_number(card) {
                numbers += 1;
                // The first number card played beats the later ones.
                NUMBER - i as u16
            } else if self.is_suit(card) {
                suited += 1;
                SUIT + rank
            } else if card.suit() == led.suit() {
                led_suit += 1;
                LED + rank
            } else {
                0
            };
            if key > best.0 {
                best = (key, seat);
            }
        }
        let why = match best.0 {
            SUPERTRUMP.. => TrickWin::Supertrump,
            SUIT_TOP.. => TrickWin::FirstTrumpNumber {
                alone: numbers == 1,
            },
            SUIT.. => TrickWin::HighestTrump { alone: suited == 1 },
            _ => following(led_suit == 1),
        };
        (best.1, why)
    }

    /// A completed trick explained by this trump: who won it, with which card, and why.
    pub fn explain(self, done: &CompletedTrick<Card>) -> Option<TrickReason<Card>> {
        TrickReason::judged(&done.plays, self.judge(&done.as_played()))
    }

    /// How the trump reads to a player: "♥ red and 5", "no trump suit, number 5", "no trump".
    pub fn describe(self) -> String {
        self.said().en()
    }

    /// The trump as said in the reader's language.
    pub fn said(self) -> Said {
        let colour = |msg, s: super::Suit| {
            Said::new(msg)
                .text("symbol", s.symbol().to_string())
                .said("colour", s.said())
        };
        match (self.suit, self.number) {
            (Some(s), Some(n)) => colour(Msg::WhatTrumpTrumpIsBoth, s).num("number", n),
            (Some(s), None) => colour(Msg::WhatTrumpTrumpIsColour, s),
            (None, Some(n)) => Said::new(Msg::WhatTrumpTrumpIsNumber).num("number", n),
            (None, None) => Said::new(Msg::WhatTrumpTrumpIsNone),
        }
    }

    /// All 50 choices the dealer has (5 suit options × 10 number options).
    pub fn all_choices() -> Vec<Trump> {
        Trump::each_choice().collect()
    }

    /// The same 50 choices, without allocating: no suit first, then red … blue; within each,
    /// no number first, then 1 … 9.
    pub fn each_choice() -> impl Iterator<Item = Trump> {
        let suits = std::iter::once(None).chain(Suit::ALL.into_iter().map(Some));
        suits.flat_map(|s| {
            std::iter::once(None)
                .chain((1..=9).map(Some))
                .map(move |n| Trump::new(s, n))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::SplitMix64;
    use crate::games::what_trump::cards::deck;

    /// The rules' order, one rule after the other, as written: the reference for `judge`
    /// (the winner, and which rule gave it).
    fn winner_by_rules(trump: Trump, plays: &[(Seat, Card)]) -> (Seat, TrickWin) {
        let count = |pred: &dyn Fn(Card) -> bool| plays.iter().filter(|(_, c)| pred(*c)).count();
        if let Some(st) = trump.supertrump() {
            if let Some(&(s, _)) = plays.iter().find(|(_, c)| *c == st) {
                return (s, TrickWin::Supertrump);
            }
        }
        if let Some(&(s, _)) = plays.iter().find(|(_, c)| trump.is_number(*c)) {
            let alone = count(&|c| trump.is_number(c)) == 1;
            return (s, TrickWin::FirstTrumpNumber { alone });
        }
        let best = |pred: &dyn Fn(Card) -> bool| {
            plays
                .iter()
                .filter(|(_, c)| pred(*c))
                .max_by_key(|(_, c)| c.rank())
                .map(|&(s, _)| (s, count(pred) == 1))
        };
        if let Some((s, alone)) = best(&|c| trump.is_suit(c)) {
            return (s, TrickWin::HighestTrump { alone });
        }
        let (leader, led) = plays[0];
        let (s, alone) =
            best(&|c| !trump.is_trump(c) && c.suit() == led.suit()).unwrap_or((leader, true));
        let follow = Follow::LedSuit;
        (s, TrickWin::HighestFollowing { alone, follow })
    }

    /// The one-pass judge gives the rules' winner and the rule that gave it, for every kind
    /// of trump, over many random tricks of three and four cards.
    #[test]
    fn one_pass_winner_agrees_with_the_rules_in_order() {
        let deck = deck();
        let mut rng = SplitMix64::new(5);
        let mut checked = 0;
        for trump in Trump::each_choice() {
            for k in 0..200 {
                let players = 3 + k % 2;
                let mut cards = deck.clone();
                let leader = Seat(rng.below(players) as u8);
                let mut trick = Trick::new(leader);
                for i in 0..players {
                    let card = cards.swap_remove(rng.below(cards.len()));
                    trick.plays.push((leader.offset(i, players), card));
                }
                let want = winner_by_rules(trump, &trick.plays);
                assert_eq!(trump.judge(&trick), want, "{trump:?} {:?}", trick.plays);
                assert_eq!(trump.winner(&trick), want.0);
                checked += 1;
            }
        }
        assert_eq!(checked, 50 * 200);
    }

    /// The set version of following gives exactly the cards the list version gives, for every
    /// kind of trump, over many random hands and leads.
    #[test]
    fn playable_sets_agree_with_following_card_by_card() {
        let deck = deck();
        let mut rng = SplitMix64::new(11);
        for trump in Trump::each_choice() {
            for _ in 0..40 {
                let mut cards = deck.clone();
                let n = 1 + rng.below(12);
                let mut hand = Vec::new();
                for _ in 0..n {
                    hand.push(cards.swap_remove(rng.below(cards.len())));
                }
                hand.sort();
                let led = (rng.below(4) > 0).then(|| cards[rng.below(cards.len())]);
                let set: CardSet = hand.iter().copied().collect();
                let by_list = trump.playable(&hand, led);
                let by_set: Vec<Card> = trump.playable_set(set, led).iter().collect();
                assert_eq!(by_set, by_list, "{trump:?} led {led:?} hand {hand:?}");
            }
        }
    }
}
