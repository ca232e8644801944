//! The pack editor: make a pack or change one of yours. The pack is kept as typed (so nothing
//! is lost while it is unfinished, even across a reload) and checked as you type by the same
//! checks an imported pack goes through, each problem naming the card and attribute. A card
//! can be previewed as it will look at the table. A finished pack is saved on this device,
//! exported to a file, and chosen for the next game.

mod attributes;
pub(super) mod draft;

pub use draft::Draft;
use draft::{DraftAttribute, DraftCard};

use super::card::card_face;
use super::pack_store;
use super::packs::{choose, file_name, Packs};
use crate::games::top_trumps::check::{MAX_ATTRIBUTES, MAX_CARDS, MIN_ATTRIBUTES, MIN_CARDS};
use crate::games::top_trumps::PackWords;
use crate::ui::model::browser as web;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::widgets::{close_on_escape, focus_first_on_mount};
use leptos::prelude::*;

/// Changes the pack in the editor. A new pack is kept as typed on this device (one that is
/// being changed is still saved as it was).
pub(super) fn edit(packs: Packs, f: impl FnOnce(&mut Draft)) {
    packs.editing.update(|d| {
        if let Some(d) = d {
            f(d);
            if d.original.is_none() {
                pack_store::save_draft(d);
            }
        }
    });
}

/// A text of a card in the editor.
#[derive(Clone, Copy)]
enum CardText {
    Name,
    Picture,
    Description,
}

impl CardText {
    fn of(self, c: &mut DraftCard) -> &mut String {
        match self {
            CardText::Name => &mut c.name,
            CardText::Picture => &mut c.picture,
            CardText::Description => &mut c.description,
        }
    }
    fn testid(self) -> &'static str {
        match self {
            CardText::Name => "ed-card-name",
            CardText::Picture => "ed-card-picture",
            CardText::Description => "ed-card-description",
        }
    }
}

/// The field of card `i`'s `text`: the label's class, its words and the field's name for a
/// screen reader ("Card 3, name"); at most `max` characters; the input's `class`.
fn card_field(
    packs: Packs,
    i: usize,
    (label_class, words, spoken): (&'static str, Msg, Msg),
    max: usize,
    class: Option<&'static str>,
    text: CardText,
) -> impl IntoView {
    let value = text_of(packs, move |d| {
        let mut card = d.cards.get(i).cloned().unwrap_or_default();
        text.of(&mut card).clone()
    });
    let on_input = move |ev| {
        let v = event_target_value(&ev);
        edit(packs, |d| {
            if let Some(c) = d.cards.get_mut(i) {
                *text.of(c) = v;
            }
        });
    };
    view! {
        <label class=label_class>
            <span class="small">{move || say(words)}</span>
            <input type="text" maxlength=max.to_string() class=class data-testid=text.testid() aria-label=move || card_words(i, &say(spoken))
                prop:value=value
                on:input=on_input />
        </label>
    }
}

/// "Card 3".
fn card_n(i: usize) -> String {
    say_with(
        Msg::TopTrumpsEditorCardN,
        &[("n", Value::Number((i + 1) as f64))],
    )
}

/// "Card 3, name": card `i`'s `field`, for a screen reader.
fn card_words(i: usize, field: &str) -> String {
    say_with(
        Msg::TopTrumpsEditorCardField,
        &[
            ("n", Value::Number((i + 1) as f64)),
            ("field", Value::Text(field)),
        ],
    )
}

/// "Remove attribute 2": a message naming the `i`th thing.
pub(super) fn nth(msg: Msg, i: usize) -> String {
    say_with(msg, &[("n", Value::Number((i + 1) as f64))])
}

pub(super) fn text_of(
    packs: Packs,
    read: impl Fn(&Draft) -> String + Send + Sync + 'static,
) -> impl Fn() -> String + Send + Sync + 'static {
    move || {
        packs
            .editing
            .with(|d| d.as_ref().map(&read).unwrap_or_default())
    }
}

