//! Task choice after the reveal: a non-dealer picks one of their own chips, secretly.

use super::chip::{grouped, ChipChoice};
use super::{act, TableCtx};
use crate::games::what_trump::{Action, Task};
use crate::ui::model::lang::{said, say, Msg};
use leptos::prelude::*;

/// The panel while this seat has no task to choose: `title` over `body`.
fn waiting(title: Msg, body: impl IntoView + 'static) -> AnyView {
    view! {
        <section class="panel task-choice waiting">
            <h2>{say(title)}</h2>
            {body}
        </section>
    }
    .into_any()
}

#[component]
pub fn TaskChoice() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        let legal = v.legal_tasks();
        let dealer = v.seat == v.dealer;
        let mine = v.round.as_ref().and_then(|r| r.my_task);
        (
            grouped(&v.chips[v.seat.index()]),
            legal,
            dealer,
            mine,
            ctx.me(v).is_some(),
        )
    });
    let pick = Callback::new(move |task: Task| act(Action::ChooseTask { task }));
    move || {
        let (chips, legal, dealer, mine, person) = data.get();
        // A replay, or a bot's seat shown at a table of bots: what happens, not a choice.
        if !person {
            return waiting(
                Msg::WhatTrumpTasks,
                view! { <p>{say(Msg::WhatTrumpTasksReplay)}</p> },
            );
        }
        if dealer {
            return waiting(
                Msg::WhatTrumpTasks,
                view! { <p>{say(Msg::WhatTrumpTasksDealer)}</p> },
            );
        }
        if let Some(t) = mine {
            return waiting(
                Msg::WhatTrumpYourTask,
                view! {
                    <p>{format!("{} — {}", said(&t.said()), said(&t.explain_said()))}</p>
                    <p class="muted">{say(Msg::WhatTrumpTasksWaiting)}</p>
                },
            );
        }
        if legal.is_empty() {
            return waiting(
                Msg::WhatTrumpTasks,
                view! { <p class="muted">{say(Msg::WhatTrumpTasksWaitTurn)}</p> },
            );
        }
        view! {
            <section class="panel task-choice" aria-labelledby="task-choice-title">
                <h2 id="task-choice-title">{say(Msg::WhatTrumpChooseTask)}</h2>
                <p class="muted">{say(Msg::WhatTrumpChooseTaskAbout)}</p>
                <ChipChoice chips=chips legal=legal on_pick=pick class="chip-list" testid="task-choice" action=|task| Action::ChooseTask { task } />
            </section>
        }
        .into_any()
    }
}
