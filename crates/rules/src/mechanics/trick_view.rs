//! A hand of tricks as one viewpoint may know it, and a whole hand drawn back from that view:
//! what a trick-taker's view and its search's sampling share. The viewer sees its own hand
//! (every hand for [`Viewpoint::Everything`]), how many cards each seat holds, the tricks won,
//! the open trick (a face-down card hidden from all but its player) and the tricks gathered.

use super::deal::deal_fitting;
use super::trick::{CompletedTrick, Trick};
use super::trick_hand::{shown_voids, TrickHand};
use crate::engine::{GameRng, Seat, SeatView, Viewpoint};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView<C> {
    /// The hands the viewer may see (its own; all of them for Everything).
    pub hands: Vec<Option<Vec<C>>>,
    /// How many cards each seat holds.
    pub counts: Vec<usize>,
    pub won: Vec<u8>,
    /// The open trick; a card lying face down is `None` unless the viewer may know it.
    pub trick: Trick<Option<C>>,
    pub tricks: Vec<CompletedTrick<C>>,
}

impl<C: Copy + Ord> TrickHand<C> {
    /// The hand as `viewpoint` may know it.
    pub fn view(&self, viewpoint: Viewpoint) -> TableView<C> {
        let everything = viewpoint == Viewpoint::Everything;
        TableView {
            hands: Seat::all(self.players())
                .map(|s| {
                    viewpoint
                        .knows_secret_of(s)
                        .then(|| self.hands[s.index()].clone())
                })
                .collect(),
            counts: self.hands.iter().map(Vec::len).collect(),
            won: self.won.clone(),
            trick: self.trick.masked(viewpoint.seat(), everything),
            tricks: self.tricks.clone(),
        }
    }
}

/// A trick-taker's whole view: what every seat knows of the game (`P`, the game's own), the
/// hand of tricks as the viewer knows it, who is to act and the viewer's legal actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrickGameView<P, C, A> {
    pub viewpoint: Viewpoint,
    pub public: P,
    pub table: TableView<C>,
    pub to_act: Option<Seat>,
    /// The viewer's legal actions when it is the viewer's turn.
    pub legal: Vec<A>,
}

impl<P, C, A> SeatView<A> for TrickGameView<P, C, A> {
    fn seat(&self) -> Option<Seat> {
        self.viewpoint.seat()
    }
    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }
    fn legal(&self) -> &[A] {
        &self.legal
    }
}

/// What a game knows of the cards it deals, for drawing hidden hands back from a view.
pub struct Unseen<'a, C> {
    /// Every card of the deck.
    pub deck: &'a [C],
    /// Cards known to be in a seat's hand though its hand is hidden (a turned-up trump card,
    /// cards shown in a bid); they stay in that hand.
    pub held: &'a [(Seat, C)],
    /// How many suits following counts, and a card's suit as an index below it.
    pub suits: usize,
    pub suit_of: &'a dyn Fn(C) -> usize,
}

impl<C: Copy + Ord> TableView<C> {
    /// Every card seen played, in the tricks gathered and face up on the open trick.
    pub fn played(&self) -> impl Iterator<Item = C> + '_ {
        self.tricks
            .iter()
            .flat_map(|t| t.cards().copied())
            .chain(self.trick.plays.iter().filter_map(|&(_, c)| c))
    }

    /// A whole hand that agrees with this view, the hidden cards dealt from `rng`: each hidden
    /// hand gets as many cards as it holds (those known to be in it included), none of a suit
    /// its seat has shown it lacks; a card face down on the open trick is one its player did not
    /// follow with.
    pub fn sample(&self, unseen: &Unseen<'_, C>, rng: &mut GameRng) -> TrickHand<C> {
        let players = self.counts.len();
        let down = |i: usize| {
            self.trick
                .plays
                .iter()
                .any(|&(s, c)| s.index() == i && c.is_none())
        };
        let held = |i: usize| unseen.held.iter().filter(move |(s, _)| s.index() == i);
        let mut known: Vec<C> = self.played().collect();
        known.extend(self.hands.iter().flatten().flatten());
        known.extend(unseen.held.iter().map(|&(_, c)| c));
        let pool: Vec<C> = unseen
            .deck
            .iter()
            .copied()
            .filter(|c| !known.contains(c))
            .collect();
        let needs: Vec<usize> = (0..players)
            .map(|i| match self.hands[i] {
                Some(_) => 0,
                None => (self.counts[i] + usize::from(down(i))).saturating_sub(held(i).count()),
            })
            .collect();
        let voids = shown_voids(
            players,
            unseen.suits,
            &self.tricks,
            &self.trick,
            unseen.suit_of,
        );
        let fits = |i: usize, c: C| !voids[i][(unseen.suit_of)(c)];
        let dealt = deal_fitting(&pool, &needs, fits, rng);
        let led = self.trick.plays.first().and_then(|&(_, c)| c);
        let mut drawn: Vec<(Seat, C)> = Vec::new();
        let mut hands = Vec::with_capacity(players);
        for (i, mut cards) in dealt.into_iter().enumerate() {
            if let Some(own) = &self.hands[i] {
                hands.push(own.clone());
                continue;
            }
            cards.extend(held(i).map(|&(_, c)| c));
            if down(i) && !cards.is_empty() {
                let off = |c: &C| led.is_none_or(|l| (unseen.suit_of)(*c) != (unseen.suit_of)(l));
                let k = cards.iter().position(off).unwrap_or(0);
                drawn.push((Seat(i as u8), cards.swap_remove(k)));
            }
            cards.sort_unstable();
            hands.push(cards);
        }
        // The open trick in the order played, its face-down cards as drawn.
        let mut trick = Trick::without(self.trick.leader, self.trick.out.clone());
        for &(s, c) in &self.trick.plays {
            let card = c.or_else(|| drawn.iter().find(|(d, _)| *d == s).map(|&(_, c)| c));
            if let Some(card) = card {
                trick.play(s, card, self.trick.is_face_down(s));
            }
        }
        TrickHand {
            hands,
            won: self.won.clone(),
            trick,
            tricks: self.tricks.clone(),
        }
    }
}
