//! The end of a game of Top Trumps: the winners, everyone's cards, how many turns it took,
//! and what to do next.

use super::players::cards_words;
use super::TableCtx;
use crate::engine::Seat;
use crate::games::top_trumps::{Phase, TopTrumps, TURN_LIMIT};
use crate::ui::model::lang::{say_with, Msg, Value};
use crate::ui::view::games::game_over::{final_line, over_modal, Ending};
use leptos::prelude::*;

pub fn game_over() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let shown = ctx.memo(move |v| v.phase == Phase::GameOver);
    move || {
        shown.get().then(|| {
            let v = ctx.view.get_untracked();
            let winners = v.winners.clone();
            let msg = if v.turns >= TURN_LIMIT && v.stacks.iter().filter(|s| s.count > 0).count() > 1 {
                Msg::TopTrumpsOverLimit
            } else if v.stacks.iter().all(|s| s.count == 0) {
                Msg::TopTrumpsOverTie
            } else if v.middle.is_empty() {
                Msg::TopTrumpsOverAll
            } else {
                Msg::TopTrumpsOverLast
            };
            let how = say_with(
                msg,
                &[
                    ("limit", Value::Number(TURN_LIMIT as f64)),
                    ("n", Value::Number(v.turns as f64)),
                ],
            );
            let finals = Seat::all(v.players())
                .map(|s| {
                    let cards = cards_words(v.stacks[s.index()].count);
                    final_line(ctx.name(s), winners.contains(&s), "num", cards.into_any())
                })
                .collect_view();
            let left = (!v.middle.is_empty()).then(|| view! { <p class="small muted">{say_with(Msg::TopTrumpsLeftMiddle, &[("n", Value::Number(v.middle.len() as f64))])}</p> }.into_any());
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
