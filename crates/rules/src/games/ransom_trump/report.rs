//! Ransom Trump's part of the `trumps replay` report (kept by `mechanics::match_report` as the
//! replay steps; this file says what is its own): every hand played (its deal and the cards set
//! aside, the ransoms and what they gave, trump, bids, every trick, tricks won, points), the points
//! and totals, and where an unfinished match stands.

use super::actions::Action;
use super::ransom::Reveal;
use super::state::{Book, HandResult, Phase, RansomTrump};
use crate::mechanics::decktet::{Card, Suit};
use crate::mechanics::match_report::{MatchReport, ReportedMatch, TrumpId};
use crate::mechanics::toggles::Toggled;
use crate::mechanics::trick_report;
use serde::Serialize;
use serde_json::{json, Value};

type HandSeen = trick_report::HandSeen<Card, TrumpId>;

pub type Report = MatchReport<RansomTrump>;

#[derive(Clone, Debug, Serialize)]
pub struct HandJson {
    /// Each seat's deal holds its ransom.
    #[serde(flatten)]
    seen: HandSeen,
    ransoms: Reveal,
    trump: TrumpId,
    bids: Vec<Option<u8>>,
    won: Vec<u8>,
    points: Vec<i32>,
}

/// Ransom Trump's part of the hand in progress.
#[derive(Clone, Debug, Serialize)]
pub struct NowJson<'a> {
    /// How many ransoms are down (they are shown once all are).
    ransoms_down: usize,
    ransoms: Option<&'a Reveal>,
    trump: TrumpId,
    bids: &'a [Option<u8>],
}

fn suit_id(s: Option<Suit>) -> TrumpId {
    s.map(Suit::id)
}

impl ReportedMatch for RansomTrump {
    crate::reported_match_basics!();

    /// A hand is dealt when its ransoms are awaited (none down yet).
    fn dealt(&self) -> bool {
        self.phase() == Phase::Ransom
    }
    fn seen(&self) -> HandSeen {
        let h = self.hand();
        HandSeen {
            number: h.number,
            dealer: self.dealer(),
            cards_each: None,
            deal: h.hands.clone(),
            set_aside: Some(h.set_aside.clone()),
            tricks: Vec::new(),
        }
    }
    fn trump(&self) -> TrumpId {
        suit_id(self.hand().trump)
    }
    fn scored(seen: HandSeen, r: &HandResult) -> HandJson {
        HandJson {
            seen,
            ransoms: r.reveal.clone(),
            trump: suit_id(r.trump),
            bids: r.bids.clone(),
            won: r.won.clone(),
            points: r.points.clone(),
        }
    }
    fn now(&self) -> NowJson<'_> {
        let h = self.hand();
        NowJson {
            ransoms_down: h.ransoms.iter().filter(|r| r.is_some()).count(),
            ransoms: h.reveal.as_ref(),
            trump: self.trump(),
            bids: &h.bids,
        }
    }
    fn options_report(&self) -> Value {
        json!(self.options().describe())
    }
}
