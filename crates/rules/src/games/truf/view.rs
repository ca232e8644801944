//! What one viewpoint may know of a Truf match: the public table (whose bids are closed, every
//! bid once all are shown, the trump, the kind of game, plays, tricks, scores, how many cards
//! each seat holds, and the shown bid cards still in each hand) and the viewer's own hand and
//! own bid. Other hands, bids still secret, and cards lying face down in the open trick appear
//! only for [`Viewpoint::Everything`] (a face-down card is also known to the seat that played
//! it).

use super::actions::Action;
use super::bid::{BidCard, Direction, Kind};
use super::options::Options;
use super::state::{HandResult, Phase, Reveal, Truf, TrufTricks};
use super::{Card, Suit};
use crate::engine::{PerSeat, Seat, Viewpoint};
use crate::mechanics::match_state::TrickMatch;
use crate::mechanics::match_view::MatchView;
use crate::mechanics::trick::Trick;
use crate::mechanics::trick_reason::{explain, TrickReason};
use serde::{Deserialize, Serialize};
use trumps_words::Said;

/// What a trick-taking match shows every viewpoint, as Truf deals it.
pub type Seen = MatchView<Options, Phase, HandResult, Action, Card>;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// What every trick-taking match shows (book, hands, tricks, legal actions).
    #[serde(flatten)]
    pub seen: Seen,
    /// Whether each seat's bid is closed.
    pub closed: PerSeat<bool>,
    /// The bids the viewer may see: its own as it is made, all of them once every bid is
    /// closed and shown (and all for Everything).
    pub bids: PerSeat<Option<Vec<BidCard>>>,
    /// Each seat's shown bid cards not yet seen played: still in that hand, as far as the
    /// viewer can tell (a card played face down into the open trick is not known to be gone).
    pub shown: PerSeat<Vec<Card>>,
    pub reveal: Option<Reveal>,
    pub direction: Option<Direction>,
    /// The tricks each seat must take and the kind of game, once settled.
    pub contract: Option<(Vec<u32>, Kind)>,
    /// Whether a trump has been played in a completed trick.
    pub broken: bool,
    /// The open trick; a card lying face down is `None` unless the viewer may know it.
    pub trick: Trick<Option<Card>>,
}

impl View {
    pub fn from(g: &Truf, viewpoint: Viewpoint) -> View {
        let h = g.hand();
        let players = g.players_usize();
        let everything = viewpoint == Viewpoint::Everything;
        let knows = |i: usize| viewpoint.knows_secret_of(Seat(i as u8));
        let trick = h.trick.masked(viewpoint.seat(), everything);
        let seen_played: Vec<Card> = h
            .tricks
            .iter()
            .flat_map(|t| t.cards().copied())
            .chain(trick.plays.iter().filter_map(|&(_, c)| c))
            .collect();
        let shown = (0..players)
            .map(|i| match &h.reveal {
                Some(_) => h.bids[i]
                    .iter()
                    .map(|b| b.card)
                    .filter(|c| !seen_played.contains(c))
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        let seen = Seen::of(g.source(g.to_act_seat()), viewpoint, |f| g.each_legal(f));
        View {
            seen,
            closed: h.closed.iter().copied().collect(),
            bids: (0..players)
                .map(|i| (knows(i) || h.reveal.is_some()).then(|| h.bids[i].clone()))
                .collect(),
            shown,
            reveal: h.reveal.clone(),
            direction: h.direction,
            contract: h.contract.clone(),
            broken: h.broken,
            trick,
        }
    }

    /// The viewer's own bid so far (empty for an observer).
    pub fn my_bid(&self) -> &[BidCard] {
        self.seat()
            .and_then(|s| self.bids[s.index()].as_deref())
            .unwrap_or(&[])
    }

    /// The trump, once the bids are shown.
    pub fn trump(&self) -> Option<Suit> {
        self.reveal.as_ref().and_then(|r| r.trump)
    }

    /// Completed trick `index` of this hand explained (who won it, with which card, and why);
    /// `None` if there is no such trick yet. A completed trick's cards are all face up (those
    /// played face down were turned up as it closed), so nothing secret is named.
    pub fn trick_explained(&self, index: usize) -> Option<TrickReason<Card>> {
        let rules = TrufTricks {
            trump: self.trump(),
            broken: self.broken,
        };
        explain(&rules, self.tricks.get(index)?)
    }

    /// The line that says why completed trick `index` of this hand was won ("Ann's 2 of
    /// Spades wins the trick: the only trump."), naming seats with `name`; `None` if there is
    /// no such trick yet.
    pub fn trick_reason(&self, index: usize, name: &dyn Fn(Seat) -> String) -> Option<String> {
        self.trick_said(index, name).map(|s| s.en())
    }

    /// The same line as said in the reader's language (what the page shows).
    pub fn trick_said(&self, index: usize, name: &dyn Fn(Seat) -> String) -> Option<Said> {
        let told = self.trick_explained(index)?;
        Some(told.said(name, Card::said))
    }

    /// Tricks in the hand.
    pub fn hand_tricks(&self) -> usize {
        self.options.tricks()
    }

    /// The tricks `seat` must take, once settled.
    pub fn target(&self, seat: Seat) -> Option<u32> {
        self.contract
            .as_ref()
            .and_then(|(c, _)| c.get(seat.index()).copied())
    }

    /// Every card of this hand seen played so far, with who played it.
    pub fn played(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.tricks
            .iter()
            .flat_map(|t| t.plays.iter().copied())
            .chain(
                self.trick
                    .plays
                    .iter()
                    .filter_map(|&(s, c)| c.map(|c| (s, c))),
            )
    }

    /// The suits each seat is known to lack: it did not follow a suit led (in a completed
    /// trick, or face down in the open one).
    pub fn voids(&self) -> PerSeat<[bool; 4]> {
        let mut voids = PerSeat::from_elem([false; 4], self.players);
        for t in &self.tricks {
            if let Some(&(_, led)) = t.plays.first() {
                for &(s, c) in &t.plays[1..] {
                    if c.suit() != led.suit() {
                        voids[s.index()][led.suit().index()] = true;
                    }
                }
            }
        }
        if let Some(&(_, Some(led))) = self.trick.plays.first() {
            for &(s, c) in &self.trick.plays[1..] {
                if c.is_none_or(|c| c.suit() != led.suit()) {
                    voids[s.index()][led.suit().index()] = true;
                }
            }
        }
        voids
    }
}

crate::deref_to_seen!(View, Seen, Action);
