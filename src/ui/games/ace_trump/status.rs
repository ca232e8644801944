//! Ace Trump's status line: its own decisions (naming a fixed trump, bids) in words; the
//! tricks and the end as every Decktet table words them.

use super::TableCtx;
use crate::games::ace_trump::{Phase, View};
use crate::ui::games::decktet::status::{
    elsewhere, game_over_text, mine, play_text, status_line, who_acts,
};
use leptos::prelude::*;

fn status(v: &View, ctx: &TableCtx) -> String {
    let Some(who) = who_acts(v, ctx) else {
        return game_over_text(v, ctx);
    };
    let mine = mine(v, ctx);
    match v.phase {
        Phase::NameTrump if mine => "You deal: name the trump suit for this hand.".into(),
        Phase::NameTrump => elsewhere(
            ctx.live,
            format!("{who} deals and is naming trump…"),
            format!("{who} names trump."),
        ),
        Phase::Bid if mine => "Your bid: how many tricks will you take?".into(),
        Phase::Bid => elsewhere(
            ctx.live,
            format!("{who} is bidding…"),
            format!("{who} bids."),
        ),
        Phase::Play => play_text(v, ctx),
        Phase::GameOver => "The game is over.".into(),
    }
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<View>(status)
}
