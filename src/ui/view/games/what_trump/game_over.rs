//! The end of the game: winner(s), final chips, a round-by-round table, and what next.

use super::chip::{grouped, ChipToken};
use super::TableCtx;
use crate::engine::Seat;
use crate::games::what_trump::{Phase, WhatTrump};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::view::games::game_over::{final_line, over_modal, over_shown, rounds_table, Ending};
use leptos::prelude::*;

#[component]
pub fn GameOver() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let shown = over_shown::<WhatTrump>(|v| v.phase == Phase::GameOver);
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let players = v.players();
            let head_cells = Seat::all(players)
                .map(|s| view! { <th>{crate::ui::model::words::shown_name(&ctx.name(s))}</th> })
                .collect_view();
            let rounds = v
                .history()
                .iter()
                .map(|r| {
                    let cells = Seat::all(players)
                        .map(|s| {
                            let (long, short) = if s == r.dealer {
                                let d = say(Msg::WhatTrumpDealerShort);
                                let d = if r.dealer_claims() { format!("{d} ✓") } else { d };
                                (d.clone(), d)
                            } else {
                                match r.tasks.iter().find(|t| t.seat == s) {
                                    Some(t) => {
                                        let mark = if t.met { "✓" } else { "✗" };
                                        (format!("{mark} {}", said(&t.task.said())), format!("{mark} {}", said(&t.task.short_said())))
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
                    let tokens = view! {
                        {grouped(&chips).into_iter().map(|(t, n)| view! { <ChipToken task=t count=n /> }).collect_view()}
                        {chips.is_empty().then(|| say(Msg::WhatTrumpNoChipsLeft))}
                    };
                    final_line(ctx.name(s), v.winners.contains(&s), "player-chips", tokens.into_any())
                })
                .collect_view();
            let rounds_played = v.history().len();
            let ending = Ending {
                how: say_with(Msg::WhatTrumpOverHow, &[("n", Value::Number(rounds_played as f64))]),
                finals: finals.into_any(),
                before_actions: None,
                after_actions: Some(rounds_table(say(Msg::WhatTrumpRoundByRound), say(Msg::WhatTrumpRound), head_cells.into_any(), rounds.into_any())),
            };
            over_modal::<WhatTrump>(&v, &v.winners, ending)
        })
    }
}
