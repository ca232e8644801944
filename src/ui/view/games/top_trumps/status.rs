//! Top Trumps' status line: always says what happens now (or, in a replay, what happens next).

use super::TableCtx;
use crate::games::top_trumps::{PackWords, Phase, TurnResult, View};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::model::words::game_over_sentence;
use crate::ui::stores::announcer::Announcer;
use crate::ui::view::games::status_line::{announce_turn, elsewhere};
use leptos::prelude::*;

fn status(v: &View, ctx: &TableCtx) -> String {
    if v.phase == Phase::GameOver {
        let names: Vec<String> = v.winners.iter().map(|&s| ctx.name(s)).collect();
        let you_won = v.winners.len() == 1 && ctx.me(v) == v.winners.first().copied();
        return game_over_sentence(&names, you_won);
    }
    let pack = &v.options.pack;
    let just = v
        .last
        .as_ref()
        .map(|t| {
            let label = said(&PackWords::of(pack).label(t.attribute as usize));
            let name = match t.result {
                TurnResult::Won { seat } => ctx.name(seat),
                _ => String::new(),
            };
            let args = [
                ("attribute", Value::Text(&label)),
                ("name", Value::Text(&name)),
                ("n", Value::Number(t.taken.len() as f64)),
            ];
            let msg = match t.result {
                TurnResult::Won { seat } if ctx.me(v) == Some(seat) => Msg::TopTrumpsYouTook,
                TurnResult::Won { .. } => Msg::TopTrumpsTook,
                TurnResult::Tie => Msg::TopTrumpsTieOn,
                TurnResult::NoData => Msg::TopTrumpsNoDataOn,
            };
            format!("{} ", say_with(msg, &args))
        })
        .unwrap_or_default();
    let chooser = v.chooser;
    let mine = ctx.persons_turn(v);
    if mine {
        return format!("{just}{}", say(Msg::TopTrumpsYourTurn));
    }
    let who = if ctx.live {
        ctx.label(chooser)
    } else {
        ctx.name(chooser)
    };
    let by = [("name", Value::Text(&who))];
    format!(
        "{just}{}",
        elsewhere(
            ctx.live,
            say_with(Msg::TopTrumpsChoosing, &by),
            say_with(Msg::TopTrumpsChooses, &by)
        )
    )
}

#[component]
pub fn StatusLine() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let words = ctx.memo(move |v| status(v, &ctx));
    let turn = ctx.memo(move |v| ctx.persons_turn(v));
    // The announcer has said what was taken: the turn is said alone.
    let yours = Memo::new(|_| say(Msg::TopTrumpsYourTurn));
    announce_turn(turn, yours);
    let live = (!ctx.live || use_context::<Announcer>().is_none()).then_some("polite");
    view! {
        <p class="status" class:my-turn=move || turn.get() data-testid="status" role=live.map(|_| "status") aria-live=live>
            {move || words.get()}
        </p>
    }
}
