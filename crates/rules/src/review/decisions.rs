//! The decisions of one seat that a review asks Expert about, read from a record's
//! [`Stepper`]: each with the seat's own view at that moment and nothing more.

use crate::bots::request::BotRequest;
use crate::bots::{BotLevel, Budget};
use crate::engine::rng::mix64;
use crate::engine::Seat;
use crate::records::Stepper;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The search iterations a review gives each decision in the app: enough for a steady
/// estimate, and a fixed number so a review gives the same answer on any machine.
pub const REVIEW_ITERATIONS: u32 = 20_000;

/// One decision of the reviewed seat, as the review asks Expert about it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewDecision {
    /// The decision's index in the record: the replay viewer's step `step` shows the table
    /// just before it.
    pub step: usize,
    pub seat: Seat,
    /// What the seat could see then, as JSON: exactly the game's `view(seat)` before the
    /// decision, all that Expert is given.
    pub view: Value,
    /// The action chosen (the game's JSON, as the record holds it), its short text and what
    /// it does, said ("plays the 7 of Moons").
    pub action: Value,
    pub text: String,
    pub said: trumps_words::Said,
    /// How many legal choices the seat had (two or more: a forced decision is not reviewed).
    pub choices: usize,
    /// The seed of Expert's search for this decision ([`review_seed`]).
    pub seed: u64,
}

/// The unforced decisions `seat` made in the record, in order. A decision with a single
/// legal choice is left out: there was nothing to choose.
pub fn decisions(stepper: &Stepper, seat: Seat) -> Vec<ReviewDecision> {
    let record = stepper.record();
    record
        .decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.seat == seat)
        .filter_map(|(step, d)| {
            let before = stepper.state(step);
            let choices = before.legal_text().len();
            (choices > 1).then(|| ReviewDecision {
                step,
                seat,
                view: before.view_json(seat),
                action: d.action.clone(),
                text: before
                    .action_text(&d.action)
                    .unwrap_or_else(|_| d.action.to_string()),
                said: before.action_said(&d.action),
                choices,
                seed: review_seed(record.seed, step, seat),
            })
        })
        .collect()
}

/// The seed of the search for decision `step` of `seat` in a record seeded with
/// `record_seed`: drawn from the decision alone, so a record is reviewed the same every time.
pub fn review_seed(record_seed: u64, step: usize, seat: Seat) -> u64 {
    mix64(record_seed ^ mix64(((step as u64) << 8) | seat.index() as u64))
}

/// A review's budget: exactly `iterations` search iterations, with no time limit (a time
/// limit would make the answer depend on the machine).
pub fn review_budget(iterations: u32) -> Budget {
    Budget {
        millis: u32::MAX,
        iterations: Some(iterations),
    }
}

impl ReviewDecision {
    /// The question for the bot worker about this decision: a hint (Expert's ranked choices)
    /// for game `game` (its id), numbered `id`, within `iterations` search iterations
    /// ([`REVIEW_ITERATIONS`] in the app). Its answer is read by [`super::judge_answer`].
    pub fn request(&self, game: &str, id: u64, iterations: u32) -> BotRequest {
        BotRequest {
            id,
            game: game.to_string(),
            view: self.view.clone(),
            level: BotLevel::Expert,
            seed: self.seed,
            budget: review_budget(iterations),
            hint: true,
        }
    }
}
