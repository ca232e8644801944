//! After each hand: bids, tricks, points and totals ("Next hand" closes it; the
//! acknowledgement is saved). At the end: the winners, the totals and hand-by-hand scores.

use super::card::suit_mark;
use super::{Ctx, DecktetView, ScoredHand};
use crate::engine::Seat;
use crate::mechanics::partners::seat_totals;
use crate::ui::app::focus_on_mount;
use crate::ui::ctl::Ctl;
use crate::ui::games::game_over::{OverActions, OverTitle};
use leptos::prelude::*;

/// One hand's bids, tricks and points by seat.
pub fn hand_table<V: DecktetView>(r: &ScoredHand, ctx: &Ctx<V>) -> impl IntoView {
    let v = ctx.view.get_untracked();
    let bidding = v.bidding();
    let rows = Seat::all(r.points.len())
        .map(|s| {
            let i = s.index();
            let bid = r.bids[i].map(|b| b.to_string()).unwrap_or_default();
            let made = r.bids[i].map(|b| r.won[i] >= b);
            view! {
                <tr data-player=i.to_string()>
                    <th scope="row">{ctx.who(&v, s)}</th>
                    {bidding.then(|| view! { <td>{bid}</td> })}
                    <td>{r.won[i].to_string()}</td>
                    {bidding.then(|| view! { <td>{match made { Some(true) => "✓ made", Some(false) => "✗ short", None => "" }}</td> })}
                    <td class="num">{format!("+{}", r.points[i])}</td>
                </tr>
            }
        })
        .collect_view();
    let trump = match r.trump {
        Some(t) => view! { <p>{r.trump_words} " " {suit_mark(t)} " " {t.name()}</p> }.into_any(),
        None => view! { <p>{r.no_trump_words}</p> }.into_any(),
    };
    let note = r.note.clone();
    view! {
        {trump}
        <div class="table-scroll">
            <table class="rounds-table hand-table">
                <thead>
                    <tr>
                        <th>"Player"</th>
                        {bidding.then(|| view! { <th>"Bid"</th> })}
                        <th>"Tricks"</th>
                        {bidding.then(|| view! { <th>"Bid made?"</th> })}
                        <th>"Points"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        {note.map(|t| view! { <p class="small">{t}</p> })}
    }
}

/// The summary of each hand as it ends, until acknowledged.
pub fn hand_summary_modal<V: DecktetView>() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<Ctx<V>>();
    let seen = Memo::new(move |_| {
        ctl.session
            .with(|s| s.as_ref().map(|s| s.saved.summaries_seen))
            .unwrap_or(usize::MAX)
    });
    let pending = Memo::new(move |_| {
        let seen = seen.get();
        ctx.view.with(|v| {
            v.scored(seen)
                .map(|r| (r, v.hands_scored() == seen + 1 && v.game_over()))
        })
    });
    move || {
        pending.get().map(|(r, last)| {
            let next = NodeRef::<leptos::html::Button>::new();
            focus_on_mount(next);
            let totals = ctx.view.with_untracked(|v| {
                Seat::all(v.players())
                    .map(|s| format!("{} {}", ctx.who(v, s), v.totals()[s.index()]))
                    .collect::<Vec<_>>()
                    .join(" · ")
            });
            view! {
                <div class="modal-backdrop">
                    <div class="modal summary" data-testid="round-summary" role="dialog" aria-modal="true" aria-labelledby="summary-title">
                        <h2 id="summary-title">{format!("Hand {} scored", r.number)}</h2>
                        {hand_table::<V>(&r, &ctx)}
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
pub fn game_over<V: DecktetView>() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<Ctx<V>>();
    let shown = Memo::new(move |_| {
        let done = ctl
            .session
            .with(|s| s.as_ref().is_some_and(|s| s.pending_summary().is_none()));
        done && ctx.view.with(|v| v.game_over())
    });
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let winners = v.winners().to_vec();
            let headline = ctx.headline(&v, &winners);
            let celebrate = crate::ui::games::game_over::celebrated(ctl, &winners);
            let players = v.players();
            let partners = v.partners();
            let results: Vec<ScoredHand> = (0..v.hands_scored()).filter_map(|k| v.scored(k)).collect();
            let head = Seat::all(players).map(|s| view! { <th class="num">{ctx.name(s)}</th> }).collect_view();
            let mut running = vec![0; players];
            let rows = results
                .iter()
                .map(|r| {
                    for (t, p) in running.iter_mut().zip(&r.points) {
                        *t += p;
                    }
                    let shown = seat_totals(&running, partners);
                    let cells = (0..players)
                        .map(|i| view! { <td class="num">{format!("+{} = {}", r.points[i], shown[i])}</td> })
                        .collect_view();
                    view! { <tr><th scope="row">{r.number}</th>{cells}</tr> }
                })
                .collect_view();
            let finals = Seat::all(players)
                .map(|s| {
                    let won = winners.contains(&s);
                    view! {
                        <li class:winner=won>
                            <span class="who">{ctx.name(s)} {won.then_some(" ★ winner")}</span>
                            <span class="num">{format!("{} point{}", v.totals()[s.index()], if v.totals()[s.index()].abs() == 1 { "" } else { "s" })}</span>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <div class="modal-backdrop">
                    <div class="modal game-over" data-testid="game-over" role="dialog" aria-modal="true" aria-labelledby="over-title">
                        <OverTitle headline=headline celebrate=celebrate />
                        <p class="muted">
                            {format!("After {} hand{}{}.", results.len(), if results.len() == 1 { "" } else { "s" },
                                if partners { "; partners share their team's total" } else { "" })}
                        </p>
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
