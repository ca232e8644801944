//! What a move off the lesson's script cost: Expert, asked in the bot worker with the
//! learner's view before the move (as a hint is), weighs the move made and the lesson's, and
//! the coach says the difference in the game's own unit.

use crate::bots::request::HintChoice;
use crate::registry::Entry;
use crate::ui::model::lang::{said, say, say_with, Msg, Value as Words};
use serde_json::Value;

/// Expert's weighing of a move off the script.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Cost {
    /// No move off the script.
    #[default]
    None,
    /// Expert is weighing it.
    Asking,
    /// What it cost, in words.
    Said(String),
    /// Expert could not weigh it (no worker, an error): why.
    Unknown(String),
}

/// The cost of `played` against the lesson's `expected`, from Expert's `choices` for the
/// learner's view, in words.
pub fn cost_words(
    entry: &dyn Entry,
    choices: &[HintChoice],
    played: &Value,
    expected: &Value,
) -> String {
    let info = entry.info();
    let find = |a: &Value| {
        let wanted = entry.check_action(a, "action").ok()?;
        choices
            .iter()
            .find(|c| entry.check_action(&c.action, "action").ok().as_ref() == Some(&wanted))
    };
    let (Some(yours), Some(lessons)) = (find(played), find(expected)) else {
        return say(Msg::LessonCostUnweighed);
    };
    let per_unit = yours.basis.steps_per_unit();
    let steps = |c: &HintChoice| (c.shown() * per_unit).round();
    let gap = (steps(lessons) - steps(yours)) / per_unit;
    let more = |msg: Msg, d: f64| {
        let words = said(&yours.basis.more_said(d, info));
        say_with(msg, &[("more", Words::Text(&words))])
    };
    if gap > 0.0 {
        more(Msg::LessonCostMore, gap)
    } else if gap < 0.0 {
        more(Msg::LessonCostBetter, -gap)
    } else {
        say(Msg::LessonCostAlike)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::request::HintBasis;
    use crate::registry;
    use serde_json::Value;

    fn choice(action: &Value, gain: f64) -> HintChoice {
        HintChoice {
            action: action.clone(),
            text: String::new(),
            words: String::new(),
            visits: 100,
            value: 0.5,
            gain,
            basis: HintBasis::Gain,
        }
    }

    #[test]
    fn the_cost_is_the_difference_in_the_games_unit() {
        // Two moves of a game with a lesson, at its first decision with a choice.
        let entry = registry::find(crate::lessons::games()[0]).expect("a game");
        let players = entry.info().players.0.max(3);
        let game = entry
            .start(&entry.default_options(players), 7, &Value::Null)
            .expect("a game");
        let legal = game.legal_json();
        let (lesson, yours) = (&legal[0], &legal[1]);
        let choices = [choice(lesson, 1.0), choice(yours, 0.2)];
        let info = entry.info();
        let w = cost_words(entry, &choices, yours, lesson);
        assert_eq!(
            w,
            format!(
                "Expert reckons the lesson's move brings about 0.8 more {} by the end of the {} than yours.",
                info.score_units, info.hand_word
            )
        );
        let w = cost_words(entry, &choices, lesson, yours);
        assert!(w.contains("rates yours better, by about 0.8 more"), "{w}");
        let w = cost_words(entry, &choices[..1], yours, lesson);
        assert!(w.contains("cannot say"), "{w}");
    }
}
