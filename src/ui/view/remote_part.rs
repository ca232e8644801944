//! Playing on several devices, as two parts of the wasm of their own (split points, see
//! `docs/wasm-split.md`): the host's list of guests and its invitations, fetched when a table
//! with seats on other devices opens; and the guest's page, fetched when the app is opened
//! from an invitation (`?join=`). Neither is in the first part. Off the web (the native
//! tests) both are ordinary calls.

use super::lazy_part::{lazy_part, Drawn, Waiting};
use crate::ui::model::lang::{say, Msg};
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};

/// The split point of the host's side. Nothing else may name `RemoteSeats`.
#[allow(improper_ctypes_definitions)]
#[wasm_split(
    remote_host,
    wasm_split_path = ::leptos::wasm_split,
    preload(fetch_remote_host),
    fallible
)]
fn remote_host() -> Result<Drawn, SplitLoaderError> {
    fn seats() -> AnyView {
        view! { <super::remote::invite::RemoteSeats /> }.into_any()
    }
    Ok(seats)
}

/// The split point of the guest's page. Nothing else may name `GuestScreen`.
#[allow(improper_ctypes_definitions)]
#[wasm_split(
    remote_guest,
    wasm_split_path = ::leptos::wasm_split,
    preload(fetch_remote_guest),
    fallible
)]
fn remote_guest() -> Result<Drawn, SplitLoaderError> {
    fn page() -> AnyView {
        view! { <super::remote::guest_page::GuestScreen /> }.into_any()
    }
    Ok(page)
}

/// The host's list of guests' seats, once its part is in.
#[component]
pub fn RemoteHostPart() -> impl IntoView {
    lazy_part(|| Box::pin(remote_host()), |w| waiting(w, "remote-host"))
}

/// The guest's page, once its part is in.
#[component]
pub fn GuestPart() -> impl IntoView {
    lazy_part(|| Box::pin(remote_guest()), |w| waiting(w, "remote-guest"))
}

/// The part's frame while it comes. The guest's page is drawn by the first part, before the
/// rest of the words may have come: these are the first part's (`first.ftl`).
fn waiting(w: Waiting, testid: &'static str) -> AnyView {
    if w.failed {
        view! {
            <div class="part-wait" role="alert" data-testid=format!("{testid}-failed")>
                <p>{move || Waiting::failed_words(&say(Msg::RemotePartName), &say(Msg::RemotePartKept))}</p>
                <button type="button" class="btn primary" on:click=move |_| w.retry()>{move || say(Msg::RemotePartTryAgain)}</button>
            </div>
        }
        .into_any()
    } else {
        view! {
            <p class="part-wait" role="status" data-testid=format!("{testid}-opening")>{move || say(Msg::RemotePartOpening)}</p>
        }
        .into_any()
    }
}
