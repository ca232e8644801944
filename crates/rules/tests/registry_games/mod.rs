//! Helpers for the tests written once over the registry: random options of any listed game and
//! random games of it as records.
#![allow(dead_code)]

use serde_json::Value;
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::FieldKind;
use trumps_rules::records::{Decision, Record, SeatInfo};
use trumps_rules::registry::Entry;

/// Random options of `entry` for `players`: each field of its form drawn at random (numbers
/// kept near their least, so matches stay short), until the game accepts them.
pub fn random_options(entry: &dyn Entry, players: usize, rng: &mut BotRng) -> Value {
    for _ in 0..200 {
        let mut o = entry.default_options(players);
        for f in entry.option_fields() {
            o[f.key] = match f.kind {
                FieldKind::Toggle => Value::Bool(rng.chance(0.5)),
                FieldKind::Choice(values) => Value::from(values[rng.below(values.len())].0),
                FieldKind::Number { min, max } => {
                    Value::from(min + rng.below((max - min).min(2) as usize + 1) as u32)
                }
            };
        }
        if entry.info().id == "top-trumps" {
            let packs = ["planets", "elements", "mountains"];
            o["pack"] = Value::from(packs[rng.below(packs.len())]);
        }
        if let Ok((checked, _)) = entry.read_options(&o) {
            return checked;
        }
    }
    entry.default_options(players)
}

/// A game of `entry` with random legal decisions from `seed`, as a record: to the end, or cut
/// after `stop` decisions.
pub fn random_record(entry: &dyn Entry, options: &Value, seed: u64, stop: Option<usize>) -> Record {
    let mut game = entry.start(options, seed, &Value::Null).expect("starts");
    let seats = (0..game.players())
        .map(|i| SeatInfo::human(format!("P{i}")))
        .collect();
    let mut record = Record::of(game.as_ref(), seats, Value::Null);
    let mut rng = BotRng::new(seed ^ 0xA5A5);
    while let Some(seat) = game.to_act() {
        if stop.is_some_and(|s| record.decisions.len() >= s) {
            break;
        }
        let legal = game.legal_json();
        let action = legal[rng.below(legal.len())].clone();
        game.apply_json(seat, &action).expect("a legal action");
        record.decisions.push(Decision { seat, action });
    }
    record
}
