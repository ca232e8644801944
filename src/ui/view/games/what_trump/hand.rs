//! Your hand: sorted by suit then rank; once the trump is known, trumps are grouped at the
//! right end and marked. Legal cards are clickable; illegal ones are dimmed and disabled.

use super::{act, TableCtx};
use crate::engine::Game;
use crate::games::what_trump::{Action, Card, Phase, Trump, WhatTrump};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::view::games::hand_cards::{hand_cards, HandCard};
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
        let playing = ctx.persons_turn(v) && v.phase == Phase::Play;
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
    // What each card shows now, plain cards and trumps apart; the cards stay in the page
    // while they are in the hand (a card that becomes a trump moves to the trumps).
    let sorted = Memo::new(move |_| {
        let (hand, trump, legal, playing, _) = data.get();
        let (plain, trumps) = sort_hand(&hand, trump);
        let shown = |cards: Vec<Card>| {
            cards
                .into_iter()
                .map(|c| {
                    let ok = playing && legal.contains(&c);
                    HandCard {
                        card: c,
                        trump,
                        enabled: ok,
                        extra: if playing && !ok { "dim" } else { "" }.into(),
                        action: Some(WhatTrump::action_text(&Action::Play { card: c })),
                        leads_to: None,
                        pressed: None,
                    }
                })
                .collect::<Vec<_>>()
        };
        (shown(plain), shown(trumps))
    });
    let plain = Memo::new(move |_| sorted.with(|s| s.0.clone()));
    let trumps = Memo::new(move |_| sorted.with(|s| s.1.clone()));
    let any_trumps = Memo::new(move |_| trumps.with(|t| !t.is_empty()));
    let empty = Memo::new(move |_| data.with(|d| d.0.is_empty().then_some(d.4)));
    hand_section::<WhatTrump, _, _, _>(HandFrame {
        count: move || data.with(|d| d.0.len()),
        facts,
        class: "hand",
        my_turn: move || data.with(|d| d.3),
        cards: move || {
            if let Some(has_round) = empty.get() {
                let text = say(if has_round {
                    Msg::WhatTrumpNoCards
                } else {
                    Msg::WhatTrumpHandLater
                });
                return view! { <p class="muted empty-hand">{text}</p> }.into_any();
            }
            let trump_view = move || {
                any_trumps.get().then(|| {
                    view! {
                        <span class="trump-group" role="group" aria-label=say(Msg::WhatTrumpYourTrumps)>
                            <span class="group-label" aria-hidden="true">{say(Msg::WhatTrumpTrumps)}</span>
                            {hand_cards(trumps, play)}
                        </span>
                    }
                })
            };
            view! {
                {hand_cards(plain, play)}
                {trump_view}
            }
            .into_any()
        },
    })
}
