//! The list of the table's keys (`view::table_keys`), opened with `?` or its button at the
//! table's start: a dialog, closed by Escape or Close, the focus then back where it was.

use super::table_keys::Part;
use super::widgets::{close_on_escape, focus_on_mount};
use crate::ui::model::lang::{say, Msg};
use leptos::prelude::*;

/// The button that opens the list, first in the table's order of focus and out of sight
/// until it has the focus.
#[component]
pub fn KeysButton(open: RwSignal<bool>) -> impl IntoView {
    view! {
        <button
            type="button"
            class="btn small skip-link"
            data-testid="keys-open"
            aria-keyshortcuts="?"
            on:click=move |_| open.set(true)
        >
            {move || say(Msg::KeysOpen)}
        </button>
    }
}

/// The dialog, while `open`.
#[component]
pub fn KeysHelp(open: RwSignal<bool>) -> impl IntoView {
    move || open.get().then(|| view! { <KeysDialog open=open /> })
}

#[component]
fn KeysDialog(open: RwSignal<bool>) -> impl IntoView {
    remember_focus();
    let close = move || {
        open.set(false);
        request_animation_frame(give_back_focus);
    };
    close_on_escape(close);
    let close_button = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(close_button);
    let row = |keys: Msg, what: Msg| {
        view! {
            <div class="key-row">
                <dt>{move || say(keys)}</dt>
                <dd>{move || say(what)}</dd>
            </div>
        }
    };
    let reads = Part::ALL
        .into_iter()
        .map(|p| {
            let key = p.key();
            view! {
                <div class="key-row">
                    <dt><kbd>{key}</kbd></dt>
                    <dd>{move || say(p.words())}</dd>
                </div>
            }
        })
        .collect_view();
    view! {
        <div class="modal-backdrop above-cover">
            <div class="modal keys-help" role="dialog" aria-modal="true" aria-labelledby="keys-title" data-testid="keys-help">
                <h2 id="keys-title">{move || say(Msg::KeysTitle)}</h2>
                <p>{move || say(Msg::KeysIntro)}</p>
                <dl class="keys">
                    {row(Msg::KeysMoveKeys, Msg::KeysMove)}
                    {row(Msg::KeysChooseKeys, Msg::KeysChoose)}
                    {row(Msg::KeysSuitKeys, Msg::KeysSuit)}
                    {row(Msg::KeysColumnsKeys, Msg::KeysColumns)}
                    {reads}
                    {row(Msg::KeysHelpKeys, Msg::KeysHelp)}
                </dl>
                <div class="modal-actions">
                    <button type="button" class="btn primary" node_ref=close_button data-testid="keys-close" on:click=move |_| close()>
                        {move || say(Msg::KeysClose)}
                    </button>
                </div>
            </div>
        </div>
    }
}

/// The attribute that marks where the focus was when the dialog opened.
const RETURN: &str = "data-keys-return";

/// Marks the element that has the focus, to give it back on closing.
fn remember_focus() {
    if let Some(el) = document().active_element() {
        let _ = el.set_attribute(RETURN, "");
    }
}

/// The focus back where it was when the dialog opened, if that is still on the page.
fn give_back_focus() {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let doc = document();
        if let Ok(Some(el)) = doc.query_selector(&format!("[{RETURN}]")) {
            let _ = el.remove_attribute(RETURN);
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    }
}
