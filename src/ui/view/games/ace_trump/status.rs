//! Ace Trump's status line: its own decisions (naming a fixed trump, bids) in words; the
//! tricks and the end as every Decktet table words them.

use super::TableCtx;
use crate::games::ace_trump::View;
use crate::ui::view::games::decktet::status::status_line;
use leptos::prelude::*;

/// Naming a fixed trump, in words.
fn status(_: &View, ctx: &TableCtx, mine: bool, who: &str) -> String {
    ctx.decision(
        mine,
        "You deal: name the trump suit for this hand.",
        format!("{who} deals and is naming trump…"),
        format!("{who} names trump."),
    )
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<View>(status)
}
