//! Ransom Trump's part of the `trumps replay` report: every hand played (ransoms, what they
//! gave, trump, bids, tricks won, points) and where an unfinished match stands.

use super::ransom::Reveal;
use super::state::{Phase, RansomTrump};
use serde_json::{json, Value};

fn reveal_json(r: &Reveal) -> Value {
    json!({
        "cards": r.cards,
        "cancelled": r.cancelled,
        "winner": r.winner,
    })
}

pub fn report(g: &RansomTrump) -> Value {
    let hands: Vec<Value> = g
        .results()
        .iter()
        .map(|r| {
            json!({
                "hand": r.number,
                "dealer": r.dealer,
                "ransoms": reveal_json(&r.reveal),
                "trump": r.trump.map(|s| s.id()),
                "bids": r.bids,
                "won": r.won,
                "points": r.points,
            })
        })
        .collect();
    let mut out = json!({
        "options": g.options().describe(),
        "hands": hands,
        "points": g.points(),
        "totals": g.totals(),
    });
    if g.phase() != Phase::GameOver {
        let h = g.hand();
        out["current"] = json!({
            "hand": h.number,
            "dealer": g.dealer(),
            "ransoms_down": h.ransoms.iter().filter(|r| r.is_some()).count(),
            "ransoms": h.reveal.as_ref().map(reveal_json),
            "trump": h.trump.map(|s| s.id()),
            "bids": h.bids,
            "won": h.won,
            "tricks": h.tricks.len(),
            "trick": h.trick.plays.iter().map(|(s, c)| json!({"seat": s, "card": c})).collect::<Vec<_>>(),
        });
    }
    out
}
