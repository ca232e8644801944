//! The dealer's secret trump: a suit (or none) and a number (or none), then confirm.

use super::card::{suit_class, suit_words};
use super::{act, TableCtx};
use crate::games::what_trump::{Action, Phase, Suit, Trump};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use leptos::attr::custom::custom_attribute;
use leptos::prelude::*;

#[component]
pub fn TrumpChoice() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let choosing = Memo::new(move |_| {
        ctx.view
            .with(|v| ctx.persons_turn(v) && v.phase == Phase::ChooseTrump)
    });
    move || choosing.get().then(|| view! { <TrumpForm /> })
}

/// The trumps a hint ranks, best first (the form's parts are marked with `data-hint-part`: a
/// trump is two choices, so no one button plays it).
fn hinted_trumps(ctl: Ctl) -> Memo<Vec<Trump>> {
    Memo::new(move |_| {
        ctl.play.hint.with(|h| {
            h.as_ref()
                .and_then(|h| h.choices.as_ref())
                .map(|c| {
                    c.iter()
                        .filter_map(
                            |c| match serde_json::from_value::<Action>(c.action.clone()) {
                                Ok(Action::SetTrump { trump }) => Some(trump),
                                _ => None,
                            },
                        )
                        .collect()
                })
                .unwrap_or_default()
        })
    })
}

/// The rank (from 1) of the first hinted trump that `part` fits.
fn hint_rank(hinted: Memo<Vec<Trump>>, part: impl Fn(&Trump) -> bool) -> Option<String> {
    hinted.with(|h| h.iter().position(part).map(|i| (i + 1).to_string()))
}

/// One option of the trump (a suit, a number, or none): a button of `class` with its data
/// attribute, pressed while `chosen` holds `value`, marked with its `hint` rank.
fn option_button<T>(
    class: String,
    (key, id): (&'static str, String),
    chosen: RwSignal<Option<T>>,
    value: T,
    hint: impl Fn() -> Option<String> + Send + Sync + 'static,
    text: AnyView,
) -> AnyView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    let on = move || chosen.get() == Some(value);
    view! {
        <button
            {..custom_attribute(key, id)}
            type="button"
            class=class
            class:selected=on
            aria-pressed=move || on().to_string()
            data-hint-part=hint
            on:click=move |_| chosen.set(Some(value))
        >
            {text}
        </button>
    }
    .into_any()
}

#[component]
fn TrumpForm() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let hinted = hinted_trumps(ctl);
    // Outer None: not chosen yet; inner None: "none".
    let suit = RwSignal::new(None::<Option<Suit>>);
    let number = RwSignal::new(None::<Option<u8>>);
    let chosen = move || match (suit.get(), number.get()) {
        (Some(s), Some(n)) => Some(Trump::new(s, n)),
        _ => None,
    };
    let suit_button = move |value: Option<Suit>| {
        let (id, text, class) = match value {
            Some(s) => (s.letter().to_string(), suit_words(s), suit_class(s)),
            None => ("none".to_string(), say(Msg::WhatTrumpNoSuit), "none"),
        };
        let hint = move || hint_rank(hinted, |t| t.suit == value);
        let data = ("data-trump-suit", id);
        let text = option_words(text, value.is_none());
        option_button(format!("opt {class}"), data, suit, value, hint, text)
    };
    let number_button = move |value: Option<u8>| {
        let (id, text) = match value {
            Some(n) => (n.to_string(), n.to_string()),
            None => ("none".to_string(), say(Msg::WhatTrumpNoNumber)),
        };
        let text = option_words(text, value.is_none());
        let hint = move || hint_rank(hinted, |t| t.number == value);
        let data = ("data-trump-number", id);
        option_button("opt num".to_string(), data, number, value, hint, text)
    };
    let preview = move || match chosen() {
        None => say(Msg::WhatTrumpSetChoose),
        Some(t) => {
            let trump = said(&t.said());
            match t.supertrump() {
                Some(st) => {
                    let card = format!("{}{}", st.suit().symbol(), st.rank());
                    say_with(
                        Msg::WhatTrumpSetPreviewSuper,
                        &[("trump", Value::Text(&trump)), ("card", Value::Text(&card))],
                    )
                }
                None => say_with(Msg::WhatTrumpSetPreview, &[("trump", Value::Text(&trump))]),
            }
        }
    };
    view! {
        <section class="panel trump-choice" data-testid="trump-choice" data-decision="" aria-labelledby="trump-choice-title">
            <h2 id="trump-choice-title">{move || say(Msg::WhatTrumpSetTitle)}</h2>
            <p class="muted">{move || say(Msg::WhatTrumpSetAbout)}</p>
            <div class="opt-row" role="group" aria-label=move || say(Msg::WhatTrumpTrumpSuit)>
                {Suit::ALL.into_iter().map(|s| suit_button(Some(s))).collect_view()}
                {suit_button(None)}
            </div>
            <div class="opt-row" role="group" aria-label=move || say(Msg::WhatTrumpTrumpNumber)>
                {(1..=9u8).map(|n| number_button(Some(n))).collect_view()}
                {number_button(None)}
            </div>
            <p class="preview">{preview}</p>
            <button
                type="button"
                class="btn primary"
                data-testid="trump-confirm"
                disabled=move || chosen().is_none()
                on:click=move |_| {
                    if let Some(trump) = chosen() {
                        act(Action::SetTrump { trump });
                    }
                }
            >
                {move || say(Msg::WhatTrumpSetConfirm)}
            </button>
        </section>
    }
}

/// An option's words: `none` ("No suit", "No number") in full, and "None" on a phone, where
/// the German and Indonesian are wider than the option's place in the row.
fn option_words(text: String, none: bool) -> AnyView {
    if none {
        view! {
            <span class="opt-long">{text}</span>
            <span class="opt-short">{say(Msg::WhatTrumpNone)}</span>
        }
        .into_any()
    } else {
        text.into_any()
    }
}
