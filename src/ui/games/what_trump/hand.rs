//! Your hand: sorted by suit then rank; once the trump is known, trumps are grouped at the
//! right end and marked. Legal cards are clickable; illegal ones are dimmed and disabled.

use super::card::CardButton;
use super::{act, TableCtx};
use crate::games::what_trump::{Action, Card, Phase, Trump};
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

#[component]
pub fn Hand() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = Memo::new(move |_| {
        ctx.view.with(|v| {
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
        })
    });
    let play = Callback::new(move |card: Card| act(Action::Play { card }));
    // When it is your turn to play and the focus was lost (the card you played last is gone),
    // the keyboard focus comes back to your first playable card.
    let hand_ref = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if data.with(|d| d.3) {
            if let Some(div) = hand_ref.get() {
                focus_first_playable(&div);
            }
        }
    });
    view! {
        <section class="hand-wrap" aria-label="Your hand">
            <h2 class="hand-title">
                {move || {
                    let (hand, ..) = data.get();
                    let whose = if ctx.live {
                        "Your hand".to_string()
                    } else {
                        format!("{}'s hand", ctx.name(ctx.view.with(|v| v.seat)))
                    };
                    format!("{whose} ({} card{})", hand.len(), if hand.len() == 1 { "" } else { "s" })
                }}
            </h2>
            <div class="hand" data-testid="hand" node_ref=hand_ref class:my-turn=move || data.get().3>
                {move || {
                    let (hand, trump, legal, playing, has_round) = data.get();
                    if hand.is_empty() {
                        let text = if has_round {
                            "No cards in hand."
                        } else {
                            "Your hand is drafted from the grid once the chips are shared out."
                        };
                        return view! { <p class="muted empty-hand">{text}</p> }.into_any();
                    }
                    let (plain, trumps) = sort_hand(&hand, trump);
                    let button = |c: Card| {
                        let ok = playing && legal.contains(&c);
                        let extra = if playing && !ok { "dim" } else { "" };
                        view! { <CardButton card=c trump=trump enabled=ok on_pick=play extra=extra /> }
                    };
                    let plain_view = plain.iter().map(|&c| button(c)).collect_view();
                    let trump_view = (!trumps.is_empty())
                        .then(|| {
                            view! {
                                <span class="trump-group" role="group" aria-label="Your trumps">
                                    <span class="group-label" aria-hidden="true">"Trumps"</span>
                                    {trumps.iter().map(|&c| button(c)).collect_view()}
                                </span>
                            }
                        });
                    view! {
                        {plain_view}
                        {trump_view}
                    }
                        .into_any()
                }}
            </div>
        </section>
    }
}

/// Focuses the first enabled card of the hand, without scrolling, unless something else on
/// the page has the focus.
fn focus_first_playable(hand: &web_sys::HtmlDivElement) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let idle = document()
            .active_element()
            .is_none_or(|e| e.tag_name() == "BODY");
        if !idle {
            return;
        }
        if let Ok(Some(el)) = hand.query_selector("button.card:not([disabled])") {
            if let Ok(button) = el.dyn_into::<web_sys::HtmlElement>() {
                let options = web_sys::FocusOptions::new();
                options.set_prevent_scroll(true);
                let _ = button.focus_with_options(&options);
            }
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = hand;
}
