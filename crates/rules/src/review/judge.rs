//! A decision judged from Expert's hint about it: a pure function of the worker's answer, so
//! the page can run it without carrying a bot.

use super::decisions::ReviewDecision;
use crate::bots::request::{BotAnswer, HintBasis, HintChoice, Reply};
use crate::registry::Entry;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How the choice made compares with Expert's best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The choice made is Expert's best.
    Best,
    /// Another choice is Expert's best, but by less than the game's margin.
    CloseEnough,
    /// Expert's best is better by the game's margin or more: the review lists it.
    ClearlyWorse,
    /// The search never tried the choice made, so it has no number for it (a small budget,
    /// or a choice the search gave up on at once).
    NotTried,
}

/// Expert's opinion of one decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judgement {
    /// The decision's index in the record ([`ReviewDecision::step`]).
    pub step: usize,
    /// What the numbers are: the game's score gained by the end of the hand, or the chance of
    /// winning the game (a decision the game judges beyond the hand).
    pub basis: HintBasis,
    /// Expert's best choice: the one whose shown number is highest, as a hint shows it.
    pub best: HintChoice,
    /// What it does, said ("plays the King of Waves").
    pub best_said: trumps_words::Said,
    /// The choice made, as Expert judged it; `None` if the search never tried it.
    pub chosen: Option<HintChoice>,
    /// How much more Expert's best is expected to bring, as the hint shows the numbers: in
    /// the game's score unit to a tenth, or in percentage points of the chance of winning.
    /// `None` if the choice made was never tried.
    pub difference: Option<f64>,
    /// The search iterations behind the numbers: how sure they are (0 for a decision judged
    /// by the game's own model, which is not searched).
    pub tries: u32,
    pub verdict: Verdict,
}

impl Judgement {
    /// Whether a review lists this decision: the choice made is clearly worse than Expert's.
    pub fn listed(&self) -> bool {
        self.verdict == Verdict::ClearlyWorse
    }
}

/// Judges `decision` from the worker's answer to its [`ReviewDecision::request`]; an answer
/// that is not a hint is an error in plain words.
pub fn judge_answer(
    entry: &dyn Entry,
    decision: &ReviewDecision,
    answer: &BotAnswer,
) -> Result<Judgement, String> {
    match &answer.reply {
        Ok(Reply::Hint(choices)) => judge(entry, decision, choices),
        Ok(Reply::Action(_)) => Err("the bot worker sent a move, not Expert's choices".into()),
        Err(why) => Err(format!("Expert could not judge this decision: {why}")),
    }
}

/// Judges `decision` of game `entry` from Expert's `choices` for its view (a hint's, in any
/// order). The choice made is found among them by action, read as the game's own action.
pub fn judge(
    entry: &dyn Entry,
    decision: &ReviewDecision,
    choices: &[HintChoice],
) -> Result<Judgement, String> {
    let name = entry.info().name;
    let best = choices
        .iter()
        .reduce(|best, c| if c.shown() > best.shown() { c } else { best })
        .ok_or_else(|| format!("Expert gave no choice for decision {}", decision.step))?;
    let made = entry
        .check_action(&decision.action, "action")
        .map_err(|e| {
            format!(
                "decision {} is not an action of {name}: {}",
                decision.step, e.message
            )
        })?;
    let same = |c: &HintChoice| as_action(entry, &c.action).is_some_and(|a| a == made);
    let chosen = choices.iter().find(|c| same(c)).cloned();
    // The numbers as shown, counted in steps of what is shown (tenths of the unit, or whole
    // percentage points), so the difference is the one a reader of the two numbers works out.
    let (per_unit, threshold) = (
        best.basis.steps_per_unit(),
        best.basis.margin_steps(entry.info()),
    );
    let steps = |c: &HintChoice| (c.shown() * per_unit).round();
    let gap = chosen.as_ref().map(|c| {
        let d = steps(best) - steps(c);
        if d.is_finite() {
            d.max(0.0) as u32
        } else {
            0
        }
    });
    let verdict = match gap {
        None => Verdict::NotTried,
        Some(_) if same(best) => Verdict::Best,
        Some(g) if g >= threshold.max(1) => Verdict::ClearlyWorse,
        Some(_) => Verdict::CloseEnough,
    };
    Ok(Judgement {
        step: decision.step,
        basis: best.basis,
        best: best.clone(),
        best_said: entry.action_said(&decision.view, &best.action),
        chosen,
        difference: gap.map(|g| f64::from(g) / per_unit),
        tries: choices
            .iter()
            .map(|c| c.visits)
            .fold(0u32, u32::saturating_add),
        verdict,
    })
}

/// An action given as JSON, as the game writes it (`None` if it is not one of the game's).
fn as_action(entry: &dyn Entry, action: &Value) -> Option<Value> {
    entry.check_action(action, "action").ok()
}
