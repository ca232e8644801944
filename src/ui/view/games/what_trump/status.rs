//! The status line: always says what happens now.

use super::TableCtx;
use crate::games::what_trump::{Phase, View, WhatTrump};
use crate::ui::view::games::status_line::elsewhere;
use crate::ui::view::games::status_line::status_line;
use leptos::prelude::*;

fn status(v: &View, ctx: &TableCtx) -> String {
    let me = v.seat;
    let you = ctx.me(v);
    let Some(to_act) = v.to_act else {
        return ctx.game_over_text(v, &v.winners);
    };
    let mine = v.my_turn() && ctx.live;
    let who = ctx.acting(to_act);
    // Someone else acts next: at the live table they are doing it now; in a replay it is the
    // next step.
    let other = |now: String, next: String| elsewhere(ctx.live, now, next);
    let round = v.round.as_ref();
    match v.phase {
        Phase::ChipDraft => {
            let have = v.chips[me.index()].len();
            ctx.decision(
                mine,
                format!("Your turn: take a task chip from the middle (you have {have} of 5)."),
                format!("{who} is choosing a chip…"),
                format!("{who} takes a chip."),
            )
        }
        Phase::ChooseTrump => ctx.decision(
            mine,
            "You deal: look at the grid and set the secret trump.",
            format!("{who} deals and is setting the secret trump…"),
            format!("{who} sets the secret trump."),
        ),
        Phase::Draft => {
            let col = round.and_then(|r| r.active_column).unwrap_or(0) + 1;
            ctx.decision(
                mine,
                format!("Your turn: pick a card from column {col}."),
                format!("{who} is picking from column {col}…"),
                format!("{who} picks from column {col}."),
            )
        }
        Phase::ChooseTasks => ctx.decision(
            mine,
            "Trump is revealed: choose your secret task for this round.",
            format!("{who} is choosing a task…"),
            format!("{who} chooses a task."),
        ),
        Phase::Play => {
            let Some(r) = round else {
                return String::new();
            };
            let n = r.tricks.len() + 1;
            let total = 36 / v.players().max(1);
            let just_won = r
                .trick
                .plays
                .is_empty()
                .then(|| r.tricks.last())
                .flatten()
                .map(|t| {
                    if Some(t.winner) == you {
                        "You won the trick. ".to_string()
                    } else {
                        format!("{} won the trick. ", ctx.name(t.winner))
                    }
                })
                .unwrap_or_default();
            let led = r.trick.led().copied();
            if mine {
                match led {
                    None => format!("{just_won}Your turn: lead trick {n} of {total}."),
                    Some(c) => {
                        let trump = r.trump.unwrap_or_default();
                        let can_follow = v.my_hand().iter().any(|&h| trump.follows(c, h));
                        let what = if trump.is_trump(c) {
                            "trump".to_string()
                        } else {
                            format!("{} {} (non-trump)", c.suit().symbol(), c.suit().name())
                        };
                        if !can_follow {
                            format!("Your turn: you have no {what} card, so play any card (trick {n} of {total}).")
                        } else if trump.is_trump(c) {
                            format!(
                                "Your turn: a trump was led — play a trump (trick {n} of {total})."
                            )
                        } else {
                            format!(
                                "Your turn: follow {} {} with a non-trump card (trick {n} of {total}).",
                                c.suit().symbol(),
                                c.suit().name()
                            )
                        }
                    }
                }
            } else if led.is_none() {
                just_won
                    + &other(
                        format!("{who} leads trick {n} of {total}…"),
                        format!("{who} leads trick {n} of {total}."),
                    )
            } else {
                other(
                    format!("{who} is playing… (trick {n} of {total})"),
                    format!("{who} plays to trick {n} of {total}."),
                )
            }
        }
        Phase::DealerDiscard => ctx.decision(
            mine,
            "You met a task another player failed: discard one of your chips.",
            format!("{who} met a failed task and is choosing a chip to discard…"),
            format!("{who} met a failed task and discards a chip."),
        ),
        Phase::GameOver => "The game is over.".into(),
    }
}

#[component]
pub fn StatusLine() -> impl IntoView {
    status_line::<WhatTrump>(status, View::my_turn)
}
