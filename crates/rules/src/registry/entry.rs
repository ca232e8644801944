//! A registry entry: everything the code above the games needs to know about one game kind
//! before there is a game, in two parts (a game's bare facts, its [`GameInfo`], are also
//! listed alone as plain data: [`super::INFOS`], which is all the page's hub reads):
//! - [`About`]: its name and players, its option form and checks, its lesson's text. Light:
//!   no game is made and no state is read, so the page's set-up reads it and carries no
//!   game's rules.
//! - [`Entry`]: that and how to start a game, check a record's deal and actions, and read a
//!   save. Reaching it links every game's rules, so the page reaches it only from the part
//!   fetched after the hub.
//!
//! Written once, generically, for every [`Listed`] game. Its bots are apart, in
//! [`super::bot_entry`], so that a program that never runs a bot (the page: bots think in the
//! worker) does not carry them.

use super::any_game::{action_to_json, AnyGame};
use super::listed::Listed;
use super::read_action::read_action;
use super::read_options::read_options;
use crate::engine::json::path;
use crate::engine::{ChanceRecord, GameInfo, GameOptions, OptionField, RuleEvent};
use crate::records::raw::compact;
use crate::records::{ErrorKind, RecordError};
use serde::Deserialize;
use serde_json::Value;
use std::marker::PhantomData;

/// What is known of a game kind without its rules: see the module's doc.
pub trait About: Sync + Send {
    fn info(&self) -> &'static GameInfo;
    fn state_version(&self) -> u32;
    /// The option form (besides the number of players).
    fn option_fields(&self) -> Vec<OptionField>;
    /// The default options for `players` seats.
    fn default_options(&self, players: usize) -> Value;
    /// Reads options (a record's, the set-up's): the checked options and the players.
    fn read_options(&self, options: &Value) -> Result<(Value, usize), RecordError>;
    /// Why options cannot be played, said for the player (the set-up's warning); `None` if
    /// they can. A game's own refusal is said in the reader's language; a malformed field
    /// (a stored set-up of another version) as [`About::read_options`] words it.
    fn options_refusal(&self, options: &Value) -> Option<trumps_words::Said>;
    /// The options of a day's deal drawn from `r` ([`GameOptions::daily`]).
    fn daily_options(&self, r: u64) -> Value;
    /// The options' part of a shared-deal code (empty for the defaults).
    fn options_code(&self, options: &Value) -> String;
    fn options_from_code(&self, players: usize, code: &str) -> Result<Value, String>;
    /// The text of the game's lesson file, empty if it has none (see [`crate::lessons`]).
    fn lesson_text(&self) -> &'static str;
    /// The moments of the rules the game tells a lesson of.
    fn rule_event_kinds(&self) -> &'static [RuleEvent];
}

/// A game kind with its rules: see the module's doc.
pub trait Entry: About {
    /// A game from checked options, a seed and a record's deal (`null`: none).
    fn start(
        &self,
        options: &Value,
        seed: u64,
        deal: &Value,
    ) -> Result<Box<dyn AnyGame>, RecordError>;
    /// Checks a record's deal for these options (errors name the field).
    fn check_deal(&self, deal: &Value, options: &Value) -> Result<(), RecordError>;
    /// A record's action (at `at`) read as an action of this game: its JSON as the game
    /// writes it (fields the game does not have left out), or why it is not one.
    fn check_action(&self, action: &Value, at: &str) -> Result<Value, RecordError>;
    /// What `action` does, said as it would be of a seat with this `view` (the game's JSON of
    /// a view): "plays the 7 of Moons"; see [`crate::engine::Game::describe_action_said`].
    fn action_said(&self, view: &Value, action: &Value) -> trumps_words::Said;
    /// A saved game (`AnyGame::state_json`) read back.
    fn load_state(&self, state: Value) -> Result<Box<dyn AnyGame>, String>;
    /// Chance given explicitly as the game's own JSON (as older saves kept it) in record form.
    fn given_as_record(&self, given: &Value) -> Value;
}

/// The registry entry of game `G`.
pub struct Listing<G>(PhantomData<fn() -> G>);

