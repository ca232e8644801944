//! A bot's question and its answer as plain data: "this seat, seeing this view, at this
//! level, within this budget: what do you play?" or "what are your best choices?" (a hint).
//! The browser sends them to the bot worker, another thread, as JSON: the page itself never
//! answers one (it does not even carry the bots). The question carries the seat's view and
//! nothing more, so a bot cannot read what its seat may not know.

use super::{BotLevel, Budget};
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
