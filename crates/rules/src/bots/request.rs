//! A bot's question and its answer as plain data: "this seat, seeing this view, at this
//! level, within this budget: what do you play?" or "what are your best choices?" (a hint).
//! The browser sends them to the bot worker, another thread, as JSON: the page itself never
//! answers one (it does not even carry the bots). The question carries the seat's view and
//! nothing more, so a bot cannot read what its seat may not know.

use super::{BotLevel, Budget};
use crate::engine::GameInfo;
use crate::registry;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A question for a bot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotRequest {
    /// The asker's number for this question, given back with the answer.
    pub id: u64,
    /// The game's id in the registry.
    pub game: String,
    /// The view of the seat to act (the game's view as JSON).
    pub view: Value,
    pub level: BotLevel,
    pub seed: u64,
    pub budget: Budget,
    /// Asks for Expert's ranked choices (a hint) instead of one action.
    #[serde(default)]
    pub hint: bool,
}

/// The answer to [`BotRequest`] `id`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotAnswer {
    pub id: u64,
    pub reply: Result<Reply, String>,
    /// Search iterations the answer took (0 for bots that do not search).
    #[serde(default)]
    pub iterations: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The action the bot plays (the game's JSON).
    Action(Value),
    /// Every choice Expert considered, best first.
    Hint(Vec<HintChoice>),
}

/// One choice of a hint.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintChoice {
    /// The action (the game's JSON) and its short text (as the table's buttons mark it).
    pub action: Value,
    pub text: String,
    /// What it does, in words ("plays the 7 of Moons").
    pub words: String,
    /// How often the search tried it.
    pub visits: u32,
    /// The search's estimate, 0…1, of doing better than the others with it.
    pub value: f64,
    /// The points the search expects it to gain by the end of the hand.
    pub gain: f64,
    /// Which of the two numbers the hint ranks by and shows.
    #[serde(default)]
    pub basis: HintBasis,
}

/// What a hint ranks its choices by: the one number it shows for each, so the order and the
/// numbers always agree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum HintBasis {
    /// The game's score gained by the end of the hand, to a tenth ("about +1.2 points").
    #[default]
    Gain,
    /// The chance of winning the whole game, in whole percent (a decision judged beyond the
    /// hand: What Trump?'s chip draft).
    Chance,
    /// The chance of scoring the hand's one point by its end, in whole percent: the gain of a
    /// game whose hand scores at most one ([`GameInfo::one_a_hand`]: What Trump?'s chip shed
    /// in a round).
    HandChance,
}

impl HintBasis {
    /// The basis of a searched decision's numbers in a game of `info`: the gain, or the
    /// chance of the hand's one point.
    pub fn of_gain(info: &GameInfo) -> HintBasis {
        if info.one_a_hand.is_some() {
            HintBasis::HandChance
        } else {
            HintBasis::Gain
        }
    }

    /// How many steps of what is shown make one of the number (tenths of a point, or whole
    /// percentage points).
    pub fn steps_per_unit(self) -> f64 {
        match self {
            HintBasis::Gain => 10.0,
            HintBasis::Chance | HintBasis::HandChance => 1.0,
        }
    }

    /// The review's margin in steps of what is shown ([`HintBasis::steps_per_unit`]).
    pub fn margin_steps(self, info: &GameInfo) -> u32 {
        let margin = info.clearly_worse;
        match self {
            HintBasis::Gain => margin.tenths,
            HintBasis::Chance => margin.percent,
            HintBasis::HandChance => margin.tenths * 10,
        }
    }
}

impl HintChoice {
    /// The number shown for this choice, as rounded for showing: the gain to a tenth, or the
    /// chance in whole percent.
    pub fn shown(&self) -> f64 {
        match self.basis {
            HintBasis::Gain => {
                let r = (self.gain * 10.0).round() / 10.0;
                // No "-0.0".
                if r == 0.0 {
                    0.0
                } else {
                    r
                }
            }
            HintBasis::Chance => (self.value.clamp(0.0, 1.0) * 100.0).round(),
            HintBasis::HandChance => (self.gain.clamp(0.0, 1.0) * 100.0).round(),
        }
    }
}

/// Puts a hint's choices in the order of the number each shows, highest first; choices that
/// show the same number keep the search's order (the most tried first).
pub fn in_shown_order(choices: &mut [HintChoice]) {
    choices.sort_by(|a, b| b.shown().total_cmp(&a.shown()));
}

/// Answers a question (never panics on a malformed one: the error says what is wrong).
pub fn answer(req: &BotRequest) -> BotAnswer {
    let (reply, iterations) = match registry::find_bots(&req.game) {
        Some(entry) => match entry.answer(&req.view, req.level, req.seed, req.budget, req.hint) {
            Ok((reply, iterations)) => (Ok(reply), iterations),
            Err(e) => (Err(e), 0),
        },
        None => (
            Err(format!("\"{}\" is not a game of this version", req.game)),
            0,
        ),
    };
    BotAnswer {
        id: req.id,
        reply,
        iterations,
    }
}

/// Answers a question given as JSON text, as JSON text (the bot worker's whole job).
pub fn answer_json(text: &str) -> String {
    let answer = match serde_json::from_str::<BotRequest>(text) {
        Ok(req) => answer(&req),
        Err(e) => BotAnswer {
            id: serde_json::from_str::<Value>(text)
                .ok()
                .and_then(|v| v.get("id").and_then(Value::as_u64))
                .unwrap_or(0),
            reply: Err(format!("not a bot question ({e})")),
            iterations: 0,
        },
    };
    serde_json::to_string(&answer).unwrap_or_else(|e| {
        serde_json::json!({"id": answer.id, "reply": {"Err": format!("unwritable answer ({e})")}})
            .to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gain(gain: f64) -> HintChoice {
        HintChoice {
            action: Value::Null,
            text: String::new(),
            words: String::new(),
            visits: 1,
            value: 0.5,
            gain,
            basis: HintBasis::Gain,
        }
    }

    #[test]
    fn choices_are_ordered_by_the_number_shown_and_ties_keep_the_searchs_order() {
        let mut c = vec![gain(2.34), gain(2.26), gain(2.41), gain(2.36)];
        c[0].visits = 50;
        c[1].visits = 40;
        c[2].visits = 30;
        c[3].visits = 20;
        in_shown_order(&mut c);
        let shown: Vec<f64> = c.iter().map(HintChoice::shown).collect();
        assert_eq!(shown, vec![2.4, 2.4, 2.3, 2.3]);
        // 2.41 and 2.36 both show 2.4: the more tried first.
        assert_eq!(c[0].visits, 30);
        assert_eq!(c[1].visits, 20);
        assert_eq!(c[2].visits, 50);
    }
}
