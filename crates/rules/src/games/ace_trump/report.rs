//! Ace Trump's part of the `trumps replay` report: every hand played (size, trump, bids, tricks
//! won, points) and where an unfinished match stands.

use super::state::{AceTrump, Phase};
use crate::mechanics::decktet::Card;
use crate::mechanics::trick::CompletedTrick;
use serde_json::{json, Value};

fn trick_json(t: &CompletedTrick<Card>) -> Value {
    json!({
        "leader": t.leader,
        "plays": t.plays.iter().map(|(s, c)| json!({"seat": s, "card": c})).collect::<Vec<_>>(),
        "winner": t.winner,
    })
}

pub fn report(g: &AceTrump) -> Value {
    let hands: Vec<Value> = g
        .results()
        .iter()
        .map(|r| {
            json!({
                "hand": r.number,
                "dealer": r.dealer,
                "cards_each": r.size,
                "trump_at_end": r.trump.map(|s| s.id()),
                "bids": r.bids,
                "won": r.won,
                "points": r.points,
                "last_card": r.last_card,
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
            "cards_each": h.size,
            "trump": h.trump.current.map(|s| s.id()),
            "bids": h.bids,
            "won": h.won,
            "tricks": h.tricks.iter().map(trick_json).collect::<Vec<_>>(),
            "trick": h.trick.plays.iter().map(|(s, c)| json!({"seat": s, "card": c})).collect::<Vec<_>>(),
        });
    }
    out
}
