//! Ransom Trump's status line: the ransoms, the trump choice and the bids in words; the tricks
//! and the end as every Decktet table words them.

use super::TableCtx;
use crate::games::ransom_trump::{Phase, View};
use crate::ui::games::decktet::status::{
    elsewhere, game_over_text, mine, play_text, status_line, who_acts,
};
use leptos::prelude::*;

fn status(v: &View, ctx: &TableCtx) -> String {
    let Some(who) = who_acts(v, ctx) else {
        return game_over_text(v, ctx);
    };
    let mine = mine(v, ctx);
    let live = ctx.live;
    match v.phase {
        Phase::Ransom if mine => {
            "Your ransom: choose a card from your hand to lay face down.".into()
        }
        Phase::Ransom => {
            let down = v.ransom_down.iter().filter(|&&d| d).count();
            elsewhere(
                live,
                format!("{who} is choosing a ransom… ({down} of {} down)", v.players),
                format!("{who} puts down a ransom."),
            )
        }
        Phase::ChooseTrump if mine => "Your ransom won: choose which of its suits is trump.".into(),
        Phase::ChooseTrump => elsewhere(
            live,
            format!("{who} won the ransom and is choosing trump…"),
            format!("{who} chooses trump."),
        ),
        Phase::Bid if mine => "Your bid: how many tricks will you take?".into(),
        Phase::Bid => elsewhere(live, format!("{who} is bidding…"), format!("{who} bids.")),
        Phase::Play => play_text(v, ctx),
        Phase::GameOver => "The game is over.".into(),
    }
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<View>(status)
}
