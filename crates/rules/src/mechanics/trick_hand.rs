//! A hand of tricks, generic over the card: the deal (a given deck or a shuffle, equal hands
//! from the dealer's left, each sorted, the rest set aside), whose turn it is, the play step
//! (the card leaves the hand, lies on the trick face up or down, the trick is judged and
//! gathered, tricks are counted) and the hand's end. What a game decides about its cards (what
//! may be played, what lies face down, what wins and why, what a play changes) it says through
//! [`TrickRules`]; everything else about a trick-taking hand is written here once.

use super::deal::split;
use super::trick::{plays_so_far, CompletedTrick, Trick};
use super::trick_reason::TrickWin;
use crate::engine::{GameRng, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a trick-taking game says about its cards while a hand is played.
pub trait TrickRules<C> {
    /// Why a card may not be played, in the game's own terms.
    type Refusal;
    /// Whether `card` (which is in `hand`) may be played to `trick` now; if not, why.
    fn may_play(&self, hand: &[C], trick: &Trick<C>, card: C) -> Result<(), Self::Refusal>;
    /// The refusal of a card that is not in the hand.
    fn not_in_hand(&self, card: C) -> Self::Refusal;
    /// Calls `f` with each card of `hand` that may be played to `trick`, in hand order (a game
    /// may list them faster than asking [`TrickRules::may_play`] of each).
    fn each_playable(&self, hand: &[C], trick: &Trick<C>, mut f: impl FnMut(C))
    where
        C: Copy,
    {
        for &card in hand {
            if self.may_play(hand, trick, card).is_ok() {
                f(card);
            }
        }
    }
    /// Whether `card` played to `trick` lies face down until the trick is complete.
    fn face_down(&self, trick: &Trick<C>, card: C) -> bool {
        let _ = (trick, card);
        false
    }
    /// `seat`'s `card` now lies on trick `trick_index` (from 0), before the trick is judged:
    /// what the play changes (Ace Trump: an Ace changes trump).
    fn played(&mut self, trick_index: usize, seat: Seat, card: C) {
        let _ = (trick_index, seat, card);
    }
    /// The winner of the complete `trick` and why it won, judged once so that the two always
    /// agree.
    fn judge(&self, trick: &Trick<C>) -> (Seat, TrickWin);
    /// The winner of the complete `trick`.
    fn winner(&self, trick: &Trick<C>) -> Seat {
        self.judge(trick).0
    }
    /// Why the winner of the complete `trick` won it (what the table says after each trick).
    fn why(&self, trick: &Trick<C>) -> TrickWin {
        self.judge(trick).1
    }
}

/// What a play did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    /// The trick waits for more cards.
    Open,
    /// The trick is complete and gathered by this seat, who leads the next one.
    Trick(Seat),
    /// The trick is gathered by this seat and every hand is empty: the hand is over.
    HandOver(Seat),
}

/// A play refused: the game is over, it is another seat's turn, or the card may not be played
/// (`R`, the rules' refusal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayRefusal<R> {
    GameOver,
    NotYourTurn { to_act: Seat },
    Card(R),
}

impl<R> From<R> for PlayRefusal<R> {
    fn from(r: R) -> Self {
        PlayRefusal::Card(r)
    }
}

impl<R: fmt::Display> fmt::Display for PlayRefusal<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayRefusal::GameOver => write!(f, "the game is over"),
            PlayRefusal::NotYourTurn { to_act } => write!(f, "it is {to_act}'s turn"),
            PlayRefusal::Card(r) => r.fmt(f),
        }
    }
}

impl<R: fmt::Display + fmt::Debug> std::error::Error for PlayRefusal<R> {}

/// Whether `seat` may act when `to_act` is to act (`None`: the game is over).
pub fn check_turn<R>(to_act: Option<Seat>, seat: Seat) -> Result<(), PlayRefusal<R>> {
    match to_act {
        None => Err(PlayRefusal::GameOver),
        Some(to_act) if to_act != seat => Err(PlayRefusal::NotYourTurn { to_act }),
        Some(_) => Ok(()),
    }
}

/// The cards of a hand being played: each seat's hand, the tricks each has won, the trick on
/// the table and the tricks gathered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickHand<C> {
    pub hands: Vec<Vec<C>>,
    pub won: Vec<u8>,
    pub trick: Trick<C>,
    /// This hand's completed tricks (face-down cards shown).
    pub tricks: Vec<CompletedTrick<C>>,
}

