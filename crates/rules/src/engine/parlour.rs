//! What the parlour needs from a game besides its rules and its bots: its part of the command
//! line's replay report, and where it stands in words. (Its part of a record, the hand-made
//! deal, is its `Chance`'s [`ChanceRecord`](super::ChanceRecord).) What Trump? and Top Trumps
//! implement this in `games/<id>/parlour.rs`, the trick-taking matches through
//! `trick_match_game!`; its bots are given by the bots' own trait, and the registry lists a
//! game that has both.

use super::{Game, ReplayReport};

pub trait Parlour: Game {
    /// The game's part of `trumps replay`'s report, kept while the record is replayed.
    type Report: ReplayReport<Self>;
    /// The phase of the game, as `trumps legal` names it.
    fn phase_name(&self) -> &'static str;
    /// Where the game stands, in two or three words for people ("Round 3", "Chip draft").
    fn progress(&self) -> String;
}
