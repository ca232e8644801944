//! The chip draft: the chips in the middle; the player to act clicks one to take it.

use super::chip::{grouped, ChipChoice};
use super::{act, TableCtx};
use crate::games::what_trump::{Action, Task};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use leptos::prelude::*;

#[component]
pub fn ChipPool() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        // A bot's seat shown at a table of bots picks for itself.
        let legal = if ctx.me(v).is_some() {
            v.legal_tasks()
        } else {
            Vec::new()
        };
        (grouped(&v.pool), legal, v.pool.len())
    });
    let pick = Callback::new(move |task: Task| act(Action::PickChip { task }));
    view! {
        <section class="panel chip-draft" aria-labelledby="chip-draft-title">
            <h2 id="chip-draft-title">{move || say(Msg::WhatTrumpChipDraft)}</h2>
            <p class="muted">{move || say(Msg::WhatTrumpChipDraftAbout)}</p>
            <ChipChoice
                chips=Memo::new(move |_| data.with(|d| d.0.clone()))
                legal=Memo::new(move |_| data.with(|d| d.1.clone()))
                on_pick=pick
                class="chip-pool"
                testid="chip-pool"
                action=|task| Action::PickChip { task }
            />
            <p class="muted small">{move || say_with(Msg::WhatTrumpChipsInMiddle, &[("n", Value::Number(data.get().2 as f64))])}</p>
        </section>
    }
}
