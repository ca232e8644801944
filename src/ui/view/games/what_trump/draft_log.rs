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

#[component]
pub fn DraftLog() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        v.round.as_ref().map(|r| {
            let trump: Option<Trump> = r.trump;
            (
                r.draft_log.clone(),
                r.hands.clone(),
                ctx.me(v),
                (!v.observer).then_some(v.seat),
                trump,
            )
        })
    });
    move || {
        let Some((log, hands, me, owner, trump)) = data.get() else {
            let text = say(Msg::WhatTrumpLogEmpty);
            let title = say(Msg::WhatTrumpDraftLog);
            return waiting_panel("panel draft-log", None, title, ("muted", text));
        };
        let known = Seat::all(hands.len())
            .filter(|&s| Some(s) != owner)
            .map(|s| {
                let (plain, trumps) = sort_hand(&hands[s.index()], trump);
                let cards: Vec<Card> = plain.into_iter().chain(trumps).collect();
                view! {
                    <li>
                        <span class="who">{format!("{} ({})", ctx.name(s), cards.len())}</span>
                        <span class="mini-cards">
                            {cards
                                .into_iter()
                                .map(|c| view! { <CardFace card=c trump=trump extra="mini" /> })
                                .collect_view()}
                        </span>
                    </li>
                }
            })
            .collect_view();
        let columns = (0..9)
            .filter_map(|col| {
                let picks: Vec<DraftPick> = log.iter().filter(|p| p.column == col).copied().collect();
                (!picks.is_empty()).then(|| {
                    view! {
                        <li>
                            <span class="col-no">{col + 1}</span>
                            {picks
                                .into_iter()
                                .map(|p| {
                                    let who = if Some(p.seat) == me { say(Msg::WhatTrumpYouLower) } else { ctx.name(p.seat) };
                                    view! {
                                        <span class="pick">
                                            {who} " " <CardTag card=p.card />
                                        </span>
                                    }
                                })
                                .collect_view()}
                        </li>
                    }
                })
            })
            .collect_view();
        view! {
            <section class="panel draft-log" aria-label=say(Msg::WhatTrumpKnownAndLog)>
                <details open=true>
                    <summary>{say(Msg::WhatTrumpKnownHands)}</summary>
                    <p class="muted small">
                        {say(if owner.is_some() {
                            Msg::WhatTrumpKnownOthers
                        } else {
                            Msg::WhatTrumpKnownAll
                        })}
                    </p>
                    <ul class="known-hands">{known}</ul>
                </details>
                <details open=true>
                    <summary>{say(Msg::WhatTrumpDraftLog)}</summary>
                    {if log.is_empty() {
                        view! { <p class="muted small">{say(Msg::WhatTrumpNoPicks)}</p> }.into_any()
                    } else {
                        view! { <ol class="log" tabindex="0" aria-label=say(Msg::WhatTrumpLogPicks)>{columns}</ol> }.into_any()
                    }}
                </details>
            </section>
        }
        .into_any()
    }
}
