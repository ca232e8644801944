//! The pack editor as a part of the wasm of its own: few players make a pack, so the set-up
//! loads without it. The set-up fetches it when Top Trumps' pack chooser is first shown
//! ([`fetch_ahead`]); the editor opened before it has come says it is opening, and one that
//! cannot be fetched says why, with *Try again*. The service worker keeps the part for
//! offline play like every other file. Off the web (the native tests) [`pack_editor`] is an
//! ordinary call.

use super::packs::Packs;
use crate::ui::model::lang::{say, Msg};
use crate::ui::view::lazy_part::{lazy_part, Drawn, Waiting};
use crate::ui::view::widgets::{close_on_escape, focus_on_mount, give_focus_back_on_close};
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};

/// The split point: the editor, once its part is fetched and started. Nothing else may name
/// [`super::editor::PackEditor`], or it stays in the first part.
#[allow(improper_ctypes_definitions)]
#[wasm_split(
    pack_editor,
    wasm_split_path = ::leptos::wasm_split,
    preload(fetch_pack_editor),
    fallible
)]
fn pack_editor() -> Result<Drawn, SplitLoaderError> {
    fn editor() -> AnyView {
        view! { <super::editor::PackEditor /> }.into_any()
    }
    Ok(editor)
}

/// Fetches the editor's part in the background (a failure is shown only if the editor is
/// opened).
pub fn fetch_ahead() {
    leptos::task::spawn_local(async {
        let _ = fetch_pack_editor().await;
    });
}

/// The pack editor: drawn once its part is in. Closed, it gives the focus back to the button
/// that opened it (made before the frame that waits for the part takes the focus), or, where
/// that was drawn again (a pack of yours, saved), to the pack chosen.
#[component]
pub fn PackEditorPart() -> impl IntoView {
    give_focus_back_on_close(Some("input[name=\"tt-pack\"]:checked"));
    lazy_part(|| Box::pin(pack_editor()), waiting)
}

/// The editor's frame while it opens or after it failed to: the words, *Try again* if it
/// failed, and *Close*.
fn waiting(w: Waiting) -> AnyView {
    let packs = expect_context::<Packs>();
    let close = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(close);
    close_on_escape(move || packs.editing.set(None));
    let words = if w.failed {
        Waiting::failed_words(
            &say(Msg::TopTrumpsEditorWhat),
            &say(Msg::TopTrumpsEditorKept),
        )
    } else {
        say(Msg::TopTrumpsEditorOpening)
    };
    view! {
        <div class="modal-backdrop">
            <div class="modal tt-editor" role="dialog" aria-modal="true" aria-label=say(Msg::TopTrumpsEditorName) data-testid="pack-editor-waiting">
                <p role=if w.failed { "alert" } else { "status" }>{words}</p>
                <div class="modal-actions">
                    {w.failed.then(|| view! {
                        <button type="button" class="btn primary" data-testid="pack-editor-retry" on:click=move |_| w.retry()>{say(Msg::TopTrumpsEditorRetry)}</button>
                    })}
                    <button type="button" class="btn" data-testid="pack-editor-close" node_ref=close on:click=move |_| packs.editing.set(None)>{say(Msg::TopTrumpsEditorClose)}</button>
                </div>
            </div>
        </div>
    }
    .into_any()
}
