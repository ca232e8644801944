//! Truf's part of the `trumps replay` report: every hand played (the bids with their cards and
//! values, who won the bid, trump, the kind of game and its turn, the tricks each had to take
//! and took, points) and where an unfinished match stands.

use super::state::{Phase, Truf};
use serde_json::{json, Value};

pub fn report(g: &Truf) -> Value {
    let hands: Vec<Value> = g
        .results()
        .iter()
        .map(|r| {
            json!({
                "hand": r.number,
                "dealer": r.dealer,
                "bids": r.bids,
                "values": r.reveal.values,
                "bid_winner": r.reveal.winner,
                "trump": r.reveal.trump.map(|s| s.id()),
                "kind": r.kind,
                "turned": r.direction,
                "contract": r.contract,
                "won": r.won,
                "points": r.points,
            })
        })
        .collect();
    let mut out = json!({
        "options": { "players": g.options().players, "hands": g.options().hands },
        "hands": hands,
        "points": g.points(),
    });
    if g.phase() != Phase::GameOver {
        let h = g.hand();
        out["current"] = json!({
            "hand": h.number,
            "dealer": g.dealer(),
            "bids_closed": h.closed.iter().filter(|&&c| c).count(),
            "bids": h.reveal.as_ref().map(|_| &h.bids),
            "trump": h.reveal.as_ref().and_then(|r| r.trump).map(|s| s.id()),
            "contract": h.contract,
            "won": h.won,
            "tricks": h.tricks.len(),
            "trick": h.trick.plays.iter().map(|(s, c)| json!({"seat": s, "card": c})).collect::<Vec<_>>(),
        });
    }
    out
}
