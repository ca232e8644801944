//! The short, stable text of an Ace Trump action: `trump moons`, `bid 3`, `play diplomat`.

use super::actions::Action;
use crate::engine::notation::{tricks_bid, unknown_verb, verb_and_arg};
use crate::mechanics::decktet::{Card, Suit};

pub fn text(action: &Action) -> String {
    match action {
        Action::NameTrump { suit } => format!("trump {}", suit.id()),
        Action::Bid { tricks } => format!("bid {tricks}"),
        Action::Play { card } => format!("play {card}"),
    }
}

pub fn parse(s: &str) -> Result<Action, String> {
    let (verb, arg) = verb_and_arg(s, "play diplomat")?;
    match verb {
        "trump" => Suit::parse_id(arg).map(|suit| Action::NameTrump { suit }),
        "bid" => tricks_bid(arg).map(|tricks| Action::Bid { tricks }),
        "play" => arg.parse::<Card>().map(|card| Action::Play { card }),
        _ => unknown_verb(verb, "Ace Trump", "trump, bid, play"),
    }
}
