//! What one viewpoint may know of a Ransom Trump match: the public table (which seats have put
//! down a ransom, the ransoms once shown, trump, bids, plays, tricks, scores, how many cards
//! each seat holds) and the viewer's own hand and own ransom. Other hands, ransoms still face
//! down and the cards set aside appear only for [`Viewpoint::Everything`].

use super::actions::Action;
use super::options::Options;
use super::ransom::Reveal;
use super::state::{HandResult, Phase, RansomTrump};
use crate::engine::{PerSeat, Seat, Viewpoint};
use crate::mechanics::decktet::{Card, Suit};
use crate::mechanics::partners::partner_of;
use crate::mechanics::trick::{CompletedTrick, Trick};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::sync::Arc;

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
    /// Hands the viewer may see (its own; all of them for Everything).
    pub hands: PerSeat<Option<Vec<Card>>>,
    /// How many cards each seat holds.
    pub counts: PerSeat<usize>,
    /// Whether each seat's ransom is down.
    pub ransom_down: PerSeat<bool>,
    /// The ransoms the viewer may see while they are face down (its own; all for Everything).
    pub ransoms: PerSeat<Option<Card>>,
    /// The ransoms shown, once every seat's is down.
    pub reveal: Option<Reveal>,
    /// The cards set aside, for Everything only; otherwise just how many.
    pub set_aside: Option<Vec<Card>>,
    pub set_aside_count: usize,
    pub trump: Option<Suit>,
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
    pub fn from(g: &RansomTrump, viewpoint: Viewpoint) -> View {
        let h = g.hand();
        let players = g.players_usize();
        let to_act = g.to_act_seat();
        let knows = |i: usize| viewpoint.knows_secret_of(Seat(i as u8));
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
            hands: (0..players)
                .map(|i| knows(i).then(|| h.hands[i].clone()))
                .collect(),
            counts: h.hands.iter().map(Vec::len).collect(),
            ransom_down: h.ransoms.iter().map(Option::is_some).collect(),
            ransoms: (0..players)
                .map(|i| h.ransoms[i].filter(|_| knows(i) || h.reveal.is_some()))
                .collect(),
            reveal: h.reveal.clone(),
            set_aside: (viewpoint == Viewpoint::Everything).then(|| h.set_aside.clone()),
            set_aside_count: h.set_aside.len(),
            trump: h.trump,
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

    /// Tricks in the hand.
    pub fn hand_tricks(&self) -> usize {
        self.options.tricks()
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
