//! What everybody saw: who drafted what from each column, and the others' known hands
//! (every pick is public, so a careful player knows every hand).

use super::card::CardFace;
use super::card::CardTag;
use super::hand::sort_hand;
use super::TableCtx;
use crate::engine::Seat;
use crate::games::what_trump::state::DraftPick;
use crate::games::what_trump::{Card, Trump};
use crate::ui::model::lang::{say, Msg};
use crate::ui::view::games::hand_summary::waiting_panel;
use leptos::prelude::*;

/// One other seat's known hand: "Ann (5)" and its cards, in the hand's order.
#[derive(Clone, PartialEq)]
struct KnownHand {
    seat: Seat,
    who: String,
    cards: Vec<Card>,
    trump: Option<Trump>,
}

/// One column's picks in the log: its number and who took which card, in order.
#[derive(Clone, PartialEq)]
struct ColumnPicks {
    column: usize,
    picks: Vec<(String, Card)>,
}

/// The panel: its parts are drawn again only where they change (a play changes one known
/// hand; a pick one column of the log), and a part the player closed stays closed.
#[component]
pub fn DraftLog() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let has_round = ctx.memo(move |v| v.round.is_some());
    let owner = ctx.memo(move |v| (!v.observer).then_some(v.seat));
    let known = ctx.memo(move |v| {
        let Some(r) = v.round.as_ref() else {
            return Vec::new();
        };
        let owner = (!v.observer).then_some(v.seat);
        Seat::all(r.hands.len())
            .filter(|&s| Some(s) != owner)
            .map(|s| {
                let (plain, trumps) = sort_hand(&r.hands[s.index()], r.trump);
                KnownHand {
                    seat: s,
                    who: ctx.name(s),
                    cards: plain.into_iter().chain(trumps).collect(),
                    trump: r.trump,
                }
            })
            .collect::<Vec<_>>()
    });
    let columns = ctx.memo(move |v| {
        let Some(r) = v.round.as_ref() else {
            return Vec::new();
        };
        let me = ctx.me(v);
        (0..9)
            .filter_map(|column| {
                let picks: Vec<(String, Card)> = r
                    .draft_log
                    .iter()
                    .filter(|p: &&DraftPick| p.column == column)
                    .map(|p| (super::taker(&ctx, me, p.seat), p.card))
                    .collect();
                (!picks.is_empty()).then_some(ColumnPicks { column, picks })
            })
            .collect::<Vec<_>>()
    });
    let no_picks = Memo::new(move |_| columns.with(|c| c.is_empty()));
    move || {
        if !has_round.get() {
            let text = say(Msg::WhatTrumpLogEmpty);
            let title = say(Msg::WhatTrumpDraftLog);
            return waiting_panel("panel draft-log", None, title, ("muted", text));
        }
        view! {
            <section class="panel draft-log" aria-label=move || say(Msg::WhatTrumpKnownAndLog)>
                <details open=true>
                    <summary>{move || say(Msg::WhatTrumpKnownHands)}</summary>
                    <p class="muted small">
                        {move || say(if owner.get().is_some() {
                            Msg::WhatTrumpKnownOthers
                        } else {
                            Msg::WhatTrumpKnownAll
                        })}
                    </p>
                    <ul class="known-hands">
                        <For
                            each=move || known.with(|k| k.iter().map(|h| h.seat).collect::<Vec<_>>())
                            key=|s| *s
                            children=move |seat| known_hand(known, seat)
                        />
                    </ul>
                </details>
                <details open=true>
                    <summary>{move || say(Msg::WhatTrumpDraftLog)}</summary>
                    {move || if no_picks.get() {
                        view! { <p class="muted small">{say(Msg::WhatTrumpNoPicks)}</p> }.into_any()
                    } else {
                        view! {
                            <ol class="log" tabindex="0" aria-label=move || say(Msg::WhatTrumpLogPicks)>
                                <For
                                    each=move || columns.with(|c| c.iter().map(|c| c.column).collect::<Vec<_>>())
                                    key=|c| *c
                                    children=move |column| column_picks(columns, column)
                                />
                            </ol>
                        }
                        .into_any()
                    }}
                </details>
            </section>
        }
        .into_any()
    }
}

/// "Ann (5)" and the cards of `seat`, kept as the hand changes: a play takes one card out,
/// the others stay as they are.
fn known_hand(known: Memo<Vec<KnownHand>>, seat: Seat) -> impl IntoView {
    let hand = Memo::new(move |_| known.with(|k| k.iter().find(|h| h.seat == seat).cloned()));
    let title = move || hand.with(|h| h.as_ref().map(|h| format!("{} ({})", h.who, h.cards.len())));
    let cards = move || {
        hand.with(|h| {
            h.as_ref()
                .map(|h| h.cards.iter().map(|&c| (c, h.trump)).collect::<Vec<_>>())
                .unwrap_or_default()
        })
    };
    view! {
        <li>
            <span class="who">{title}</span>
            <span class="mini-cards">
                <For
                    each=cards
                    key=|c| *c
                    children=|(card, trump)| view! { <CardFace card=card trump=trump extra="mini" /> }
                />
            </span>
        </li>
    }
}

/// A column's number and its picks, kept as they grow: a pick adds one entry to one column.
fn column_picks(columns: Memo<Vec<ColumnPicks>>, column: usize) -> impl IntoView {
    let picks = move || {
        columns.with(|c| {
            c.iter()
                .find(|c| c.column == column)
                .map(|c| c.picks.clone())
                .unwrap_or_default()
        })
    };
    view! {
        <li>
            <span class="col-no">{column + 1}</span>
            <For
                each=picks
                key=|p| p.clone()
                children=|(who, card)| view! { <span class="pick">{who} " " <CardTag card=card /></span> }
            />
        </li>
    }
}
