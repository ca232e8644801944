//! Small pieces every screen uses: the Rules button, an empty screen's way back to the hub,
//! and a dialog's focus and Escape.

use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::ctl::{Ctl, Screen};
use leptos::prelude::*;

/// The button that opens the rules help.
#[component]
pub fn RulesButton() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    view! {
        <button
            type="button"
            class="btn ghost"
            data-testid="rules-button"
            aria-haspopup="dialog"
            on:click=move |_| ctl.screens.open_rules(ctl.screens.game_at_hand().id)
        >
            {move || say(Msg::RulesButton)}
        </button>
    }
}

/// "No game in progress. [Back to the hub]" and the like.
#[component]
pub fn EmptyScreen(text: Msg) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    view! {
        <p class="empty-screen">
            {move || say(text)}
            " "
            <button type="button" class="btn" on:click=move |_| ctl.screens.show(Screen::Hub)>
                {move || say(Msg::BackToHub)}
            </button>
        </p>
    }
}

/// While the calling component is shown, Escape runs `close` (a dialog's "cancel").
pub fn close_on_escape(close: impl Fn() + Send + Sync + 'static) {
    let listener = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            close();
        }
    });
    on_cleanup(move || listener.remove());
}

/// Moves the keyboard focus to a button once it is in the page (dialogs, covers).
pub fn focus_on_mount(node: NodeRef<leptos::html::Button>) {
    Effect::new(move |_| {
        if let Some(el) = node.get() {
            let _ = el.focus();
        }
    });
}