/// Lets a game's hand struct, which holds a [`TrickHand`] in field `table` beside what is its
/// own, be read and played as that `TrickHand` (`hand.hands`, `hand.trick`).
#[macro_export]
macro_rules! deref_to_table {
    ($hand:ty, $card:ty) => {
        $crate::deref_to_field!(
            $hand,
            table,
            $crate::mechanics::trick_hand::TrickHand<$card>
        );
    };
}

/// Lets a struct be read and changed as the value in one of its fields (`Deref`, `DerefMut`):
/// a state as its book, a view as what every match shows, a hand as its table.
#[macro_export]
macro_rules! deref_to_field {
    ($outer:ty, $field:ident, $target:ty) => {
        impl std::ops::Deref for $outer {
            type Target = $target;
            fn deref(&self) -> &Self::Target {
                &self.$field
            }
        }
        impl std::ops::DerefMut for $outer {
            fn deref_mut(&mut self) -> &mut Self::Target {
                &mut self.$field
            }
        }
    };
}

/// The deck of the next hand: the first of the decks given for the coming hands (hand-made
/// deals), else `fresh` shuffled with `rng`.
pub fn next_deck<C>(given: &mut Vec<Vec<C>>, rng: &mut GameRng, mut fresh: Vec<C>) -> Vec<C> {
    if given.is_empty() {
        rng.shuffle(&mut fresh);
        fresh
    } else {
        given.remove(0)
    }
}

impl<C: Copy + Ord> TrickHand<C> {
    /// No cards yet at a table of `players`; `leader` leads the first trick.
    pub fn empty(players: usize, leader: Seat) -> Self {
        TrickHand {
            hands: vec![Vec::new(); players],
            won: vec![0; players],
            trick: Trick::new(leader),
            tricks: Vec::new(),
        }
    }

    /// Deals `deck` as it lies: `per_seat` cards each, card k to the k-th seat from the
    /// `dealer`'s left, each hand sorted. Returns the cards set aside.
    pub fn deal(&mut self, deck: Vec<C>, per_seat: usize, dealer: Seat) -> Vec<C> {
        let players = self.hands.len();
        let dealt = split(deck, players, per_seat);
        for (k, mut h) in dealt.hands.into_iter().enumerate() {
            h.sort_unstable();
            self.hands[dealer.offset(k + 1, players).index()] = h;
        }
        dealt.set_aside
    }

    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// The seat to play next.
    pub fn to_play(&self) -> Seat {
        self.trick.next_to_play(self.players())
    }

    /// Calls `f` with each card `seat` may play now, in hand order.
    pub fn each_playable<R: TrickRules<C>>(&self, rules: &R, seat: Seat, f: impl FnMut(C)) {
        rules.each_playable(&self.hands[seat.index()], &self.trick, f);
    }

    /// `seat` plays `card`: refused (nothing changes) if it is not in the hand or the rules
    /// forbid it; else it goes to the trick, and a complete trick is judged and gathered.
    pub fn play<R: TrickRules<C>>(
        &mut self,
        rules: &mut R,
        seat: Seat,
        card: C,
    ) -> Result<Played, R::Refusal> {
        let hand = &self.hands[seat.index()];
        let Some(i) = hand.iter().position(|&c| c == card) else {
            return Err(rules.not_in_hand(card));
        };
        rules.may_play(hand, &self.trick, card)?;
        self.hands[seat.index()].remove(i);
        let down = rules.face_down(&self.trick, card);
        self.trick.play(seat, card, down);
        rules.played(self.tricks.len(), seat, card);
        if !self.trick.is_complete(self.players()) {
            return Ok(Played::Open);
        }
        let winner = rules.winner(&self.trick);
        let done = std::mem::replace(&mut self.trick, Trick::new(winner));
        self.tricks.push(done.complete(winner));
        self.won[winner.index()] += 1;
        Ok(if self.hands.iter().all(Vec::is_empty) {
            Played::HandOver(winner)
        } else {
            Played::Trick(winner)
        })
    }

    /// Every card played in this hand so far (completed tricks, then the open one).
    pub fn played(&self) -> impl Iterator<Item = (Seat, C)> + '_ {
        plays_so_far(&self.tricks, &self.trick)
    }
}

