//! A review run in the calling thread: the command line, the tests and the speed figure ask
//! Expert here, as the bot worker does for the page (the same question, the same answer).
//! The page never calls this: it would carry the bots.

use super::decisions::{decisions, ReviewDecision};
use super::judge::{judge_answer, Judgement};
use crate::bots::request::answer;
use crate::engine::Seat;
use crate::records::Stepper;
use crate::registry;

/// Judges `decision` of the game with id `game`, asking Expert here within `iterations`.
pub fn judge_here(
    game: &str,
    decision: &ReviewDecision,
    iterations: u32,
) -> Result<Judgement, String> {
    let entry =
        registry::find(game).ok_or_else(|| format!("\"{game}\" is not a game of this version"))?;
    let reply = answer(&decision.request(game, decision.step as u64, iterations));
    judge_answer(entry, decision, &reply)
}

/// Reviews every unforced decision `seat` made in the record, within `iterations` each: one
/// judgement per decision, in order (the listed ones are those [`Judgement::listed`]).
pub fn review_here(
    stepper: &Stepper,
    seat: Seat,
    iterations: u32,
) -> Result<Vec<Judgement>, String> {
    let game = stepper.record().game;
    decisions(stepper, seat)
        .iter()
        .map(|d| judge_here(game, d, iterations))
        .collect()
}
