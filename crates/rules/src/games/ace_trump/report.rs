//! Ace Trump's part of the `trumps replay` report (kept by `mechanics::match_report` as the replay
//! steps; this file says what is its own): every hand played (its deal and the cards set aside,
//! every trick with the trump that decided it, bids, tricks won, points), the points and totals,
//! and where an unfinished match stands.

use super::actions::Action;
use super::state::{AceTrump, Book, HandResult, Phase};
use crate::mechanics::decktet::{Card, Suit};
use crate::mechanics::match_report::{MatchReport, ReportedMatch, TrumpId};
use crate::mechanics::toggles::Toggled;
use crate::mechanics::trick_report;
use serde::Serialize;
use serde_json::{json, Value};

type HandSeen = trick_report::HandSeen<Card, TrumpId>;

pub type Report = MatchReport<AceTrump>;

#[derive(Clone, Debug, Serialize)]
pub struct HandJson {
    #[serde(flatten)]
    seen: HandSeen,
    trump_at_end: TrumpId,
    bids: Vec<Option<u8>>,
    won: Vec<u8>,
    points: Vec<i32>,
    last_card: Option<Card>,
}

/// Ace Trump's part of the hand in progress.
#[derive(Clone, Debug, Serialize)]
pub struct NowJson<'a> {
    trump: TrumpId,
    bids: &'a [Option<u8>],
}

fn suit_id(s: Option<Suit>) -> TrumpId {
    s.map(Suit::id)
}

impl ReportedMatch for AceTrump {
    crate::reported_match_basics!();

    /// Dealt once bidding or play starts (nothing yet before a fixed trump is named).
    fn dealt(&self) -> bool {
        matches!(self.phase(), Phase::Bid | Phase::Play)
    }
    fn seen(&self) -> HandSeen {
        let h = self.hand();
        HandSeen {
            number: h.number,
            dealer: self.dealer(),
            cards_each: Some(h.size),
            deal: h.hands.clone(),
            set_aside: Some(h.set_aside.clone()),
            tricks: Vec::new(),
        }
    }
    fn trump(&self) -> TrumpId {
        suit_id(self.hand().trump.current)
    }
    /// The trump the trick was decided with: the one at the end of the hand it finished, else
    /// the one in force after the play (an Ace played to it may have changed it).
    fn trick_trump(_before: &Self, after: &Self, finished: Option<&HandResult>) -> TrumpId {
        finished.map_or_else(|| after.trump(), |r| suit_id(r.trump))
    }
    fn scored(seen: HandSeen, r: &HandResult) -> HandJson {
        HandJson {
            seen,
            trump_at_end: suit_id(r.trump),
            bids: r.bids.clone(),
            won: r.won.clone(),
            points: r.points.clone(),
            last_card: r.last_card,
        }
    }
    fn now(&self) -> NowJson<'_> {
        NowJson {
            trump: self.trump(),
            bids: &self.hand().bids,
        }
    }
    fn options_report(&self) -> Value {
        json!(self.options().describe())
    }
}