/// The suits each seat has shown it lacks: it did not follow the suit led, in a completed trick
/// or (face down, `None`) in the open one. `suits` is how many suits there are; `suit_of`
/// gives a card's suit index as the game counts following.
pub fn shown_voids<C: Copy>(
    players: usize,
    suits: usize,
    tricks: &[CompletedTrick<C>],
    open: &Trick<Option<C>>,
    suit_of: impl Fn(C) -> usize,
) -> Vec<Vec<bool>> {
    let mut voids = vec![vec![false; suits]; players];
    for t in tricks {
        if let Some(&(_, led)) = t.plays.first() {
            for &(s, c) in &t.plays[1..] {
                if suit_of(c) != suit_of(led) {
                    voids[s.index()][suit_of(led)] = true;
                }
            }
        }
    }
    if let Some(&(_, Some(led))) = open.plays.first() {
        for &(s, c) in &open.plays[1..] {
            if c.is_none_or(|c| suit_of(c) != suit_of(led)) {
                voids[s.index()][suit_of(led)] = true;
            }
        }
    }
    voids
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mechanics::trick_reason::{explain, Follow};

    /// Cards are (suit, rank); follow suit, highest of the led suit wins, off-suit face down.
    struct Plain;
    impl TrickRules<(u8, u8)> for Plain {
        type Refusal = &'static str;
        fn may_play(
            &self,
            hand: &[(u8, u8)],
            t: &Trick<(u8, u8)>,
            c: (u8, u8),
        ) -> Result<(), &'static str> {
            match t.led() {
                Some(l) if c.0 != l.0 && hand.iter().any(|h| h.0 == l.0) => Err("follow"),
                _ => Ok(()),
            }
        }
        fn not_in_hand(&self, _: (u8, u8)) -> &'static str {
            "not held"
        }
        fn face_down(&self, t: &Trick<(u8, u8)>, c: (u8, u8)) -> bool {
            t.led().is_some_and(|l| l.0 != c.0)
        }
        fn judge(&self, t: &Trick<(u8, u8)>) -> (Seat, TrickWin) {
            let led = t.led().map_or(0, |l| l.0);
            let following = t.plays.iter().filter(|(_, c)| c.0 == led);
            let why = TrickWin::HighestFollowing {
                alone: following.clone().count() == 1,
                follow: Follow::LedSuit,
            };
            let winner = following
                .max_by_key(|(_, c)| c.1)
                .map_or(t.leader, |&(s, _)| s);
            (winner, why)
        }
    }

    #[test]
    fn a_hand_is_dealt_played_and_gathered() {
        let mut h = TrickHand::empty(2, Seat(1));
        let aside = h.deal(vec![(0, 5), (1, 2), (0, 3), (1, 9), (2, 2)], 2, Seat(0));
        assert_eq!(aside, vec![(2, 2)]);
        assert_eq!(h.hands, vec![vec![(1, 2), (1, 9)], vec![(0, 3), (0, 5)]]);
        assert_eq!(h.to_play(), Seat(1));
        let mut r = Plain;
        assert_eq!(h.play(&mut r, Seat(1), (7, 7)), Err("not held"));
        assert_eq!(h.play(&mut r, Seat(1), (0, 3)), Ok(Played::Open));
        let mut playable = Vec::new();
        h.each_playable(&r, Seat(0), |c| playable.push(c));
        assert_eq!(playable, vec![(1, 2), (1, 9)]);
        assert!(h.play(&mut r, Seat(0), (1, 2)) == Ok(Played::Trick(Seat(1))));
        assert_eq!(h.won, vec![0, 1]);
        // The off-suit card lay face down; the lead, followed by nothing, won.
        let why = TrickWin::HighestFollowing {
            alone: true,
            follow: Follow::LedSuit,
        };
        let told = explain(&r, &h.tricks[0]).map(|e| (e.winner, e.card, e.why));
        assert_eq!(told, Some((Seat(1), (0, 3), why)));
        assert_eq!(h.play(&mut r, Seat(1), (0, 5)), Ok(Played::Open));
        assert_eq!(
            h.play(&mut r, Seat(0), (1, 9)),
            Ok(Played::HandOver(Seat(1)))
        );
        assert_eq!(h.played().count(), 4);
        let open = Trick::new(Seat(0));
        let voids = shown_voids(2, 3, &h.tricks, &open, |c| c.0 as usize);
        assert_eq!(voids[0], vec![true, false, false]);
    }
}
