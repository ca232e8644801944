//! The short, stable text of a Ransom Trump action: `ransom pact`, `trump suns`, `bid 3`,
//! `play diplomat`.

use super::actions::Action;
use crate::mechanics::decktet::{Card, Suit};

pub fn text(action: &Action) -> String {
    match action {
        Action::Ransom { card } => format!("ransom {card}"),
        Action::ChooseTrump { suit } => format!("trump {}", suit.id()),
        Action::Bid { tricks } => format!("bid {tricks}"),
        Action::Play { card } => format!("play {card}"),
    }
}

pub fn parse(s: &str) -> Result<Action, String> {
    let (verb, arg) = s
        .split_once(' ')
        .ok_or_else(|| format!("\"{s}\" is not an action (like \"play diplomat\")"))?;
    match verb {
        "ransom" => arg.parse::<Card>().map(|card| Action::Ransom { card }),
        "trump" => Suit::from_id(arg)
            .map(|suit| Action::ChooseTrump { suit })
            .ok_or_else(|| {
                format!("\"{arg}\" is not a suit (moons, suns, waves, leaves, wyrms, knots)")
            }),
        "bid" => {
            let ok = !arg.is_empty()
                && arg.bytes().all(|b| b.is_ascii_digit())
                && (arg == "0" || !arg.starts_with('0'));
            arg.parse::<u8>()
                .ok()
                .filter(|_| ok)
                .map(|tricks| Action::Bid { tricks })
                .ok_or_else(|| format!("\"{arg}\" is not a bid (a whole number of tricks)"))
        }
        "play" => arg.parse::<Card>().map(|card| Action::Play { card }),
        _ => Err(format!(
            "\"{verb}\" is not an action of Ransom Trump (ransom, trump, bid, play)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_and_bad_text_is_named() {
        for a in [
            Action::Ransom {
                card: Card::all().next().expect("a card"),
            },
            Action::ChooseTrump { suit: Suit::Suns },
            Action::Bid { tricks: 0 },
            Action::Bid { tricks: 8 },
            Action::Play {
                card: Card::all().last().expect("a card"),
            },
        ] {
            assert_eq!(parse(&text(&a)), Ok(a));
        }
        assert!(parse("ransom nothing")
            .unwrap_err()
            .contains("not a Decktet card"));
        assert!(parse("trump stars").unwrap_err().contains("not a suit"));
        assert!(parse("bid 03").is_err());
        assert!(parse("discard pact").unwrap_err().contains("Ransom Trump"));
        assert!(parse("pact").is_err());
    }
}
