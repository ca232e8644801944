//! After each hand: every bid, the tricks taken and the points, with the kind of game
//! ("Next hand" closes it; the acknowledgement is saved). At the end: the winners, the totals
//! and the scores hand by hand.

use super::bids::kind_text;
use super::card::suit_mark;
use super::TableCtx;
use crate::engine::Seat;
use crate::games::truf::state::HandResult;
use crate::games::truf::Phase;
use crate::ui::app::focus_on_mount;
use crate::ui::ctl::Ctl;
use crate::ui::games::game_over::{OverActions, OverTitle};
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
        Some(t) => view! { <p>"Trump was " {suit_mark(t)} " " {t.name()} "."</p> }.into_any(),
        None => view! { <p>"There was no trump."</p> }.into_any(),
    };
    view! {
        {trump}
        <p class="small">{kind_text(r.kind)}</p>
        <div class="table-scroll">
            <table class="rounds-table hand-table">
                <thead>
                    <tr>
                        <th>"Player"</th>
                        <th>"Bid"</th>
                        <th>"Took"</th>
                        <th>"Exact?"</th>
                        <th>"Points"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        <p class="small muted">"★ won the bid."</p>
    }
}

/// The summary of each hand as it ends, until acknowledged.
pub fn hand_summary_modal() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx>();
    let seen = Memo::new(move |_| {
        ctl.session
            .with(|s| s.as_ref().map(|s| s.saved.summaries_seen))
            .unwrap_or(usize::MAX)
    });
    let pending = Memo::new(move |_| {
        let seen = seen.get();
        ctx.view.with(|v| {
            v.results
                .get(seen)
                .cloned()
                .map(|r| (r, v.results.len() == seen + 1 && v.phase == Phase::GameOver))
        })
    });
    move || {
        pending.get().map(|(r, last)| {
            let next = NodeRef::<leptos::html::Button>::new();
            focus_on_mount(next);
            let totals = ctx.view.with_untracked(|v| {
                Seat::all(v.players)
                    .map(|s| format!("{} {}", ctx.who(v, s), v.points[s.index()]))
                    .collect::<Vec<_>>()
                    .join(" · ")
            });
            view! {
                <div class="modal-backdrop">
                    <div class="modal summary" data-testid="round-summary" role="dialog" aria-modal="true" aria-labelledby="summary-title">
                        <h2 id="summary-title">{format!("Hand {} scored", r.number)}</h2>
                        {hand_table(&r, &ctx)}
                        <p class="totals"><strong>"Totals: "</strong>{totals}</p>
                        <button type="button" class="btn primary big" data-testid="next-round" node_ref=next on:click=move |_| ctl.acknowledge_summary()>
                            {if last { "See the result" } else { "Next hand" }}
                        </button>
                    </div>
                </div>
            }
        })
    }
}

/// The end of the match: winners, totals, hand by hand.
pub fn game_over() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx>();
    let shown = Memo::new(move |_| {
        let done = ctl
            .session
            .with(|s| s.as_ref().is_some_and(|s| s.pending_summary().is_none()));
        done && ctx.view.with(|v| v.phase == Phase::GameOver)
    });
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let winners = v.winners.clone();
            let headline = ctx.headline(&v, &winners);
            let celebrate = crate::ui::games::game_over::celebrated(ctl, &winners);
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
                    let won = winners.contains(&s);
                    let p = v.points[s.index()];
                    view! {
                        <li class:winner=won>
                            <span class="who">{ctx.name(s)} {won.then_some(" ★ winner")}</span>
                            <span class="num">{format!("{p} point{}", if p.abs() == 1 { "" } else { "s" })}</span>
                        </li>
                    }
                })
                .collect_view();
            let hands = v.results.len();
            view! {
                <div class="modal-backdrop">
                    <div class="modal game-over" data-testid="game-over" role="dialog" aria-modal="true" aria-labelledby="over-title">
                        <OverTitle headline=headline celebrate=celebrate />
                        <p class="muted">{format!("After {hands} hand{}.", if hands == 1 { "" } else { "s" })}</p>
                        <ul class="finals">{finals}</ul>
                        <OverActions />
                        <h3>"Hand by hand"</h3>
                        <div class="table-scroll">
                            <table class="rounds-table">
                                <thead><tr><th>"Hand"</th>{head}</tr></thead>
                                <tbody>{rows}</tbody>
                            </table>
                        </div>
                    </div>
                </div>
            }
        })
    }
}
