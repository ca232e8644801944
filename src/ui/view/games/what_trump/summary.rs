//! The round summary: trump, every task revealed and whether it was met, tricks, captured
//! cards by suit, the dealer's claim and discard, chips after. "Next round" dismisses it (the
//! acknowledgement is saved, so a reload does not show it again).

use super::card::suit_class;
use super::chip::{grouped, ChipToken};
use super::TableCtx;
use crate::engine::Seat;
use crate::games::what_trump::scoring::RoundSummary;
use crate::games::what_trump::{Suit, WhatTrump};
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
            title: format!("Round {} scored", s.number),
            body: summary_body(s, ctx).into_any(),
            totals: None,
            next: "Next round",
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
                n if Some(seat) == me && n != "You" => format!("{n} (you)"),
                n => n,
            };
            let (task, result, class) = if seat == s.dealer {
                let claim = if s.dealer_claims() {
                    match s.dealer_discard {
                        Some(t) => format!("claim met · discarded {}", t.label()),
                        None => "claim met".to_string(),
                    }
                } else {
                    "no claim".to_string()
                };
                ("Dealer".to_string(), claim, if s.dealer_claims() { "met" } else { "neutral" })
            } else {
                match s.tasks.iter().find(|t| t.seat == seat) {
                    Some(t) if t.met => (t.task.label(), "✓ met — chip discarded".to_string(), "met"),
                    Some(t) if t.dealer_met => (
                        t.task.label(),
                        "✗ failed (the dealer met it)".to_string(),
                        "failed",
                    ),
                    Some(t) => (t.task.label(), "✗ failed".to_string(), "failed"),
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
                    <td data-label="Task">{task}</td>
                    <td class="result" data-label="Result">{result}</td>
                    <td class="num" data-label="Tricks">{s.tricks_won.get(seat.index()).copied().unwrap_or(0)}</td>
                    <td class="by-suit" data-label="Captured">{by_suit}</td>
                    <td data-label="Chips now">
                        <div class="chips-after">
                            {grouped(&chips).into_iter().map(|(t, n)| view! { <ChipToken task=t count=n /> }).collect_view()}
                            {chips.is_empty().then_some("none left")}
                        </div>
                    </td>
                </tr>
            }
        })
        .collect_view();
    let dealer_who = if Some(s.dealer) == me {
        "You (the dealer)".to_string()
    } else {
        format!("The dealer, {},", ctx.name(s.dealer))
    };
    let claim = if s.dealer_claims() {
        let met: Vec<String> = s
            .tasks
            .iter()
            .filter(|t| t.dealer_met)
            .map(|t| format!("{} (failed by {})", t.task.label(), ctx.name_within(t.seat)))
            .collect();
        format!(
            "{} met {} and discarded {}.",
            dealer_who,
            met.join(", "),
            s.dealer_discard
                .map(|t| t.label())
                .unwrap_or_else(|| "a chip".into())
        )
    } else if s.tasks.iter().all(|t| t.met) {
        format!("{} had nothing to claim: every task was met.", dealer_who)
    } else {
        format!("{} met none of the failed tasks.", dealer_who)
    };
    let last_winner = s
        .tricks
        .last()
        .map(|t| ctx.name(t.winner))
        .unwrap_or_default();
    let head = view! {
        <th>"Player"</th>
        <th>"Task"</th>
        <th>"Result"</th>
        <th class="num">"Tricks"</th>
        <th>"Captured"</th>
        <th>"Chips now"</th>
    };
    view! {
        <p class="trump-line">{format!("Trump was {}. Last trick: {}.", s.trump.describe(), last_winner)}</p>
        {score_table("summary-table", head.into_any(), rows.into_any())}
        <p class="claim">{claim}</p>
    }
}
