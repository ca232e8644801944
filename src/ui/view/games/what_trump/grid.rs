//! The draft grid: 9 columns of 4 face-up cards; the active column is highlighted with its
//! marker seat, and its cards are clickable for the player to pick.

use super::card::{CardButton, CardFace};
use super::{act, TableCtx};
use crate::engine::Game;
use crate::games::what_trump::{Action, Card, Trump, WhatTrump};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use leptos::prelude::*;

/// A card's place in a column: still there (a button, enabled when it may be picked now) or
/// taken, with who took it.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Slot {
    Open { enabled: bool },
    Taken { who: String },
}

/// Everything one column shows (each part of the column follows its own part of this).
#[derive(Clone, PartialEq)]
struct ColumnShown {
    active: bool,
    done: bool,
    /// "You start" or "Ann starts".
    marker: Option<String>,
    cards: Vec<(Card, Slot)>,
    trump: Option<Trump>,
}

#[component]
pub fn Grid() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let columns = ctx.memo(move |v| {
        let Some(r) = v.round.as_ref() else {
            return Vec::new();
        };
        let me = ctx.me(v);
        // A bot's seat shown at a table of bots picks for itself.
        let legal = if me.is_some() {
            v.legal_cards()
        } else {
            Vec::new()
        };
        r.grid
            .iter()
            .enumerate()
            .map(|(i, col)| {
                let left = r.columns.get(i);
                let cards = col
                    .iter()
                    .map(|&card| {
                        let slot = if left.is_some_and(|c| c.contains(&card)) {
                            Slot::Open {
                                enabled: legal.contains(&card),
                            }
                        } else {
                            let took = r.draft_log.iter().find(|p| p.card == card);
                            Slot::Taken {
                                who: took
                                    .map(|p| super::taker(&ctx, me, p.seat))
                                    .unwrap_or_default(),
                            }
                        };
                        (card, slot)
                    })
                    .collect();
                ColumnShown {
                    active: r.active_column == Some(i),
                    done: left.is_some_and(|c| c.is_empty()),
                    marker: r.markers.get(i).copied().flatten().map(|m| {
                        if Some(m) == me {
                            say(Msg::WhatTrumpYouStart)
                        } else {
                            let name = ctx.name(m);
                            say_with(Msg::WhatTrumpStarts, &[("name", Value::Text(&name))])
                        }
                    }),
                    cards,
                    trump: r.trump,
                }
            })
            .collect::<Vec<_>>()
    });
    let has_round = ctx.memo(move |v| v.round.is_some());
    // Before the first pick (while the dealer sets the trump) the grid is dealt out, column
    // by column.
    let dealing = ctx.memo(move |v| {
        v.round
            .as_ref()
            .is_some_and(|r| r.draft_log.is_empty() && r.active_column.is_none())
    });
    let pick = Callback::new(move |card: Card| act(Action::Draft { card }));
    let count = Memo::new(move |_| columns.with(Vec::len));
    let drawn = drawn_in_steps(count);
    move || {
        has_round.get().then(|| {
            view! {
                <section class="grid-wrap" aria-label=move || say(Msg::WhatTrumpDraftGrid)>
                    <div class="grid" class:dealing=move || dealing.get() data-testid="grid" data-decision="" data-columns="">
                        <For each=move || 0..drawn.get() key=|i| *i children=move |i| column(i, columns, pick) />
                    </div>
                </section>
            }
        })
    }
}

/// Columns drawn in one task of the page: a new grid (36 cards, some 450 elements) drawn
/// whole was one of the longest tasks on a slow phone, so its columns come a few at a time.
const COLUMNS_A_STEP: usize = 3;

/// How many of the `count` columns are drawn: as many as there are, but a new grid's come
/// [`COLUMNS_A_STEP`] at a time, each step in a task of its own, so that drawing a deal (and
/// the summary in front of it) does not hold the page for the whole grid.
fn drawn_in_steps(count: Memo<usize>) -> ReadSignal<usize> {
    let (drawn, set_drawn) = signal(0usize);
    fn step(count: Memo<usize>, drawn: ReadSignal<usize>, set_drawn: WriteSignal<usize>) {
        let (Some(want), Some(now)) = (count.try_get_untracked(), drawn.try_get_untracked()) else {
            return; // the grid is gone
        };
        if now >= want {
            return;
        }
        set_drawn.set((now + COLUMNS_A_STEP).min(want));
        if now + COLUMNS_A_STEP < want {
            set_timeout(
                move || step(count, drawn, set_drawn),
                std::time::Duration::ZERO,
            );
        }
    }
    Effect::new(move |_| {
        let want = count.get();
        let now = drawn.get_untracked();
        if want < now {
            set_drawn.set(want);
        } else if want > now {
            step(count, drawn, set_drawn);
        }
    });
    drawn
}

/// One column: its number, who starts it, and its cards. The column stays in the page for
/// the round; its marks follow `columns`, and each card's place is drawn again only when it
/// changes (a pick replaces one card of one column, not the column).
fn column(i: usize, columns: Memo<Vec<ColumnShown>>, pick: Callback<Card>) -> impl IntoView {
    let shown = Memo::new(move |_| columns.with(|c| c.get(i).cloned()));
    let active = Memo::new(move |_| shown.with(|c| c.as_ref().is_some_and(|c| c.active)));
    let done = Memo::new(move |_| shown.with(|c| c.as_ref().is_some_and(|c| c.done)));
    let marker = Memo::new(move |_| shown.with(|c| c.as_ref().and_then(|c| c.marker.clone())));
    let slots = Memo::new(move |_| {
        shown.with(|c| {
            c.as_ref().map_or_else(Vec::new, |c| {
                c.cards
                    .iter()
                    .map(|(card, slot)| (*card, slot.clone(), c.trump))
                    .collect::<Vec<_>>()
            })
        })
    });
    view! {
        <div
            class="column"
            style=format!("--col:{i}")
            class:active=move || active.get()
            class:done=move || done.get()
            data-testid=format!("column-{i}")
            data-column=i
            aria-label=move || say_with(Msg::WhatTrumpColumn, &[("n", Value::Number((i + 1) as f64))])
            aria-current=move || active.get().then_some("true")
        >
            <div class="col-head">
                <span class="col-no" aria-hidden="true">{i + 1}</span>
                <span class="marker">{move || marker.get()}</span>
            </div>
            <div class="col-cards">
                <For each=move || slots.get() key=|s| s.clone() children=move |(card, slot, trump)| place(card, slot, trump, pick) />
            </div>
        </div>
    }
}

/// A card's place in a column: the card to pick, or the card taken and who took it.
fn place(card: Card, slot: Slot, trump: Option<Trump>, pick: Callback<Card>) -> AnyView {
    match slot {
        Slot::Open { enabled } => view! {
            <CardButton
                card=card
                trump=trump
                enabled=enabled
                on_pick=pick
                action=WhatTrump::action_text(&Action::Draft { card })
            />
        }
        .into_any(),
        Slot::Taken { who } => view! {
            <span class="taken-slot">
                <CardFace card=card trump=trump extra="taken" />
                <span class="taker">{who}</span>
            </span>
        }
        .into_any(),
    }
}
