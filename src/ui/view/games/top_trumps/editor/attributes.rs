//! The pack editor's attributes: one row each (its label, unit, which value wins, its
//! decimals, and its removal), each field named with its attribute's number for a screen
//! reader ("Attribute 2, Label").

use super::{edit, nth, text_of};
use crate::games::top_trumps::check::MIN_ATTRIBUTES;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::top_trumps::packs::Packs;
use leptos::prelude::*;

/// The rows of the `attributes` of the pack in the editor.
pub(super) fn rows(packs: Packs, attributes: Memo<usize>) -> impl IntoView {
    (0..attributes.get())
            .map(|i| {
                // (Comparisons stay out of the view! macro, which reads `<` and `>` as tags.)
                let too_few = move || attributes.get() <= MIN_ATTRIBUTES;
                let remove = move |_| {
                    edit(packs, |d| {
                        if d.attributes.len() > MIN_ATTRIBUTES && i < d.attributes.len() {
                            d.attributes.remove(i);
                            for c in &mut d.cards {
                                if i < c.values.len() {
                                    c.values.remove(i);
                                }
                            }
                        }
                    })
                };
                view! {
                    <li class="ed-attr" data-testid="ed-attribute">
                        <span class="ed-no small muted" aria-hidden="true">{format!("{}", i + 1)}</span>
                        <label class="ed-field grow">
                            <span class="small">{move || say(Msg::TopTrumpsEditorLabel)}</span>
                            <input type="text" maxlength="30" data-testid="ed-attr-label" aria-label=move || field_words(i, Msg::TopTrumpsEditorLabel) placeholder=move || say(Msg::TopTrumpsEditorLabelExample)
                                prop:value=text_of(packs, move |d| d.attributes.get(i).map(|a| a.label.clone()).unwrap_or_default())
                                on:input=move |ev| { let v = event_target_value(&ev); edit(packs, |d| if let Some(a) = d.attributes.get_mut(i) { a.label = v; }); } />
                        </label>
                        <label class="ed-field">
                            <span class="small">{move || say(Msg::TopTrumpsEditorUnit)}</span>
                            <input type="text" maxlength="12" class="short" data-testid="ed-attr-unit" aria-label=move || field_words(i, Msg::TopTrumpsEditorUnit) placeholder="km/h"
                                prop:value=text_of(packs, move |d| d.attributes.get(i).map(|a| a.unit.clone()).unwrap_or_default())
                                on:input=move |ev| { let v = event_target_value(&ev); edit(packs, |d| if let Some(a) = d.attributes.get_mut(i) { a.unit = v; }); } />
                        </label>
                        <label class="ed-field">
                            <span class="small">{move || say(Msg::TopTrumpsEditorWins)}</span>
                            <select data-testid="ed-attr-better" aria-label=move || field_words(i, Msg::TopTrumpsEditorWins) on:change=move |ev| { let lower = event_target_value(&ev) == "lower"; edit(packs, |d| if let Some(a) = d.attributes.get_mut(i) { a.lower = lower; }); }>
                                <option value="higher" selected=move || packs.editing.with(|d| d.as_ref().and_then(|d| d.attributes.get(i)).is_some_and(|a| !a.lower))>{move || say(Msg::TopTrumpsEditorHighest)}</option>
                                <option value="lower" selected=move || packs.editing.with(|d| d.as_ref().and_then(|d| d.attributes.get(i)).is_some_and(|a| a.lower))>{move || say(Msg::TopTrumpsEditorLowest)}</option>
                            </select>
                        </label>
                        <label class="ed-field">
                            <span class="small">{move || say(Msg::TopTrumpsEditorDecimals)}</span>
                            <input type="number" min="0" max="6" class="short" data-testid="ed-attr-precision" aria-label=move || field_words(i, Msg::TopTrumpsEditorDecimals)
                                prop:value=text_of(packs, move |d| d.attributes.get(i).map(|a| a.precision.to_string()).unwrap_or_default())
                                on:change=move |ev| { if let Ok(p) = event_target_value(&ev).trim().parse::<u8>() { edit(packs, |d| if let Some(a) = d.attributes.get_mut(i) { a.precision = p.min(6); }); } } />
                        </label>
                        <button type="button" class="btn small ghost" aria-label=move || nth(Msg::TopTrumpsEditorRemoveAttribute, i)
                            disabled=too_few on:click=remove>"✕"</button>
                    </li>
                }
            })
            .collect_view()
}

/// "Attribute 2, Label": attribute `i`'s field named by `field`.
fn field_words(i: usize, field: Msg) -> String {
    let field = say(field);
    say_with(
        Msg::TopTrumpsEditorAttributeField,
        &[
            ("n", Value::Number((i + 1) as f64)),
            ("field", Value::Text(&field)),
        ],
    )
}
