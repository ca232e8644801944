//! Task chips: round tokens with a short label; buttons when they can be taken or chosen.

use super::card::suit_class;
use crate::engine::Game;
use crate::games::what_trump::{Action, Task, WhatTrump};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use leptos::prelude::*;

fn chip_text(task: Task) -> (String, &'static str) {
    match task {
        Task::Exactly(n) => (format!("{n}"), ""),
        Task::NoSuit(s) => {
            let symbol = s.symbol().to_string();
            let text = say_with(Msg::WhatTrumpChipNo, &[("symbol", Value::Text(&symbol))]);
            (text, suit_class(s))
        }
        Task::Fewest => (say(Msg::WhatTrumpChipFewest), ""),
        Task::Most => (say(Msg::WhatTrumpChipMost), ""),
        Task::LastTrick => (say(Msg::WhatTrumpChipLast), ""),
        Task::NoTricks => ("0".into(), ""),
    }
}

fn chip_kind(task: Task) -> &'static str {
    match task {
        Task::Exactly(_) => "kind-exactly",
        Task::NoSuit(_) => "kind-nosuit",
        Task::Fewest | Task::Most => "kind-compare",
        Task::LastTrick => "kind-last",
        Task::NoTricks => "kind-zero",
    }
}

/// Distinct tasks of a list of chips with how many of each, in display order.
pub fn grouped(chips: &[Task]) -> Vec<(Task, usize)> {
    let mut sorted = chips.to_vec();
    sorted.sort_unstable();
    let mut out: Vec<(Task, usize)> = Vec::new();
    for t in sorted {
        match out.last_mut() {
            Some((last, n)) if *last == t => *n += 1,
            _ => out.push((t, 1)),
        }
    }
    out
}

/// A chip token (not clickable); `arrive` when it has just come to its owner (it flies in,
/// see `games::motion`).
#[component]
pub fn ChipToken(
    task: Task,
    #[prop(optional)] count: usize,
    #[prop(optional)] arrive: bool,
) -> impl IntoView {
    let (text, suit) = chip_text(task);
    let arrive = if arrive { " arrive" } else { "" };
    view! {
        <span
            class=format!("chip-token {} {}{arrive}", chip_kind(task), suit)
            title=move || format!("{}: {}", said(&task.said()), said(&task.explain_said()))
            aria-label=move || said(&task.said())
            data-task=task.code()
        >
            <span class="chip-face">{text}</span>
            {(count > 1).then(|| view! { <span class="chip-count">{format!("×{count}")}</span> })}
        </span>
    }
}

/// A row of clickable chips (one button per distinct task, with its count): `chips` and
/// which of them are enabled (`legal`). Used by the chip draft, the task choice and the
/// dealer's discard. A keyed list: a chip stays in the page while its task is offered, and a
/// move changes only its count or whether it is enabled (before, the draft's whole pool was
/// drawn again after every pick).
#[component]
pub fn ChipChoice(
    #[prop(into)] chips: Signal<Vec<(Task, usize)>>,
    #[prop(into)] legal: Signal<Vec<Task>>,
    on_pick: Callback<Task>,
    class: &'static str,
    testid: &'static str,
    /// The action a chip plays (written as `data-action`, where a hint marks it).
    #[prop(optional)]
    action: Option<fn(Task) -> Action>,
) -> impl IntoView {
    let keys = Memo::new(move |_| chips.with(|c| c.iter().map(|&(t, _)| t).collect::<Vec<_>>()));
    let chip = move |task: Task| {
        let count = Memo::new(move |last: Option<&usize>| {
            chips
                .with(|c| c.iter().find(|&&(t, _)| t == task).map(|&(_, n)| n))
                .or(last.copied())
                .unwrap_or(1)
        });
        let enabled = Memo::new(move |_| legal.with(|l| l.contains(&task)));
        let action = action.map(|f| WhatTrump::action_text(&f(task)));
        view! { <ChipButton task=task count=count explain=true enabled=enabled on_pick=on_pick action=action /> }
    };
    view! {
        <div class=class data-testid=testid data-decision="">
            <For each=move || keys.get() key=|t| *t children=chip />
        </div>
    }
}

/// A chip that can be clicked. With `explain`, the task's full wording is shown beside it.
#[component]
pub fn ChipButton(
    task: Task,
    #[prop(into)] enabled: Signal<bool>,
    on_pick: Callback<Task>,
    #[prop(into)] count: Signal<usize>,
    #[prop(optional)] explain: bool,
    /// The short text of the action it plays (`data-action`).
    #[prop(default = None)]
    action: Option<String>,
) -> impl IntoView {
    let (text, suit) = chip_text(task);
    // Named by what it shows (the task and its explanation), with the count and, when the
    // explanation is not shown, the explanation as text for screen readers only.
    let count_text = move || {
        let count = count.get();
        (count > 1).then(|| {
            let said = say_with(
                Msg::WhatTrumpChipCount,
                &[("n", Value::Number(count as f64))],
            );
            view! { <span class="sr-only">{format!(" {said}")}</span> }
        })
    };
    let count_mark = move || {
        let count = count.get();
        (count > 1).then(|| view! { <span class="chip-count">{format!("×{count}")}</span> })
    };
    view! {
        <button
            type="button"
            class=format!("chip {}", if explain { "explained" } else { "" })
            data-task=task.code()
            data-action=action
            title=move || said(&task.explain_said())
            disabled=move || !enabled.get()
            on:click=move |_| on_pick.run(task)
        >
            <span class=format!("chip-token {} {}", chip_kind(task), suit) aria-hidden="true">
                <span class="chip-face">{text}</span>
                {count_mark}
            </span>
            <span class="chip-text">
                <span class="chip-label">{move || said(&task.said())}</span>
                {count_text}
                {if explain {
                    view! { <span class="chip-explain">{move || format!(" {}", said(&task.explain_said()))}</span> }.into_any()
                } else {
                    view! { <span class="sr-only">{move || format!(": {}", said(&task.explain_said()))}</span> }.into_any()
                }}
            </span>
        </button>
    }
}
