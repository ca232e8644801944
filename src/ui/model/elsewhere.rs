//! What became, in another tab, of the game at this page's table (plain data: the session
//! holds it, `view::tabs` finds it out and shows it).

use crate::records::Decision;
use crate::ui::model::lang::{say, Msg};
use crate::ui::model::store::keys::GAME_SAVE_VERSION;
use serde::Deserialize;

/// What became of the game at this table in another tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// Decisions were made in it there since this page stored it.
    PlayedOn,
    /// A new game of the same kind took its place there.
    Replaced,
    /// It was ended there (abandoned).
    Ended,
}

impl Elsewhere {
    /// Why a move at this table is refused.
    pub fn refusal(self) -> String {
        say(match self {
            Elsewhere::PlayedOn => Msg::TabPlayedOn,
            Elsewhere::Replaced => Msg::TabReplaced,
            Elsewhere::Ended => Msg::TabEnded,
        })
    }
}

/// The fields of a stored game read to tell which game it is and how far it went.
#[derive(Deserialize)]
struct HowFar {
    game_id: u64,
    #[serde(default)]
    decisions: Vec<Decision>,
}

/// How the game at this table stands to the save another tab stored.
#[derive(Debug, PartialEq, Eq)]
pub enum Stands {
    /// The other tab went further, replaced or ended it.
    Behind(Elsewhere),
    /// The same decisions: nothing to follow, nothing to write.
    Level,
    /// This page made every decision stored there and more: its game is the one to store.
    Ahead,
}

/// How the game at this table (`game_id`, these `decisions` so far) stands to its save as
/// another tab stored it, `raw` (`None`: removed).
pub fn stands(raw: Option<&str>, game_id: u64, decisions: &[Decision]) -> Stands {
    let Some(raw) = raw else {
        return Stands::Behind(Elsewhere::Ended);
    };
    let Ok(stored) = crate::engine::save::decode::<HowFar>(GAME_SAVE_VERSION, raw) else {
        // Unreadable there: this page's game is the one to keep.
        return Stands::Ahead;
    };
    if stored.game_id != game_id {
        return Stands::Behind(Elsewhere::Replaced);
    }
    let n = stored.decisions.len();
    if n > decisions.len() || decisions[..n] != stored.decisions[..] {
        Stands::Behind(Elsewhere::PlayedOn)
    } else if n == decisions.len() {
        Stands::Level
    } else {
        Stands::Ahead
    }
}
