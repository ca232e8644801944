//! Top Trumps' part of the set-up: which pack to play with (the built-in ones and the packs
//! on this device), importing a pack from a file or pasted text (every problem listed, with
//! where it is), and the pack editor for making or changing one.

use super::card::card_face;
use super::editor::Draft;
use super::editor_part::{self, PackEditorPart};
use super::pack_store;
use super::packs::{choose, file_name, Packs};
use super::players::pack_size;
use crate::games::top_trumps::check::{pack_from_value, read_pack, Problem};
use crate::games::top_trumps::{builtin, Pack, PackWords};
use crate::ui::model::browser as web;
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;
use std::sync::Arc;

/// The pack the set-up will play with.
fn chosen(ctl: Ctl) -> Option<Pack> {
    ctl.keep.settings.with(|s| {
        s.setup(&s.game)
            .options
            .get("pack")
            .and_then(|v| pack_from_value(v).ok())
    })
}

#[component]
pub fn PackChooser() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let (loaded, problem) = pack_store::load();
    let packs = Packs {
        mine: RwSignal::new(loaded),
        notice: RwSignal::new(problem),
        editing: RwSignal::new(None),
    };
    provide_context(packs);
    // The editor is a part of its own: fetched now, so "Make a pack…" opens it at once.
    editor_part::fetch_ahead();
    let current = Memo::new(move |_| chosen(ctl));
    // The pack whose cards are laid out to look through (its option's id).
    let looking = RwSignal::new(None::<String>);
    // Only opening and closing redraw the editor (not every letter typed in it).
    let editor_open = Memo::new(move |_| packs.editing.with(Option::is_some));
    let option = move |pack: Arc<Pack>, id: String, own: bool| {
        // "Edit: Dogs of our street": each pack's buttons named apart for a screen reader.
        let named = {
            let pack = pack.clone();
            move |action: Msg| {
                let pack = pack.clone();
                move || {
                    let name = said(&PackWords::of(&pack).name());
                    let action = say(action);
                    say_with(
                        Msg::TopTrumpsPackAction,
                        &[
                            ("action", Value::Text(&action)),
                            ("pack", Value::Text(&name)),
                        ],
                    )
                }
            }
        };
        let is_selected = {
            let pack = pack.clone();
            move || current.with(|c| c.as_ref() == Some(&*pack))
        };
        let selected = is_selected.clone();
        let pick = {
            let pack = pack.clone();
            move |_| choose(ctl, &pack)
        };
        let facts = {
            let pack = pack.clone();
            move || match pack.sources.first() {
                Some(_) => say_with(
                    Msg::TopTrumpsPackFacts,
                    &[
                        ("cards", Value::Number(pack.cards.len() as f64)),
                        ("attributes", Value::Number(pack.attributes.len() as f64)),
                        (
                            "source",
                            Value::Text(&said(&PackWords::of(&pack).source(0))),
                        ),
                    ],
                ),
                None => pack_size(&pack),
            }
        };
        let edit = {
            let pack = pack.clone();
            move |_| packs.editing.set(Some(Draft::from_pack(&pack)))
        };
        let export = {
            let pack = pack.clone();
            move |_| {
                if let Err(why) = web::download(&file_name(&pack), &pack.to_pretty()) {
                    packs.notice.set(Some(why));
                }
            }
        };
        let delete = {
            let pack = pack.clone();
            move |_| {
                let mut list = packs.mine.get_untracked();
                list.retain(|p| *p != *pack);
                match pack_store::save(&list) {
                    Ok(()) => {
                        packs.notice.set(Some(say_with(
                            Msg::TopTrumpsDeleted,
                            &[("name", Value::Text(&pack.name))],
                        )));
                        packs.mine.set(list);
                    }
                    Err(why) => {
                        if let Some(newer) = pack_store::newer() {
                            packs.mine.set(newer);
                        }
                        packs.notice.set(Some(why));
                    }
                }
            }
        };
        let cards = {
            let (pack, id) = (pack.clone(), id.clone());
            move || (looking.get().as_deref() == Some(id.as_str())).then(|| gallery(&pack))
        };
        let open = {
            let id = id.clone();
            move || looking.get().as_deref() == Some(id.as_str())
        };
        let toggle = {
            let (id, open) = (id.clone(), open.clone());
            move |_| looking.set((!open()).then(|| id.clone()))
        };
        let see = view! {
            <button type="button" class="btn small" data-testid="pack-see" aria-expanded={let open = open.clone(); move || open().to_string()} aria-label={let (named, open) = (named.clone(), open.clone()); move || named(if open() { Msg::TopTrumpsHideCards } else { Msg::TopTrumpsSeeCards })()} on:click=toggle>
                {let open = open.clone(); move || say(if open() { Msg::TopTrumpsHideCards } else { Msg::TopTrumpsSeeCards })}
            </button>
        };
        view! {
            <li class="tt-pack-option" class:selected=is_selected data-testid=format!("pack-{id}")>
                <label>
                    <input type="radio" name="tt-pack" prop:checked=selected on:change=pick />
                    <span>
                        <span class="option-label">{
                            let pack = pack.clone();
                            move || said(&PackWords::of(&pack).name())
                        }</span>
                        <span class="muted small">{facts}</span>
                    </span>
                </label>
                <span class="tt-pack-actions">
                    {see}
                    {own.then(|| view! {
                        <button type="button" class="btn small" data-testid="pack-edit" aria-label=named(Msg::TopTrumpsEdit) on:click=edit>{move || say(Msg::TopTrumpsEdit)}</button>
                        <button type="button" class="btn small" data-testid="pack-export" aria-label=named(Msg::TopTrumpsExport) on:click=export>{move || say(Msg::TopTrumpsExport)}</button>
                        <button type="button" class="btn small ghost" data-testid="pack-delete" aria-label=named(Msg::TopTrumpsDelete) on:click=delete>{move || say(Msg::TopTrumpsDelete)}</button>
                    })}
                </span>
                {cards}
            </li>
        }
    };
    let built_in = move || {
        builtin::packs()
            .map(|(b, p)| option(p, b.id.to_string(), false))
            .collect_view()
    };
    let mine = move || {
        packs
            .mine
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, p)| option(Arc::new(p), format!("mine-{i}"), true))
            .collect_view()
    };
    // The pack chosen may be one that is neither built in nor kept here (a game played on).
    let other = move || {
        current.get().filter(|c| {
            builtin::which(c).is_none() && !packs.mine.with(|m| m.contains(c))
        })
        .map(|c| {
            let keep = {
                let c = c.clone();
                move |_| {
                    let mut pack = c.clone();
                    pack.name = packs.free_name(&pack.name);
                    match packs.keep(pack.clone(), None) {
                        Ok(msg) => {
                            choose(ctl, &pack);
                            packs.notice.set(Some(msg));
                        }
                        Err(why) => packs.notice.set(Some(why)),
                    }
                }
            };
            view! {
                <li class="tt-pack-option selected" data-testid="pack-in-use">
                    <label>
                        <input type="radio" name="tt-pack" checked=true />
                        <span><span class="option-label">{c.name.clone()}</span><span class="muted small">{move || say(Msg::TopTrumpsInUse)}</span></span>
                    </label>
                    <span class="tt-pack-actions">
                        <button type="button" class="btn small" on:click=keep>{move || say(Msg::TopTrumpsKeep)}</button>
                    </span>
                </li>
            }
        })
    };
    let size = move || {
        packs.mine.track();
        let n = packs.mine.with(Vec::len);
        (n > 0).then(|| {
            let size = pack_store::size_words(pack_store::stored_chars());
            say_with(Msg::TopTrumpsStorage, &[("size", Value::Text(&size))])
        })
    };
    view! {
        <section class="tt-setup" data-testid="pack-chooser">
            <h3>{move || say(Msg::TopTrumpsPack)}</h3>
            <ul class="tt-pack-list">{built_in}{mine}{other}</ul>
            {move || packs.notice.get().map(|n| view! { <p class="notice small" role="status" data-testid="pack-notice">{n}</p> })}
            <p class="muted small">{size}</p>
            <div class="tt-pack-tools">
                <button type="button" class="btn" data-testid="pack-new" on:click=move |_| packs.editing.set(Some(pack_store::load_draft::<Draft>().unwrap_or_else(Draft::blank)))>
                    {move || say(Msg::TopTrumpsMake)}
                </button>
                <ImportPack />
            </div>
            {move || editor_open.get().then(|| view! { <PackEditorPart /> })}
        </section>
    }
}

