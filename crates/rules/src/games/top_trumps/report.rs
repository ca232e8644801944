//! Top Trumps' part of `trumps replay`'s report: the pack, the turns played, each seat's cards.

use super::state::TopTrumps;
use serde_json::{json, Value};

pub fn report(g: &TopTrumps) -> Value {
    json!({
        "pack": g.options().pack.name,
        "turns": g.turns(),
        "cards": g.counts(),
        "middle": g.middle().len(),
        "winners": g.winners(),
    })
}
