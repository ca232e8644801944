//! The stored form of a game in progress, [`StoredGame`], and how it becomes a [`SavedGame`]:
//! saves from before other games had no `kind` (they are What Trump?'s) and kept the hand-made
//! deal as `given`, in the game's own JSON.

use super::saved_game::{Aids, SavedGame};
use crate::engine::Seat;
use crate::records::Decision;
use crate::registry;
use crate::ui::seats::SeatConfig;
use serde::{Deserialize, Serialize};
use serde_json::Value;

fn legacy_game_id() -> String {
    "what-trump".into()
}

/// The stored form of [`SavedGame`] (saves from before other games had no `kind` and kept
/// the hand-made deal as `given`, in the game's own JSON).
#[derive(Clone, Serialize, Deserialize)]
pub(super) struct StoredGame {
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
}

impl TryFrom<StoredGame> for SavedGame {
    type Error = String;
    fn try_from(s: StoredGame) -> Result<Self, String> {
        let entry = registry::find(&s.kind)
            .ok_or_else(|| format!("\"{}\" is not a game of this version", s.kind))?;
        if s.state_version != entry.state_version() {
            return Err(format!(
                "the game state was written in format version {}, this version reads {}",
                s.state_version,
                entry.state_version()
            ));
        }
        let game = entry
            .load_state(s.game)
            .map_err(|e| format!("the game state is damaged ({e})"))?;
        if s.seats.len() != game.players() {
            return Err("the seats do not match the game".into());
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
        })
    }
}

impl From<SavedGame> for StoredGame {
    fn from(s: SavedGame) -> StoredGame {
        StoredGame {
            kind: s.game.info().id.to_string(),
            state_version: s.game.state_version(),
            game: s.game.state_json(),
            seats: s.seats,
            summaries_seen: s.summaries_seen,
            moves: s.moves,
            game_id: s.game_id,
            stats_recorded: s.stats_recorded,
            viewer: s.viewer,
            on_table: s.on_table,
            given: None,
            deal: s.deal,
            decisions: s.decisions,
            recorded: s.recorded,
            aids: s.aids,
        }
    }
}
