//! What every viewpoint may know of a trick-taking match, the same in each game: the public
//! book (options, dealers, phase, points, results, winners), whose turn it is, the hands it
//! may see (its own; all of them for Everything) and how many cards each seat holds, the tricks
//! won and gathered, and the viewer's legal actions. A game's view holds it flattened
//! (`#[serde(flatten)] seen`), beside what only that game shows, and reads it through `Deref`.

use crate::engine::{GameOptions, PerSeat, Seat, Viewpoint};
use crate::mechanics::match_book::MatchBook;
use crate::mechanics::trick::CompletedTrick;
use crate::mechanics::trick_hand::TrickHand;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::sync::Arc;

/// Built at every bot decision: seat lists and the legal actions are held inline, and the past
/// is shared, so a view allocates only for the viewer's own hand and the tricks of this hand.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchView<O, P, R, A, C> {
    pub viewpoint: Viewpoint,
    pub options: O,
    pub players: usize,
    pub first_dealer: Seat,
    pub dealer: Seat,
    pub phase: P,
    pub to_act: Option<Seat>,
    pub hand_number: usize,
    /// Hands the viewer may see (its own; all of them for Everything).
    pub hands: PerSeat<Option<Vec<C>>>,
    /// How many cards each seat holds.
    pub counts: PerSeat<usize>,
    pub won: PerSeat<u8>,
    pub tricks: Vec<CompletedTrick<C>>,
    /// Each seat's own points.
    pub points: PerSeat<i32>,
    pub results: Arc<Vec<R>>,
    pub winners: Vec<Seat>,
    /// The viewer's legal actions when it is the viewer's turn.
    pub legal: SmallVec<[A; 12]>,
}

/// Where a view is taken from: the match's book and hand, and whose turn it is.
pub struct Source<'a, O, P, R, C> {
    pub book: &'a MatchBook<O, P, R, C>,
    pub table: &'a TrickHand<C>,
    pub hand_number: usize,
    pub to_act: Option<Seat>,
}

impl<O: GameOptions, P: Copy, R, A, C: Clone> MatchView<O, P, R, A, C> {
    /// The view of `from` for `viewpoint`; `each_legal` lists the legal actions of the seat to
    /// act, asked only when that is the viewer.
    pub fn of(
        from: Source<'_, O, P, R, C>,
        viewpoint: Viewpoint,
        each_legal: impl FnOnce(&mut dyn FnMut(A)),
    ) -> Self {
        let Source {
            book,
            table,
            hand_number,
            to_act,
        } = from;
        let players = book.players_usize();
        let mut legal = SmallVec::new();
        if viewpoint.seat().is_some() && to_act == viewpoint.seat() {
            each_legal(&mut |a| legal.push(a));
        }
        MatchView {
            viewpoint,
            options: book.options.clone(),
            players,
            first_dealer: book.first_dealer,
            dealer: book.dealer,
            phase: book.phase,
            to_act,
            hand_number,
            hands: (0..players)
                .map(|i| {
                    viewpoint
                        .knows_secret_of(Seat(i as u8))
                        .then(|| table.hands[i].clone())
                })
                .collect(),
            counts: table.hands.iter().map(Vec::len).collect(),
            won: table.won.iter().copied().collect(),
            tricks: table.tricks.clone(),
            points: book.points.iter().copied().collect(),
            results: book.results.clone(),
            winners: book.winners.clone(),
            legal,
        }
    }

    pub fn seat(&self) -> Option<Seat> {
        self.viewpoint.seat()
    }

    /// The viewer's own hand (empty for an observer).
    pub fn my_hand(&self) -> &[C] {
        self.seat()
            .and_then(|s| self.hands[s.index()].as_deref())
            .unwrap_or(&[])
    }

    pub fn my_turn(&self) -> bool {
        self.seat().is_some() && self.to_act == self.seat()
    }
}

/// Lets a game's view, which holds a [`MatchView`] in field `seen` beside what is its own, be
/// read as that view (`view.hands`, `view.my_hand()`), and gives it its
/// [`SeatView`](crate::engine::SeatView).
#[macro_export]
macro_rules! deref_to_seen {
    ($view:ty, $seen:ty, $action:ty) => {
        $crate::deref_to_field!($view, seen, $seen);
        $crate::seat_view_of_fields!($view, $action);
    };
}
