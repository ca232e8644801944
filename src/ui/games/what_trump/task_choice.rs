//! Task choice after the reveal: a non-dealer picks one of their own chips, secretly.

use super::chip::{grouped, ChipChoice};
use super::{act, TableCtx};
use crate::games::what_trump::{Action, Task};
use leptos::prelude::*;

#[component]
pub fn TaskChoice() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = Memo::new(move |_| {
        ctx.view.with(|v| {
            let legal = v.legal_tasks();
            let dealer = v.seat == v.dealer;
            let mine = v.round.as_ref().and_then(|r| r.my_task);
            (grouped(&v.chips[v.seat.index()]), legal, dealer, mine)
        })
    });
    let pick = Callback::new(move |task: Task| act(Action::ChooseTask { task }));
    move || {
        let (chips, legal, dealer, mine) = data.get();
        if !ctx.live {
            return view! {
                <section class="panel task-choice waiting">
                    <h2>"Tasks"</h2>
                    <p>"The trump is revealed. Each player but the dealer now chooses one of their chips as a secret task for this round."</p>
                </section>
            }
            .into_any();
        }
        if dealer {
            return view! {
                <section class="panel task-choice waiting">
                    <h2>"Tasks"</h2>
                    <p>"You deal this round, so you take no task. After the tricks, every task another player failed is checked for you: meet one and you may discard a chip."</p>
                </section>
            }
            .into_any();
        }
        if let Some(t) = mine {
            return view! {
                <section class="panel task-choice waiting">
                    <h2>"Your task"</h2>
                    <p>{format!("{} — {}", t.label(), t.explain())}</p>
                    <p class="muted">"Waiting for the others to choose."</p>
                </section>
            }
            .into_any();
        }
        if legal.is_empty() {
            return view! {
                <section class="panel task-choice waiting">
                    <h2>"Tasks"</h2>
                    <p class="muted">"Wait for your turn to choose a task."</p>
                </section>
            }
            .into_any();
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
