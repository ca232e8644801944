//! Top Trumps' part of `trumps replay`'s report, kept as the replay steps: the pack, the deal,
//! every turn (who chose what, the cards shown, who took them or the tie, the middle pile and
//! each seat's cards after it), each seat's cards at the end, and who is to choose if the game
//! is unfinished.

use super::actions::Action;
use super::state::{Phase, TopTrumps, TurnResult};
use crate::engine::ReplayReport;
use crate::engine::Seat;
use serde::Serialize;
use serde_json::{json, Value};

#[derive(Clone, Debug, Serialize)]
struct ShownJson {
    seat: Seat,
    card: String,
    /// The card's value of the chosen attribute (null: no data).
    value: Option<f64>,
}

#[derive(Clone, Debug, Serialize)]
struct TurnJson {
    number: u32,
    chooser: Seat,
    /// The attribute's place in the pack (from 0), as the action gives it.
    attribute: u8,
    attribute_label: String,
    /// The cards shown, in seat order from the chooser.
    shown: Vec<ShownJson>,
    /// `won`, `tie` or `no-data`.
    result: &'static str,
    winner: Option<Seat>,
    /// The winner's take, in the order it went to the bottom of its stack.
    taken: Vec<String>,
    /// The middle pile after the turn.
    middle: Vec<String>,
    /// Each seat's cards after the turn.
    cards: Vec<i32>,
}

#[derive(Clone, Debug)]
pub struct Report {
    /// Each seat's stack as dealt, top first.
    deal: Vec<Vec<String>>,
    turns: Vec<TurnJson>,
}

fn names(g: &TopTrumps, cards: impl IntoIterator<Item = u8>) -> Vec<String> {
    let pack = &g.options().pack;
    cards
        .into_iter()
        .map(|c| pack.card_name(c as usize).to_string())
        .collect()
}

impl ReplayReport<TopTrumps> for Report {
    fn start(game: &TopTrumps) -> Self {
        let deal = Seat::all(game.players_usize())
            .map(|s| names(game, game.stack(s).iter().copied()))
            .collect();
        Report {
            deal,
            turns: Vec::new(),
        }
    }

    fn step(&mut self, _before: &TopTrumps, _seat: Seat, _action: &Action, after: &TopTrumps) {
        let Some(t) = after.last() else {
            return;
        };
        let pack = &after.options().pack;
        let a = t.attribute as usize;
        let (result, winner) = match t.result {
            TurnResult::Won { seat } => ("won", Some(seat)),
            TurnResult::Tie => ("tie", None),
            TurnResult::NoData => ("no-data", None),
        };
        self.turns.push(TurnJson {
            number: t.number,
            chooser: t.chooser,
            attribute: t.attribute,
            attribute_label: pack.attribute(a).map_or(String::new(), |x| x.label.clone()),
            shown: t
                .revealed
                .iter()
                .map(|&(seat, c)| ShownJson {
                    seat,
                    card: pack.card_name(c as usize).to_string(),
                    value: pack.value(c as usize, a),
                })
                .collect(),
            result,
            winner,
            taken: names(after, t.taken.iter().copied()),
            middle: names(after, after.middle().iter().copied()),
            cards: after.counts(),
        });
    }

    fn finish(self, g: &TopTrumps) -> Value {
        let current = (g.phase() != Phase::GameOver).then(|| {
            json!({
                "phase": crate::engine::unit_name(&g.phase()),
                "to_act": g.to_act_seat(),
            })
        });
        json!({
            "pack": g.options().pack.name,
            "dealer": g.dealer(),
            "deal": self.deal,
            "turns": self.turns,
            "cards": g.counts(),
            "middle": names(g, g.middle().iter().copied()),
            "current": current,
        })
    }
}
