//! What is stored for a game in progress (any game of the registry), as plain data: the
//! game (behind [`AnyGame`]), who sits where, every decision so far, and what the players have
//! acknowledged; and its stored form, `StoredGame`, through which older saves are read (saves
//! from before other games had no `kind` and kept the hand-made deal as `given`).

use crate::engine::Seat;
use crate::records::Decision;
use crate::registry::{self, AnyGame};
use crate::ui::model::lang::{self as words, say, say_with, Msg};
use crate::ui::model::seats::SeatConfig;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Help a person had in a game: hints asked for, decisions taken back. A game with any is
/// marked so in the history and the statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Aids {
    #[serde(default)]
    pub hints: u32,
    #[serde(default)]
    pub undos: u32,
}

impl Aids {
    pub fn is_none(&self) -> bool {
        self.hints == 0 && self.undos == 0
    }

    /// "2 hints, 1 undo" (empty for none).
    pub fn words(&self) -> String {
        let mut parts = Vec::new();
        let n = |k: u32, msg: Msg| say_with(msg, &[("n", words::Value::Number(f64::from(k)))]);
        if self.hints > 0 {
            parts.push(n(self.hints, Msg::AidsHints));
        }
        if self.undos > 0 {
            parts.push(n(self.undos, Msg::AidsUndos));
        }
        parts.join(&say(Msg::ListSep))
    }
}

/// What is stored for a game in progress.
#[derive(Clone, Debug, Deserialize)]
#[serde(try_from = "StoredGame")]
pub struct SavedGame {
    pub seats: Vec<SeatConfig>,
    pub game: Box<dyn AnyGame>,
    /// Hand summaries the players have dismissed ("Next round").
    pub summaries_seen: usize,
    /// Actions applied so far (drives the bots' seeds and timer tokens).
    pub moves: u64,
    /// Distinguishes games (bot seeds, timers, the history).
    pub game_id: u64,
    pub stats_recorded: bool,
    /// The person whose view the table shows.
    pub viewer: Seat,
    /// Whether the table (not the hub) was open.
    pub on_table: bool,
    /// Chance given explicitly, as a record writes it (`null`: none).
    pub deal: Value,
    /// Every decision so far, in order: with the seed and `deal`, the game's record.
    pub decisions: Vec<Decision>,
    /// Whether `decisions` is complete (false for games saved before records were kept).
    pub recorded: bool,
    /// Hints and undos used so far.
    pub aids: Aids,
    /// The day (`crate::daily::Day`) whose deal this is, for a game begun from the hub's
    /// Today's deal: its bots then decide as the day's table does (`crate::bots::day_table`).
    pub daily: Option<u32>,
}

impl PartialEq for SavedGame {
    fn eq(&self, o: &Self) -> bool {
        self.game.same_state(o.game.as_ref())
            && self.seats == o.seats
            && self.summaries_seen == o.summaries_seen
            && self.moves == o.moves
            && self.game_id == o.game_id
            && self.stats_recorded == o.stats_recorded
            && self.viewer == o.viewer
            && self.on_table == o.on_table
            && self.deal == o.deal
            && self.decisions == o.decisions
            && self.recorded == o.recorded
            && self.aids == o.aids
            && self.daily == o.daily
    }
}

fn legacy_game_id() -> String {
    "what-trump".into()
}

/// The stored form of [`SavedGame`] (saves from before other games had no `kind` and kept
/// the hand-made deal as `given`, in the game's own JSON).
#[derive(Deserialize)]
struct StoredGame {
    #[serde(default = "legacy_game_id")]
    kind: String,
    state_version: u32,
    seats: Vec<SeatConfig>,
    game: Value,
    summaries_seen: usize,
    moves: u64,
    game_id: u64,
    stats_recorded: bool,
    viewer: Seat,
    on_table: bool,
    #[serde(default, skip_serializing)]
    given: Option<Value>,
    #[serde(default, skip_serializing_if = "Value::is_null")]
    deal: Value,
    #[serde(default)]
    decisions: Vec<Decision>,
    #[serde(default)]
    recorded: bool,
    #[serde(default, skip_serializing_if = "Aids::is_none")]
    aids: Aids,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    daily: Option<u32>,
}

impl TryFrom<StoredGame> for SavedGame {
    type Error = String;
    fn try_from(s: StoredGame) -> Result<Self, String> {
        let entry = registry::find(&s.kind).ok_or_else(|| {
            say_with(
                Msg::SaveNotThisVersion,
                &[("game", words::Value::Text(&s.kind))],
            )
        })?;
        if s.state_version != entry.state_version() {
            return Err(say_with(
                Msg::SaveFormat,
                &[
                    ("written", words::Value::Number(f64::from(s.state_version))),
                    (
                        "reads",
                        words::Value::Number(f64::from(entry.state_version())),
                    ),
                ],
            ));
        }
        let game = entry.load_state(s.game).map_err(|e| {
            say_with(
                Msg::SaveDamaged,
                &[("why", words::Value::Text(&e.to_string()))],
            )
        })?;
        if s.seats.len() != game.players() {
            return Err(say(Msg::SaveSeats));
        }
        let deal = match (s.deal, s.given) {
            (Value::Null, Some(given)) => entry.given_as_record(&given),
            (deal, _) => deal,
        };
        Ok(SavedGame {
            seats: s.seats,
            game,
            summaries_seen: s.summaries_seen,
            moves: s.moves,
            game_id: s.game_id,
            stats_recorded: s.stats_recorded,
            viewer: s.viewer,
            on_table: s.on_table,
            deal,
            decisions: s.decisions,
            recorded: s.recorded,
            aids: s.aids,
            daily: s.daily,
        })
    }
}

/// A save is written in the stored form without a copy of the game: the decisions so far are
/// written where they are (a game is saved after every move, and a copy of its decisions
/// would grow with every move).
impl Serialize for SavedGame {
    fn serialize<S: serde::Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        StoredGameOut {
            kind: self.game.info().id,
            state_version: self.game.state_version(),
            seats: &self.seats,
            game: self.game.state_json(),
            summaries_seen: self.summaries_seen,
            moves: self.moves,
            game_id: self.game_id,
            stats_recorded: self.stats_recorded,
            viewer: self.viewer,
            on_table: self.on_table,
            deal: &self.deal,
            decisions: &self.decisions,
            recorded: self.recorded,
            aids: self.aids,
            daily: self.daily,
        }
        .serialize(out)
    }
}

/// [`StoredGame`] as it is written: the same fields in the same order, borrowed.
#[derive(Serialize)]
struct StoredGameOut<'a> {
    kind: &'a str,
    state_version: u32,
    seats: &'a [SeatConfig],
    game: Value,
    summaries_seen: usize,
    moves: u64,
    game_id: u64,
    stats_recorded: bool,
    viewer: Seat,
    on_table: bool,
    #[serde(skip_serializing_if = "is_null")]
    deal: &'a Value,
    decisions: &'a [Decision],
    recorded: bool,
    #[serde(skip_serializing_if = "Aids::is_none")]
    aids: Aids,
    #[serde(skip_serializing_if = "Option::is_none")]
    daily: Option<u32>,
}

fn is_null(v: &&Value) -> bool {
    v.is_null()
}
