//! Truf's part of the `trumps replay` report, kept as the replay steps: every hand played (its
//! deal, the bids with their cards and values, who won the bid, trump, the kind of game and its
//! turn, the tricks each had to take, every trick with its face-down cards, tricks won,
//! points), the points, and where an unfinished match stands.

use super::actions::Action;
use super::bid::{BidCard, Direction, Kind};
use super::state::{lies_face_down, Phase, Truf};
use super::{Card, Suit};
use crate::engine::ReplayReport;
use crate::engine::Seat;
use crate::mechanics::trick_report::{self, PlayJson};
use serde::Serialize;
use serde_json::{json, Value};

type Trump = Option<&'static str>;
type HandSeen = trick_report::HandSeen<Card, Trump>;
type TrickJson = trick_report::TrickJson<Card, Trump>;

#[derive(Clone, Debug, Serialize)]
struct HandJson {
    #[serde(flatten)]
    seen: HandSeen,
    bids: Vec<Vec<BidCard>>,
    values: Vec<u32>,
    bid_winner: Seat,
    trump: Trump,
    kind: Kind,
    turned: Option<Direction>,
    contract: Vec<u32>,
    won: Vec<u8>,
    points: Vec<i32>,
}

/// The hand in progress.
#[derive(Clone, Debug, Serialize)]
struct CurrentJson<'a> {
    phase: &'static str,
    to_act: Option<Seat>,
    #[serde(flatten)]
    seen: HandSeen,
    /// How many bids are closed (they are shown once all are).
    bids_closed: usize,
    bids: Option<&'a [Vec<BidCard>]>,
    trump: Trump,
    /// The kind of game, once the bids are shown (even until the bid winner turns it).
    kind: Option<Kind>,
    turned: Option<Direction>,
    /// The tricks each seat must take, once known.
    contract: Option<&'a [u32]>,
    won: &'a [u8],
    trick: TrickJson,
}

#[derive(Clone, Debug, Default)]
pub struct Report(trick_report::HandsSeen<Card, Trump, HandJson>);

fn suit_id(s: Option<Suit>) -> Trump {
    s.map(Suit::id)
}

/// The hand in play in `g` as dealt (a bid's cards stay in the hand).
fn seen(g: &Truf) -> HandSeen {
    HandSeen {
        number: g.hand().number,
        dealer: g.dealer(),
        cards_each: None,
        deal: g.hand().hands.clone(),
        set_aside: None,
        tricks: Vec::new(),
    }
}

impl Report {
    /// A hand is dealt when its bids are awaited.
    fn see_deal(&mut self, g: &Truf) {
        self.0.deal(g.phase() == Phase::Bid, || seen(g));
    }

    fn see_play(&mut self, before: &Truf, seat: Seat, card: Card, after: &Truf) {
        // The hand this play finished, if it did.
        let result = after.results().get(before.results().len());
        let won = result.map_or(&after.hand().won, |r| &r.won);
        let b = before.hand();
        let play = PlayJson {
            seat,
            card,
            face_down: lies_face_down(&b.trick, card),
        };
        self.0
            .play(&b.trick, play, suit_id(before.trump()), &b.won, won);
        if let Some(r) = result {
            self.0.score(|seen| HandJson {
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
            });
        }
    }
}

impl ReplayReport<Truf> for Report {
    fn start(game: &Truf) -> Self {
        let mut r = Report::default();
        r.see_deal(game);
        r
    }

    fn step(&mut self, before: &Truf, seat: Seat, action: &Action, after: &Truf) {
        if let Action::Play { card } = *action {
            self.see_play(before, seat, card, after);
        }
        self.see_deal(after);
    }

    fn finish(self, g: &Truf) -> Value {
        let h = g.hand();
        let trump = suit_id(g.trump());
        let current = (g.phase() != Phase::GameOver).then(|| CurrentJson {
            phase: g.phase().id(),
            to_act: g.to_act_seat(),
            seen: self.0.open.unwrap_or_else(|| seen(g)),
            bids_closed: h.closed.iter().filter(|&&c| c).count(),
            // Secret until every bid is closed.
            bids: h.reveal.as_ref().map(|_| h.bids.as_slice()),
            trump,
            kind: match (&h.contract, &h.reveal) {
                (Some((_, kind)), _) => Some(*kind),
                (None, r) => r.as_ref().map(|r| r.kind),
            },
            turned: h.direction,
            contract: h.contract.as_ref().map(|c| c.0.as_slice()),
            won: &h.won,
            trick: TrickJson::open(&h.trick, trump),
        });
        json!({
            "options": { "players": g.options().players, "hands": g.options().hands },
            "first_dealer": g.first_dealer(),
            "hands": self.0.scored,
            "points": g.points(),
            "totals": g.points(),
            "current": current,
        })
    }
}
