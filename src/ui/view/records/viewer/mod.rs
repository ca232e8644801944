//! The replay viewer: a record stepped through decision by decision (forward, back, a
//! slider, jump to a round, autoplay, arrow keys), the table shown as any seat or as an
//! observer; secrets are revealed to the observer only when the recorded game is finished.
//! From any step the game can be played on ([`super::play_on`]), and a person's decisions
//! can be reviewed by Expert ([`review`]).

mod autoplay;
mod controls;
mod moment_marks;
mod review;

use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::{Ctl, Screen};
use crate::ui::stores::viewer::Viewer;
use crate::ui::view::games::tables_for;
use crate::ui::view::widgets::{EmptyScreen, RulesButton};
use autoplay::Autoplay;
use controls::{Caption, Controls};
use leptos::prelude::*;
use review::ReviewPanel;

#[component]
pub fn ReplayScreen() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let viewer = expect_context::<Viewer>();
    let game = Memo::new(move |_| {
        viewer
            .replay
            .with(|r| r.as_ref().map(|r| r.stepper.record().game))
    });
    let game_name = move || {
        viewer.replay.with(|r| {
            r.as_ref()
                .map(|r| crate::ui::view::games::game_name(r.stepper.record().entry().info().id))
                .unwrap_or_default()
        })
    };
    let title = Memo::new(move |_| {
        viewer
            .replay
            .with(|r| r.as_ref().map(|r| r.title.clone()))
            .unwrap_or_default()
    });
    let has = Memo::new(move |_| viewer.replay.with(Option::is_some));
    // Watching one's own game in progress: the way back to it.
    let own_game = Memo::new(move |_| {
        viewer
            .replay
            .with(|r| r.as_ref().is_some_and(|r| r.only.is_some()))
    });
    // Autoplay is on (the controls run it); stepping by hand or by key stops it.
    let playing = RwSignal::new(false);
    provide_context(Autoplay(playing));
    // Arrow keys step (unless typing in a field or a control has the focus).
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ctl.screens.screen.get_untracked() != Screen::Replay || ev.alt_key() || ev.ctrl_key() {
            return;
        }
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(t).ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        // A dialog over the viewer (play on, rules) keeps the keys.
        let dialog_open = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("[aria-modal='true']").ok().flatten())
            .is_some();
        if typing || dialog_open {
            return;
        }
        let key = ev.key();
        if matches!(key.as_str(), "ArrowRight" | "ArrowLeft" | "Home" | "End") {
            playing.set(false);
        }
        match key.as_str() {
            "ArrowRight" => viewer.replay_by(1),
            "ArrowLeft" => viewer.replay_by(-1),
            "Home" => viewer.replay_go(0),
            "End" => viewer.replay_go(usize::MAX),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
    view! {
        <main class="table-screen replay-screen" data-testid="replay">
            <header class="topbar">
                <button type="button" class="btn ghost" data-testid="replay-hub" on:click=move |_| ctl.close_replay()>
                    {move || say(Msg::ReplayHub)}
                </button>
                <div class="title">
                    <span class="game-name">{move || say_with(Msg::ReplayGame, &[("game", Value::Text(&game_name()))])}</span>
                    <span class="round-label" data-testid="replay-title">{move || title.get()}</span>
                </div>
                <div class="tools">
                    {move || {
                        own_game
                            .get()
                            .then(|| {
                                view! {
                                    <button type="button" class="btn ghost" data-testid="replay-to-game" on:click=move |_| ctl.screens.show(Screen::Table)>
                                        {move || say(Msg::ReplayToGame)}
                                    </button>
                                }
                            })
                    }}
                    <RulesButton />
                </div>
            </header>
            {move || {
                if has.get() {
                    let table = game
                        .get()
                        .and_then(tables_for)
                        .map(|tables| (tables.replay)())
                        .unwrap_or_else(|| view! { <EmptyScreen text=Msg::TableCannotShow /> }.into_any());
                    view! {
                        <Controls />
                        <ReviewPanel />
                        <div class="table-body replay-body">
                            <Caption />
                            {table}
                        </div>
                    }
                        .into_any()
                } else {
                    view! { <EmptyScreen text=Msg::TableNoRecord /> }.into_any()
                }
            }}
        </main>
    }
}
