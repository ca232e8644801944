//! The short, stable text of a Ransom Trump action: `ransom pact`, `trump suns`, `bid 3`,
//! `play diplomat`.

use super::actions::Action;
use crate::engine::notation::{tricks_bid, unknown_verb, verb_and_arg};
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
    let (verb, arg) = verb_and_arg(s, "play diplomat")?;
    match verb {
        "ransom" => arg.parse::<Card>().map(|card| Action::Ransom { card }),
        "trump" => Suit::parse_id(arg).map(|suit| Action::ChooseTrump { suit }),
        "bid" => tricks_bid(arg).map(|tricks| Action::Bid { tricks }),
        "play" => arg.parse::<Card>().map(|card| Action::Play { card }),
        _ => unknown_verb(verb, "Ransom Trump", "ransom, trump, bid, play"),
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
