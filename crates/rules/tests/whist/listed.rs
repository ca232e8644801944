//! Whist in the parlour: no hand-made deals, and its part of
//! the replay report (every hand's deal, tricks, tricks won and points).

use super::{Action, Options, Whist};
use serde::Serialize;
use serde_json::{json, Value};
use trumps_rules::engine::{ChanceRecord, Parlour, RecordError, ReplayReport};
use trumps_rules::engine::{Game, Seat};
use trumps_rules::mechanics::french::Card;
use trumps_rules::mechanics::trick_report::{HandSeen, HandsSeen};

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
        r.0.deal_table(game.public.number, game.public.dealer, &game.table);
        r
    }
    fn step(&mut self, before: &Whist, seat: Seat, action: &Action, after: &Whist) {
        let card = action.card();
        let trump = before.trump().id();
        let won = (self.0).play_on(&before.table, &mut before.rules(), (seat, card), trump);
        if after.public.hands_scored > before.public.hands_scored {
            let points: Vec<i32> = (0..4)
                .map(|i| after.public.points[i] - before.public.points[i])
                .collect();
            self.0.score(|seen| HandJson { seen, won, points });
        }
        self.0
            .deal_table(after.public.number, after.public.dealer, &after.table);
    }
    fn finish(self, g: &Whist) -> Value {
        json!({ "options": g.public.options, "hands": self.0.scored, "totals": g.scores() })
    }
}

/// Whist takes no hand-made deals: its record's `deal` is always `null`.
impl ChanceRecord<Options> for () {
    fn to_record(&self) -> Value {
        Value::Null
    }
    fn from_record(_: &Value, _: &Options) -> Result<(), RecordError> {
        Ok(())
    }
}

impl Parlour for Whist {
    type Report = Report;
    fn phase_name(&self) -> &'static str {
        self.outcome().map_or("play", |_| "game-over")
    }
    fn progress(&self) -> String {
        format!("Hand {}", self.public.number)
    }
}
