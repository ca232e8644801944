//! A game kind's bots, apart from its [`super::Entry`]: a bot's answer to a view (the bot
//! worker's whole job), bot-against-bot matches (`trumps simulate`) and speed figures
//! (`trumps bench`). Apart, because a trait object keeps every method it lists: the page,
//! which asks the worker and never runs a bot itself, names only [`super::Entry`] and so
//! carries no bot. Written once, generically, for every [`Listed`] game.

use super::any_game::action_to_json;
use super::entry::Listing;
use super::listed::Listed;
use super::read_options::{read_options, with_players};
use crate::bots::arena::ArenaConfig;
use crate::bots::arena_report::ArenaReport;
use crate::bots::bench::BenchReport;
use crate::bots::day_table::{self, Bots, Chooser, Played, TableError};
use crate::bots::harness::{self, SimConfig, SimReport, SimSeat};
use crate::bots::request::{in_shown_order, HintBasis, HintChoice, Reply};
use crate::bots::search::Expert;
use crate::bots::{BotLevel, Budget};
use crate::engine::{GameInfo, GameOptions, Seat, SeatView};
use crate::records::Record;
use serde_json::Value;
use std::time::Duration;

pub trait BotEntry: Sync + Send {
    fn info(&self) -> &'static GameInfo;
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
    fn bench(&self, options: &Value, players: usize, each: Duration)
        -> Result<BenchReport, String>;
    /// Levels matched on duplicate deals (`trumps arena`); `on_game` sees each game's deal,
    /// rotation and table.
    fn arena(
        &self,
        cfg: &ArenaConfig,
        on_game: &mut dyn FnMut(u64, usize, &[SimSeat]),
    ) -> Result<ArenaReport, String>;
    /// A day's game ([`crate::bots::day_table::play`]) with options given as JSON.
    fn day_play(
        &self,
        options: &Value,
        seed: u64,
        person: Seat,
        bots: Bots,
        chooser: Option<Chooser<'_>>,
    ) -> Result<Played, TableError>;
}

impl<G: Listed> BotEntry for Listing<G> {
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
            // A decision the game judges beyond the hand (not searched: no iteration) is ranked
            // by its chance of winning the game; a searched one, or one the game judges over
            // the hand's deals, by the points it gains by the end of the hand (or their
            // chance, in a game of one point a hand at most).
            let basis = if expert.iterations() == 0 && !G::JUDGED_BY_POINTS {
                HintBasis::Chance
            } else {
                HintBasis::of_gain(&G::INFO)
            };
            let mut choices: Vec<HintChoice> = ranked
                .into_iter()
                .map(|r| HintChoice {
                    action: action_to_json::<G>(&r.action),
                    text: G::action_text(&r.action),
                    words: G::describe_action(&view, &r.action),
                    visits: r.visits,
                    value: r.value,
                    gain: r.gain,
                    basis,
                })
                .collect();
            in_shown_order(&mut choices);
            return Ok((Reply::Hint(choices), expert.iterations()));
        }
        let mut bot = G::bot(level, seed);
        let action = bot.decide(&view, budget);
        Ok((
            Reply::Action(action_to_json::<G>(&action)),
            bot.iterations(),
        ))
    }
    fn simulate(
        &self,
        cfg: &SimConfig,
        on_game: &mut dyn FnMut(u64, &Record) -> Result<(), String>,
    ) -> Result<SimReport, String> {
        harness::simulate::<G>(cfg, on_game)
    }
    fn arena(
        &self,
        cfg: &ArenaConfig,
        on_game: &mut dyn FnMut(u64, usize, &[SimSeat]),
    ) -> Result<ArenaReport, String> {
        crate::bots::arena::arena::<G>(cfg, on_game)
    }
    fn day_play(
        &self,
        options: &Value,
        seed: u64,
        person: Seat,
        bots: Bots,
        chooser: Option<Chooser<'_>>,
    ) -> Result<Played, TableError> {
        let options = read_options::<G>(options).map_err(|e| TableError::Start(e.to_string()))?;
        day_table::play::<G>(&options, seed, person, bots, chooser)
    }
    fn bench(
        &self,
        options: &Value,
        players: usize,
        each: Duration,
    ) -> Result<BenchReport, String> {
        let options = if options.is_null() {
            G::Options::default().with_players(players)
        } else {
            read_options::<G>(&with_players(options, players)).map_err(|e| e.to_string())?
        };
        crate::bots::bench::run::<G>(&options, each)
    }
}
