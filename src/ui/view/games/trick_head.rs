//! The heading every game's trick area shares: the caption ("Last trick: " first while an
//! earlier trick is looked at) and the "Last trick" / "Back to this trick" button.

use super::{SeatView, TableCtx};
use crate::engine::Game;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use leptos::prelude::*;
use std::hash::Hash;

/// `show_last` is the trick area's own switch; `has_last` whether there is an earlier trick.
#[component]
pub fn TrickHead(
    #[prop(into)] caption: Signal<String>,
    show_last: RwSignal<bool>,
    has_last: Memo<bool>,
) -> impl IntoView {
    let viewing_last = move || show_last.get() && has_last.get();
    view! {
        <div class="trick-head">
            <p class="trick-caption">
                {move || viewing_last().then(|| say(Msg::TableLastTrickNow))}
                {move || caption.get()}
            </p>
            {move || has_last.get().then(|| view! {
                <button
                    type="button"
                    class="btn small ghost"
                    data-testid="last-trick"
                    aria-pressed=move || viewing_last().to_string()
                    on:click=move |_| show_last.update(|s| *s = !*s)
                >
                    {move || say(if viewing_last() { Msg::TableBackToTrick } else { Msg::TableLastTrick })}
                </button>
            })}
        </div>
    }
}

/// The trick the area shows, among `done` completed tricks with the open one `open_empty` or
/// not: `Some(k)`, completed trick `k` (the last one while the next is not started, the one
/// before when `want_last`), or `None`, the open trick.
pub fn shown_trick(want_last: bool, open_empty: bool, done: usize) -> Option<usize> {
    if want_last && done > 0 {
        Some(if open_empty && done >= 2 {
            done - 2
        } else {
            done - 1
        })
    } else if open_empty && done > 0 {
        Some(done - 1)
    } else {
        None
    }
}

/// Whether there is an earlier trick than the one on the table to look back at.
pub fn has_last_trick(open_empty: bool, done: usize) -> bool {
    done >= 2 || (done == 1 && !open_empty)
}

/// The caption of trick `number` of `total` in the page's language: `taken` once complete
/// ("you take", "Ann takes": "Trick 3 of 8 — you take the trick"), `leading` while no card
/// is down ("Ann to lead"), `before` before the tricks.
pub fn trick_caption(
    number: usize,
    total: usize,
    taken: Option<String>,
    leading: Option<String>,
    playing: bool,
    before: &str,
) -> String {
    let of = |msg: Msg, name: &str, words: &str| {
        say_with(
            msg,
            &[
                ("number", Value::Number(number as f64)),
                ("total", Value::Number(total as f64)),
                (name, Value::Text(words)),
            ],
        )
    };
    match (taken, leading) {
        (Some(t), _) => of(Msg::TableTrickTaken, "taken", &t),
        (None, Some(l)) if playing => of(Msg::TableTrickLeading, "leading", &l),
        _ if playing => of(Msg::TableTrickOf, "", ""),
        _ => before.to_string(),
    }
}

/// The "Last trick" switch (`show`) and whether there is an earlier trick to show (`has`).
#[derive(Clone, Copy)]
pub struct LastTrick {
    pub show: RwSignal<bool>,
    pub has: Memo<bool>,
}

/// What the trick area shows at the moment, worked out in a memo ([`trick_memo`]): the
/// caption, the row's classes (`complete` once won, `gather` while it gathers at its winner),
/// every seat's place (`S`: all a place shows, so a place stays in the page while nothing on
/// it changes) and why the trick was won.
#[derive(Clone, PartialEq)]
pub struct TrickDraw<S> {
    pub caption: String,
    pub class: String,
    pub complete: bool,
    pub gather: bool,
    pub slots: Vec<S>,
    pub reason: Option<String>,
}

/// The trick area, drawn once and kept: the head, the places as a keyed list (`slot` draws
/// one), why it was won, and what a game puts `after` them. A card played changes the places
/// whose card, marks or turn changed; before, the whole area was drawn again for every card.
pub fn trick_section<S, F>(
    data: Memo<Option<TrickDraw<S>>>,
    last: LastTrick,
    slot: F,
    after: impl Fn() -> Option<AnyView> + Send + Sync + 'static,
) -> impl IntoView
where
    S: Clone + Eq + Hash + Send + Sync + 'static,
    F: Fn(S) -> AnyView + Clone + Send + Sync + 'static,
{
    let shown = Memo::new(move |_| data.with(|d| d.is_some()));
    let after = std::sync::Arc::new(after);
    move || {
        let slot = slot.clone();
        let after = after.clone();
        shown.get().then(move || {
            let read = move |f: fn(&TrickDraw<S>) -> String| {
                data.with(|d| d.as_ref().map(f).unwrap_or_default())
            };
            let caption = Signal::derive(move || read(|d| d.caption.clone()));
            let class = move || {
                read(|d| {
                    let mut class = d.class.clone();
                    for (on, name) in [(d.complete, " complete"), (d.gather, " gather")] {
                        if on {
                            class.push_str(name);
                        }
                    }
                    class
                })
            };
            let slots = move || data.with(|d| d.as_ref().map(|d| d.slots.clone()).unwrap_or_default());
            view! {
                <section class="trick-wrap" data-read="trick" aria-label=move || say(Msg::TableTrick)>
                    <TrickHead caption=caption show_last=last.show has_last=last.has />
                    <div class=class data-testid="trick">
                        <For each=slots key=|s| s.clone() children=slot />
                    </div>
                    // Why a complete trick was won; the line keeps its room while a trick is
                    // played, so the table does not move when it comes.
                    <p class="trick-reason" data-testid="trick-reason">
                        {move || data.with(|d| d.as_ref().and_then(|d| d.reason.clone()))}
                    </p>
                    {move || after()}
                </section>
            }
        })
    }
}

/// The trick area's "Last trick" switch and what the area shows: `read` takes it from the view
/// of the seat shown (`true`: the trick before is wanted).
pub fn trick_memo<G, T>(
    ctx: TableCtx<G>,
    read: impl Fn(&G::View, bool) -> Option<T> + Send + Sync + 'static,
) -> (RwSignal<bool>, Memo<Option<T>>)
where
    G: Game,
    G::View: SeatView,
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let show_last = RwSignal::new(false);
    let data = Memo::new(move |_| {
        let want_last = show_last.get();
        ctx.view.with(|v| read(v, want_last))
    });
    (show_last, data)
}
