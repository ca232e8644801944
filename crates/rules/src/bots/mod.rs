//! Computer players. A bot decides from exactly the view a human in its seat would have,
//! within a time budget, so a search bot can later replace a heuristic one.

pub mod ace_trump;
pub mod arena;
pub mod arena_report;
pub mod beginner;
pub mod bench;
pub mod bot_game;
pub mod clock;
pub mod day_table;
pub mod decktet_play;
pub mod flat;
pub mod harness;
pub mod hint_words;
pub mod ladder;
pub mod random;
pub mod ransom_trump;
pub mod request;
pub mod search;
pub mod search_reward;
pub mod sim_report;
pub mod top_trumps;
pub mod truf;
pub mod what_trump;

pub use bot_game::BotGame;

use crate::engine::Game;
use serde::{Deserialize, Serialize};

/// How strong a bot plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BotLevel {
    /// Plays a random legal move.
    Beginner,
    /// A heuristic player that pursues its tasks.
    #[default]
    Standard,
    /// Searches (information-set Monte Carlo tree search) from its own view.
    Expert,
}

impl BotLevel {
    pub const ALL: [BotLevel; 3] = [BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert];

    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Beginner => "Beginner",
            BotLevel::Standard => "Standard",
            BotLevel::Expert => "Expert",
        }
    }

    /// The level's name as said in the reader's language ([`BotLevel::name`] in English).
    pub fn said(self) -> trumps_words::Said {
        use trumps_words::{Msg, Said};
        Said::new(match self {
            BotLevel::Beginner => Msg::BotLevelBeginner,
            BotLevel::Standard => Msg::BotLevelStandard,
            BotLevel::Expert => Msg::BotLevelExpert,
        })
    }

    pub fn id(self) -> &'static str {
        match self {
            BotLevel::Beginner => "beginner",
            BotLevel::Standard => "standard",
            BotLevel::Expert => "expert",
        }
    }

    /// Whether the app offers this level when seats are set up (every level: Expert thinks
    /// in the bot worker, off the page's thread).
    pub fn offered_in_app(self) -> bool {
        true
    }

    pub fn from_id(id: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.id() == id)
    }

    /// "beginner, standard or expert" (for messages).
    pub fn ids_in_words() -> String {
        let ids: Vec<&str> = BotLevel::ALL.iter().map(|l| l.id()).collect();
        match ids.as_slice() {
            [] => String::new(),
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
        }
    }
}

/// How long a bot may think for one decision: a time, and for the search also a number of
/// iterations (`None`: the search's own default, see [`search::SearchLimits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Budget {
    pub millis: u32,
    #[serde(default)]
    pub iterations: Option<u32>,
}

impl Budget {
    pub const fn millis(millis: u32) -> Budget {
        Budget {
            millis,
            iterations: None,
        }
    }
}

impl Default for Budget {
    fn default() -> Self {
        Budget::millis(50)
    }
}

pub trait Bot<G: Game> {
    /// One of `view`'s legal actions. Only called when the view's seat is to act.
    fn decide(&mut self, view: &G::View, budget: Budget) -> G::Action;

    /// Search iterations run so far over every decision (0 for bots that do not search).
    fn iterations(&self) -> u64 {
        0
    }
}

#[cfg(test)]
mod level_tests {
    use super::BotLevel;

    #[test]
    fn a_level_says_its_name() {
        for l in BotLevel::ALL {
            assert_eq!(l.said().en(), l.name());
        }
    }
}
