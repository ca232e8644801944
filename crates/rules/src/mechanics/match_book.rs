//! The book of a match of hands, the same in every trick-taking match: its options, the
//! first dealer and the dealer now, the phase, each
//! seat's points, the results of the hands played (shared, not copied, by clones and views),
//! the decks given for the coming hands (hand-made deals, used before the RNG) and, at the
//! end, the winners. A game's state holds it flattened (`#[serde(flatten)] book`), so saves
//! keep their shape, and reads it through `Deref`. The seeded RNG that shuffles every deal
//! stays a field of the state itself: serde's flattening cannot buffer its 128-bit state.

use crate::engine::{GameOptions, GameRng, Seat};
use crate::mechanics::matchplay::{winners_if_over, MatchLength};
use crate::mechanics::partners::seat_totals;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchBook<O, P, R, C> {
    pub options: O,
    pub first_dealer: Seat,
    pub dealer: Seat,
    pub phase: P,
    /// Each seat's points so far (alone; with partners the team adds them).
    pub points: Vec<i32>,
    pub results: Arc<Vec<R>>,
    pub given: Vec<Vec<C>>,
    pub winners: Vec<Seat>,
}

impl<O: GameOptions, P: Copy, R, C> MatchBook<O, P, R, C> {
    /// A match about to deal its first hand in `phase`, and its RNG from `seed`: the first
    /// dealer given, else the RNG's first draw.
    pub fn start(
        options: &O,
        seed: u64,
        first_dealer: Option<Seat>,
        given: Vec<Vec<C>>,
        phase: P,
    ) -> (Self, GameRng) {
        let players = options.players();
        let mut rng = GameRng::new(seed);
        let first_dealer = first_dealer.unwrap_or_else(|| Seat(rng.below(players) as u8));
        let book = MatchBook {
            options: options.clone(),
            first_dealer,
            dealer: first_dealer,
            phase,
            points: vec![0; players],
            results: Arc::default(),
            given,
            winners: Vec::new(),
        };
        (book, rng)
    }

    pub fn options(&self) -> &O {
        &self.options
    }
    pub fn phase(&self) -> P {
        self.phase
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    pub fn first_dealer(&self) -> Seat {
        self.first_dealer
    }
    pub fn results(&self) -> &[R] {
        &self.results
    }
    pub fn points(&self) -> &[i32] {
        &self.points
    }
    pub fn winners(&self) -> &[Seat] {
        &self.winners
    }
    pub fn players_usize(&self) -> usize {
        self.options.players()
    }

    /// Each seat's score as it counts: its team's total with `partners`, else its own.
    pub fn totals(&self, partners: bool) -> Vec<i32> {
        seat_totals(&self.points, partners)
    }

    /// Books a finished hand: its points and result. When that ends the match (`length`,
    /// partners adding their points), the winners are set, the phase becomes `over` and this
    /// returns true; otherwise the deal passes to the left.
    pub fn close_hand(
        &mut self,
        points: &[i32],
        result: R,
        partners: bool,
        length: MatchLength,
        over: P,
    ) -> bool
    where
        R: Clone,
    {
        for (p, add) in self.points.iter_mut().zip(points) {
            *p += add;
        }
        Arc::make_mut(&mut self.results).push(result);
        if let Some(winners) = winners_if_over(&self.points, partners, length, self.results.len()) {
            self.winners = winners;
            self.phase = over;
            return true;
        }
        self.dealer = self.dealer.next(self.players_usize());
        false
    }
}

/// Declares a trick-taking match's state: its [`MatchBook`] (field `book`, flattened in
/// saves, read through `Deref`: `g.options()`, `g.dealer`), its seeded RNG (`rng`) and the
/// hand in play (field `hand`, read with `hand()`), names the book's type, and gives the
/// state's [`MatchParts`](crate::mechanics::match_state::MatchParts) (ending in
/// `Phase::GameOver`, with tricks in `Phase::Play`). Its `act(seat, action)` checks the turn;
/// then a card played in `Phase::Play` goes to the state's `play(seat, card)` and any other
/// action to its `own_action(seat, action)`, which refuses what is not for now with
/// `not_now()`. `trick_match_state!(Whist, "A Whist")` declares `Whist` and names its book
/// `Book`, of the game module's `Options`, `Phase`, `HandResult` and `Card`, with its `Hand`
/// in play.
#[macro_export]
macro_rules! trick_match_state {
    ($game:ident, $title:literal) => {
        $crate::trick_match_state!(
            @declare $game, $title, Book<Options, Phase, HandResult, Card>, Hand
        );
    };
    (@declare $game:ident, $title:literal, $book:ident<$o:ty, $p:ty, $r:ty, $c:ty>, $hand:ty) => {
        #[doc = concat!($title, " match: its book and the hand in play.")]
        #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        pub struct $game {
            #[serde(flatten)]
            pub(super) book: $book,
            pub(super) rng: $crate::engine::GameRng,
            pub(super) hand: $hand,
        }

        /// The book of the match.
        pub type $book = $crate::mechanics::match_book::MatchBook<$o, $p, $r, $c>;

        impl $game {
            pub fn hand(&self) -> &$hand {
                &self.hand
            }

            /// `seat` does `action`: a card played in the tricks, else one of the game's own
            /// actions (`own_action`). Refused, with nothing changed, when it is not `seat`'s
            /// turn, not an action for now, or against the rules.
            pub fn act(
                &mut self,
                seat: $crate::engine::Seat,
                action: Action,
            ) -> Result<(), ActionError> {
                ActionError::check_turn(self.to_act_seat(), seat)?;
                match (self.book.phase, action) {
                    (Phase::Play, Action::Play { card }) => self.play(seat, card),
                    (_, action) => self.own_action(seat, action),
                }
            }

            /// The refusal of an action that belongs to another part of the hand.
            fn not_now(&self) -> ActionError {
                ActionError::NotNow {
                    phase: $crate::engine::unit_name(&self.book.phase),
                }
            }
        }

        impl $crate::mechanics::match_state::MatchParts for $game {
            type Options = $o;
            type Phase = $p;
            type Result = $r;
            type Card = $c;
            type Hand = $hand;
            const OVER: $p = Phase::GameOver;
            const PLAY: $p = Phase::Play;
            fn from_parts(book: $book, rng: $crate::engine::GameRng, hand: $hand) -> Self {
                $game { book, rng, hand }
            }
            fn parts(&self) -> (&$book, &$hand) {
                (&self.book, &self.hand)
            }
            fn parts_mut(&mut self) -> (&mut $book, &mut $crate::engine::GameRng, &mut $hand) {
                (&mut self.book, &mut self.rng, &mut self.hand)
            }
        }

        $crate::deref_to_field!($game, book, $book);
    };
}
