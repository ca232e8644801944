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
use crate::mechanics::decktet_tricks::DecktetTricks;
use crate::mechanics::match_state::TrickMatch;
use crate::mechanics::match_view::MatchView;
use crate::mechanics::partners::partner_of;
use crate::mechanics::trick::{plays_so_far, Trick};
use crate::mechanics::trick_reason::{explain, TrickReason};
use serde::{Deserialize, Serialize};
use trumps_words::Said;

/// What a trick-taking match shows every viewpoint, as RansomTrump deals it.
pub type Seen = MatchView<Options, Phase, HandResult, Action, Card>;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// What every trick-taking match shows (book, hands, tricks, legal actions).
    #[serde(flatten)]
    pub seen: Seen,
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
    pub trick: Trick<Card>,
    /// Each seat's score as it counts (team totals with partners).
    pub totals: PerSeat<i32>,
}

impl View {
    pub fn from(g: &RansomTrump, viewpoint: Viewpoint) -> View {
        let h = g.hand();
        let players = g.players_usize();
        let knows = |i: usize| viewpoint.knows_secret_of(Seat(i as u8));
        let seen = Seen::of(g.source(g.to_act_seat()), viewpoint, |f| g.each_legal(f));
        View {
            seen,
            ransom_down: h.ransoms.iter().map(Option::is_some).collect(),
            ransoms: (0..players)
                .map(|i| h.ransoms[i].filter(|_| knows(i) || h.reveal.is_some()))
                .collect(),
            reveal: h.reveal.clone(),
            set_aside: (viewpoint == Viewpoint::Everything).then(|| h.set_aside.clone()),
            set_aside_count: h.set_aside.len(),
            trump: h.trump,
            bids: h.bids.iter().copied().collect(),
            trick: h.trick.clone(),
            totals: g.totals().into_iter().collect(),
        }
    }

    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        partner_of(seat, self.players, self.options.partners)
    }

    /// Tricks in the hand.
    pub fn hand_tricks(&self) -> usize {
        self.options.tricks()
    }

    /// Completed trick `index` of this hand explained (who won it, with which card, and why),
    /// judged with the hand's trump; `None` if there is no such trick yet.
    pub fn trick_explained(&self, index: usize) -> Option<TrickReason<Card>> {
        let rules = DecktetTricks {
            trump: self.trump,
            early_bird: self.options.early_bird,
        };
        explain(&rules, self.tricks.get(index)?)
    }

    /// The line that says why completed trick `index` of this hand was won ("Ann's Diplomat
    /// (8 of Moons and Suns) wins the trick: the highest trump."), naming seats with `name`;
    /// `None` if there is no such trick yet. Every card of a completed trick is face up.
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