impl<G> Listing<G> {
    pub const NEW: Listing<G> = Listing(PhantomData);
}

/// "3 or 4", "2 to 6".
pub fn player_range(info: &GameInfo) -> String {
    crate::engine::seat_range(info.players)
}

impl<G: Listed> About for Listing<G> {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }
    fn state_version(&self) -> u32 {
        G::STATE_VERSION
    }
    fn option_fields(&self) -> Vec<OptionField> {
        G::Options::fields()
    }
    fn default_options(&self, players: usize) -> Value {
        serde_json::to_value(G::Options::default().with_players(players)).unwrap_or(Value::Null)
    }
    fn read_options(&self, options: &Value) -> Result<(Value, usize), RecordError> {
        let typed = read_options::<G>(options)?;
        let players = typed.players();
        Ok((serde_json::to_value(typed).unwrap_or(Value::Null), players))
    }
    fn options_refusal(&self, options: &Value) -> Option<trumps_words::Said> {
        let e = read_options::<G>(options).err()?;
        let own = G::Options::deserialize(options)
            .ok()
            .and_then(|o| o.check().err());
        Some(own.unwrap_or_else(|| {
            trumps_words::Said::new(trumps_words::Msg::SaidText).text("text", e.message)
        }))
    }
    fn daily_options(&self, r: u64) -> Value {
        serde_json::to_value(G::Options::daily(r)).unwrap_or(Value::Null)
    }
    fn options_code(&self, options: &Value) -> String {
        read_options::<G>(options)
            .map(|o| o.code())
            .unwrap_or_default()
    }
    fn options_from_code(&self, players: usize, code: &str) -> Result<Value, String> {
        let o = G::Options::from_code(players, code)?;
        o.validate()?;
        Ok(serde_json::to_value(o).unwrap_or(Value::Null))
    }
    fn lesson_text(&self) -> &'static str {
        G::LESSON
    }
    fn rule_event_kinds(&self) -> &'static [RuleEvent] {
        G::RULE_EVENTS
    }
}

impl<G: Listed> Entry for Listing<G> {
    fn start(
        &self,
        options: &Value,
        seed: u64,
        deal: &Value,
    ) -> Result<Box<dyn AnyGame>, RecordError> {
        let options = read_options::<G>(options)?;
        let chance = G::Chance::from_record(deal, &options)?;
        let game = G::with_chance(&options, seed, &chance)
            .map_err(|why| RecordError::new(ErrorKind::Deal, "deal", why))?;
        Ok(Box::new(game))
    }
    fn check_deal(&self, deal: &Value, options: &Value) -> Result<(), RecordError> {
        let options = read_options::<G>(options)?;
        G::Chance::from_record(deal, &options).map(|_| ())
    }
    fn check_action(&self, action: &Value, at: &str) -> Result<Value, RecordError> {
        let a = read_action::<G>(action).map_err(|i| {
            let kind = if i.is_card() {
                ErrorKind::Card
            } else {
                ErrorKind::Decision
            };
            let at = match &i.field {
                Some(k) => path(at, k),
                None => at.to_string(),
            };
            RecordError::new(kind, at, i.message)
        })?;
        Ok(compact(action_to_json::<G>(&a)))
    }
    fn action_said(&self, view: &Value, action: &Value) -> trumps_words::Said {
        let view = serde_json::from_value::<G::View>(view.clone());
        match (view, read_action::<G>(action)) {
            (Ok(view), Ok(a)) => G::describe_action_said(&view, &a),
            _ => trumps_words::Said::new(trumps_words::Msg::SaidText)
                .text("text", action.to_string()),
        }
    }
    fn load_state(&self, state: Value) -> Result<Box<dyn AnyGame>, String> {
        serde_json::from_value::<G>(state)
            .map(|g| Box::new(g) as Box<dyn AnyGame>)
            .map_err(|e| e.to_string())
    }
    fn given_as_record(&self, given: &Value) -> Value {
        serde_json::from_value::<G::Chance>(given.clone())
            .map(|c| c.to_record())
            .unwrap_or(Value::Null)
    }
}

impl std::fmt::Debug for dyn Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Entry({})", self.info().id)
    }
}
