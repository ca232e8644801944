//! Trick play with the Decktet, as Ace Trump and Ransom Trump share it:
//!
//! - A card follows if it shares a suit with the led card; the Excuse may always be played,
//!   and if it is led, the next card sets what must be followed.
//! - A card is trump if any of its suits is the trump suit.
//! - The highest trump wins, else the highest card that follows. Ace < 2 … 9 < Pawn < Crown.
//!   Equal ranks: two Pawns (and every tie with Early bird) go to the card played first;
//!   otherwise the led card's suits are read top to bottom and the first one a tied card holds
//!   wins. The Excuse never wins. [`judge`] says why as it finds the winner.
//! - What the plays tell of the hands: a seat that did not follow a card has none of its suits
//!   (unless it played the Excuse).

use crate::engine::Seat;
use crate::mechanics::decktet::{Card, Rank, Suit};
use crate::mechanics::follow;
use crate::mechanics::suits::SuitSet;
use crate::mechanics::trick::{CompletedTrick, Trick};
use crate::mechanics::trick_hand::TrickRules;
use crate::mechanics::trick_reason::{Follow, TieBreak, TrickWin};

/// Why a Decktet card may not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotInHand(Card),
    /// The card does not share a suit with the led card, and the hand has one that does.
    MustFollow {
        card: Card,
        led: Card,
    },
}

/// The Decktet's trick rules with a fixed `trump` for the hand (Ace Trump changes it through
/// its own rules, built on these).
#[derive(Clone, Copy, Debug)]
pub struct DecktetTricks {
    pub trump: Option<Suit>,
    pub early_bird: bool,
}

impl TrickRules<Card> for DecktetTricks {
    type Refusal = Refusal;
    fn may_play(&self, hand: &[Card], trick: &Trick<Card>, card: Card) -> Result<(), Refusal> {
        if may_play(hand, &trick.plays, card) {
            return Ok(());
        }
        let led = led_card(&trick.plays).unwrap_or(card);
        Err(Refusal::MustFollow { card, led })
    }
    fn not_in_hand(&self, card: Card) -> Refusal {
        Refusal::NotInHand(card)
    }
    fn each_playable(&self, hand: &[Card], trick: &Trick<Card>, f: impl FnMut(Card)) {
        each_playable(hand, &trick.plays, f)
    }
    fn judge(&self, trick: &Trick<Card>) -> (Seat, TrickWin) {
        judge(&trick.plays, self.trump, self.early_bird)
    }
}

/// Whether `card` follows the led card `led` (shares a suit with it).
pub fn follows(led: Card, card: Card) -> bool {
    !card.is_excuse() && led.suit_set().meets(card.suit_set())
}

/// The card that sets what must be followed: the first card that is not the Excuse.
pub fn led_card(plays: &[(Seat, Card)]) -> Option<Card> {
    plays.iter().map(|&(_, c)| c).find(|c| !c.is_excuse())
}

pub fn is_trump(card: Card, trump: Option<Suit>) -> bool {
    trump.is_some_and(|t| card.has_suit(t))
}

/// The cards of `hand` that may be played on a trick with these `plays`.
pub fn playable(hand: &[Card], plays: &[(Seat, Card)]) -> Vec<Card> {
    follow::playable(hand, led_card(plays), follows, Card::is_excuse)
}

/// Calls `f` with each card of `hand` that may be played on these `plays`, without allocating.
pub fn each_playable(hand: &[Card], plays: &[(Seat, Card)], f: impl FnMut(Card)) {
    follow::each_playable(hand, led_card(plays), follows, Card::is_excuse, f)
}

/// Whether `card` from `hand` may be played on these `plays`.
pub fn may_play(hand: &[Card], plays: &[(Seat, Card)], card: Card) -> bool {
    follow::may_play(hand, led_card(plays), card, follows, Card::is_excuse)
}

/// The seat that wins a complete trick, judged with `trump` (the trump in force when its last
/// card was played).
pub fn winner(plays: &[(Seat, Card)], trump: Option<Suit>, early_bird: bool) -> Seat {
    judge(plays, trump, early_bird).0
}

