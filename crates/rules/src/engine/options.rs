//! A game's options: validation with a reason, the player range, and a description of the form
//! the set-up shows (so the hub draws any game's options without knowing the game).

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

/// One field of a game's option form. The field's value lives in the options' JSON under `key`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionField {
    pub key: &'static str,
    pub label: &'static str,
    /// A short explanation shown beside the field.
    pub help: &'static str,
    pub kind: FieldKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// On or off (a JSON boolean).
    Toggle,
    /// One of a few values (JSON strings): (value, label).
    Choice(&'static [(&'static str, &'static str)]),
    /// A whole number in a range (a JSON number).
    Number { min: u32, max: u32 },
}

pub trait GameOptions: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned {
    /// Seats at the table.
    fn players(&self) -> usize;
    /// The same options for another number of players (the set-up's seat count).
    fn with_players(&self, players: usize) -> Self;
    /// Why these options cannot be played, in words for the player; `Ok` if they can.
    fn validate(&self) -> Result<(), String>;
    /// The form the set-up shows, besides the number of players.
    fn fields() -> Vec<OptionField> {
        Vec::new()
    }
    /// A short code for the options in a shared-deal code: empty for the default options.
    fn code(&self) -> String {
        String::new()
    }
    /// Reads [`GameOptions::code`] back for `players`.
    fn from_code(players: usize, code: &str) -> Result<Self, String> {
        if code.is_empty() {
            Ok(Self::default().with_players(players))
        } else {
            Err(format!("\"{code}\" is not a set of options of this game"))
        }
    }
}
