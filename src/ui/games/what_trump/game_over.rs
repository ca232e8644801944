//! The end of the game: winner(s), final chips, a round-by-round table, and what next.

use super::chip::{grouped, ChipToken};
use super::TableCtx;
use crate::engine::Seat;
use crate::games::what_trump::Phase;
use crate::ui::ctl::Ctl;
use crate::ui::games::game_over::{OverActions, OverTitle};
use leptos::prelude::*;

#[component]
pub fn GameOver() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx>();
    let shown = Memo::new(move |_| {
        let summaries_done = ctl
            .session
            .with(|s| s.as_ref().is_some_and(|s| s.pending_summary().is_none()));
        summaries_done && ctx.view.with(|v| v.phase == Phase::GameOver)
    });
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let players = v.players();
            let headline = ctx.headline(&v, &v.winners);
            let celebrate = crate::ui::games::game_over::celebrated(ctl, &v.winners);
            let head_cells = Seat::all(players)
                .map(|s| view! { <th>{ctx.name(s)}</th> })
                .collect_view();
            let rounds = v
                .history()
                .iter()
                .map(|r| {
                    let cells = Seat::all(players)
                        .map(|s| {
                            let (long, short) = if s == r.dealer {
                                let d = if r.dealer_claims() { "D ✓" } else { "D" };
                                (d.to_string(), d.to_string())
                            } else {
                                match r.tasks.iter().find(|t| t.seat == s) {
                                    Some(t) => {
                                        let mark = if t.met { "✓" } else { "✗" };
                                        (format!("{mark} {}", t.task.label()), format!("{mark} {}", t.task.short()))
                                    }
                                    None => (String::new(), String::new()),
                                }
                            };
                            view! {
                                <td>
                                    <span class="long">{long}</span>
                                    <span class="short">{short}</span>
                                </td>
                            }
                        })
                        .collect_view();
                    view! {
                        <tr>
                            <th scope="row">{r.number}</th>
                            {cells}
                        </tr>
                    }
                })
                .collect_view();
            let finals = Seat::all(players)
                .map(|s| {
                    let chips = v.chips[s.index()];
                    let won = v.winners.contains(&s);
                    view! {
                        <li class:winner=won>
                            <span class="who">{ctx.name(s)} {won.then_some(" ★ winner")}</span>
                            <span class="player-chips">
                                {grouped(&chips).into_iter().map(|(t, n)| view! { <ChipToken task=t count=n /> }).collect_view()}
                                {chips.is_empty().then_some("no chips left")}
                            </span>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <div class="modal-backdrop">
                    <div class="modal game-over" data-testid="game-over" role="dialog" aria-modal="true" aria-labelledby="over-title">
                        <OverTitle headline=headline celebrate=celebrate />
                        <p class="muted">
                            {format!(
                                "After {} round{}. D = dealer (✓ when the dealer's claim succeeded).",
                                v.history().len(),
                                if v.history().len() == 1 { "" } else { "s" }
                            )}
                        </p>
                        <ul class="finals">{finals}</ul>
                        <OverActions />
                        <h3>"Round by round"</h3>
                        <div class="table-scroll">
                            <table class="rounds-table">
                                <thead>
                                    <tr>
                                        <th>"Round"</th>
                                        {head_cells}
                                    </tr>
                                </thead>
                                <tbody>{rounds}</tbody>
                            </table>
                        </div>
                    </div>
                </div>
            }
        })
    }
}
