//! Pass-and-play: a full-screen cover that shows nothing of the game but whose turn it is.

use super::widgets::focus_on_mount;
use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::ctl::{Ctl, Screen};
use leptos::prelude::*;

#[component]
pub fn PassDevice(name: String) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let button = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(button);
    let game = ctl
        .play
        .session
        .with_untracked(|s| s.as_ref().map(|s| s.info().id))
        .map(crate::ui::view::games::game_name)
        .unwrap_or_default();
    view! {
        <div class="pass-device" data-testid="pass-device" role="dialog" aria-modal="true" aria-labelledby="pass-title">
            // The way out and the game's name stay in sight: leaving needs no hand revealed.
            <div class="pass-bar">
                <button type="button" class="btn ghost" data-testid="pass-hub" on:click=move |_| ctl.screens.show(Screen::Hub)>
                    {move || say(Msg::TableHub)}
                </button>
                <span class="pass-game">{game}</span>
            </div>
            <button type="button" class="pass-button" node_ref=button on:click=move |_| ctl.play.uncover()>
                <span class="pass-title" id="pass-title">{move || crate::ui::model::lang::say_with(Msg::TablePassTo, &[("name", crate::ui::model::lang::Value::Text(&name))])}</span>
                <span class="pass-sub">{move || say(Msg::TablePassReady)}</span>
            </button>
        </div>
    }
}

/// How long the page may be out of sight before the table is covered again: the device may
/// have changed hands meanwhile.
pub const HIDDEN_COVER_MS: f64 = 30_000.0;

/// Covers the table again (with several people seated) when the page comes back after being
/// hidden for [`HIDDEN_COVER_MS`] or more: another tab, a locked phone, the app switched away.
pub fn cover_after_hidden(ctl: Ctl) {
    #[cfg(target_arch = "wasm32")]
    {
        use crate::ui::model::browser::now_ms;
        use crate::ui::stores::ctl::Screen;
        use wasm_bindgen::closure::Closure;
        use wasm_bindgen::JsCast;
        let hidden_since = StoredValue::new(None::<f64>);
        let on_change = Closure::<dyn Fn()>::new(move || {
            let hidden = document().hidden();
            if hidden {
                hidden_since.set_value(Some(now_ms()));
                return;
            }
            let Some(since) = hidden_since.get_value() else {
                return;
            };
            hidden_since.set_value(None);
            if now_ms() - since >= HIDDEN_COVER_MS
                && ctl.screens.screen.get_untracked() == Screen::Table
            {
                ctl.play.session.update(|s| {
                    if let Some(s) = s {
                        s.hand_over();
                    }
                });
            }
        });
        let _ = document().add_event_listener_with_callback(
            "visibilitychange",
            on_change.as_ref().unchecked_ref(),
        );
        // The app lives as long as the page.
        on_change.forget();
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = ctl;
}
