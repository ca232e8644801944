//! What the parlour needs from a game besides its rules and its bots: its part of the command
//! line's replay report, where it stands in words, and its guided lesson (the lesson file and
//! the moments of its rules a lesson points at). (Its part of a record, the hand-made
//! deal, is its `Chance`'s [`ChanceRecord`](super::ChanceRecord).) What Trump? and Top Trumps
//! implement this in `games/<id>/parlour.rs`, the trick-taking matches through
//! `trick_match_game!`; its bots are given by the bots' own trait, and the registry lists a
//! game that has both.

use super::{Game, ReplayReport, RuleEvent, Seat};

pub trait Parlour: Game {
    /// The game's part of `trumps replay`'s report, kept while the record is replayed.
    type Report: ReplayReport<Self>;
    /// The phase of the game, as `trumps legal` names it.
    fn phase_name(&self) -> &'static str;
    /// Where the game stands, in two or three words for people ("Round 3", "Chip draft").
    fn progress(&self) -> String;
    /// [`Parlour::progress`] as said in the reader's language; by default the English words
    /// as they are (a game of the parlour says them as messages, its `progress` their English).
    fn progress_said(&self) -> trumps_words::Said {
        trumps_words::Said::new(trumps_words::Msg::SaidText).text("text", self.progress())
    }
    /// Hand (round) `number`, from 1, as [`Parlour::progress_said`] names a hand: the page's
    /// header says it while that hand's summary is read, before play goes on, so it reads
    /// "Hand 1" behind "Hand 1 scored" and not the next hand, already dealt. By default
    /// "Hand n".
    fn hand_progress_said(&self, number: usize) -> trumps_words::Said {
        trumps_words::Said::new(trumps_words::Msg::ProgressHand).num("n", number as f64)
    }
    /// Whether the last action left something on the table for the players to look at a
    /// while: a trick just taken, ransoms or bids just shown, a turn just scored. Bots wait
    /// longer after it, and the page sounds it. By default nothing.
    fn just_shown(&self) -> bool {
        false
    }

    /// The game's guided first hand: the text of its lesson file (`crates/rules/lessons/`,
    /// format in `docs/lessons.md`), empty for a game without one.
    const LESSON: &'static str = "";
    /// The moments of the rules the game tells of to a lesson (see [`RuleEvent`]).
    const RULE_EVENTS: &'static [RuleEvent] = &[];
    /// The ids of the [`Parlour::RULE_EVENTS`] that `seat` doing `action`, which took the game
    /// from `before` to `after`, made happen. By default none.
    fn rule_events(
        before: &Self,
        seat: Seat,
        action: &Self::Action,
        after: &Self,
    ) -> Vec<&'static str> {
        let _ = (before, seat, action, after);
        Vec::new()
    }
}
