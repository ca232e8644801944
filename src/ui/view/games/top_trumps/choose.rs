//! The shown seat's top card, large, with every attribute. On that seat's turn each attribute
//! is a button: click or tap it, or move with the arrow keys and press Enter. Other players'
//! cards are never here: only the seat's own top card, which it may look at.

use super::card::{head, label, value};
use super::{act, TableCtx};
use crate::engine::person_words::YOU;
use crate::engine::Game;
use crate::games::top_trumps::{Action, PackWords, TopTrumps};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use leptos::prelude::*;

#[component]
pub fn MyCard() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let list = NodeRef::<leptos::html::Ol>::new();
    // The arrow keys move between the attributes (the focus wraps round).
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let step: i32 = match ev.key().as_str() {
            "ArrowDown" | "ArrowRight" => 1,
            "ArrowUp" | "ArrowLeft" => -1,
            _ => return,
        };
        ev.prevent_default();
        move_focus(list, step);
    };
    // A new turn to choose: the focus, lost when the last choice redrew the card, comes back
    // to the first attribute, so the keyboard alone can play on.
    let turn = Memo::new(move |_| ctx.view.with(|v| ctx.persons_turn(v).then_some(v.turns)));
    Effect::new(move |_| {
        if turn.get().is_some() {
            request_animation_frame(focus_first);
        }
    });
    move || {
        let v = ctx.view.get();
        let Some(top) = v.my_top() else {
            let out = v.viewpoint.seat().is_some_and(|s| v.is_out(s));
            return out
                .then(|| {
                    view! {
                        <section class="panel tt-mine out" data-read="hand" data-testid="my-card">
                            <p class="muted">{say(if ctx.me(&v).is_some() { Msg::TopTrumpsYouAreOut } else { Msg::TopTrumpsSeatOut })}</p>
                        </section>
                    }
                })
                .into_any();
        };
        let pack = v.options.pack.clone();
        let words = PackWords::of(&pack);
        let mine = ctx.persons_turn(&v);
        let count = v
            .viewpoint
            .seat()
            .and_then(|s| v.stacks.get(s.index()))
            .map_or(0, |s| s.count);
        let rows = pack
            .attributes
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let action = Action::Choose { attribute: i as u8 };
                let shown = value(words, i, pack.value(top as usize, i));
                let no_data = pack.value(top as usize, i).is_none();
                view! {
                    <li>
                        <button
                            type="button"
                            class="tt-attr tt-choice"
                            class:no-data=no_data
                            disabled=!mine
                            data-action=TopTrumps::action_text(&action)
                            data-testid="attribute"
                            on:click=move |_| act(action)
                        >
                            {label(words, a, i)}
                            {shown}
                        </button>
                    </li>
                }
            })
            .collect_view();
        // "Your top card" for the person at the table (or a seat named "You"), else "Ann's".
        let name = v.viewpoint.seat().map(|s| ctx.name(s)).unwrap_or_default();
        let mine_shown = v.viewpoint.seat().is_some_and(|s| ctx.me(&v) == Some(s)) || name == YOU;
        let title = say_with(
            if mine_shown {
                Msg::TopTrumpsMyCard
            } else {
                Msg::TopTrumpsTheirCard
            },
            &[
                ("name", Value::Text(&name)),
                ("n", Value::Number(count as f64)),
            ],
        );
        let label = title.clone();
        view! {
            <section class="panel tt-mine" class:choosing=mine data-read="hand" data-testid="my-card" aria-label=label>
                <p class="tt-mine-title small muted">{title}</p>
                <article class="tt-card big" data-card=pack.card_name(top as usize).to_string()>
                    {head(words, top as usize)}
                    <ol class="tt-attrs" data-decision="" node_ref=list on:keydown=on_key aria-label=say(Msg::TopTrumpsAttributes)>
                        {rows}
                    </ol>
                </article>
                {mine.then(|| view! { <p class="small muted tt-keys">
                    <span class="with-mouse">{say(Msg::TopTrumpsPickMouse)}</span>
                    <span class="with-touch">{say(Msg::TopTrumpsPickTouch)}</span>
                </p> })}
            </section>
        }
        .into_any()
    }
}

/// Focuses the first attribute to choose, unless the focus is somewhere on purpose.
fn focus_first() {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let doc = leptos::prelude::document();
        let idle = doc
            .active_element()
            .is_none_or(|a| a.tag_name().eq_ignore_ascii_case("body"));
        if !idle {
            return;
        }
        if let Some(el) = doc
            .query_selector("[data-testid=\"attribute\"]:not([disabled])")
            .ok()
            .flatten()
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    }
}

/// Moves the focus `step` buttons along the list (wrapping round).
fn move_focus(list: NodeRef<leptos::html::Ol>, step: i32) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let Some(ol) = list.get_untracked() else {
            return;
        };
        let Ok(buttons) = ol.query_selector_all("button:not([disabled])") else {
            return;
        };
        let n = buttons.length() as i32;
        if n == 0 {
            return;
        }
        let active = leptos::prelude::document().active_element();
        let at = (0..n)
            .find(|&i| {
                buttons
                    .item(i as u32)
                    .zip(active.clone())
                    .is_some_and(|(b, a)| b.is_same_node(Some(&a)))
            })
            .unwrap_or(if step > 0 { -1 } else { 0 });
        let next = (at + step).rem_euclid(n);
        if let Some(el) = buttons
            .item(next as u32)
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (list, step);
}
