//! The short, stable text of a What Trump? action (`trumps legal`, the search bot's logs):
//! `chip exactly-2`, `trump R5` (`R-` no number, `-5` no suit, `--` neither), `draft R5`,
//! `task no-red`, `play R5`, `discard fewest`.

use super::actions::Action;
use super::cards::{Card, Suit};
use super::trump::Trump;
use crate::engine::notation::{unknown_verb, verb_and_arg};

pub fn text(action: &Action) -> String {
    match action {
        Action::PickChip { task } => format!("chip {task}"),
        Action::SetTrump { trump } => format!(
            "trump {}{}",
            trump.suit.map(|s| s.letter()).unwrap_or('-'),
            trump.number.map(|n| char::from(b'0' + n)).unwrap_or('-')
        ),
        Action::Draft { card } => format!("draft {card}"),
        Action::ChooseTask { task } => format!("task {task}"),
        Action::Play { card } => format!("play {card}"),
        Action::DealerDiscard { task } => format!("discard {task}"),
    }
}

pub fn parse(s: &str) -> Result<Action, String> {
    let (verb, arg) = verb_and_arg(s, "play R5")?;
    let card = || arg.parse::<Card>().map_err(|e| e.to_string());
    let task = || {
        arg.parse()
            .map_err(|e: super::tasks::TaskParseError| e.to_string())
    };
    match verb {
        "chip" => Ok(Action::PickChip { task: task()? }),
        "trump" => {
            let b = arg.as_bytes();
            let bad = || format!("\"{arg}\" is not a trump (a suit letter or -, then 1-9 or -)");
            if b.len() != 2 {
                return Err(bad());
            }
            let suit = match b[0] {
                b'-' => None,
                c => Some(Suit::from_letter(c as char).ok_or_else(bad)?),
            };
            let number = match b[1] {
                b'-' => None,
                c @ b'1'..=b'9' => Some(c - b'0'),
                _ => return Err(bad()),
            };
            Ok(Action::SetTrump {
                trump: Trump::new(suit, number),
            })
        }
        "draft" => Ok(Action::Draft { card: card()? }),
        "task" => Ok(Action::ChooseTask { task: task()? }),
        "play" => Ok(Action::Play { card: card()? }),
        "discard" => Ok(Action::DealerDiscard { task: task()? }),
        _ => unknown_verb(
            verb,
            "What Trump?",
            "chip, trump, draft, task, play, discard",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::what_trump::{Options, WhatTrump};

    #[test]
    fn every_legal_action_round_trips_through_its_text() {
        let mut g = WhatTrump::new(Options { players: 3 }, 5).expect("valid");
        for _ in 0..400 {
            let legal = g.legal_actions();
            for a in &legal {
                assert_eq!(parse(&text(a)), Ok(*a), "{}", text(a));
            }
            let Some(seat) = g.to_act() else { break };
            g.apply(seat, legal[legal.len() / 2]).expect("legal");
        }
        assert_eq!(
            text(&Action::SetTrump {
                trump: Trump::new(None, Some(5))
            }),
            "trump -5"
        );
        assert!(parse("trump R0").is_err());
        assert!(parse("play").is_err());
        assert!(parse("bid 3").is_err());
    }
}
