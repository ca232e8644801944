//! Ace Trump's status line: its own decisions (naming a fixed trump, bids) in words; the
//! tricks and the end as every Decktet table words them.

use super::TableCtx;
use crate::games::ace_trump::View;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::decktet::status::status_line;
use leptos::prelude::*;

/// Naming a fixed trump, in words.
fn status(_: &View, ctx: &TableCtx, mine: bool, who: &str) -> String {
    let who = [("who", Value::Text(who))];
    ctx.decision(
        mine,
        say(Msg::DecktetAceYouNameTrump),
        say_with(Msg::DecktetAceIsNamingTrump, &who),
        say_with(Msg::DecktetAceNamesTrump, &who),
    )
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<View>(status)
}
