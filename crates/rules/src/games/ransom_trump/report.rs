//! Ransom Trump's part of the `trumps replay` report, kept as the replay steps: every hand
//! played (its deal and the cards set aside, the ransoms and what they gave, trump, bids, every
//! trick, tricks won, points), the points and totals, and where an unfinished match stands.

use super::actions::Action;
use super::ransom::Reveal;
use super::state::{Phase, RansomTrump};
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
    /// Each seat's deal holds its ransom.
    #[serde(flatten)]
    seen: HandSeen,
    ransoms: Reveal,
    trump: Trump,
    bids: Vec<Option<u8>>,
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
    /// How many ransoms are down (they are shown once all are).
    ransoms_down: usize,
    ransoms: Option<&'a Reveal>,
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

/// The hand in play in `g` as dealt.
fn seen(g: &RansomTrump) -> HandSeen {
    let h = g.hand();
    HandSeen {
        number: h.number,
        dealer: g.dealer(),
        cards_each: None,
        deal: h.hands.clone(),
        set_aside: Some(h.set_aside.clone()),
        tricks: Vec::new(),
    }
}

impl Report {
    /// A hand is dealt when its ransoms are awaited (none down yet).
    fn see_deal(&mut self, g: &RansomTrump) {
        self.0.deal(g.phase() == Phase::Ransom, || seen(g));
    }

    fn see_play(&mut self, before: &RansomTrump, seat: Seat, card: Card, after: &RansomTrump) {
        // The hand this play finished, if it did.
        let result = after.results().get(before.results().len());
        let won = result.map_or(&after.hand().won, |r| &r.won);
        let play = PlayJson {
            seat,
            card,
            face_down: false,
        };
        let b = before.hand();
        self.0.play(&b.trick, play, suit_id(b.trump), &b.won, won);
        if let Some(r) = result {
            self.0.score(|seen| HandJson {
                seen,
                ransoms: r.reveal.clone(),
                trump: suit_id(r.trump),
                bids: r.bids.clone(),
                won: r.won.clone(),
                points: r.points.clone(),
            });
        }
    }
}

impl ReplayReport<RansomTrump> for Report {
    fn start(game: &RansomTrump) -> Self {
        let mut r = Report::default();
        r.see_deal(game);
        r
    }

    fn step(&mut self, before: &RansomTrump, seat: Seat, action: &Action, after: &RansomTrump) {
        if let Action::Play { card } = *action {
            self.see_play(before, seat, card, after);
        }
        self.see_deal(after);
    }

    fn finish(self, g: &RansomTrump) -> Value {
        let h = g.hand();
        let trump = suit_id(h.trump);
        let current = (g.phase() != Phase::GameOver).then(|| CurrentJson {
            phase: g.phase().id(),
            to_act: g.to_act_seat(),
            seen: self.0.open.unwrap_or_else(|| seen(g)),
            ransoms_down: h.ransoms.iter().filter(|r| r.is_some()).count(),
            ransoms: h.reveal.as_ref(),
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
