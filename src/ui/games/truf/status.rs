//! Truf's status line: always says what happens now (or, in a replay, what happens next).

use super::TableCtx;
use crate::games::truf::{Phase, View};
use crate::ui::words::{elsewhere, game_over_sentence};
use leptos::prelude::*;

fn status(v: &View, ctx: &TableCtx) -> String {
    let Some(to_act) = v.to_act else {
        let names: Vec<String> = v.winners.iter().map(|&s| ctx.name(s)).collect();
        let you_won = v.winners.len() == 1 && ctx.me(v) == v.winners.first().copied();
        return game_over_sentence(&names, you_won);
    };
    let who = if ctx.live {
        ctx.label(to_act)
    } else {
        ctx.name(to_act)
    };
    let mine = ctx.live && v.my_turn() && ctx.me(v).is_some();
    let live = ctx.live;
    match v.phase {
        Phase::Bid if mine => {
            "Your bid: pick cards from your hand, mark each plus or minus, and bid.".into()
        }
        Phase::Bid => {
            let closed = v.closed.iter().filter(|&&c| c).count();
            elsewhere(
                live,
                format!("{who} is bidding… ({closed} of {} bids made)", v.players),
                format!("{who} bids."),
            )
        }
        Phase::Turn if mine => "An even game: turn it up or down.".into(),
        Phase::Turn => elsewhere(
            live,
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
    let ctx = expect_context::<TableCtx>();
    let words = Memo::new(move |_| ctx.view.with(|v| status(v, &ctx)));
    let turn = Memo::new(move |_| ctx.view.with(|v| ctx.live && v.my_turn()));
    view! {
        <p class="status" class:my-turn=move || turn.get() data-testid="status" role="status" aria-live="polite">
            {move || words.get()}
        </p>
    }
}
