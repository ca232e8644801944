//! The round summary: trump, every task revealed and whether it was met, tricks, captured
//! cards by suit, the dealer's claim and discard, chips after. "Next round" dismisses it (the
//! acknowledgement is saved, so a reload does not show it again).

use super::card::suit_class;
use super::chip::{grouped, ChipToken};
use super::dealer_discard::failed_by;
use super::{round_scored, TableCtx};
use crate::engine::Seat;
use crate::games::what_trump::scoring::RoundSummary;
use crate::games::what_trump::{Suit, WhatTrump};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::view::games::hand_summary::score_table;
use crate::ui::view::games::hand_summary::{summary_modal, SummaryContent};
use leptos::prelude::*;

#[component]
pub fn RoundSummaryModal() -> impl IntoView {
    summary_modal::<WhatTrump, RoundSummary>(
        |v, seen| {
            v.history()
                .get(seen)
                .cloned()
                .map(|s| (s, v.history().len() == seen + 1 && !v.winners.is_empty()))
        },
        |s, ctx| SummaryContent {
            title: round_scored(s.number),
            body: summary_body(s, ctx).into_any(),
            totals: None,
            next: say(Msg::WhatTrumpNextRound),
        },
    )
}

/// The trump, every task and its result, tricks, captured cards, the dealer's claim, chips
/// after: shared by the modal at the table and the replay viewer.
pub fn summary_body(s: &RoundSummary, ctx: &TableCtx) -> impl IntoView {
    let players = s.tricks_won.len();
    let me = ctx.view.with_untracked(|v| ctx.me(v));
    let rows = Seat::all(players)
        .map(|seat| {
            let name = match ctx.name(seat) {
                n if Some(seat) == me && n != "You" => {
                    say_with(Msg::WhatTrumpNameYou, &[("name", Value::Text(&n))])
                }
                n => crate::ui::model::words::shown_name(&n),
            };
            let (task, result, class) = if seat == s.dealer {
                let claim = if s.dealer_claims() {
                    match s.dealer_discard {
                        Some(t) => {
                            let task = said(&t.said());
                            say_with(Msg::WhatTrumpClaimMetDiscarded, &[("task", Value::Text(&task))])
                        }
                        None => say(Msg::WhatTrumpClaimMet),
                    }
                } else {
                    say(Msg::WhatTrumpNoClaim)
                };
                (say(Msg::WhatTrumpDealer), claim, if s.dealer_claims() { "met" } else { "neutral" })
            } else {
                match s.tasks.iter().find(|t| t.seat == seat) {
                    Some(t) if t.met => (said(&t.task.said()), say(Msg::WhatTrumpMet), "met"),
                    Some(t) if t.dealer_met => (
                        said(&t.task.said()),
                        say(Msg::WhatTrumpFailedDealerMet),
                        "failed",
                    ),
                    Some(t) => (said(&t.task.said()), say(Msg::WhatTrumpFailed), "failed"),
                    None => ("—".to_string(), String::new(), "neutral"),
                }
            };
            let captured = s.captured.get(seat.index()).cloned().unwrap_or_default();
            let by_suit = Suit::ALL
                .into_iter()
                .map(|suit| {
                    let n = captured.iter().filter(|c| c.suit() == suit).count();
                    view! {
                        <span class=format!("cap {}", suit_class(suit)) class:zero=n == 0>
                            {format!("{}{}", suit.symbol(), n)}
                        </span>
                    }
                })
                .collect_view();
            let chips = s.chips_after.get(seat.index()).cloned().unwrap_or_default();
            view! {
                <tr class=class>
                    <th scope="row">{name}</th>
                    <td data-label=say(Msg::WhatTrumpColTask)>{task}</td>
                    <td class="result" data-label=say(Msg::WhatTrumpColResult)>{result}</td>
                    <td class="num" data-label=say(Msg::WhatTrumpColTricks)>{s.tricks_won.get(seat.index()).copied().unwrap_or(0)}</td>
                    <td class="by-suit" data-label=say(Msg::WhatTrumpColCaptured)>{by_suit}</td>
                    <td data-label=say(Msg::WhatTrumpColChips)>
                        <div class="chips-after">
                            {grouped(&chips).into_iter().map(|(t, n)| view! { <ChipToken task=t count=n /> }).collect_view()}
                            {chips.is_empty().then(|| say(Msg::WhatTrumpNoneLeft))}
                        </div>
                    </td>
                </tr>
            }
        })
        .collect_view();
    // What the dealer claimed, said to the dealer (`yours`) or of them (`theirs`).
    let dealer = ctx.name(s.dealer);
    let dealer_said = |yours: Msg, theirs: Msg, args: &[(&str, Value)]| {
        if Some(s.dealer) == me {
            say_with(yours, args)
        } else {
            let mut args = args.to_vec();
            let dealer = crate::ui::model::words::shown_name(&dealer);
            args.push(("dealer", Value::Text(&dealer)));
            say_with(theirs, &args)
        }
    };
    let claim = if s.dealer_claims() {
        let met: Vec<String> = s
            .tasks
            .iter()
            .filter(|t| t.dealer_met)
            .map(|t| failed_by(&said(&t.task.said()), &ctx.name_within(t.seat)))
            .collect();
        let claims = met.join(", ");
        let chip = s
            .dealer_discard
            .map(|t| said(&t.said()))
            .unwrap_or_else(|| say(Msg::WhatTrumpAChip));
        dealer_said(
            Msg::WhatTrumpClaimYou,
            Msg::WhatTrumpClaimDealer,
            &[
                ("claims", Value::Text(&claims)),
                ("chip", Value::Text(&chip)),
            ],
        )
    } else if s.tasks.iter().all(|t| t.met) {
        dealer_said(Msg::WhatTrumpNothingYou, Msg::WhatTrumpNothingDealer, &[])
    } else {
        dealer_said(Msg::WhatTrumpNoneYou, Msg::WhatTrumpNoneDealer, &[])
    };
    let last_winner = s
        .tricks
        .last()
        .map(|t| crate::ui::model::words::shown_name(&ctx.name(t.winner)))
        .unwrap_or_default();
    let head = view! {
        <th>{say(Msg::WhatTrumpColPlayer)}</th>
        <th>{say(Msg::WhatTrumpColTask)}</th>
        <th>{say(Msg::WhatTrumpColResult)}</th>
        <th class="num">{say(Msg::WhatTrumpColTricks)}</th>
        <th>{say(Msg::WhatTrumpColCaptured)}</th>
        <th>{say(Msg::WhatTrumpColChips)}</th>
    };
    let trump = said(&s.trump.said());
    let trump_line = say_with(
        Msg::WhatTrumpTrumpWas,
        &[
            ("trump", Value::Text(&trump)),
            ("winner", Value::Text(&last_winner)),
        ],
    );
    view! {
        <p class="trump-line">{trump_line}</p>
        {score_table("summary-table", head.into_any(), rows.into_any())}
        <p class="claim">{claim}</p>
    }
}
