//! Truf's status line: always says what happens now (or, in a replay, what happens next).

use super::TableCtx;
use crate::games::truf::{Phase, Truf, View};
use crate::ui::view::games::status_line::elsewhere;
use crate::ui::view::games::status_line::status_line;
use leptos::prelude::*;

fn status(v: &View, ctx: &TableCtx) -> String {
    let Some(to_act) = v.to_act else {
        return ctx.game_over_text(v, &v.winners);
    };
    let who = ctx.acting(to_act);
    let mine = ctx.live && v.my_turn() && ctx.me(v).is_some();
    let live = ctx.live;
    match v.phase {
        Phase::Bid => {
            let closed = v.closed.iter().filter(|&&c| c).count();
            ctx.decision(
                mine,
                "Your bid: pick cards from your hand, mark each plus or minus, and bid.",
                format!("{who} is bidding… ({closed} of {} bids made)", v.players),
                format!("{who} bids."),
            )
        }
        Phase::Turn => ctx.decision(
            mine,
            "An even game: turn it up or down.",
            format!("An even game: {who} is turning it up or down…"),
            format!("{who} turns the even game."),
        ),
        Phase::Play => {
            let just = v
                .trick
                .plays
                .is_empty()
                .then(|| v.tricks.last())
                .flatten()
                .map(|t| format!("{} took the trick. ", ctx.who(v, t.winner)))
                .unwrap_or_default();
            if !mine {
                return format!(
                    "{just}{}",
                    elsewhere(live, format!("{who} is playing…"), format!("{who} plays."))
                );
            }
            let need = v.seat().and_then(|s| {
                v.target(s)
                    .map(|t| i64::from(t) - i64::from(v.won[s.index()]))
            });
            let aim = match need {
                Some(n) if n > 0 => {
                    format!(" You need {n} more trick{}.", if n == 1 { "" } else { "s" })
                }
                Some(0) => " You have your tricks: take no more.".into(),
                Some(n) => format!(" You are {} over your bid.", -n),
                None => String::new(),
            };
            match v.trick.plays.first() {
                None => format!("{just}Your lead.{aim}"),
                Some(&(_, Some(led))) => {
                    let suit = led.suit();
                    if v.my_hand().iter().any(|c| c.suit() == suit) {
                        format!("Your turn: follow {} {}.{aim}", suit.symbol(), suit.name())
                    } else {
                        format!(
                            "Your turn: you have no {}, so play any card — it goes face down.{aim}",
                            suit.name()
                        )
                    }
                }
                Some(_) => format!("Your turn.{aim}"),
            }
        }
        Phase::GameOver => "The game is over.".into(),
    }
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<Truf>(status, |v: &View| v.seen.my_turn())
}
