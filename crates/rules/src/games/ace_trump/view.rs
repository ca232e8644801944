//! What one viewpoint may know of an Ace Trump match: the public table (plays, tricks, trump
//! and its changes, bids, scores, how many cards each seat holds) and the viewer's own hand.
//! Other hands and the cards set aside appear only for [`Viewpoint::Everything`].

use super::actions::Action;
use super::options::Options;
use super::state::{rules_of_trick, AceTrump, HandResult, Phase};
use crate::engine::{PerSeat, Seat, Viewpoint};
use crate::mechanics::decktet::{Card, Suit};
use crate::mechanics::match_state::TrickMatch;
use crate::mechanics::match_view::MatchView;
use crate::mechanics::partners::partner_of;
use crate::mechanics::trick::{plays_so_far, Trick};
use crate::mechanics::trick_reason::{explain, TrickReason};
use crate::mechanics::trump::ChangingTrump;
use serde::{Deserialize, Serialize};
use trumps_words::Said;

/// What a trick-taking match shows every viewpoint, as AceTrump deals it.
pub type Seen = MatchView<Options, Phase, HandResult, Action, Card>;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// What every trick-taking match shows (book, hands, tricks, legal actions).
    #[serde(flatten)]
    pub seen: Seen,
    pub hand_size: usize,
    /// The cards set aside, for Everything only; otherwise just how many.
    pub set_aside: Option<Vec<Card>>,
    pub set_aside_count: usize,
    pub trump: ChangingTrump<Suit>,
    pub bids: PerSeat<Option<u8>>,
    pub trick: Trick<Card>,
    /// Each seat's score as it counts (team totals with partners).
    pub totals: PerSeat<i32>,
}

impl View {
    pub fn from(g: &AceTrump, viewpoint: Viewpoint) -> View {
        let h = g.hand();
        let seen = Seen::of(g.source(g.to_act_seat()), viewpoint, |f| g.each_legal(f));
        View {
            seen,
            hand_size: h.size,
            set_aside: (viewpoint == Viewpoint::Everything).then(|| h.set_aside.clone()),
            set_aside_count: h.set_aside.len(),
            trump: h.trump.clone(),
            bids: h.bids.iter().copied().collect(),
            trick: h.trick.clone(),
            totals: g.totals().into_iter().collect(),
        }
    }

    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        partner_of(seat, self.players, self.options.partners)
    }

    /// Completed trick `index` of this hand explained (who won it, with which card, and why),
    /// judged with the trump in force when its last card was played; `None` if there is no
    /// such trick yet.
    pub fn trick_explained(&self, index: usize) -> Option<TrickReason<Card>> {
        let rules = rules_of_trick(&self.trump, index, self.options.early_bird);
        explain(&rules, self.tricks.get(index)?)
    }

    /// The line that says why completed trick `index` of this hand was won ("Ann's Ace of
    /// Moons wins the trick: the only trump."), naming seats with `name`; `None` if there is no
    /// such trick yet. Every card of a completed trick is face up, so it tells no secret.
    pub fn trick_reason(&self, index: usize, name: &dyn Fn(Seat) -> String) -> Option<String> {
        self.trick_said(index, name).map(|s| s.en())
    }

    /// The same line as said in the reader's language (what the page shows).
    pub fn trick_said(&self, index: usize, name: &dyn Fn(Seat) -> String) -> Option<Said> {
        let told = self.trick_explained(index)?;
        Some(told.said(name, Card::said))
    }

    /// Every card played in this hand so far.
    pub fn played(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        plays_so_far(&self.tricks, &self.trick)
    }
}

crate::deref_to_seen!(View, Seen, Action);
