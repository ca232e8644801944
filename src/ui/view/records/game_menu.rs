//! The table's "Game" dialog: share the deal, download the record, watch the game so far; on a
//! phone also the bot pace and the rules, which its top bar has no room for.

use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::{Ctl, Screen};
use crate::ui::view::games::game_name;
use crate::ui::view::setting_controls::PaceSelect;
use crate::ui::view::widgets::{close_on_escape, focus_on_mount};
use leptos::prelude::*;

#[component]
pub fn GameMenuButton() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let open = RwSignal::new(false);
    // While the device is passed between people, the menu (which can show the next person's
    // seat or download every secret) waits until the table is uncovered.
    let covered = Memo::new(move |_| {
        ctl.play
            .session
            .with(|s| s.as_ref().is_some_and(|s| s.cover))
    });
    view! {
        <button
            type="button"
            class="btn ghost"
            data-testid="game-menu"
            aria-haspopup="dialog"
            disabled=move || covered.get()
            title=move || covered.get().then(|| say(Msg::MenuCovered))
            on:click=move |_| open.set(true)
            aria-label=move || say(Msg::MenuButton)
        >
            <span class="menu-word" aria-hidden="true">{move || say(Msg::MenuWord)}" "</span>
            <span aria-hidden="true">"⋯"</span>
        </button>
        {move || open.get().then(|| view! { <GameMenu open=open /> })}
    }
}

/// An entry of the menu: its test id, its label, what it does in words, and what it does.
type Entry = (&'static str, Msg, Msg, fn(Ctl));

const ENTRIES: [Entry; 3] = [
    (
        "menu-share",
        Msg::ShareTitle,
        Msg::MenuShareAbout,
        Ctl::share_current,
    ),
    (
        "menu-download",
        Msg::MenuDownload,
        Msg::MenuDownloadAbout,
        Ctl::download_current,
    ),
    (
        "menu-watch",
        Msg::MenuWatch,
        Msg::MenuWatchAbout,
        Ctl::watch_current,
    ),
];

/// "How to play What Trump?".
fn how_to_play(game: &str) -> String {
    say_with(
        Msg::HubHowToPlayGame,
        &[("game", Value::Text(&game_name(game)))],
    )
}

#[component]
fn GameMenu(open: RwSignal<bool>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    // The first entry has the focus when the menu opens.
    let buttons = ENTRIES.map(|_| NodeRef::<leptos::html::Button>::new());
    focus_on_mount(buttons[0]);
    let close = move || open.set(false);
    close_on_escape(close);
    // A lesson's menu starts it again or leaves it; its record is the lesson's, not a game's.
    let lesson = ctl.play.session.with_untracked(|s| {
        let s = s.as_ref()?;
        s.lesson.as_ref().map(|t| t.game())
    });
    if let Some(game) = lesson {
        let title = move || {
            say_with(
                Msg::MenuLessonTitle,
                &[("game", Value::Text(&game_name(game)))],
            )
        };
        return view! {
            <div class="modal-backdrop" on:click=move |_| close()>
                <div class="modal game-menu" role="dialog" aria-modal="true" aria-labelledby="game-menu-title" data-testid="game-menu-dialog" on:click=|ev| ev.stop_propagation()>
                    <h2 id="game-menu-title">{title}</h2>
                    <div class="menu-bar-extras">
                        <PaceSelect testid="menu-pace" />
                        <button type="button" class="btn" data-testid="menu-rules" on:click=move |_| { close(); ctl.screens.open_rules(game); }>
                            {move || how_to_play(game)}
                        </button>
                    </div>
                    <ul class="menu-list">
                        <li>
                            <button type="button" class="btn" node_ref=buttons[0] data-testid="menu-lesson-restart" on:click=move |_| { close(); ctl.restart_lesson(game); }>
                                {move || say(Msg::MenuLessonRestart)}
                            </button>
                            <span class="muted small">{move || say(Msg::MenuLessonRestartAbout)}</span>
                        </li>
                        <li>
                            <button type="button" class="btn" data-testid="menu-lesson-leave" on:click=move |_| { close(); ctl.screens.show(Screen::Hub); }>
                                {move || say(Msg::MenuLessonLeave)}
                            </button>
                            <span class="muted small">{move || say(Msg::MenuLessonLeaveAbout)}</span>
                        </li>
                    </ul>
                    <div class="modal-actions">
                        <button type="button" class="btn" on:click=move |_| close()>{move || say(Msg::MenuClose)}</button>
                    </div>
                </div>
            </div>
        }
        .into_any();
    }
    let entries = ENTRIES
        .into_iter()
        .zip(buttons)
        .map(|((id, label, about, run), button)| {
            view! {
                <li>
                    <button type="button" class="btn" node_ref=button data-testid=id on:click=move |_| { close(); run(ctl); }>
                        {move || say(label)}
                    </button>
                    <span class="muted small">{move || say(about)}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="modal-backdrop" on:click=move |_| close()>
            <div class="modal game-menu" role="dialog" aria-modal="true" aria-labelledby="game-menu-title" data-testid="game-menu-dialog" on:click=|ev| ev.stop_propagation()>
                <h2 id="game-menu-title">{move || say(Msg::MenuTitle)}</h2>
                // On a phone the top bar has no room for these two: they are here instead.
                <div class="menu-bar-extras">
                    <PaceSelect testid="menu-pace" />
                    <button
                        type="button"
                        class="btn"
                        data-testid="menu-rules"
                        on:click=move |_| { close(); ctl.screens.open_rules(ctl.screens.game_at_hand().id); }
                    >
                        {move || how_to_play(ctl.screens.game_at_hand().id)}
                    </button>
                </div>
                <ul class="menu-list">{entries}</ul>
                <div class="modal-actions">
                    <button type="button" class="btn" on:click=move |_| close()>{move || say(Msg::MenuClose)}</button>
                </div>
            </div>
        </div>
    }
    .into_any()
}
