//! The twelve tasks and the 24 chips (two of each).

use super::cards::Suit;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use trumps_words::{Msg, Said};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Task {
    /// Win exactly this many tricks (1–4).
    Exactly(u8),
    /// Capture no card of this printed suit.
    NoSuit(Suit),
    /// Win fewer tricks than every other player.
    Fewest,
    /// Win more tricks than every other player.
    Most,
    /// Win the last trick of the round.
    LastTrick,
    /// Win no trick at all.
    NoTricks,
}

pub const CHIPS_PER_PLAYER: usize = 5;

pub use super::chips::Chips;

impl Task {
    /// The task's place among the twelve (0 to 11, display order), for sets of tasks as bits.
    pub fn slot(self) -> u32 {
        match self {
            Task::Exactly(n) => u32::from(n.clamp(1, 4)) - 1,
            Task::NoSuit(s) => 4 + s as u32,
            Task::Fewest => 8,
            Task::Most => 9,
            Task::LastTrick => 10,
            Task::NoTricks => 11,
        }
    }

    /// The twelve distinct tasks, in display order.
    pub fn all() -> Vec<Task> {
        let mut v: Vec<Task> = (1..=4).map(Task::Exactly).collect();
        v.extend(Suit::ALL.into_iter().map(Task::NoSuit));
        v.extend([Task::Fewest, Task::Most, Task::LastTrick, Task::NoTricks]);
        v
    }

    /// The 24 chips: two of each task.
    pub fn chip_set() -> Vec<Task> {
        Task::all().into_iter().flat_map(|t| [t, t]).collect()
    }

    /// Short, stable code used in records: `exactly-2`, `no-red`, `fewest`, `most`, `last`, `zero`.
    pub fn code(self) -> String {
        match self {
            Task::Exactly(n) => format!("exactly-{n}"),
            Task::NoSuit(s) => format!("no-{}", s.name()),
            Task::Fewest => "fewest".into(),
            Task::Most => "most".into(),
            Task::LastTrick => "last".into(),
            Task::NoTricks => "zero".into(),
        }
    }

    /// What a player reads on the chip, in English.
    pub fn label(self) -> String {
        self.said().en()
    }

    /// What a player reads on the chip, as said in the reader's language.
    pub fn said(self) -> Said {
        match self {
            Task::Exactly(n) => Said::new(Msg::CaptionTaskExactly).num("n", n),
            Task::NoSuit(s) => Said::new(Msg::CaptionTaskNoSuit)
                .text("symbol", s.symbol().to_string())
                .said("colour", s.said()),
            Task::Fewest => Said::new(Msg::CaptionTaskFewest),
            Task::Most => Said::new(Msg::CaptionTaskMost),
            Task::LastTrick => Said::new(Msg::CaptionTaskLast),
            Task::NoTricks => Said::new(Msg::CaptionTaskNone),
        }
    }

    /// A compact label for small chips, in English.
    pub fn short(self) -> String {
        self.short_said().en()
    }

    /// A compact label for small chips (`=2`, `no♦`, `fewest`), as said in the reader's
    /// language.
    pub fn short_said(self) -> Said {
        match self {
            Task::Exactly(n) => Said::new(Msg::WhatTrumpShortExactly).num("n", n),
            Task::NoSuit(s) => {
                Said::new(Msg::WhatTrumpShortNoSuit).text("symbol", s.symbol().to_string())
            }
            Task::Fewest => Said::new(Msg::WhatTrumpChipFewest),
            Task::Most => Said::new(Msg::WhatTrumpChipMost),
            Task::LastTrick => Said::new(Msg::WhatTrumpChipLast),
            Task::NoTricks => Said::new(Msg::WhatTrumpShortZero),
        }
    }

    /// One sentence explaining the task, in English.
    pub fn explain(self) -> String {
        self.explain_said().en()
    }

    /// One sentence explaining the task, as said in the reader's language.
    pub fn explain_said(self) -> Said {
        match self {
            Task::Exactly(n) => Said::new(Msg::WhatTrumpExplainExactly).num("n", n),
            Task::NoSuit(s) => Said::new(Msg::WhatTrumpExplainNoSuit)
                .text("symbol", s.symbol().to_string())
                .said("colour", s.said()),
            Task::Fewest => Said::new(Msg::WhatTrumpExplainFewest),
            Task::Most => Said::new(Msg::WhatTrumpExplainMost),
            Task::LastTrick => Said::new(Msg::WhatTrumpExplainLast),
            Task::NoTricks => Said::new(Msg::WhatTrumpExplainNone),
        }
    }
}

impl fmt::Display for Task {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaskParseError(pub String);

impl fmt::Display for TaskParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\" is not a task (expected one of: ", self.0)?;
        let codes: Vec<String> = Task::all().into_iter().map(Task::code).collect();
        write!(f, "{})", codes.join(", "))
    }
}

impl std::error::Error for TaskParseError {}

impl FromStr for Task {
    type Err = TaskParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Task::all()
            .into_iter()
            .find(|t| t.code() == s.trim())
            .ok_or_else(|| TaskParseError(s.to_string()))
    }
}

impl TryFrom<String> for Task {
    type Error = TaskParseError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Task> for String {
    fn from(t: Task) -> String {
        t.code()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chip_set_is_two_of_twelve() {
        assert_eq!(Task::all().len(), 12);
        let chips = Task::chip_set();
        assert_eq!(chips.len(), 24);
        for t in Task::all() {
            assert_eq!(chips.iter().filter(|&&c| c == t).count(), 2);
        }
    }

    #[test]
    fn slots_number_the_twelve_in_display_order() {
        let slots: Vec<u32> = Task::all().into_iter().map(Task::slot).collect();
        assert_eq!(slots, (0..12).collect::<Vec<u32>>());
    }

    #[test]
    fn english_words_are_as_before() {
        let short: Vec<String> = Task::all().into_iter().map(Task::short).collect();
        assert_eq!(
            short,
            [
                "=1", "=2", "=3", "=4", "no♥", "no♣", "no♠", "no♦", "fewest", "most", "last",
                "zero"
            ]
        );
        assert_eq!(
            Task::Exactly(1).explain(),
            "Win precisely 1 trick this round."
        );
        assert_eq!(
            Task::Exactly(3).explain(),
            "Win precisely 3 tricks this round."
        );
        assert_eq!(
            Task::NoSuit(Suit::Red).explain(),
            "Capture no red card (♥), trump or not, in the tricks you win."
        );
        assert_eq!(
            Task::Fewest.explain(),
            "Win fewer tricks than every other player (a tie fails)."
        );
        assert_eq!(
            Task::Most.explain(),
            "Win more tricks than every other player (a tie fails)."
        );
        assert_eq!(
            Task::LastTrick.explain(),
            "Win the final trick of the round."
        );
        assert_eq!(Task::NoTricks.explain(), "Do not win a single trick.");
    }

    #[test]
    fn codes_round_trip() {
        for t in Task::all() {
            assert_eq!(t.code().parse::<Task>(), Ok(t));
            let json = serde_json::to_string(&t).expect("task serialises");
            assert_eq!(serde_json::from_str::<Task>(&json).ok(), Some(t));
        }
        assert!("exactly-5".parse::<Task>().is_err());
    }
}
