//! A game's options: validation with a reason, the player range, and a description of the form
//! the set-up shows (so the hub draws any game's options without knowing the game).

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use trumps_words::{Msg, Said};

/// One field of a game's option form. The field's value lives in the options' JSON under `key`.
/// Its words are messages, so the set-up shows them in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionField {
    pub key: &'static str,
    pub label: Msg,
    /// A short explanation shown beside the field.
    pub help: Msg,
    pub kind: FieldKind,
}

impl OptionField {
    /// The field's label in English ("Hands").
    pub fn label_en(&self) -> String {
        Said::new(self.label).en()
    }

    /// The field's help in English.
    pub fn help_en(&self) -> String {
        Said::new(self.help).en()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// On or off (a JSON boolean).
    Toggle,
    /// One of a few values (JSON strings): (value, its name).
    Choice(&'static [(&'static str, Msg)]),
    /// A whole number in a range (a JSON number).
    Number { min: u32, max: u32 },
}

/// A range of seats in words: "4", "3 or 4", "2 to 6".
pub fn seat_range((fewest, most): (usize, usize)) -> String {
    match most - fewest {
        0 => fewest.to_string(),
        1 => format!("{fewest} or {most}"),
        _ => format!("{fewest} to {most}"),
    }
}

/// `Ok` if `players` is in the `game`'s range of `seats`, else the refusal, said ("Whist is
/// for 4 players, not 5"): the first check of a game's [`GameOptions::check`]. The game is
/// given by its English name and said in the reader's language ([`game_said`]).
pub fn check_seats(game: &str, seats: (usize, usize), players: usize) -> Result<(), Said> {
    if (seats.0..=seats.1).contains(&players) {
        return Ok(());
    }
    Err(Said::new(Msg::OptionsRefusedSeats)
        .said("game", game_said(game))
        .said("range", seat_range_said(seats))
        .num("players", players as f64))
}

/// A game's name (English, as its [`crate::engine::GameInfo`] has it: "What Trump?"), said
/// in the reader's language: the catalogue's `game-<id>-name`, whose id is the name in
/// lower case with words joined by `-` ("what-trump"); the name as it is if there is none.
pub fn game_said(name: &str) -> Said {
    let id: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == ' ')
        .map(|c| {
            if c == ' ' {
                '-'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect();
    trumps_words::game_name_msg(&format!("game-{id}-name")).map_or_else(
        || Said::new(Msg::SaidText).text("text", name.to_string()),
        Said::new,
    )
}

/// "3 to 6", "3 or 4", "2", said.
pub fn seat_range_said((fewest, most): (usize, usize)) -> Said {
    let kind = match most - fewest {
        0 => "same",
        1 => "next",
        _ => "range",
    };
    Said::new(Msg::OptionsSeatRange)
        .text("kind", kind)
        .num("fewest", fewest as f64)
        .num("most", most as f64)
}

pub trait GameOptions: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned {
    /// Seats at the table.
    fn players(&self) -> usize;
    /// The same options for another number of players (the set-up's seat count), with what
    /// that table cannot have switched off ([`GameOptions::fit_table`]).
    fn with_players(&self, players: usize) -> Self;
    /// Switches off what a table of this size cannot have (a variant for other tables) rather
    /// than leave the options impossible; [`players_field!`](crate::players_field) calls it.
    fn fit_table(&mut self) {}
    /// Why these options cannot be played, said for the player; `Ok` if they can.
    fn check(&self) -> Result<(), Said>;
    /// The same in English (the command line, a record's errors).
    fn validate(&self) -> Result<(), String> {
        self.check().map_err(|s| s.en())
    }
    /// The form the set-up shows, besides the number of players.
    fn fields() -> Vec<OptionField> {
        Vec::new()
    }
    /// A short code for the options in a shared-deal code: empty for the default options.
    fn code(&self) -> String {
        String::new()
    }
    /// The options of a day's deal ([`crate::daily`]), drawn from `r` (any number): a short
    /// game at a table the game is made for. By default the game's defaults.
    fn daily(r: u64) -> Self {
        let _ = r;
        Self::default()
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

/// The seat methods of a [`GameOptions`] whose seat count is its `players: u8` field, written
/// inside the `impl`: `with_players` caps the count at 255, then fits the options to the table.
#[macro_export]
macro_rules! players_field {
    () => {
        fn players(&self) -> usize {
            usize::from(self.players)
        }

        fn with_players(&self, players: usize) -> Self {
            let mut o = self.clone();
            o.players = players.min(255) as u8;
            $crate::engine::GameOptions::fit_table(&mut o);
            o
        }
    };
}
