//! What one viewpoint may know of an Ace Trump match: the public table (plays, tricks, trump
//! and its changes, bids, scores, how many cards each seat holds) and the viewer's own hand.
//! Other hands and the cards set aside appear only for [`Viewpoint::Everything`].

use super::actions::Action;
use super::options::Options;
use super::state::{AceTrump, HandResult, Phase};
use crate::engine::{PerSeat, Seat, Viewpoint};
use crate::mechanics::decktet::{Card, Suit};
use crate::mechanics::partners::partner_of;
use crate::mechanics::trick::{CompletedTrick, Trick};
use crate::mechanics::trump::ChangingTrump;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::sync::Arc;

/// Built at every bot decision: seat lists and the legal actions are held inline, and the past
/// is shared, so a view allocates only for the viewer's own hand and the tricks of this hand.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewpoint: Viewpoint,
    pub options: Options,
    pub players: usize,
    pub first_dealer: Seat,
    pub dealer: Seat,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    pub hand_number: usize,
    pub hand_size: usize,
    /// Hands the viewer may see (its own; all of them for Everything).
    pub hands: PerSeat<Option<Vec<Card>>>,
    /// How many cards each seat holds.
    pub counts: PerSeat<usize>,
    /// The cards set aside, for Everything only; otherwise just how many.
    pub set_aside: Option<Vec<Card>>,
    pub set_aside_count: usize,
    pub trump: ChangingTrump<Suit>,
    pub bids: PerSeat<Option<u8>>,
    pub won: PerSeat<u8>,
    pub trick: Trick<Card>,
    pub tricks: Vec<CompletedTrick<Card>>,
    /// Each seat's own points, and each seat's score as it counts (team totals with partners).
    pub points: PerSeat<i32>,
    pub totals: PerSeat<i32>,
    pub results: Arc<Vec<HandResult>>,
    pub winners: Vec<Seat>,
    /// The viewer's legal actions when it is the viewer's turn.
    pub legal: SmallVec<[Action; 12]>,
}

impl View {
    pub fn from(g: &AceTrump, viewpoint: Viewpoint) -> View {
        let h = g.hand();
        let players = g.players_usize();
        let to_act = g.to_act_seat();
        let hands = (0..players)
            .map(|i| {
                viewpoint
                    .knows_secret_of(Seat(i as u8))
                    .then(|| h.hands[i].clone())
            })
            .collect();
        let mine = viewpoint.seat().is_some() && to_act == viewpoint.seat();
        let mut legal = SmallVec::new();
        if mine {
            g.each_legal(|a| legal.push(a));
        }
        View {
            viewpoint,
            options: *g.options(),
            players,
            first_dealer: g.first_dealer(),
            dealer: g.dealer(),
            phase: g.phase(),
            to_act,
            hand_number: h.number,
            hand_size: h.size,
            hands,
            counts: h.hands.iter().map(Vec::len).collect(),
            set_aside: (viewpoint == Viewpoint::Everything).then(|| h.set_aside.clone()),
            set_aside_count: h.set_aside.len(),
            trump: h.trump.clone(),
            bids: h.bids.iter().copied().collect(),
            won: h.won.iter().copied().collect(),
            trick: h.trick.clone(),
            tricks: h.tricks.clone(),
            points: g.points().iter().copied().collect(),
            totals: g.totals().into_iter().collect(),
            results: g.results.clone(),
            winners: g.winners().to_vec(),
            legal,
        }
    }

    pub fn seat(&self) -> Option<Seat> {
        self.viewpoint.seat()
    }

    /// The viewer's own hand (empty for an observer).
    pub fn my_hand(&self) -> &[Card] {
        self.seat()
            .and_then(|s| self.hands[s.index()].as_deref())
            .unwrap_or(&[])
    }

    pub fn my_turn(&self) -> bool {
        self.seat().is_some() && self.to_act == self.seat()
    }

    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        partner_of(seat, self.players, self.options.partners)
    }

    /// Every card played in this hand so far.
    pub fn played(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.tricks
            .iter()
            .flat_map(|t| t.plays.iter().copied())
            .chain(self.trick.plays.iter().copied())
    }
}

crate::seat_view_of_fields!(View, Action);
