//! Task choice after the reveal: a non-dealer picks one of their own chips, secretly.

use super::chip::{grouped, ChipChoice};
use super::{act, TableCtx};
use crate::games::what_trump::{Action, Task};
use leptos::prelude::*;

/// The panel while this seat has no task to choose: `title` over `body`.
fn waiting(title: &'static str, body: impl IntoView + 'static) -> AnyView {
    view! {
        <section class="panel task-choice waiting">
            <h2>{title}</h2>
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
        (grouped(&v.chips[v.seat.index()]), legal, dealer, mine)
    });
    let pick = Callback::new(move |task: Task| act(Action::ChooseTask { task }));
    move || {
        let (chips, legal, dealer, mine) = data.get();
        if !ctx.live {
            return waiting(
                "Tasks",
                view! {
                    <p>"The trump is revealed. Each player but the dealer now chooses one of their chips as a secret task for this round."</p>
                },
            );
        }
        if dealer {
            return waiting(
                "Tasks",
                view! {
                    <p>"You deal this round, so you take no task. After the tricks, every task another player failed is checked for you: meet one and you may discard a chip."</p>
                },
            );
        }
        if let Some(t) = mine {
            return waiting(
                "Your task",
                view! {
                    <p>{format!("{} — {}", t.label(), t.explain())}</p>
                    <p class="muted">"Waiting for the others to choose."</p>
                },
            );
        }
        if legal.is_empty() {
            return waiting(
                "Tasks",
                view! { <p class="muted">"Wait for your turn to choose a task."</p> },
            );
        }
        view! {
            <section class="panel task-choice" aria-labelledby="task-choice-title">
                <h2 id="task-choice-title">"Choose your task for this round"</h2>
                <p class="muted">"Nobody else sees it until the round is scored. Look at your hand and the trump first."</p>
                <ChipChoice chips=chips legal=legal on_pick=pick class="chip-list" testid="task-choice" action=|task| Action::ChooseTask { task } />
            </section>
        }
        .into_any()
    }
}
