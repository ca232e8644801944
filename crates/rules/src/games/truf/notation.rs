//! The short, stable text of a Truf action: `bid 7H+`, `bid KS-` (a card added to the bid,
//! plus or minus), `close`, `turn up`, `turn down`, `play 10H`.

use super::actions::Action;
use super::bid::Direction;
use super::Card;
use crate::engine::notation::{unknown_verb, verb_and_arg};

pub fn text(action: &Action) -> String {
    match action {
        Action::BidCard { card, minus } => {
            format!("bid {card}{}", if *minus { '-' } else { '+' })
        }
        Action::BidDone => "close".into(),
        Action::Turn {
            direction: Direction::Up,
        } => "turn up".into(),
        Action::Turn {
            direction: Direction::Down,
        } => "turn down".into(),
        Action::Play { card } => format!("play {card}"),
    }
}

pub fn parse(s: &str) -> Result<Action, String> {
    match s {
        "close" => return Ok(Action::BidDone),
        "turn up" => {
            return Ok(Action::Turn {
                direction: Direction::Up,
            })
        }
        "turn down" => {
            return Ok(Action::Turn {
                direction: Direction::Down,
            })
        }
        _ => {}
    }
    let (verb, arg) = verb_and_arg(s, "play 10H")?;
    match verb {
        "bid" => {
            let (card, minus) = match arg.strip_suffix('+') {
                Some(c) => (c, false),
                None => match arg.strip_suffix('-') {
                    Some(c) => (c, true),
                    None => {
                        return Err(format!(
                            "\"{arg}\" is not a bid card: a card then + or - (like \"7H+\")"
                        ))
                    }
                },
            };
            card.parse::<Card>()
                .map(|card| Action::BidCard { card, minus })
        }
        "turn" => Err(format!("\"{arg}\" is not a direction (up or down)")),
        "play" => arg.parse::<Card>().map(|card| Action::Play { card }),
        _ => unknown_verb(verb, "Truf", "bid, close, turn, play"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_and_bad_text_is_named() {
        for card in Card::all() {
            for a in [
                Action::BidCard { card, minus: false },
                Action::BidCard { card, minus: true },
                Action::Play { card },
            ] {
                assert_eq!(parse(&text(&a)), Ok(a));
            }
        }
        for a in [
            Action::BidDone,
            Action::Turn {
                direction: Direction::Up,
            },
            Action::Turn {
                direction: Direction::Down,
            },
        ] {
            assert_eq!(parse(&text(&a)), Ok(a));
        }
        assert_eq!(
            text(&Action::Play {
                card: "10H".parse().expect("card")
            }),
            "play 10H"
        );
        assert!(parse("bid 7H").unwrap_err().contains("+ or -"));
        assert!(parse("bid 1H+").unwrap_err().contains("not a card"));
        assert!(parse("turn sideways").unwrap_err().contains("up or down"));
        assert!(parse("discard 7H").unwrap_err().contains("Truf"));
        assert!(parse("7H").is_err());
    }
}
