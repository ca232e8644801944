//! What the bots need from a game besides its rules: its computer players, and the hooks of
//! the shared search (how it draws states from a view, how its playouts choose). Each game
//! implements this in its bots' folder (`bots/<id>/mod.rs`).

use super::random::Seeded;
use super::search::Expert;
use super::{Bot, BotLevel};
use crate::engine::Game;

pub trait BotGame: Game + 'static {
    /// The game's Beginner and Standard players (Expert is the shared search).
    type Beginner: Bot<Self> + Seeded + 'static;
    type Standard: Bot<Self> + Seeded + 'static;

    /// A computer player of `level` (its own randomness from `seed`).
    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self>> {
        match level {
            BotLevel::Beginner => Box::new(Self::Beginner::seeded(seed)),
            BotLevel::Standard => Box::new(Self::Standard::seeded(seed)),
            BotLevel::Expert => Box::new(Expert::new(seed)),
        }
    }

    /// Draws states for one decision of a search bot, each as [`Game::sample`] does: by
    /// default by calling it each time; a game may first work out, once, what the view
    /// implies about the hidden part and draw from that (What Trump?: how likely each
    /// trump is, given the dealer's picks in the open draft).
    fn sampler<'a>(view: &'a Self::View) -> Box<dyn FnMut(u64) -> Self + 'a> {
        Box::new(move |seed| Self::sample(view, seed))
    }
    /// The action a search bot's playout takes among `legal` (not empty), given random bits
    /// `r`: by default one at random; a game may play its playouts better than that.
    fn playout_pick(&self, legal: &[Self::Action], r: u64) -> usize {
        (r % legal.len().max(1) as u64) as usize
    }
    /// In a game of exact bids, each seat's hands scored so far and how many of them
    /// it made exactly its contract: what `trumps arena` reports beside the points. `None`
    /// in a game without bids to make.
    fn contracts_made(&self) -> Option<Vec<(u32, u32)>> {
        None
    }
}
