//! Top Trumps' options: 2 to 6 players and the pack. The whole pack is part of the options,
//! so a record or a save holds it and never depends on a pack installed on the device.

use super::builtin;
use super::pack::Pack;
use crate::engine::{check_seats, GameOptions};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    pub players: u8,
    pub pack: Arc<Pack>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 4,
            pack: builtin::first(),
        }
    }
}

/// What a shared-deal code says of a pack that is not built in.
const OWN_PACK: &str = "U";

impl GameOptions for Options {
    crate::players_field!();

    fn check(&self) -> Result<(), trumps_words::Said> {
        let p = self.players();
        check_seats("Top Trumps", (MIN_PLAYERS, MAX_PLAYERS), p)?;
        if self.pack.cards.len() < p {
            return Err(
                trumps_words::Said::new(trumps_words::Msg::OptionsRefusedPack)
                    .num("cards", self.pack.cards.len() as f64)
                    .num("players", p as f64),
            );
        }
        Ok(())
    }

    /// The built-in pack's letter (`P`), or `U` for a pack of the player's own (which a code
    /// cannot carry).
    fn code(&self) -> String {
        builtin::which(&self.pack)
            .map(|b| b.letter.to_string())
            .unwrap_or_else(|| OWN_PACK.to_string())
    }

    fn from_code(players: usize, code: &str) -> Result<Self, String> {
        let mut letters = code.chars();
        let (Some(letter), None) = (letters.next(), letters.next()) else {
            return Err(format!("\"{code}\" does not name a Top Trumps pack"));
        };
        if letter.to_string().eq_ignore_ascii_case(OWN_PACK) {
            return Err("this deal was played with a pack of the player's own, which a code cannot carry: ask for the game's record instead (it holds the pack)".into());
        }
        let pack = builtin::by_letter(letter)
            .ok_or_else(|| format!("\"{code}\" does not name a Top Trumps pack"))?;
        let o = Options {
            players: players.min(255) as u8,
            pack,
        };
        o.validate()?;
        Ok(o)
    }
}
