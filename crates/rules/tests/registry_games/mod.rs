//! Helpers for the tests written once over the registry: random options of any listed game and
//! random games of it as records.
#![allow(dead_code)]

use serde_json::Value;
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::FieldKind;
use trumps_rules::engine::Seat;
use trumps_rules::records::{Decision, Record, SeatInfo};
use trumps_rules::registry::{AnyGame, Entry, Listed};

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

/// A game's every player count, default options, five seeds, through the erased interface:
/// every legal action is accepted by its JSON and by its text alike, another seat's action is
/// refused changing nothing, the game ends with a score per seat, and a save reads back.
pub fn plays_through_the_erased_interface(entry: &dyn Entry) {
    let info = entry.info();
    for players in info.players.0..=info.players.1 {
        let options = entry.default_options(players);
        let (options, n) = entry
            .read_options(&options)
            .expect("default options are valid");
        assert_eq!(n, players);
        for seed in 0..5 {
            let mut game: Box<dyn AnyGame> = entry
                .start(&options, seed, &serde_json::Value::Null)
                .expect("starts");
            let mut rng = BotRng::new(seed);
            let mut steps = 0;
            while let Some(seat) = game.to_act() {
                steps += 1;
                assert!(steps < 20_000);
                let legal = game.legal_json();
                let wrong = Seat(((seat.index() + 1) % players) as u8);
                let mut copy = game.clone();
                assert!(
                    copy.apply_json(wrong, &legal[0]).is_err(),
                    "{}: only the seat to act acts",
                    info.name
                );
                assert!(
                    copy.same_state(game.as_ref()),
                    "a refused action changes nothing"
                );
                let a = &legal[rng.below(legal.len())];
                let text = game.action_text(a).expect("a text");
                let mut by_text = game.clone();
                by_text
                    .apply_text(seat, &text)
                    .expect("the text of a legal action applies");
                game.apply_json(seat, a).expect("legal");
                assert!(by_text.same_state(game.as_ref()));
            }
            let outcome = game.outcome().expect("over");
            assert_eq!(outcome.scores.len(), players);
            assert!(!outcome.winners.is_empty());
            // A save reads back to the same game.
            let back = entry.load_state(game.state_json()).expect("reads back");
            assert!(back.same_state(game.as_ref()));
        }
    }
}

/// Plays `games` random games of `G` and checks, at every step, that sampling from each
/// seat's view gives a state with that same view, and that the text of every legal action
/// reads back to it.
pub fn sampled_states_agree_with_the_view<G: Listed>(games: u64, options: &G::Options)
where
    G::View: PartialEq,
{
    for seed in 0..games {
        let mut g = G::new(options, seed).expect("valid options");
        let mut rng = BotRng::new(seed);
        let mut steps = 0;
        while let Some(seat) = g.to_act() {
            steps += 1;
            assert!(steps < 20_000, "the game ends");
            if steps % 7 == 0 {
                for s in Seat::all(g.players()) {
                    let view = g.view_of(s);
                    let sampled = G::sample(&view, seed ^ steps);
                    assert_eq!(
                        sampled.view_of(s),
                        view,
                        "{}: seed {seed}, step {steps}, seat {s}",
                        G::INFO.name
                    );
                    assert_eq!(sampled.to_act(), g.to_act());
                    // The search draws through the game's sampler (What Trump?'s weighs the
                    // secret trump and tasks): its states agree with the view too.
                    let mut draw = G::sampler(&view);
                    for k in 0..2 {
                        let drawn = draw(seed ^ steps ^ (k << 32));
                        assert_eq!(drawn.view_of(s), view, "{}: sampler", G::INFO.name);
                    }
                }
            }
            let legal = g.legal_actions();
            for a in &legal {
                assert_eq!(G::parse_action(&G::action_text(a)).as_ref(), Ok(a));
            }
            let a = legal[rng.below(legal.len())].clone();
            g.apply(seat, a).expect("a legal action is accepted");
        }
        assert!(g.outcome().is_some());
    }
}
