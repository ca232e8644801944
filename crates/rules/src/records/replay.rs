//! Replaying a record through the engine, and the JSON report of what happened.

use super::format::{Decision, Record};
use super::load::{parse_record, DecisionAt, ErrorKind, RecordError};
use crate::engine::{CompletedTrick, Game, Seat, Trick};
use crate::games::what_trump::scoring::RoundSummary;
use crate::games::what_trump::{Action, Card, Phase, Task, Trump, WhatTrump};
use serde::Serialize;

impl Record {
    /// The game before any decision: options, seed and the chance given explicitly.
    pub fn start(&self) -> Result<WhatTrump, RecordError> {
        WhatTrump::with_chance(
            self.options,
            self.seed,
            self.deal.first_dealer,
            self.deal.rounds.clone(),
        )
        .map_err(|e| RecordError::new(ErrorKind::Deal, "deal", e.to_string()))
    }

    /// Replays every decision, or names the first one the rules refuse.
    pub fn replay(&self) -> Result<WhatTrump, RecordError> {
        let mut game = self.start()?;
        for (index, d) in self.decisions.iter().enumerate() {
            game.apply(d.seat, d.action)
                .map_err(|e| illegal_decision(index, d, e))?;
        }
        Ok(game)
    }
}

/// The error for decision `index`, which the rules refused with `why`.
pub(super) fn illegal_decision(
    index: usize,
    d: &Decision,
    why: impl std::fmt::Display,
) -> RecordError {
    RecordError {
        kind: ErrorKind::IllegalDecision,
        at: format!("decisions[{index}]"),
        message: format!(
            "decision {index} ({}: {}) is illegal: {why}",
            d.seat, d.action
        ),
        decision: Some(DecisionAt {
            index,
            seat: d.seat,
            action: d.action,
        }),
    }
}

/// Reads and replays a record in one step.
pub fn load_and_replay(text: &str) -> Result<(Record, WhatTrump), RecordError> {
    let record = parse_record(text)?;
    let game = record.replay()?;
    Ok((record, game))
}

// ---- the `trumps replay` report ----

#[derive(Clone, Debug, Serialize)]
pub struct TrumpJson {
    /// `red`, `green`, `yellow`, `blue` or null.
    pub suit: Option<&'static str>,
    pub number: Option<u8>,
    pub supertrump: Option<Card>,
    pub text: String,
}

