//! Your hand: sorted by suit then rank; once the trump is known, trumps are grouped at the
//! right end and marked. Legal cards are clickable; illegal ones are dimmed and disabled.

use super::card::CardButton;
use super::{act, TableCtx};
use crate::engine::Game;
use crate::games::what_trump::{Action, Card, Phase, Trump, WhatTrump};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::view::games::hand_frame::{hand_section, HandFrame};
use leptos::prelude::*;

/// Plain cards by suit then rank; then trumps: trump-suit cards, other trump-number cards,
/// and the supertrump last (roughly weakest to strongest).
pub fn sort_hand(hand: &[Card], trump: Option<Trump>) -> (Vec<Card>, Vec<Card>) {
    let mut plain: Vec<Card> = Vec::new();
    let mut trumps: Vec<Card> = Vec::new();
    for &c in hand {
        if trump.is_some_and(|t| t.is_trump(c)) {
            trumps.push(c);
        } else {
            plain.push(c);
        }
    }
    plain.sort_unstable();
    if let Some(t) = trump {
        trumps.sort_unstable_by_key(|&c| {
            let group = if t.supertrump() == Some(c) {
                2
            } else if t.is_number(c) {
                1
            } else {
                0
            };
            (group, c.rank(), c.suit())
        });
    }
    (plain, trumps)
}

/// "3 tricks".
pub fn tricks_words(n: usize) -> String {
    say_with(Msg::WhatTrumpTricks, &[("n", Value::Number(n as f64))])
}

#[component]
pub fn Hand() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        let trump = v.round.as_ref().and_then(|r| r.trump);
        let legal = v.legal_cards();
        let playing = ctx.live && v.phase == Phase::Play && v.my_turn();
        (
            v.my_hand().to_vec(),
            trump,
            legal,
            playing,
            v.round.is_some(),
        )
    });
    let play = Callback::new(move |card: Card| act(Action::Play { card }));
    // What this seat must keep in mind while choosing, next to the cards (on a phone the
    // players' panel is below the fold): its task and tricks won, or its part as dealer.
    let facts = ctx.memo(move |v| {
        let r = v.round.as_ref()?;
        if v.observer || v.phase == Phase::GameOver {
            return None;
        }
        let won = r.tricks_won.get(v.seat.index()).copied().unwrap_or(0);
        let tricks = tricks_words(won);
        let task = if v.seat == r.dealer {
            Some(say(Msg::WhatTrumpHandDealer))
        } else {
            r.my_task.map(|t| {
                let label = said(&t.said());
                say_with(Msg::WhatTrumpTaskIs, &[("task", Value::Text(&label))])
            })
        };
        let playing = matches!(v.phase, Phase::Play | Phase::DealerDiscard);
        match (task, playing) {
            (Some(t), true) => Some(format!("{t} · {tricks}")),
            (Some(t), false) => Some(t),
            (None, true) => Some(tricks),
            (None, false) => None,
        }
    });
    hand_section::<WhatTrump, _, _, _>(HandFrame {
        count: move || data.with(|d| d.0.len()),
        facts,
        class: "hand",
        my_turn: move || data.get().3,
        cards: move || {
            let (hand, trump, legal, playing, has_round) = data.get();
            if hand.is_empty() {
                let text = say(if has_round {
                    Msg::WhatTrumpNoCards
                } else {
                    Msg::WhatTrumpHandLater
                });
                return view! { <p class="muted empty-hand">{text}</p> }.into_any();
            }
            let (plain, trumps) = sort_hand(&hand, trump);
            let button = |c: Card| {
                let ok = playing && legal.contains(&c);
                let extra = if playing && !ok { "dim" } else { "" };
                view! {
                    <CardButton
                        card=c
                        trump=trump
                        enabled=ok
                        on_pick=play
                        extra=extra
                        action=WhatTrump::action_text(&Action::Play { card: c })
                    />
                }
            };
            let plain_view = plain.iter().map(|&c| button(c)).collect_view();
            let trump_view = (!trumps.is_empty()).then(|| {
                view! {
                    <span class="trump-group" role="group" aria-label=say(Msg::WhatTrumpYourTrumps)>
                        <span class="group-label" aria-hidden="true">{say(Msg::WhatTrumpTrumps)}</span>
                        {trumps.iter().map(|&c| button(c)).collect_view()}
                    </span>
                }
            });
            view! {
                {plain_view}
                {trump_view}
            }
            .into_any()
        },
    })
}
