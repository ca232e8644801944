//! Where a saved game stands, kept in a save's summary in no language ("round 2", "the chip
//! draft") and put into words when the hub shows it, so a summary written in one language reads
//! in the one the page is in now. Summaries written before kept it in English words
//! (`SaveSummary::at`), shown as they are.

use super::lang::{say, say_with, Msg, Said, Value};

/// Where a game stands, as its rules say it (`progress_said`). Kept as a short code
/// ([`Stage::code`]: "round 2", "chip-draft"), read by hand: the hub reads it in the page's
/// first part, where every byte of code counts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stage {
    Hand(u32),
    Round(u32),
    Turn(u32),
    ChipDraft,
    MatchOver,
    GameOver,
}

impl Stage {
    /// The stage the rules' words name, if they name one of these.
    pub fn of(said: &Said) -> Option<Stage> {
        let n = || {
            said.args.iter().find_map(|(name, arg)| match arg {
                trumps_words::Arg::Number(n) if name == "n" => Some(*n as u32),
                _ => None,
            })
        };
        Some(match said.msg {
            Msg::ProgressHand => Stage::Hand(n()?),
            Msg::ProgressRound => Stage::Round(n()?),
            Msg::ProgressTurn => Stage::Turn(n()?),
            Msg::ProgressChipDraft => Stage::ChipDraft,
            Msg::ProgressMatchOver => Stage::MatchOver,
            Msg::ProgressGameOver => Stage::GameOver,
            _ => return None,
        })
    }

    /// The stage as a summary keeps it: "round 2", "chip-draft".
    pub fn code(self) -> String {
        match self {
            Stage::Hand(n) => format!("hand {n}"),
            Stage::Round(n) => format!("round {n}"),
            Stage::Turn(n) => format!("turn {n}"),
            Stage::ChipDraft => "chip-draft".into(),
            Stage::MatchOver => "match-over".into(),
            Stage::GameOver => "game-over".into(),
        }
    }

    /// The stage a summary kept ([`Stage::code`]), if it is one.
    pub fn parse(code: &str) -> Option<Stage> {
        let numbered = |n: &str| n.parse::<u32>().ok();
        Some(match code.split_once(' ') {
            Some(("hand", n)) => Stage::Hand(numbered(n)?),
            Some(("round", n)) => Stage::Round(numbered(n)?),
            Some(("turn", n)) => Stage::Turn(numbered(n)?),
            Some(_) => return None,
            None => match code {
                "chip-draft" => Stage::ChipDraft,
                "match-over" => Stage::MatchOver,
                "game-over" => Stage::GameOver,
                _ => return None,
            },
        })
    }

    /// "Round 2", in the page's language.
    pub fn words(self) -> String {
        let n = |msg: Msg, n: u32| say_with(msg, &[("n", Value::Number(f64::from(n)))]);
        match self {
            Stage::Hand(h) => n(Msg::ProgressHand, h),
            Stage::Round(r) => n(Msg::ProgressRound, r),
            Stage::Turn(t) => n(Msg::ProgressTurn, t),
            Stage::ChipDraft => say(Msg::ProgressChipDraft),
            Stage::MatchOver => say(Msg::ProgressMatchOver),
            Stage::GameOver => say(Msg::ProgressGameOver),
        }
    }
}

/// A seat as the hub says it: "Bot Ann", "Du" (the person named "You"), "Cleo", in the page's
/// language.
pub fn seat_words(name: &str, bot: bool) -> String {
    let name = super::words::shown_name(name);
    if bot {
        say_with(Msg::SeatBot, &[("name", Value::Text(&name))])
    } else {
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stage_is_read_from_the_rules_words_and_kept_without_words() {
        let said = Said::new(Msg::ProgressRound).num("n", 2.0);
        assert_eq!(Stage::of(&said), Some(Stage::Round(2)));
        assert_eq!(
            Stage::of(&Said::new(Msg::ProgressChipDraft)),
            Some(Stage::ChipDraft)
        );
        assert_eq!(Stage::of(&Said::new(Msg::SeatYou)), None);
        for stage in [
            Stage::Hand(3),
            Stage::Round(12),
            Stage::Turn(1),
            Stage::ChipDraft,
            Stage::MatchOver,
            Stage::GameOver,
        ] {
            assert_eq!(Stage::parse(&stage.code()), Some(stage));
        }
        assert_eq!(Stage::parse("round two"), None);
        assert_eq!(Stage::parse("lunch"), None);
        assert_eq!(Stage::Round(2).words(), "Round 2");
        assert_eq!(seat_words("Ann", true), "Bot Ann");
        assert_eq!(seat_words("You", false), "You");
    }
}
