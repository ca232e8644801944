//! The set-up's body (seats, bot levels, each game's options and Top Trumps' packs) as a part
//! of the wasm of its own, so the hub is usable before it has come: the app fetches it as soon
//! as the hub is up ([`fetch_ahead`], before the table's part), and it is in long before a
//! game card is tapped. The set-up dialog opened earlier shows its title at once and says the
//! rest is opening; one whose part cannot be fetched says why, with *Try again*. Off the web
//! (the native tests) [`setup`] is an ordinary call.

use super::lazy_part::{lazy_part, Drawn, Waiting};
use crate::ui::model::lang::{say, Msg};
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};

/// The split point: the set-up's body, once its part is fetched and started. Nothing else may
/// name [`super::setup::SeatSetup`], or it stays in the first part.
#[allow(improper_ctypes_definitions)]
#[wasm_split(
    setup,
    wasm_split_path = ::leptos::wasm_split,
    preload(fetch_setup),
    fallible
)]
fn setup() -> Result<Drawn, SplitLoaderError> {
    fn seat_setup() -> AnyView {
        view! { <super::setup::SeatSetup /> }.into_any()
    }
    Ok(seat_setup)
}

/// Fetches the set-up's part in the background (a failure is shown only if a set-up is
/// opened).
pub fn fetch_ahead() {
    leptos::task::spawn_local(async {
        let _ = fetch_setup().await;
    });
}

/// The set-up's body: drawn once its part is in.
#[component]
pub fn SetupPart() -> impl IntoView {
    lazy_part(|| Box::pin(setup()), waiting)
}

/// The set-up's body while it opens or after it failed to.
fn waiting(w: Waiting) -> AnyView {
    if w.failed {
        view! {
            <div class="part-wait" role="alert" data-testid="setup-failed">
                <p>{move || Waiting::failed_words(&say(Msg::PartSetupWhat), &say(Msg::PartSetupKept))}</p>
                <button type="button" class="btn primary" data-testid="setup-retry" on:click=move |_| w.retry()>{move || say(Msg::PartTryAgain)}</button>
            </div>
        }
        .into_any()
    } else {
        view! {
            <p class="part-wait" role="status" data-testid="setup-opening">{move || say(Msg::PartOpeningSetup)}</p>
        }
        .into_any()
    }
}