/// The seat that wins a complete trick and why, judged with `trump` (the trump in force when
/// its last card was played).
pub fn judge(plays: &[(Seat, Card)], trump: Option<Suit>, early_bird: bool) -> (Seat, TrickWin) {
    let candidates: Vec<(usize, Seat, Card)> = plays
        .iter()
        .enumerate()
        .filter(|(_, (_, c))| !c.is_excuse())
        .map(|(i, &(s, c))| (i, s, c))
        .collect();
    let following = |alone| TrickWin::HighestFollowing {
        alone,
        follow: Follow::SharesSuit,
    };
    let Some(&(_, first_seat, led)) = candidates.first() else {
        let leader = plays.first().map(|&(s, _)| s).unwrap_or(Seat(0));
        return (leader, TrickWin::OnlyCard);
    };
    let trumps: Vec<_> = candidates
        .iter()
        .copied()
        .filter(|&(_, _, c)| is_trump(c, trump))
        .collect();
    let trumped = !trumps.is_empty();
    let pool: Vec<_> = if trumped {
        trumps
    } else {
        candidates
            .iter()
            .copied()
            .filter(|&(_, _, c)| follows(led, c))
            .collect()
    };
    let Some(best) = pool.iter().map(|&(_, _, c)| c.rank().value()).max() else {
        return (first_seat, following(true));
    };
    let alone = pool.len() == 1;
    let tied: Vec<_> = pool
        .into_iter()
        .filter(|&(_, _, c)| c.rank().value() == best)
        .collect();
    // `tied` is in order of play, so its first entry is the earliest.
    let earliest = tied[0].1;
    if tied.len() == 1 {
        let why = if candidates.len() == 1 && plays.len() > 1 {
            TrickWin::OnlyCard
        } else if trumped {
            TrickWin::HighestTrump { alone }
        } else {
            following(alone)
        };
        return (earliest, why);
    }
    let tie = |by| TrickWin::Tie {
        trump: trumped,
        tied: tied.len() as u8,
        by,
    };
    if tied[0].2.rank() == Rank::Pawn {
        return (earliest, tie(TieBreak::Pawns));
    }
    if early_bird {
        return (earliest, tie(TieBreak::EarlyBird));
    }
    let suits = led.suits();
    for (k, suit) in suits.iter().enumerate() {
        if let Some(&(_, s, _)) = tied.iter().find(|&&(_, _, c)| c.has_suit(*suit)) {
            let others = |x: &&Suit| tied.iter().any(|&(_, t, c)| t != s && c.has_suit(**x));
            let over = suits[k + 1..].iter().find(others).map(|x| x.name());
            let by = TieBreak::LedSuits {
                suit: suit.name(),
                over,
            };
            return (s, tie(by));
        }
    }
    (earliest, tie(TieBreak::FirstPlayed))
}

/// The suits each of `players` seats is known to lack, from this hand's completed `tricks` and
/// the open trick's `plays`.
pub fn known_voids(
    players: usize,
    tricks: &[CompletedTrick<Card>],
    plays: &[(Seat, Card)],
) -> Vec<SuitSet> {
    let mut voids = vec![SuitSet::EMPTY; players];
    let all = tricks
        .iter()
        .map(|t| t.plays.as_slice())
        .chain(std::iter::once(plays));
    for plays in all {
        for k in 1..plays.len() {
            let (seat, card) = plays[k];
            if card.is_excuse() {
                continue;
            }
            if let Some(led) = led_card(&plays[..k]) {
                if !follows(led, card) {
                    if let Some(v) = voids.get_mut(seat.index()) {
                        *v = v.or(led.suit_set());
                    }
                }
            }
        }
    }
    voids
}

/// Whether `card` may lie in the hand of a seat known to lack the suits `void`.
pub fn fits_voids(card: Card, void: SuitSet) -> bool {
    card.is_excuse() || !card.suit_set().meets(void)
}
