//! Pass-and-play: a full-screen cover that shows nothing of the game but whose turn it is.

use super::app::focus_on_mount;
use super::ctl::Ctl;
use leptos::prelude::*;

#[component]
pub fn PassDevice(name: String) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let button = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(button);
    view! {
        <div class="pass-device" data-testid="pass-device" role="dialog" aria-modal="true" aria-labelledby="pass-title">
            <button type="button" class="pass-button" node_ref=button on:click=move |_| ctl.uncover()>
                <span class="pass-title" id="pass-title">{format!("Pass the device to {name}")}</span>
                <span class="pass-sub">"Tap when ready"</span>
            </button>
        </div>
    }
}
