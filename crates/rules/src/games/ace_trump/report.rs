//! Ace Trump's part of the `trumps replay` report, kept as the replay steps: every hand played
//! (its deal and the cards set aside, every trick with the trump that decided it, bids, tricks
//! won, points), the points and totals, and where an unfinished match stands.

use super::actions::Action;
use super::state::{AceTrump, Phase};
use crate::engine::ReplayReport;
use crate::engine::Seat;
use crate::mechanics::decktet::{Card, Suit};
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
    trump_at_end: Trump,
    bids: Vec<Option<u8>>,
    won: Vec<u8>,
    points: Vec<i32>,
    last_card: Option<Card>,
}

/// The hand in progress.
#[derive(Clone, Debug, Serialize)]
struct CurrentJson<'a> {
    phase: &'static str,
    to_act: Option<Seat>,
    #[serde(flatten)]
    seen: HandSeen,
    trump: Trump,
    bids: &'a [Option<u8>],
    won: &'a [u8],
    trick: TrickJson,
}

#[derive(Clone, Debug, Default)]
pub struct Report(trick_report::HandsSeen<Card, Trump, HandJson>);

fn suit_id(s: Option<Suit>) -> Trump {
    s.map(Suit::id)
}

/// The hand in play in `g` as dealt (nothing yet before a fixed trump is named).
fn seen(g: &AceTrump) -> HandSeen {
    let h = g.hand();
    HandSeen {
        number: h.number,
        dealer: g.dealer(),
        cards_each: Some(h.size),
        deal: h.hands.clone(),
        set_aside: Some(h.set_aside.clone()),
        tricks: Vec::new(),
    }
}

impl Report {
    fn see_deal(&mut self, g: &AceTrump) {
        let dealt = matches!(g.phase(), Phase::Bid | Phase::Play);
        self.0.deal(dealt, || seen(g));
    }

    fn see_play(&mut self, before: &AceTrump, seat: Seat, card: Card, after: &AceTrump) {
        // The hand this play finished, if it did.
        let result = after.results().get(before.results().len());
        let (won, trump) = match result {
            Some(r) => (&r.won, r.trump),
            None => (&after.hand().won, after.hand().trump.current),
        };
        let play = PlayJson {
            seat,
            card,
            face_down: false,
        };
        let b = before.hand();
        self.0.play(&b.trick, play, suit_id(trump), &b.won, won);
        if let Some(r) = result {
            self.0.score(|seen| HandJson {
                seen,
                trump_at_end: suit_id(r.trump),
                bids: r.bids.clone(),
                won: r.won.clone(),
                points: r.points.clone(),
                last_card: r.last_card,
            });
        }
    }
}

impl ReplayReport<AceTrump> for Report {
    fn start(game: &AceTrump) -> Self {
        let mut r = Report::default();
        r.see_deal(game);
        r
    }

    fn step(&mut self, before: &AceTrump, seat: Seat, action: &Action, after: &AceTrump) {
        if let Action::Play { card } = *action {
            self.see_play(before, seat, card, after);
        }
        self.see_deal(after);
    }

    fn finish(self, g: &AceTrump) -> Value {
        let h = g.hand();
        let trump = suit_id(h.trump.current);
        let current = (g.phase() != Phase::GameOver).then(|| CurrentJson {
            phase: g.phase().id(),
            to_act: g.to_act_seat(),
            seen: self.0.open.unwrap_or_else(|| seen(g)),
            trump,
            bids: &h.bids,
            won: &h.won,
            trick: TrickJson::open(&h.trick, trump),
        });
        json!({
            "options": g.options().describe(),
            "first_dealer": g.first_dealer(),
            "hands": self.0.scored,
            "points": g.points(),
            "totals": g.totals(),
            "current": current,
        })
    }
}
