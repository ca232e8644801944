//! Truf's status line: always says what happens now (or, in a replay, what happens next).

use super::words::{is_you, suit_name, suit_named};
use super::TableCtx;
use crate::games::truf::{Phase, Truf, View};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::status_line::elsewhere;
use crate::ui::view::games::status_line::status_line;
use leptos::prelude::*;

fn status(v: &View, ctx: &TableCtx) -> String {
    let Some(to_act) = v.to_act else {
        return ctx.game_over_text(v, &v.winners);
    };
    let acting = ctx.acting(to_act);
    let who = [("who", Value::Text(&acting))];
    let mine = ctx.persons_turn(v);
    let live = ctx.live;
    match v.phase {
        Phase::Bid => {
            let closed = v.closed.iter().filter(|&&c| c).count();
            let args = [
                who[0],
                ("closed", Value::Number(closed as f64)),
                ("players", Value::Number(v.players as f64)),
            ];
            ctx.decision(
                mine,
                say(Msg::TrufStatusYourBid),
                say_with(Msg::TrufStatusIsBidding, &args),
                say_with(Msg::TrufStatusBids, &who),
            )
        }
        Phase::Turn => ctx.decision(
            mine,
            say(Msg::TrufStatusEvenYours),
            say_with(Msg::TrufStatusEvenTurning, &who),
            say_with(Msg::TrufStatusTurns, &who),
        ),
        Phase::Play => {
            let just = v
                .trick
                .plays
                .is_empty()
                .then(|| v.tricks.last())
                .flatten()
                .map(|t| {
                    let took = if is_you(ctx, v, t.winner) {
                        say(Msg::TrufStatusYouTookTrick)
                    } else {
                        let name = ctx.name(t.winner);
                        say_with(Msg::TrufStatusTookTrick, &[("who", Value::Text(&name))])
                    };
                    format!("{took} ")
                })
                .unwrap_or_default();
            if !mine {
                return format!(
                    "{just}{}",
                    elsewhere(
                        live,
                        say_with(Msg::TrufStatusIsPlaying, &who),
                        say_with(Msg::TrufStatusPlays, &who)
                    )
                );
            }
            let need = v.seat().and_then(|s| {
                v.target(s)
                    .map(|t| i64::from(t) - i64::from(v.won[s.index()]))
            });
            let aim = match need {
                Some(n) if n > 0 => {
                    let need = say_with(Msg::TrufStatusNeedMore, &[("n", Value::Number(n as f64))]);
                    format!(" {need}")
                }
                Some(0) => format!(" {}", say(Msg::TrufStatusHaveTricks)),
                Some(n) => {
                    let over = say_with(Msg::TrufStatusOverBid, &[("n", Value::Number(-n as f64))]);
                    format!(" {over}")
                }
                None => String::new(),
            };
            let now = match v.trick.plays.first() {
                None => format!("{just}{}", say(Msg::TrufStatusYourLead)),
                Some(&(_, Some(led))) => {
                    let suit = led.suit();
                    if v.my_hand().iter().any(|c| c.suit() == suit) {
                        let named = suit_named(suit);
                        say_with(Msg::TrufStatusFollow, &[("suit", Value::Text(&named))])
                    } else {
                        let name = suit_name(suit);
                        say_with(Msg::TrufStatusNoSuit, &[("suit", Value::Text(&name))])
                    }
                }
                Some(_) => say(Msg::TrufStatusYourTurn),
            };
            format!("{now}{aim}")
        }
        Phase::GameOver => say(Msg::TrufStatusGameOver),
    }
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<Truf>(status)
}
