//! The short, stable text of an Ace Trump action: `trump moons`, `bid 3`, `play diplomat`.

use super::actions::Action;
use crate::mechanics::decktet::{Card, Suit};

pub fn text(action: &Action) -> String {
    match action {
        Action::NameTrump { suit } => format!("trump {}", suit.id()),
        Action::Bid { tricks } => format!("bid {tricks}"),
        Action::Play { card } => format!("play {card}"),
    }
}

pub fn parse(s: &str) -> Result<Action, String> {
    let (verb, arg) = s
        .split_once(' ')
        .ok_or_else(|| format!("\"{s}\" is not an action (like \"play diplomat\")"))?;
    match verb {
        "trump" => Suit::from_id(arg)
            .map(|suit| Action::NameTrump { suit })
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
            "\"{verb}\" is not an action of Ace Trump (trump, bid, play)"
        )),
    }
}
