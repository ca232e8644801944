//! What is stored for a game in progress (any game of the registry), as plain data: the
//! game (behind [`AnyGame`]), who sits where, every decision so far, and what the players have
//! acknowledged. Its stored form, and how older saves are read, is [`super::migrate`].

use super::migrate::StoredGame;
use crate::engine::Seat;
use crate::records::Decision;
use crate::registry::AnyGame;
use crate::ui::seats::SeatConfig;
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
        let n = |k: u32, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
        if self.hints > 0 {
            parts.push(n(self.hints, "hint", "hints"));
        }
        if self.undos > 0 {
            parts.push(n(self.undos, "undo", "undos"));
        }
        parts.join(", ")
    }
}

/// What is stored for a game in progress.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "StoredGame", into = "StoredGame")]
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
    }
}
