//! The status line: always says what happens now.

use super::card::suit_words;
use super::TableCtx;
use crate::games::what_trump::{Phase, View, WhatTrump};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::status_line::elsewhere;
use crate::ui::view::games::status_line::status_line;
use leptos::prelude::*;

fn status(v: &View, ctx: &TableCtx) -> String {
    let me = v.seat;
    let you = ctx.me(v);
    let Some(to_act) = v.to_act else {
        return ctx.game_over_text(v, &v.winners);
    };
    // The seat shown is a person's here (at a table of bots it is a bot's: not "your turn").
    let mine = ctx.persons_turn(v);
    let who = ctx.acting(to_act);
    let by = [("who", Value::Text(&who))];
    // Someone else acts next: at the live table they are doing it now; in a replay it is the
    // next step.
    let other = |now: String, next: String| elsewhere(ctx.live, now, next);
    // What the seat to act does: its own words (`yours`), or someone else's now and next.
    let decision = |yours: Msg, now: Msg, next: Msg| {
        ctx.decision(mine, say(yours), say_with(now, &by), say_with(next, &by))
    };
    let round = v.round.as_ref();
    match v.phase {
        Phase::ChipDraft => {
            let have = v.chips[me.index()].len().to_string();
            ctx.decision(
                mine,
                say_with(
                    Msg::WhatTrumpStatusChipMine,
                    &[("have", Value::Text(&have))],
                ),
                say_with(Msg::WhatTrumpStatusChipNow, &by),
                say_with(Msg::WhatTrumpStatusChipNext, &by),
            )
        }
        Phase::ChooseTrump => decision(
            Msg::WhatTrumpStatusTrumpMine,
            Msg::WhatTrumpStatusTrumpNow,
            Msg::WhatTrumpStatusTrumpNext,
        ),
        Phase::Draft => {
            let col = (round.and_then(|r| r.active_column).unwrap_or(0) + 1).to_string();
            let args = [("who", Value::Text(&who)), ("column", Value::Text(&col))];
            ctx.decision(
                mine,
                say_with(Msg::WhatTrumpStatusDraftMine, &args),
                say_with(Msg::WhatTrumpStatusDraftNow, &args),
                say_with(Msg::WhatTrumpStatusDraftNext, &args),
            )
        }
        Phase::ChooseTasks => decision(
            Msg::WhatTrumpStatusTasksMine,
            Msg::WhatTrumpStatusTasksNow,
            Msg::WhatTrumpStatusTasksNext,
        ),
        Phase::Play => {
            let Some(r) = round else {
                return String::new();
            };
            let n = (r.tricks.len() + 1).to_string();
            let total = (36 / v.players().max(1)).to_string();
            let just_won = r
                .trick
                .plays
                .is_empty()
                .then(|| r.tricks.last())
                .flatten()
                .map(|t| {
                    let said = if Some(t.winner) == you {
                        say(Msg::WhatTrumpStatusYouWon)
                    } else {
                        let name = ctx.name(t.winner);
                        say_with(Msg::WhatTrumpStatusWon, &[("who", Value::Text(&name))])
                    };
                    format!("{said} ")
                })
                .unwrap_or_default();
            let trick = |msg: Msg| {
                let args = [
                    ("who", Value::Text(&who)),
                    ("trick", Value::Text(&n)),
                    ("total", Value::Text(&total)),
                ];
                say_with(msg, &args)
            };
            let led = r.trick.led().copied();
            if mine {
                match led {
                    None => format!("{just_won}{}", trick(Msg::WhatTrumpStatusLead)),
                    Some(c) => {
                        let trump = r.trump.unwrap_or_default();
                        let can_follow = v.my_hand().iter().any(|&h| trump.follows(c, h));
                        let suit = suit_words(c.suit());
                        let of_suit = |msg: Msg| {
                            say_with(
                                msg,
                                &[
                                    ("suit", Value::Text(&suit)),
                                    ("trick", Value::Text(&n)),
                                    ("total", Value::Text(&total)),
                                ],
                            )
                        };
                        if !can_follow && trump.is_trump(c) {
                            trick(Msg::WhatTrumpStatusNoTrump)
                        } else if !can_follow {
                            of_suit(Msg::WhatTrumpStatusNoSuit)
                        } else if trump.is_trump(c) {
                            trick(Msg::WhatTrumpStatusPlayTrump)
                        } else {
                            of_suit(Msg::WhatTrumpStatusFollow)
                        }
                    }
                }
            } else if led.is_none() {
                just_won
                    + &other(
                        trick(Msg::WhatTrumpStatusLeadsNow),
                        trick(Msg::WhatTrumpStatusLeadsNext),
                    )
            } else {
                other(
                    trick(Msg::WhatTrumpStatusPlaysNow),
                    trick(Msg::WhatTrumpStatusPlaysNext),
                )
            }
        }
        Phase::DealerDiscard => decision(
            Msg::WhatTrumpStatusDiscardMine,
            Msg::WhatTrumpStatusDiscardNow,
            Msg::WhatTrumpStatusDiscardNext,
        ),
        Phase::GameOver => say(Msg::WhatTrumpStatusOver),
    }
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<WhatTrump>(status)
}
