//! The list of the table's keys (`view::table_keys`), opened with `?` or its button at the
//! table's start: a dialog, closed by Escape or Close, the focus then back where it was.

use super::table_keys::{suit_keys, Part};
use super::widgets::{close_on_escape, focus_on_mount, give_focus_back_on_close};
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
pub fn KeysHelp(
    open: RwSignal<bool>,
    /// The names of the suits of the game at the table (none: no suits, or no game).
    #[prop(into)]
    suits: Signal<Vec<String>>,
) -> impl IntoView {
    move || {
        open.get()
            .then(|| view! { <KeysDialog open=open suits=suits /> })
    }
}

#[component]
fn KeysDialog(open: RwSignal<bool>, suits: Signal<Vec<String>>) -> impl IntoView {
    give_focus_back_on_close(None);
    let close = move || open.set(false);
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
    // The key of each suit at this table: "M Moons, S Suns, W Waves, … Y Wyrms".
    let suit_keys = move || {
        let names = suits.get();
        let keys = suit_keys(&names);
        let sep = say(Msg::ListSep);
        let items = names
            .into_iter()
            .zip(keys)
            .filter_map(|(name, key)| key.map(|k| (k.to_uppercase().to_string(), name)))
            .enumerate()
            .map(|(i, (key, name))| {
                view! {
                    {(i > 0).then(|| sep.clone())}
                    <kbd>{key}</kbd>
                    " "
                    {name}
                }
            })
            .collect_view();
        view! { <dd class="suit-keys" data-testid="suit-keys">{items}</dd> }
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
                    <div class="key-row">
                        <dt>{move || say(Msg::KeysSuitKeys)}</dt>
                        <dd>{move || say(Msg::KeysSuit)}</dd>
                        {move || (!suits.with(Vec::is_empty)).then(suit_keys)}
                    </div>
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
