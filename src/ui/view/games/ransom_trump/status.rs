//! Ransom Trump's status line: the ransoms, the trump choice and the bids in words; the tricks
//! and the end as every Decktet table words them.

use super::TableCtx;
use crate::games::ransom_trump::{Phase, View};
use crate::ui::view::games::decktet::status::status_line;
use leptos::prelude::*;

/// The ransoms and the trump choice, in words.
fn status(v: &View, ctx: &TableCtx, mine: bool, who: &str) -> String {
    if v.phase == Phase::Ransom {
        let down = v.ransom_down.iter().filter(|&&d| d).count();
        ctx.decision(
            mine,
            "Your ransom: choose a card from your hand to lay face down.",
            format!("{who} is choosing a ransom… ({down} of {} down)", v.players),
            format!("{who} puts down a ransom."),
        )
    } else {
        ctx.decision(
            mine,
            "Your ransom won: choose which of its suits is trump.",
            format!("{who} won the ransom and is choosing trump…"),
            format!("{who} chooses trump."),
        )
    }
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<View>(status)
}
