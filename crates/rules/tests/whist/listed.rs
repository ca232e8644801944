//! Whist in a registry: its Beginner (a random legal card), no hand-made deals, and its part of
//! the replay report (every hand's deal, tricks, tricks won and points).

use super::{Action, Options, Whist};
use serde::Serialize;
use serde_json::{json, Value};
use trumps_rules::bots::random::BotRng;
use trumps_rules::bots::{Bot, BotLevel};
use trumps_rules::engine::{Game, Seat};
use trumps_rules::mechanics::french::Card;
use trumps_rules::mechanics::french_tricks;
use trumps_rules::records::trick_report::{HandSeen, HandsSeen, PlayJson};
use trumps_rules::records::RecordError;
use trumps_rules::registry::{Listed, ReplayReport};

#[derive(Clone, Debug, Serialize)]
struct HandJson {
    #[serde(flatten)]
    seen: HandSeen<Card, &'static str>,
    won: Vec<u8>,
    points: Vec<i32>,
}

#[derive(Default)]
pub struct Report(HandsSeen<Card, &'static str, HandJson>);

impl Report {
    fn see_deal(&mut self, g: &Whist) {
        self.0.deal(
            g.table.tricks.is_empty() && g.table.trick.plays.is_empty(),
            || HandSeen {
                number: g.number,
                dealer: g.dealer,
                cards_each: None,
                deal: g.table.hands.clone(),
                set_aside: None,
                tricks: Vec::new(),
            },
        );
    }
}

impl ReplayReport<Whist> for Report {
    fn start(game: &Whist) -> Self {
        let mut r = Report::default();
        r.see_deal(game);
        r
    }
    fn step(&mut self, before: &Whist, seat: Seat, action: &Action, after: &Whist) {
        let Action::Play { card } = *action;
        let scored = after.hands_scored > before.hands_scored;
        // A hand scored shows every trick won; the next hand's counts start again.
        let won = if scored {
            let mut won = before.table.won.clone();
            won[last_winner(before, seat, card).index()] += 1;
            won
        } else {
            after.table.won.clone()
        };
        let play = PlayJson {
            seat,
            card,
            face_down: false,
        };
        self.0.play(
            &before.table.trick,
            play,
            before.trump().id(),
            &before.table.won,
            &won,
        );
        if scored {
            let points: Vec<i32> = (0..4).map(|i| after.points[i] - before.points[i]).collect();
            self.0.score(|seen| HandJson { seen, won, points });
        }
        self.see_deal(after);
    }
    fn finish(self, g: &Whist) -> Value {
        json!({ "options": g.options, "hands": self.0.scored, "totals": g.scores() })
    }
}

/// The winner of the trick `seat`'s `card` completes in `before`.
fn last_winner(before: &Whist, seat: Seat, card: Card) -> Seat {
    let mut trick = before.table.trick.clone();
    trick.play(seat, card, false);
    french_tricks::winner(&trick.plays, Some(before.trump()))
}

impl Listed for Whist {
    type Report = Report;
    fn bot(_: BotLevel, seed: u64) -> Box<dyn Bot<Self>> {
        Box::new(super::bot::Beginner(BotRng::new(seed)))
    }
    fn chance_to_record(_: &()) -> Value {
        Value::Null
    }
    fn chance_from_record(_: &Value, _: &Options) -> Result<(), RecordError> {
        Ok(())
    }
    fn phase_name(&self) -> &'static str {
        if self.outcome().is_some() {
            "game-over"
        } else {
            "play"
        }
    }
    fn progress(&self) -> String {
        format!("Hand {}", self.number)
    }
}
