//! What Trump?'s part of the `trumps replay` report: every round played (trump, the hands
//! drafted, tricks, tasks, chips), the result, or where an unfinished game stands. The game
//! keeps its past rounds; the replay notes each round's hands as the draft ends.

use super::actions::Action;
use super::cards::Card;
use super::scoring::RoundSummary;
use super::state::{Phase, WhatTrump};
use super::tasks::Task;
use super::trump::Trump;
use crate::engine::ReplayReport;
use crate::engine::{CompletedTrick, Game, Seat, Trick};
use serde::Serialize;
use serde_json::Value;

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
    /// The hand each seat drafted (and played), sorted.
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
    /// Round `s`, whose hands were `drafted` as the draft ended (if the replay saw it; else the
    /// cards each seat played).
    fn of(s: &RoundSummary, players: usize, drafted: Option<&Vec<Vec<Card>>>) -> Self {
        let hands = drafted.cloned().unwrap_or_else(|| {
            let mut hands = vec![Vec::new(); players];
            for t in s.tricks.iter() {
                for &(seat, c) in &t.plays {
                    hands[seat.index()].push(c);
                }
            }
            hands.iter_mut().for_each(|h| h.sort_unstable());
            hands
        });
        RoundJson {
            number: s.number,
            dealer: s.dealer,
            trump: s.trump.into(),
            hands,
            tricks: s.tricks.iter().map(TrickJson::done).collect(),
            tricks_won: s.tricks_won.to_vec(),
            captured: s.captured.iter().map(|c| c.to_vec()).collect(),
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
            chips_after: s.chips_after.iter().map(|c| c.to_vec()).collect(),
        }
    }
}

/// The result's part the game adds (the replay adds the winners and scores).
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

/// What Trump?'s part of `trumps replay`'s report.
#[derive(Clone, Debug, Serialize)]
pub struct ReportJson {
    pub first_dealer: Seat,
    pub rounds: Vec<RoundJson>,
    /// The result once the game is over, else null.
    pub result: Option<ResultJson>,
    /// Where the game stands if the record stops before the end, else null.
    pub state: Option<StateJson>,
}

/// What Trump?'s report as the replay steps: the hands of each round as its draft ended
/// (round number, each seat's hand).
#[derive(Clone, Debug, Default)]
pub struct Report {
    drafted: Vec<(usize, Vec<Vec<Card>>)>,
}

impl ReplayReport<WhatTrump> for Report {
    fn start(_game: &WhatTrump) -> Self {
        Report::default()
    }

    fn step(&mut self, before: &WhatTrump, _seat: Seat, _action: &Action, after: &WhatTrump) {
        if before.phase() != Phase::Draft || after.phase() == Phase::Draft {
            return;
        }
        if let Some(r) = after.round() {
            let hands = r.hands.iter().map(|h| h.to_vec()).collect();
            self.drafted.push((r.number, hands));
        }
    }

    fn finish(self, game: &WhatTrump) -> Value {
        let drafted = |n: usize| self.drafted.iter().find(|d| d.0 == n).map(|d| &d.1);
        report(game, drafted)
    }
}

/// The report's game part for a replayed game; `drafted(n)` gives round `n`'s hands as drafted.
fn report<'a>(game: &WhatTrump, drafted: impl Fn(usize) -> Option<&'a Vec<Vec<Card>>>) -> Value {
    let players = game.players();
    let over = game.phase() == Phase::GameOver;
    let r = ReportJson {
        first_dealer: game.first_dealer(),
        rounds: game
            .history()
            .iter()
            .map(|s| RoundJson::of(s, players, drafted(s.number)))
            .collect(),
        result: over.then(|| ResultJson {
            winners: game.winners().to_vec(),
            rounds: game.history().len(),
        }),
        state: (!over).then(|| StateJson {
            phase: game.phase(),
            to_act: game.to_act(),
            dealer: game.dealer(),
            chips: game.chips().iter().map(|c| c.to_vec()).collect(),
            pool: game.pool().to_vec(),
            round: game.round().map(|r| OpenRoundJson {
                number: r.number,
                trump: r.trump.map(Into::into),
                active_column: (game.phase() == Phase::Draft).then_some(r.active_column),
                columns: r.columns.iter().map(|c| c.to_vec()).collect(),
                hands: r.hands.iter().map(|h| h.to_vec()).collect(),
                tasks: r.tasks.to_vec(),
                tricks: r.tricks.iter().map(TrickJson::done).collect(),
                trick: TrickJson::open(&r.trick),
            }),
        }),
    };
    serde_json::to_value(r).unwrap_or(Value::Null)
}
