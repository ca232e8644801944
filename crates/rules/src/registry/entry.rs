//! A registry entry: everything the code above the games needs to know about one game kind
//! before there is a game (its name and players, its option form and checks, how to start
//! one from a record, how to read a save, how to run bot matches). Written once, generically,
//! for every [`Listed`] game.

use super::any_game::{action_to_json, AnyGame};
use super::listed::Listed;
use super::read_action::read_action;
use super::read_options::{read_options, with_players};
use crate::bots::harness::{self, SimConfig, SimReport};
use crate::bots::request::{HintChoice, Reply};
use crate::bots::search::Expert;
use crate::bots::{BotLevel, Budget};
use crate::engine::json::path;
use crate::engine::SeatView;
use crate::engine::{ChanceRecord, GameInfo, GameOptions, OptionField};
use crate::records::raw::compact;
use crate::records::{ErrorKind, Record, RecordError};
use serde_json::Value;
use std::marker::PhantomData;

pub trait Entry: Sync + Send {
    fn info(&self) -> &'static GameInfo;
    fn state_version(&self) -> u32;
    /// The option form (besides the number of players).
    fn option_fields(&self) -> Vec<OptionField>;
    /// The default options for `players` seats.
    fn default_options(&self, players: usize) -> Value;
    /// Reads options (a record's, the set-up's): the checked options and the players.
    fn read_options(&self, options: &Value) -> Result<(Value, usize), RecordError>;
    /// The options' part of a shared-deal code (empty for the defaults).
    fn options_code(&self, options: &Value) -> String;
    fn options_from_code(&self, players: usize, code: &str) -> Result<Value, String>;
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
    /// A saved game (`AnyGame::state_json`) read back.
    fn load_state(&self, state: Value) -> Result<Box<dyn AnyGame>, String>;
    /// Chance given explicitly as the game's own JSON (as older saves kept it) in record form.
    fn given_as_record(&self, given: &Value) -> Value;
    /// A bot's answer for the seat whose view this is (see [`crate::bots::request`]): its
    /// action, or with `hint` Expert's ranked choices; and the search iterations it took.
    fn answer(
        &self,
        view: &Value,
        level: BotLevel,
        seed: u64,
        budget: Budget,
        hint: bool,
    ) -> Result<(Reply, u64), String>;
    /// A bot-vs-bot match (`trumps simulate`); `on_game` sees every game's record.
    fn simulate(
        &self,
        cfg: &SimConfig,
        on_game: &mut dyn FnMut(u64, &Record) -> Result<(), String>,
    ) -> Result<SimReport, String>;
    /// Speed figures (`trumps bench`) with these options (`null`: the defaults for
    /// `players`), each measured for about `each`.
    fn bench(
        &self,
        options: &Value,
        players: usize,
        each: std::time::Duration,
    ) -> Result<crate::bots::bench::BenchReport, String>;
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

impl<G: Listed> Entry for Listing<G> {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }
    fn answer(
        &self,
        view: &Value,
        level: BotLevel,
        seed: u64,
        budget: Budget,
        hint: bool,
    ) -> Result<(Reply, u64), String> {
        let view: G::View = serde_json::from_value(view.clone())
            .map_err(|e| format!("not a view of {} ({e})", G::INFO.name))?;
        // A view with nothing to decide (an observer's, a seat not to act) is refused before
        // any bot sees it.
        if !view.has_decision() {
            return Err("there is nothing to decide in this view".into());
        }
        if hint {
            let mut expert = Expert::new(seed);
            let ranked = expert.ranked::<G>(&view, budget);
            let reply = Reply::Hint(
                ranked
                    .into_iter()
                    .map(|r| HintChoice {
                        action: action_to_json::<G>(&r.action),
                        text: G::action_text(&r.action),
                        words: G::describe_action(&view, &r.action),
                        visits: r.visits,
                        value: r.value,
                        gain: r.gain,
                    })
                    .collect(),
            );
            return Ok((reply, expert.iterations()));
        }
        let mut bot = G::bot(level, seed);
        let action = bot.decide(&view, budget);
        Ok((
            Reply::Action(action_to_json::<G>(&action)),
            bot.iterations(),
        ))
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
    fn simulate(
        &self,
        cfg: &SimConfig,
        on_game: &mut dyn FnMut(u64, &Record) -> Result<(), String>,
    ) -> Result<SimReport, String> {
        harness::simulate::<G>(cfg, on_game)
    }
    fn bench(
        &self,
        options: &Value,
        players: usize,
        each: std::time::Duration,
    ) -> Result<crate::bots::bench::BenchReport, String> {
        let options = if options.is_null() {
            G::Options::default().with_players(players)
        } else {
            read_options::<G>(&with_players(options, players)).map_err(|e| e.to_string())?
        };
        crate::bots::bench::run::<G>(&options, each)
    }
}
