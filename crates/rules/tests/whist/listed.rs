//! Whist in a registry: its Beginner (a random legal card), no hand-made deals, and its part of
//! the replay report (every hand's deal, tricks, tricks won and points).

use super::{Action, Options, Whist};
use serde::Serialize;
use serde_json::{json, Value};
use trumps_rules::bots::random::BotRng;
use trumps_rules::bots::{Bot, BotLevel};
use trumps_rules::engine::{Game, Seat};
use trumps_rules::mechanics::french::Card;
use trumps_rules::records::trick_report::{HandSeen, HandsSeen};
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

impl ReplayReport<Whist> for Report {
    fn start(game: &Whist) -> Self {
        let mut r = Report::default();
        r.0.deal_table(game.number, game.dealer, &game.table);
        r
    }
    fn step(&mut self, before: &Whist, seat: Seat, action: &Action, after: &Whist) {
        let Action::Play { card } = *action;
        let trump = before.trump().id();
        let won = (self.0).play_on(&before.table, &mut before.rules(), (seat, card), trump);
        if after.hands_scored > before.hands_scored {
            let points: Vec<i32> = (0..4).map(|i| after.points[i] - before.points[i]).collect();
            self.0.score(|seen| HandJson { seen, won, points });
        }
        self.0.deal_table(after.number, after.dealer, &after.table);
    }
    fn finish(self, g: &Whist) -> Value {
        json!({ "options": g.options, "hands": self.0.scored, "totals": g.scores() })
    }
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
