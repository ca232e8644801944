//! The end of a game of Top Trumps: the winners, everyone's cards, how many turns it took,
//! and what to do next.

use super::TableCtx;
use crate::engine::Seat;
use crate::games::top_trumps::{Phase, TURN_LIMIT};
use crate::ui::ctl::Ctl;
use crate::ui::games::game_over::{OverActions, OverTitle};
use leptos::prelude::*;

pub fn game_over() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx>();
    let shown = Memo::new(move |_| ctx.view.with(|v| v.phase == Phase::GameOver));
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let winners = v.winners.clone();
            let headline = ctx.headline(&v, &winners);
            let celebrate = crate::ui::games::game_over::celebrated(ctl, &winners);
            let how = if v.turns >= TURN_LIMIT && v.stacks.iter().filter(|s| s.count > 0).count() > 1 {
                format!("The game reached {TURN_LIMIT} turns: the most cards wins.")
            } else if v.stacks.iter().all(|s| s.count == 0) {
                format!("A tie took everyone's last cards after {} turns.", v.turns)
            } else if v.middle.is_empty() {
                format!("All the cards won after {} turns.", v.turns)
            } else {
                format!("The only one left with cards after {} turns.", v.turns)
            };
            let finals = Seat::all(v.players())
                .map(|s| {
                    let won = winners.contains(&s);
                    let n = v.stacks[s.index()].count;
                    view! {
                        <li class:winner=won>
                            <span class="who">{ctx.name(s)} {won.then_some(" ★ winner")}</span>
                            <span class="num">{format!("{n} card{}", if n == 1 { "" } else { "s" })}</span>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <div class="modal-backdrop">
                    <div class="modal game-over" data-testid="game-over" role="dialog" aria-modal="true" aria-labelledby="over-title">
                        <OverTitle headline=headline celebrate=celebrate />
                        <p class="muted">{how}</p>
                        <ul class="finals">{finals}</ul>
                        {(!v.middle.is_empty()).then(|| view! { <p class="small muted">{format!("{} cards stayed in the middle.", v.middle.len())}</p> })}
                        <OverActions />
                    </div>
                </div>
            }
        })
    }
}
