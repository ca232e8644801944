//! The end of a game of Top Trumps: the winners, everyone's cards, how many turns it took,
//! and what to do next.

use super::TableCtx;
use crate::engine::Seat;
use crate::games::top_trumps::{Phase, TopTrumps, TURN_LIMIT};
use crate::ui::view::games::game_over::{count_of, final_line, over_modal, Ending};
use leptos::prelude::*;

pub fn game_over() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let shown = ctx.memo(move |v| v.phase == Phase::GameOver);
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let winners = v.winners.clone();
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
                    let cards = count_of(v.stacks[s.index()].count as i64, "card");
                    final_line(ctx.name(s), winners.contains(&s), "num", cards.into_any())
                })
                .collect_view();
            let left = (!v.middle.is_empty()).then(|| view! { <p class="small muted">{format!("{} cards stayed in the middle.", v.middle.len())}</p> }.into_any());
            let ending = Ending {
                how,
                finals: finals.into_any(),
                before_actions: left,
                after_actions: None,
            };
            over_modal::<TopTrumps>(&v, &winners, ending)
        })
    }
}
