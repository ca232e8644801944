//! Truf's part of the `trumps replay` report (kept by `mechanics::match_report` as the replay
//! steps; this file says what is its own): every hand played (its deal, the bids with their cards
//! and values, who won the bid, trump, the kind of game and its turn, the tricks each had to take,
//! every trick with its face-down cards, tricks won, points), the points, and where an unfinished
//! match stands.

use super::actions::Action;
use super::bid::{BidCard, Direction, Kind};
use super::state::{lies_face_down, Book, HandResult, Phase, Truf};
use super::{Card, Suit};
use crate::mechanics::match_report::{MatchReport, ReportedMatch, TrumpId};
use crate::mechanics::trick_report;
use serde::Serialize;
use serde_json::{json, Value};

type HandSeen = trick_report::HandSeen<Card, TrumpId>;

pub type Report = MatchReport<Truf>;

#[derive(Clone, Debug, Serialize)]
pub struct HandJson {
    #[serde(flatten)]
    seen: HandSeen,
    bids: Vec<Vec<BidCard>>,
    values: Vec<u32>,
    bid_winner: crate::engine::Seat,
    trump: TrumpId,
    kind: Kind,
    turned: Option<Direction>,
    contract: Vec<u32>,
    won: Vec<u8>,
    points: Vec<i32>,
}

/// Truf's part of the hand in progress.
#[derive(Clone, Debug, Serialize)]
pub struct NowJson<'a> {
    /// How many bids are closed (they are shown once all are).
    bids_closed: usize,
    bids: Option<&'a [Vec<BidCard>]>,
    trump: TrumpId,
    /// The kind of game, once the bids are shown (even until the bid winner turns it).
    kind: Option<Kind>,
    turned: Option<Direction>,
    /// The tricks each seat must take, once known.
    contract: Option<&'a [u32]>,
}

fn suit_id(s: Option<Suit>) -> TrumpId {
    s.map(Suit::id)
}

impl ReportedMatch for Truf {
    crate::reported_match_basics!();

    /// A hand is dealt when its bids are awaited.
    fn dealt(&self) -> bool {
        self.phase() == Phase::Bid
    }
    /// The hand in play as dealt (a bid's cards stay in the hand).
    fn seen(&self) -> HandSeen {
        HandSeen {
            number: self.hand().number,
            dealer: self.dealer(),
            cards_each: None,
            deal: self.hand().hands.clone(),
            set_aside: None,
            tricks: Vec::new(),
        }
    }
    fn trump(&self) -> TrumpId {
        suit_id(Truf::trump(self))
    }
    fn face_down(&self, card: Card) -> bool {
        lies_face_down(&self.hand().trick, card)
    }
    fn scored(seen: HandSeen, r: &HandResult) -> HandJson {
        HandJson {
            seen,
            bids: r.bids.clone(),
            values: r.reveal.values.clone(),
            bid_winner: r.reveal.winner,
            trump: suit_id(r.reveal.trump),
            kind: r.kind,
            turned: r.direction,
            contract: r.contract.clone(),
            won: r.won.clone(),
            points: r.points.clone(),
        }
    }
    fn now(&self) -> NowJson<'_> {
        let h = self.hand();
        NowJson {
            bids_closed: h.closed.iter().filter(|&&c| c).count(),
            // Secret until every bid is closed.
            bids: h.reveal.as_ref().map(|_| h.bids.as_slice()),
            trump: ReportedMatch::trump(self),
            kind: match (&h.contract, &h.reveal) {
                (Some((_, kind)), _) => Some(*kind),
                (None, r) => r.as_ref().map(|r| r.kind),
            },
            turned: h.direction,
            contract: h.contract.as_ref().map(|c| c.0.as_slice()),
        }
    }
    /// The players and the number of hands.
    fn options_report(&self) -> Value {
        json!({ "players": self.options().players, "hands": self.options().hands })
    }
}
