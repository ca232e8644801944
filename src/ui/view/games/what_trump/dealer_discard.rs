//! The dealer's discard: after meeting a task another player failed, the dealer chooses a chip.

use super::chip::{grouped, ChipChoice};
use super::{act, TableCtx};
use crate::games::what_trump::{Action, Task};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use leptos::prelude::*;

/// "Most tricks (failed by Ann)".
pub fn failed_by(task: &str, who: &str) -> String {
    say_with(
        Msg::WhatTrumpFailedBy,
        &[("task", Value::Text(task)), ("who", Value::Text(who))],
    )
}

#[component]
pub fn DealerDiscard() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        // A bot's seat shown at a table of bots discards for itself.
        let legal = if ctx.me(v).is_some() {
            v.legal_tasks()
        } else {
            Vec::new()
        };
        let claims: Vec<(String, Task)> = v
            .round
            .as_ref()
            .and_then(|r| r.scoring.as_ref())
            .map(|s| {
                s.tasks
                    .iter()
                    .filter(|t| t.dealer_met)
                    .map(|t| (ctx.name_within(t.seat), t.task))
                    .collect()
            })
            .unwrap_or_default();
        (
            grouped(&v.chips[v.seat.index()]),
            legal,
            claims,
            ctx.label(v.dealer),
        )
    });
    let pick = Callback::new(move |task: Task| act(Action::DealerDiscard { task }));
    move || {
        let (chips, legal, claims, dealer) = data.get();
        let claim_text = claims
            .iter()
            .map(|(who, t)| failed_by(&said(&t.said()), who))
            .collect::<Vec<_>>()
            .join(", ");
        if legal.is_empty() {
            return view! {
                <section class="panel dealer-discard waiting">
                    <h2>{say(Msg::WhatTrumpDealersClaim)}</h2>
                    <p>{say_with(Msg::WhatTrumpDealerMet, &[("dealer", Value::Text(&dealer)), ("claims", Value::Text(&claim_text))])}</p>
                </section>
            }
            .into_any();
        }
        view! {
            <section class="panel dealer-discard" aria-labelledby="discard-title">
                <h2 id="discard-title">{say(Msg::WhatTrumpClaimSucceeded)}</h2>
                <p>{say_with(Msg::WhatTrumpYouMet, &[("claims", Value::Text(&claim_text))])}</p>
                <ChipChoice chips=chips legal=legal on_pick=pick class="chip-list" testid="dealer-discard" action=|task| Action::DealerDiscard { task } />
            </section>
        }
        .into_any()
    }
}