impl From<Trump> for TrumpJson {
    fn from(t: Trump) -> Self {
        TrumpJson {
            suit: t.suit.map(|s| s.name()),
            number: t.number,
            supertrump: t.supertrump(),
            text: t.describe(),
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayJson {
    pub seat: Seat,
    pub card: Card,
}

#[derive(Clone, Debug, Serialize)]
pub struct TrickJson {
    pub leader: Seat,
    pub plays: Vec<PlayJson>,
    /// Absent for the trick in progress.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Seat>,
}

impl TrickJson {
    fn done(t: &CompletedTrick<Card>) -> Self {
        TrickJson {
            leader: t.leader,
            plays: plays(&t.plays),
            winner: Some(t.winner),
        }
    }

    fn open(t: &Trick<Card>) -> Self {
        TrickJson {
            leader: t.leader,
            plays: plays(&t.plays),
            winner: None,
        }
    }
}

fn plays(p: &[(Seat, Card)]) -> Vec<PlayJson> {
    p.iter()
        .map(|&(seat, card)| PlayJson { seat, card })
        .collect()
}

#[derive(Clone, Debug, Serialize)]
pub struct TaskJson {
    pub seat: Seat,
    pub task: Task,
    pub met: bool,
    /// For a failed task: whether the dealer met it instead.
    pub dealer_met: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct RoundJson {
    pub number: usize,
    pub dealer: Seat,
    pub trump: TrumpJson,
    /// The hand each seat played, sorted.
    pub hands: Vec<Vec<Card>>,
    pub tricks: Vec<TrickJson>,
    pub tricks_won: Vec<usize>,
    pub captured: Vec<Vec<Card>>,
    pub tasks: Vec<TaskJson>,
    /// Whether the dealer met at least one failed task.
    pub dealer_claim: bool,
    pub dealer_discard: Option<Task>,
    pub chips_after: Vec<Vec<Task>>,
}

impl RoundJson {
    fn of(s: &RoundSummary, players: usize) -> Self {
        let mut hands = vec![Vec::new(); players];
        for t in &s.tricks {
            for &(seat, c) in &t.plays {
                hands[seat.index()].push(c);
            }
        }
        hands.iter_mut().for_each(|h| h.sort());
        RoundJson {
            number: s.number,
            dealer: s.dealer,
            trump: s.trump.into(),
            hands,
            tricks: s.tricks.iter().map(TrickJson::done).collect(),
            tricks_won: s.tricks_won.clone(),
            captured: s.captured.clone(),
            tasks: s
                .tasks
                .iter()
                .map(|t| TaskJson {
                    seat: t.seat,
                    task: t.task,
                    met: t.met,
                    dealer_met: t.dealer_met,
                })
                .collect(),
            dealer_claim: s.dealer_claims(),
            dealer_discard: s.dealer_discard,
            chips_after: s.chips_after.clone(),
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct ResultJson {
    pub winners: Vec<Seat>,
    pub rounds: usize,
}

/// Where an unfinished game stands.
#[derive(Clone, Debug, Serialize)]
pub struct StateJson {
    pub phase: Phase,
    pub to_act: Option<Seat>,
    pub dealer: Seat,
    pub chips: Vec<Vec<Task>>,
    /// Chips still in the middle (chip draft only).
    pub pool: Vec<Task>,
    /// The round in progress (null during the chip draft).
    pub round: Option<OpenRoundJson>,
}

#[derive(Clone, Debug, Serialize)]
pub struct OpenRoundJson {
    pub number: usize,
    /// Null until the dealer has set it.
    pub trump: Option<TrumpJson>,
    /// The column being drafted (from 0), during the draft.
    pub active_column: Option<usize>,
    /// The cards still in each column.
    pub columns: Vec<Vec<Card>>,
    pub hands: Vec<Vec<Card>>,
    /// The tasks chosen so far (secret at the table; a record shows everything).
    pub tasks: Vec<Option<Task>>,
    pub tricks: Vec<TrickJson>,
    pub trick: TrickJson,
}

#[derive(Clone, Debug, Serialize)]
pub struct ReplayJson {
    pub ok: bool,
    pub game: &'static str,
    pub players: usize,
    pub seed: u64,
    pub decisions: usize,
    pub first_dealer: Seat,
    pub rounds: Vec<RoundJson>,
    /// The result once the game is over, else null.
    pub result: Option<ResultJson>,
    /// Where the game stands if the record stops before the end, else null.
    pub state: Option<StateJson>,
}

/// What happened in a replayed game.
pub fn report(record: &Record, game: &WhatTrump) -> ReplayJson {
    let players = game.players();
    let over = game.phase() == Phase::GameOver;
    ReplayJson {
        ok: true,
        game: "what-trump",
        players,
        seed: record.seed,
        decisions: record.decisions.len(),
        first_dealer: game.first_dealer(),
        rounds: game
            .history()
            .iter()
            .map(|s| RoundJson::of(s, players))
            .collect(),
        result: over.then(|| ResultJson {
            winners: game.winners().to_vec(),
            rounds: game.history().len(),
        }),
        state: (!over).then(|| StateJson {
            phase: game.phase(),
            to_act: game.to_act(),
            dealer: game.dealer(),
            chips: game.chips().to_vec(),
            pool: game.pool().to_vec(),
            round: game.round().map(|r| OpenRoundJson {
                number: r.number,
                trump: r.trump.map(Into::into),
                active_column: (game.phase() == Phase::Draft).then_some(r.active_column),
                columns: r.columns.clone(),
                hands: r.hands.clone(),
                tasks: r.tasks.clone(),
                tricks: r.tricks.iter().map(TrickJson::done).collect(),
                trick: TrickJson::open(&r.trick),
            }),
        }),
    }
}

/// The `trumps legal` answer.
#[derive(Clone, Debug, Serialize)]
pub struct LegalJson {
    pub ok: bool,
    pub phase: Phase,
    /// Null once the game is over.
    pub to_act: Option<Seat>,
    pub legal: Vec<Action>,
}

pub fn legal(game: &WhatTrump) -> LegalJson {
    LegalJson {
        ok: true,
        phase: game.phase(),
        to_act: game.to_act(),
        legal: game.legal_actions(),
    }
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
