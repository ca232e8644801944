//! A day's table ([`crate::daily`]): one person and bots of one level in the other seats.
//!
//! Each bot's decision is made by a fresh bot seeded from the deal's seed, the number of
//! moves so far and its seat ([`bot_seed`]), searching a fixed number of iterations with no
//! time limit ([`budget`]), exactly as the app asks its bot worker during a day's game. So
//! the same person's decisions always meet the same bot decisions, on any device: a result
//! can be checked by playing its decisions again, and par (the bots in every seat) is the
//! same everywhere.

use super::{BotGame, BotLevel, Budget};
use crate::engine::rng::mix64;
use crate::engine::{Outcome, Seat};
use crate::registry::action_to_json;
use serde_json::Value;

/// Who plays the other seats, and how long a searching bot thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bots {
    pub level: BotLevel,
    /// Search iterations a decision (the budget has no time limit).
    pub iterations: u32,
    /// Which of the bots' draws of chance: 0 for the day's game (the app's); the day's deal
    /// is screened with others.
    pub draw: u64,
}

/// The seed of the bot in `seat` deciding after `moves` decisions of a game dealt from
/// `deal_seed`, in draw `draw` ([`Bots::draw`]).
pub fn bot_seed(deal_seed: u64, draw: u64, moves: usize, seat: Seat) -> u64 {
    mix64(deal_seed ^ mix64(draw ^ mix64(moves as u64 ^ mix64(seat.index() as u64))))
}

/// A budget of `iterations` and no time limit worth the name (49 days).
pub fn budget(iterations: u32) -> Budget {
    Budget {
        millis: u32::MAX,
        iterations: Some(iterations),
    }
}

/// The person's decisions at a day's table: each asked with the number of legal actions
/// (in the game's order of them) and answered with the index of the one taken, or `None`
/// when there is no more to say.
pub type Chooser<'a> = &'a mut dyn FnMut(u32) -> Option<u32>;

/// A day's game played out.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// Every decision in order, each seat's action as the game's JSON (a record's).
    pub decisions: Vec<(Seat, Value)>,
    /// The person's decisions: the index taken and how many there were to choose from.
    pub person: Vec<(u32, u32)>,
    pub outcome: Outcome,
    /// Each seat's score as each hand was scored, in order.
    pub hands: Vec<Vec<i32>>,
}

/// Why a day's game could not be played to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The game would not start with these options and seed.
    Start(String),
    /// The person's decisions ran out before the game's end (at their `n`th decision).
    Ran(usize),
    /// The person's `n`th decision names an action that is not there.
    NoSuchChoice(usize),
    /// The game did not end.
    Stuck,
}

/// The most decisions a day's game may take.
const MAX_STEPS: usize = 100_000;

/// Plays a game of `G` dealt from `seed` with `options`: `person`'s seat decided by
/// `chooser` (or by a bot like the others when it is `None`: par), the others by `bots`.
pub fn play<G: BotGame>(
    options: &G::Options,
    seed: u64,
    person: Seat,
    bots: Bots,
    mut chooser: Option<Chooser<'_>>,
) -> Result<Played, TableError> {
    let mut game = G::new(options, seed).map_err(TableError::Start)?;
    let mut decisions: Vec<(Seat, Value)> = Vec::new();
    let mut mine: Vec<(u32, u32)> = Vec::new();
    let mut hands: Vec<Vec<i32>> = Vec::new();
    let mut legal = Vec::new();
    while let Some(seat) = game.to_act() {
        if decisions.len() >= MAX_STEPS {
            return Err(TableError::Stuck);
        }
        let action = match chooser.as_mut().filter(|_| seat == person) {
            Some(choose) => {
                game.legal_actions_into(&mut legal);
                let count = legal.len() as u32;
                let n = mine.len();
                let index = choose(count).ok_or(TableError::Ran(n))?;
                let action = legal
                    .get(index as usize)
                    .cloned()
                    .ok_or(TableError::NoSuchChoice(n))?;
                mine.push((index, count));
                action
            }
            None => {
                let moves = decisions.len();
                let mut bot = G::bot(bots.level, bot_seed(seed, bots.draw, moves, seat));
                bot.decide(&game.view_of(seat), budget(bots.iterations))
            }
        };
        decisions.push((seat, action_to_json::<G>(&action)));
        let scored = game.hands_scored();
        // A bot only ever plays a legal action; the person's was taken from the legal ones.
        if game.apply(seat, action).is_err() {
            return Err(TableError::Stuck);
        }
        if game.hands_scored() > scored {
            hands.push(game.scores());
        }
    }
    Ok(Played {
        decisions,
        person: mine,
        outcome: game.outcome().ok_or(TableError::Stuck)?,
        hands,
    })
}