/// Every card of `pack`, as it looks at the table, to look through before playing.
fn gallery(pack: &Arc<Pack>) -> impl IntoView {
    let words = PackWords::of(pack);
    let label = say_with(
        Msg::TopTrumpsGallery,
        &[
            ("n", Value::Number(pack.cards.len() as f64)),
            ("name", Value::Text(&said(&words.name()))),
        ],
    );
    view! {
        <ul class="tt-gallery" data-testid="pack-cards" aria-label=label>
            {(0..pack.cards.len())
                .map(|c| view! { <li>{card_face(words, c, None, "")}</li> })
                .collect_view()}
        </ul>
    }
}

/// Import a pack from a file or pasted text: kept on this device and chosen, or every
/// problem listed.
#[component]
fn ImportPack() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let packs = expect_context::<Packs>();
    let problems = RwSignal::new(Vec::<Problem>::new());
    let source = RwSignal::new(String::new());
    let pasted = RwSignal::new(String::new());
    let input = NodeRef::<leptos::html::Input>::new();
    let take = move |text: &str, from: String| match read_pack(text) {
        Ok(mut pack) => {
            problems.set(Vec::new());
            // A pack of a name already here is kept beside it, renamed.
            let name = packs.free_name(&pack.name);
            let renamed = (name != pack.name).then(|| {
                let said = say_with(
                    Msg::TopTrumpsRenamed,
                    &[
                        ("old", Value::Text(&pack.name)),
                        ("name", Value::Text(&name)),
                    ],
                );
                format!(" {said}")
            });
            pack.name = name;
            match packs.keep(pack.clone(), None) {
                Ok(msg) => packs
                    .notice
                    .set(Some(format!("{msg}{}", renamed.unwrap_or_default()))),
                Err(why) => packs.notice.set(Some(why)),
            }
            choose(ctl, &pack);
            pasted.set(String::new());
        }
        Err(p) => {
            source.set(from);
            problems.set(p);
        }
    };
    let on_file = move |_| {
        web::read_chosen(input, move |read| match read {
            Ok((name, text)) => take(&text, name),
            Err(why) => {
                source.set(say(Msg::TopTrumpsTheFile));
                problems.set(vec![Problem {
                    at: String::new(),
                    message: why,
                }]);
            }
        })
    };
    view! {
        <div class="tt-import">
            <label class="btn file-button">
                {move || say(Msg::TopTrumpsImportFile)}
                <input type="file" accept=".json,application/json,text/plain" data-testid="pack-import-file" node_ref=input on:change=on_file />
            </label>
            <details class="paste">
                <summary>{move || say(Msg::TopTrumpsPaste)}</summary>
                <textarea rows="4" data-testid="pack-import-text" aria-label=move || say(Msg::TopTrumpsPackText) prop:value=move || pasted.get() on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
                <button type="button" class="btn small" data-testid="pack-import-open" on:click=move |_| take(&pasted.get_untracked(), say(Msg::TopTrumpsThePastedText))>{move || say(Msg::TopTrumpsImport)}</button>
            </details>
            {move || {
                let list = problems.get();
                (!list.is_empty()).then(|| {
                    let n = list.len();
                    view! {
                        <div class="error" role="alert" data-testid="pack-problems">
                            <p>{say_with(Msg::TopTrumpsNotAPack, &[("source", Value::Text(&source.get())), ("n", Value::Number(n as f64))])}</p>
                            <ul>{list.into_iter().take(30).map(|p| view! { <li>{p.to_string()}</li> }).collect_view()}</ul>
                            {(n > 30).then(|| view! { <p>{say_with(Msg::TopTrumpsAndMore, &[("n", Value::Number((n - 30) as f64))])}</p> })}
                            <p class="small">{say(Msg::TopTrumpsNothingChanged)}</p>
                        </div>
                    }
                })
            }}
        </div>
    }
}
