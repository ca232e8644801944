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

/// Everything one column shows. A column is drawn again only when this changes (a pick
/// changes one or two columns, not all nine).
#[derive(Clone, PartialEq, Eq, Hash)]
struct ColumnShown {
    index: usize,
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
        let legal = v.legal_cards();
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
                    index: i,
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
    move || {
        has_round.get().then(|| {
            view! {
                <section class="grid-wrap" aria-label=move || say(Msg::WhatTrumpDraftGrid)>
                    <div class="grid" class:dealing=move || dealing.get() data-testid="grid" data-decision="" data-columns="">
                        <For each=move || columns.get() key=|c| c.clone() children=move |c| column(c, pick) />
                    </div>
                </section>
            }
        })
    }
}

/// One column: its number, who starts it, and its cards.
fn column(c: ColumnShown, pick: Callback<Card>) -> impl IntoView {
    let i = c.index;
    let trump = c.trump;
    let cards = c
        .cards
        .into_iter()
        .map(|(card, slot)| match slot {
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
        })
        .collect_view();
    view! {
        <div
            class="column"
            style=format!("--col:{i}")
            class:active=c.active
            class:done=c.done
            data-testid=format!("column-{i}")
            data-column=i
            aria-label=move || say_with(Msg::WhatTrumpColumn, &[("n", Value::Number((i + 1) as f64))])
            aria-current=c.active.then_some("true")
        >
            <div class="col-head">
                <span class="col-no" aria-hidden="true">{i + 1}</span>
                <span class="marker">{c.marker}</span>
            </div>
            <div class="col-cards">{cards}</div>
        </div>
    }
}
