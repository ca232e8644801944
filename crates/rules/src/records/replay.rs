//! Replaying a record through its game, and the JSON answers of the command line
//! (`trumps replay`, `trumps legal`, errors). Written once for every game: the game adds its
//! own part of the report ([`crate::registry::ReplayReport`]).

use super::format::{Decision, Record};
use super::load::parse_record;
use crate::engine::record_error::{DecisionAt, ErrorKind, RecordError};
use crate::engine::Game;
use crate::registry::{downcast, ActionProblem, AnyGame};
use serde::Serialize;
use serde_json::{json, Map, Value};

impl Record {
    /// The game before any decision: options, seed and the chance given explicitly.
    pub fn start(&self) -> Result<Box<dyn AnyGame>, RecordError> {
        self.entry().start(&self.options, self.seed, &self.deal)
    }

    /// Replays every decision, or names the first one the rules refuse.
    pub fn replay(&self) -> Result<Box<dyn AnyGame>, RecordError> {
        let mut game = self.start()?;
        for (index, d) in self.decisions.iter().enumerate() {
            apply_decision(game.as_mut(), index, d)?;
        }
        Ok(game)
    }

    /// [`Record::replay`] for a record of game `G`, as a `G`.
    pub fn replay_as<G: Game>(&self) -> Result<G, RecordError> {
        let game = self.replay()?;
        downcast::<G>(game.as_ref()).cloned().ok_or_else(|| {
            RecordError::new(
                ErrorKind::Format,
                "game",
                format!(
                    "this is a record of {}, not of {}",
                    game.info().name,
                    G::INFO.name
                ),
            )
        })
    }
}

/// Applies decision `index` of a record, or explains why it cannot be.
pub fn apply_decision(
    game: &mut dyn AnyGame,
    index: usize,
    d: &Decision,
) -> Result<(), RecordError> {
    game.apply_json(d.seat, &d.action).map_err(|p| match p {
        ActionProblem::Illegal(why) => illegal_decision(game, index, d, &why),
        ActionProblem::Malformed(why) => RecordError::new(
            ErrorKind::Decision,
            format!("decisions[{index}].action"),
            why,
        ),
    })
}

/// The error for decision `index`, which the rules refused with `why`.
fn illegal_decision(game: &dyn AnyGame, index: usize, d: &Decision, why: &str) -> RecordError {
    RecordError {
        kind: ErrorKind::IllegalDecision,
        at: format!("decisions[{index}]"),
        message: format!(
            "decision {index} ({}: {}) is illegal: {why}",
            d.seat,
            game.action_words(&d.action)
        ),
        decision: Some(Box::new(DecisionAt {
            index,
            seat: d.seat,
            action: d.action.clone(),
        })),
    }
}

/// Reads and replays a record in one step.
pub fn load_and_replay(text: &str) -> Result<(Record, Box<dyn AnyGame>), RecordError> {
    let record = parse_record(text)?;
    let game = record.replay()?;
    Ok((record, game))
}

/// What happened in a game (`trumps replay`), built by replaying the record and letting the
/// game watch every step ([`crate::registry::ReplayReport`]): the record's facts, the game's
/// own account (every hand with its deal and tricks, or where an unfinished game stands), and
/// `result` (the winners and final scores; `null` until the game is over). An illegal decision
/// or a bad deal is an error naming it, as for [`Record::replay`].
pub fn report(record: &Record) -> Result<Value, RecordError> {
    let mut game = record.start()?;
    let mut account = game.start_report();
    for (index, d) in record.decisions.iter().enumerate() {
        let before = game.clone();
        apply_decision(game.as_mut(), index, d)?;
        account.step(before.as_ref(), d.seat, &d.action, game.as_ref());
    }
    let mut out = Map::new();
    out.insert("ok".into(), json!(true));
    out.insert("game".into(), json!(record.game));
    out.insert("players".into(), json!(game.players()));
    out.insert("seed".into(), json!(record.seed));
    out.insert("decisions".into(), json!(record.decisions.len()));
    let mut own = match account.finish(game.as_ref()) {
        Value::Object(own) => own,
        _ => Map::new(),
    };
    // The game may add its own facts to the result (What Trump?: the rounds played), and
    // place it among its own fields.
    let result = game.outcome().map(|o| {
        let mut r = Map::new();
        r.insert("winners".into(), json!(o.winners));
        r.insert("scores".into(), json!(o.scores));
        if let Some(Value::Object(extra)) = own.get("result") {
            r.extend(extra.clone());
        }
        Value::Object(r)
    });
    own.insert("result".into(), result.unwrap_or(Value::Null));
    out.extend(own);
    Ok(Value::Object(out))
}

/// The `trumps legal` answer.
pub fn legal(game: &dyn AnyGame) -> Value {
    json!({
        "ok": true,
        "phase": game.phase_name(),
        "to_act": game.to_act(),
        "legal": game.legal_json(),
    })
}

/// The JSON error answer.
#[derive(Clone, Debug, Serialize)]
pub struct ErrorJson<'a> {
    pub ok: bool,
    pub error: &'a RecordError,
}

pub fn error_json(e: &RecordError) -> ErrorJson<'_> {
    ErrorJson {
        ok: false,
        error: e,
    }
}