#[component]
pub fn PackEditor() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let packs = expect_context::<Packs>();
    let attributes = Memo::new(move |_| {
        packs
            .editing
            .with(|d| d.as_ref().map_or(0, |d| d.attributes.len()))
    });
    let cards = Memo::new(move |_| {
        packs
            .editing
            .with(|d| d.as_ref().map_or(0, |d| d.cards.len()))
    });
    let checked = Memo::new(move |_| packs.editing.with(|d| d.as_ref().map(Draft::check)));
    let preview_at = RwSignal::new(0usize);
    let message = RwSignal::new(None::<String>);
    let close = move |_| packs.editing.set(None);
    // The first field takes the focus, and Escape closes a new pack (kept as typed: a pack
    // being changed closes only by its buttons, which say whether the change is lost).
    focus_first_on_mount("[data-testid=\"ed-name\"]");
    close_on_escape(move || {
        if packs
            .editing
            .with_untracked(|d| d.as_ref().is_some_and(|d| d.original.is_none()))
        {
            packs.editing.set(None);
        }
    });
    let save = move |_| {
        let Some(draft) = packs.editing.get_untracked() else {
            return;
        };
        let Ok(pack) = draft.check() else { return };
        match packs.keep(pack.clone(), draft.original.as_deref()) {
            Ok(msg) => {
                choose(ctl, &pack);
                if draft.original.is_none() {
                    pack_store::clear_draft();
                }
                packs
                    .notice
                    .set(Some(format!("{msg} {}", say(Msg::TopTrumpsEditorChosen))));
                packs.editing.set(None);
            }
            Err(why) => message.set(Some(why)),
        }
    };
    let export = move |_| {
        let Some(Ok(pack)) = checked.get_untracked() else {
            return;
        };
        if let Err(why) = web::download(&file_name(&pack), &pack.to_pretty()) {
            message.set(Some(why));
        }
    };
    let discard = move |_| {
        if packs
            .editing
            .with_untracked(|d| d.as_ref().is_some_and(|d| d.original.is_none()))
        {
            pack_store::clear_draft();
        }
        packs.editing.set(None);
    };
    let field = move |label: Msg,
                      testid: &'static str,
                      max: usize,
                      read: fn(&Draft) -> String,
                      write: fn(&mut Draft, String)| {
        view! {
            <label class="ed-field">
                <span class="small">{move || say(label)}</span>
                <input type="text" maxlength=max.to_string() data-testid=testid prop:value=text_of(packs, read)
                    on:input=move |ev| { let v = event_target_value(&ev); edit(packs, |d| write(d, v)); } />
            </label>
        }
    };
    let attribute_rows = move || attributes::rows(packs, attributes);
    let card_rows = move || {
        let n_attrs = attributes.get();
        (0..cards.get())
            .map(|i| {
                let value_fields = (0..n_attrs)
                    .map(|a| {
                        let label = move || packs.editing.with(|d| d.as_ref().and_then(|d| d.attributes.get(a)).map(|x| x.label.trim().to_string()).filter(|l| !l.is_empty()).unwrap_or_else(|| nth(Msg::TopTrumpsEditorAttributeN, a)));
                        view! {
                            <label class="ed-field">
                                <span class="small">{label}</span>
                                <input type="text" inputmode="decimal" class="short" data-testid="ed-value" aria-label=move || card_words(i, &label())
                                    prop:value=text_of(packs, move |d| d.cards.get(i).and_then(|c| c.values.get(a).cloned()).unwrap_or_default())
                                    on:input=move |ev| { let v = event_target_value(&ev); edit(packs, |d| if let Some(c) = d.cards.get_mut(i) {
                                        if c.values.len() <= a { c.values.resize(a + 1, String::new()); }
                                        c.values[a] = v;
                                    }); } />
                            </label>
                        }
                    })
                    .collect_view();
                view! {
                    <li class="ed-card" data-testid="ed-card">
                        <div class="ed-card-head">
                            <span class="ed-no small muted">{move || card_n(i)}</span>
                            <button type="button" class="btn small ghost" aria-label=move || nth(Msg::TopTrumpsEditorPreviewCard, i) on:click=move |_| preview_at.set(i)>{move || say(Msg::TopTrumpsEditorPreview)}</button>
                            <button type="button" class="btn small ghost" aria-label=move || nth(Msg::TopTrumpsEditorRemoveCard, i)
                                on:click=move |_| edit(packs, |d| { if i < d.cards.len() { d.cards.remove(i); } })>"✕"</button>
                        </div>
                        <div class="ed-card-fields">
                            {card_field(packs, i, ("ed-field grow", Msg::TopTrumpsEditorCardName, Msg::TopTrumpsEditorCardNameSpoken), 40, None, CardText::Name)}
                            {card_field(packs, i, ("ed-field", Msg::TopTrumpsEditorEmoji, Msg::TopTrumpsEditorEmojiSpoken), 16, Some("short"), CardText::Picture)}
                            {value_fields}
                            {card_field(packs, i, ("ed-field wide", Msg::TopTrumpsEditorCardDescription, Msg::TopTrumpsEditorCardDescriptionSpoken), 140, None, CardText::Description)}
                        </div>
                    </li>
                }
            })
            .collect_view()
    };
    let problems = move || match checked.get() {
        None => ().into_any(),
        Some(Ok(pack)) => view! {
            <p class="ed-ok" data-testid="ed-status">{say_with(Msg::TopTrumpsEditorReady, &[
                ("cards", Value::Number(pack.cards.len() as f64)),
                ("attributes", Value::Number(pack.attributes.len() as f64)),
                ("size", Value::Text(&pack_store::size_words(pack.to_pretty().len()))),
            ])}</p>
        }
        .into_any(),
        Some(Err(list)) => {
            let n = list.len();
            view! {
                <div class="ed-problems" data-testid="ed-status">
                    <p>{say_with(Msg::TopTrumpsEditorToFix, &[("n", Value::Number(n as f64))])}</p>
                    <ul data-testid="ed-problems">{list.into_iter().take(6).map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
                    {(n > 6).then(|| view! { <p class="small">{say_with(Msg::TopTrumpsEditorAndMore, &[("n", Value::Number((n - 6) as f64))])}</p> })}
                </div>
            }.into_any()
        }
    };
    let preview = move || {
        let at = preview_at.get().min(cards.get().saturating_sub(1));
        packs
            .editing
            .with(|d| d.as_ref().and_then(|d| d.preview(at)))
            .map(|p| {
                view! {
                    <div class="ed-preview" data-testid="ed-preview">
                        <p class="small muted">{nth(Msg::TopTrumpsEditorAsItLooks, at)}</p>
                        {card_face(PackWords::own(&p), 0, None, "")}
                    </div>
                }
            })
    };
    let ready = move || matches!(checked.get(), Some(Ok(_)));
    // Changing a pack of yours (no draft is kept: the pack stays as it was until saved).
    let changing = move || {
        packs
            .editing
            .with(|d| d.as_ref().is_some_and(|d| d.original.is_some()))
    };
    // (Comparisons stay out of the view! macro, which reads `<` and `>` as tags.)
    let attributes_full = move || attributes.get() >= MAX_ATTRIBUTES;
    let cards_full = move || cards.get() >= MAX_CARDS;
    let add_attribute = move |_| {
        edit(packs, |d| {
            if d.attributes.len() < MAX_ATTRIBUTES {
                d.attributes.push(DraftAttribute::default());
                for c in &mut d.cards {
                    c.values.push(String::new());
                }
            }
        })
    };
    let add_card = move |_| {
        edit(packs, |d| {
            if d.cards.len() < MAX_CARDS {
                let n = d.attributes.len();
                d.cards.push(DraftCard {
                    values: vec![String::new(); n],
                    ..DraftCard::default()
                });
            }
        })
    };
    view! {
        <div class="modal-backdrop">
            <div class="modal tt-editor" role="dialog" aria-modal="true" aria-labelledby="ed-title" data-testid="pack-editor">
                <h2 id="ed-title">{move || say(if packs.editing.with(|d| d.as_ref().is_some_and(|d| d.original.is_some())) { Msg::TopTrumpsEditorChange } else { Msg::TopTrumpsEditorMake })}</h2>
                <p class="muted small">{move || say_with(Msg::TopTrumpsEditorAbout, &[
                    ("minattributes", Value::Number(MIN_ATTRIBUTES as f64)),
                    ("maxattributes", Value::Number(MAX_ATTRIBUTES as f64)),
                    ("mincards", Value::Number(MIN_CARDS as f64)),
                    ("maxcards", Value::Number(MAX_CARDS as f64)),
                ])}</p>
                <section class="ed-section">
                    <h3>{move || say(Msg::TopTrumpsEditorAboutPack)}</h3>
                    <div class="ed-grid">
                        {field(Msg::TopTrumpsEditorNameField, "ed-name", 60, |d| d.name.clone(), |d, v| d.name = v)}
                        {field(Msg::TopTrumpsEditorDescription, "ed-description", 300, |d| d.description.clone(), |d, v| d.description = v)}
                        {field(Msg::TopTrumpsEditorSource, "ed-source", 200, |d| d.source.clone(), |d, v| d.source = v)}
                        {field(Msg::TopTrumpsEditorUrl, "ed-url", 500, |d| d.url.clone(), |d, v| d.url = v)}
                        {field(Msg::TopTrumpsEditorLicence, "ed-licence", 200, |d| d.licence.clone(), |d, v| d.licence = v)}
                    </div>
                </section>
                <section class="ed-section">
                    <h3>{move || say(Msg::TopTrumpsEditorAttributes)}</h3>
                    <ol class="ed-attrs">{attribute_rows}</ol>
                    <button type="button" class="btn small" data-testid="ed-add-attribute" disabled=attributes_full on:click=add_attribute>{move || say(Msg::TopTrumpsEditorAddAttribute)}</button>
                </section>
                <section class="ed-section">
                    <h3>{move || say_with(Msg::TopTrumpsEditorCards, &[("n", Value::Number(cards.get() as f64))])}</h3>
                    <p class="muted small">{move || say(Msg::TopTrumpsEditorValues)}</p>
                    <ol class="ed-cards">{card_rows}</ol>
                    <button type="button" class="btn small" data-testid="ed-add-card" disabled=cards_full on:click=add_card>{move || say(Msg::TopTrumpsEditorAddCard)}</button>
                </section>
                {preview}
                <div class="ed-footer">
                    <div role="status" aria-live="polite" class="ed-status">{problems}</div>
                    {move || message.get().map(|m| view! { <p class="error" role="alert" data-testid="ed-message">{m}</p> })}
                    <div class="modal-actions">
                        <button type="button" class="btn primary" data-testid="ed-save" disabled=move || !ready() on:click=save>{move || say(Msg::TopTrumpsEditorSave)}</button>
                        <button type="button" class="btn" data-testid="ed-export" disabled=move || !ready() on:click=export>{move || say(Msg::TopTrumpsEditorExport)}</button>
                        <button type="button" class="btn" data-testid="ed-close" on:click=close>
                            {move || say(if changing() { Msg::TopTrumpsEditorCloseUnsaved } else { Msg::TopTrumpsEditorCloseKeep })}
                        </button>
                        {move || (!changing()).then(|| view! { <button type="button" class="btn" data-testid="ed-discard" on:click=discard>{say(Msg::TopTrumpsEditorDiscard)}</button> })}
                    </div>
                </div>
            </div>
        </div>
    }
}
