//! After each hand: every bid, the tricks taken and the points, with the kind of game
//! ("Next hand" closes it; the acknowledgement is saved). At the end: the winners, the totals
//! and the scores hand by hand.

use super::bids::kind_text;
use super::card::suit_mark_named;
use super::TableCtx;
use crate::engine::Seat;
use crate::games::truf::state::HandResult;
use crate::games::truf::{Phase, Truf};
use crate::ui::view::games::game_over::{
    count_of, final_line, over_modal, over_shown, rounds_table, Ending,
};
use crate::ui::view::games::hand_summary::score_table;
use crate::ui::view::games::hand_summary::{summary_modal, SummaryContent};
use leptos::prelude::*;

/// One hand's bids, tricks and points by seat.
pub fn hand_table(r: &HandResult, ctx: &TableCtx) -> impl IntoView {
    let v = ctx.view.get_untracked();
    let rows = Seat::all(r.points.len())
        .map(|s| {
            let i = s.index();
            let made = u32::from(r.won[i]) == r.contract[i];
            let bid = if r.contract[i] == r.reveal.values[i] {
                r.contract[i].to_string()
            } else {
                format!("{} → {}", r.reveal.values[i], r.contract[i])
            };
            view! {
                <tr data-player=i.to_string()>
                    <th scope="row">{ctx.who(&v, s)}{(r.reveal.winner == s).then_some(" ★")}</th>
                    <td>{bid}</td>
                    <td>{r.won[i].to_string()}</td>
                    <td>{if made { "✓ exact" } else if u32::from(r.won[i]) < r.contract[i] { "✗ short" } else { "✗ over" }}</td>
                    <td class="num">{format!("{:+}", r.points[i])}</td>
                </tr>
            }
        })
        .collect_view();
    let trump = match r.reveal.trump {
        Some(t) => view! { <p>"Trump was " {suit_mark_named(t)} " " {t.name()} "."</p> }.into_any(),
        None => view! { <p>"There was no trump."</p> }.into_any(),
    };
    let head = view! {
        <th>"Player"</th>
        <th>"Bid"</th>
        <th>"Took"</th>
        <th>"Exact?"</th>
        <th>"Points"</th>
    };
    // An even game turned up or down changed the bids: "3 → 2" says from what to what.
    let turned = (0..r.points.len())
        .map(|i| (r.reveal.values[i], r.contract[i]))
        .find(|(bid, played)| bid != played)
        .map(|(bid, played)| {
            if played > bid {
                " The even game was turned up: every bid went up by one (3 → 4 means bid 3, played for 4)."
            } else {
                " The even game was turned down: every bid above zero went down by one (3 → 2 means bid 3, played for 2)."
            }
        });
    view! {
        {trump}
        <p class="small">{kind_text(r.kind)}</p>
        {score_table("rounds-table hand-table", head.into_any(), rows.into_any())}
        <p class="small muted" data-testid="hand-notes">"★ won the bid."{turned}</p>
    }
}

/// The summary of each hand as it ends (until acknowledged) and the end of the match.
pub fn endings() -> AnyView {
    view! {
        {hand_summary_modal()}
        {game_over()}
    }
    .into_any()
}

/// The summary of each hand as it ends, until acknowledged.
fn hand_summary_modal() -> AnyView {
    summary_modal::<Truf, HandResult>(
        |v, seen| {
            v.results
                .get(seen)
                .cloned()
                .map(|r| (r, v.results.len() == seen + 1 && v.phase == Phase::GameOver))
        },
        |r, ctx| {
            let totals = ctx.view.with_untracked(|v| {
                Seat::all(v.players)
                    .map(|s| format!("{} {}", ctx.who(v, s), v.points[s.index()]))
                    .collect::<Vec<_>>()
                    .join(" · ")
            });
            SummaryContent {
                title: format!("Hand {} scored", r.number),
                body: hand_table(r, ctx).into_any(),
                totals: Some(totals),
                next: "Next hand",
            }
        },
    )
}

/// The end of the match: winners, totals, hand by hand.
fn game_over() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let shown = over_shown::<Truf>(|v| v.phase == Phase::GameOver);
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let winners = v.winners.clone();
            let players = v.players;
            let head = Seat::all(players).map(|s| view! { <th class="num">{ctx.name(s)}</th> }).collect_view();
            let mut running = vec![0; players];
            let rows = v
                .results
                .iter()
                .map(|r| {
                    let cells = (0..players)
                        .map(|i| {
                            running[i] += r.points[i];
                            view! { <td class="num">{format!("{:+} = {}", r.points[i], running[i])}</td> }
                        })
                        .collect_view();
                    view! { <tr><th scope="row">{r.number}</th>{cells}</tr> }
                })
                .collect_view();
            let finals = Seat::all(players)
                .map(|s| {
                    let points = count_of(v.points[s.index()].into(), "point");
                    final_line(ctx.name(s), winners.contains(&s), "num", points.into_any())
                })
                .collect_view();
            let ending = Ending {
                how: format!("After {}.", count_of(v.results.len() as i64, "hand")),
                finals: finals.into_any(),
                before_actions: None,
                after_actions: Some(rounds_table("Hand by hand", "Hand", head.into_any(), rows.into_any())),
            };
            over_modal::<Truf>(&v, &winners, ending)
        })
    }
}
