//! Ransom Trump's status line: the ransoms, the trump choice and the bids in words; the tricks
//! and the end as every Decktet table words them.

use super::TableCtx;
use crate::games::ransom_trump::{Phase, View};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::decktet::status::status_line;
use leptos::prelude::*;

/// The ransoms and the trump choice, in words.
fn status(v: &View, ctx: &TableCtx, mine: bool, who: &str) -> String {
    if v.phase == Phase::Ransom {
        let down = v.ransom_down.iter().filter(|&&d| d).count();
        let args = [
            ("who", Value::Text(who)),
            ("down", Value::Number(down as f64)),
            ("players", Value::Number(v.players as f64)),
        ];
        ctx.decision(
            mine,
            say(Msg::DecktetRansomYourRansom),
            say_with(Msg::DecktetRansomIsChoosing, &args),
            say_with(Msg::DecktetRansomPutsDown, &args[..1]),
        )
    } else {
        let who = [("who", Value::Text(who))];
        ctx.decision(
            mine,
            say(Msg::DecktetRansomYourRansomWon),
            say_with(Msg::DecktetRansomIsChoosingTrump, &who),
            say_with(Msg::DecktetRansomChoosesTrump, &who),
        )
    }
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<View>(status)
}
