//! The draft grid: 9 columns of 4 face-up cards; the active column is highlighted with its
//! marker seat, and its cards are clickable for the player to pick.

use super::card::{CardButton, CardFace};
use super::{act, TableCtx};
use crate::engine::Game;
use crate::engine::Seat;
use crate::games::what_trump::{Action, Card, Trump, WhatTrump};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use leptos::prelude::*;

#[derive(Clone, PartialEq)]
struct GridData {
    grid: Vec<Vec<Card>>,
    columns: Vec<Vec<Card>>,
    markers: Vec<Option<Seat>>,
    active: Option<usize>,
    legal: Vec<Card>,
    takers: Vec<(Card, Seat)>,
    trump: Option<Trump>,
    me: Option<Seat>,
}

#[component]
pub fn Grid() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        v.round.as_ref().map(|r| GridData {
            grid: r.grid.iter().map(|c| c.to_vec()).collect(),
            columns: r.columns.iter().map(|c| c.to_vec()).collect(),
            markers: r.markers.to_vec(),
            active: r.active_column,
            legal: v.legal_cards(),
            takers: r.draft_log.iter().map(|p| (p.card, p.seat)).collect(),
            trump: r.trump,
            me: ctx.me(v),
        })
    });
    let pick = Callback::new(move |card: Card| act(Action::Draft { card }));
    move || {
        data.get().map(|d| {
            let cols = d
                .grid
                .iter()
                .enumerate()
                .map(|(i, col)| {
                    let active = d.active == Some(i);
                    let marker = d.markers.get(i).copied().flatten();
                    let marker_label = marker.map(|m| {
                        if Some(m) == d.me {
                            say(Msg::WhatTrumpYouStart)
                        } else {
                            let name = ctx.name(m);
                            say_with(Msg::WhatTrumpStarts, &[("name", Value::Text(&name))])
                        }
                    });
                    let cards = col
                        .iter()
                        .map(|&card| {
                            let remaining = d.columns.get(i).is_some_and(|c| c.contains(&card));
                            if remaining {
                                view! {
                                    <CardButton
                                        card=card
                                        trump=d.trump
                                        enabled=d.legal.contains(&card)
                                        on_pick=pick
                                        action=WhatTrump::action_text(&Action::Draft { card })
                                    />
                                }
                                .into_any()
                            } else {
                                let who = d
                                    .takers
                                    .iter()
                                    .find(|(c, _)| *c == card)
                                    .map(|&(_, s)| {
                                        if Some(s) == d.me {
                                            say(Msg::WhatTrumpYouLower)
                                        } else {
                                            ctx.name(s)
                                        }
                                    })
                                    .unwrap_or_default();
                                view! {
                                    <span class="taken-slot">
                                        <CardFace card=card trump=d.trump extra="taken" />
                                        <span class="taker">{who}</span>
                                    </span>
                                }
                                .into_any()
                            }
                        })
                        .collect_view();
                    view! {
                        <div
                            class="column"
                            style=format!("--col:{i}")
                            class:active=active
                            class:done=d.columns.get(i).is_some_and(|c| c.is_empty())
                            data-testid=format!("column-{i}")
                            data-column=i
                            aria-label=say_with(Msg::WhatTrumpColumn, &[("n", Value::Number((i + 1) as f64))])
                            aria-current=active.then_some("true")
                        >
                            <div class="col-head">
                                <span class="col-no" aria-hidden="true">{i + 1}</span>
                                <span class="marker">{marker_label}</span>
                            </div>
                            <div class="col-cards">{cards}</div>
                        </div>
                    }
                })
                .collect_view();
            view! {
                <section class="grid-wrap" aria-label=say(Msg::WhatTrumpDraftGrid)>
                    // Before the first pick (while the dealer sets the trump) the grid is
                    // dealt out, column by column.
                    <div class="grid" class:dealing=d.takers.is_empty() && d.active.is_none() data-testid="grid" data-decision="" data-columns="">{cols}</div>
                </section>
            }
        })
    }
}
