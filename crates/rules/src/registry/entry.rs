//! A registry entry: everything the code above the games needs to know about one game kind
//! before there is a game (its name and players, its option form and checks, how to start
//! one from a record, how to read a save, how to run bot matches). Written once, generically,
//! for every [`Listed`] game.

use super::any_game::{action_from_json, action_to_json, AnyGame};
use super::listed::Listed;
use crate::bots::harness::{self, SimConfig, SimReport};
use crate::bots::request::{HintChoice, Reply};
use crate::bots::search::Expert;
use crate::bots::{BotLevel, Budget};
use crate::engine::{Game, GameInfo, GameOptions, OptionField};
use crate::records::json::{describe_value, field_err};
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
    /// Whether a record's action is an action of this game at all.
    fn check_action(&self, action: &Value) -> Result<(), String>;
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
    let (lo, hi) = info.players;
    match hi - lo {
        0 => lo.to_string(),
        1 => format!("{lo} or {hi}"),
        _ => format!("{lo} to {hi}"),
    }
}

fn options_of<G: Game>(v: &Value) -> Result<G::Options, RecordError> {
    serde_json::from_value(v.clone())
        .map_err(|e| field_err("options", format!("not options of {} ({e})", G::INFO.name)))
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
        let probe = G::sample(&view, seed);
        let seat = G::view_seat(&view);
        if seat.is_none() || probe.to_act() != seat || probe.legal_actions().is_empty() {
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
        let info = &G::INFO;
        let obj = options.as_object().ok_or_else(|| {
            field_err(
                "options",
                format!("expected an object, found {}", describe_value(options)),
            )
        })?;
        let p = obj
            .get("players")
            .ok_or_else(|| field_err("options", "the field \"players\" is missing"))?;
        match p.as_u64() {
            Some(n) if (info.players.0..=info.players.1).contains(&(n as usize)) => {}
            _ => {
                return Err(field_err(
                    "options.players",
                    format!(
                        "{} is for {} players, not {}",
                        info.name,
                        player_range(info),
                        describe_value(p)
                    ),
                ))
            }
        }
        let typed = options_of::<G>(options)?;
        typed.validate().map_err(|why| field_err("options", why))?;
        let players = typed.players();
        Ok((serde_json::to_value(typed).unwrap_or(Value::Null), players))
    }
    fn options_code(&self, options: &Value) -> String {
        options_of::<G>(options)
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
        let options = options_of::<G>(options)?;
        let chance = G::chance_from_record(deal, &options)?;
        let game = G::with_chance(&options, seed, &chance)
            .map_err(|why| RecordError::new(ErrorKind::Deal, "deal", why))?;
        Ok(Box::new(game))
    }
    fn check_deal(&self, deal: &Value, options: &Value) -> Result<(), RecordError> {
        let options = options_of::<G>(options)?;
        G::chance_from_record(deal, &options).map(|_| ())
    }
    fn check_action(&self, action: &Value) -> Result<(), String> {
        action_from_json::<G>(action).map(|_| ())
    }
    fn load_state(&self, state: Value) -> Result<Box<dyn AnyGame>, String> {
        serde_json::from_value::<G>(state)
            .map(|g| Box::new(g) as Box<dyn AnyGame>)
            .map_err(|e| e.to_string())
    }
    fn given_as_record(&self, given: &Value) -> Value {
        serde_json::from_value::<G::Chance>(given.clone())
            .map(|c| G::chance_to_record(&c))
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
            options_of::<G>(options).map_err(|e| e.to_string())?
        };
        crate::bots::bench::run::<G>(&options, each)
    }
}
