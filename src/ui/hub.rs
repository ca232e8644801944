//! The hub, a lobby: "Continue" for the game in progress, every game of the parlour (from the
//! registry) as a card whose "New game" opens its set-up in one tap, then finished games,
//! records, statistics and settings.

use super::app::{close_on_escape, focus_on_mount, RulesButton};
use super::ctl::{Ctl, Screen};
use super::records::history_panel::HistoryPanel;
use super::records::import::ImportPanel;
use super::settings_panel::SettingsPanel;
use super::setup::SeatSetup;
use super::stats::StatsPanel;
use crate::registry::{self, player_range};
use crate::ui::games::ui_for;
use leptos::prelude::*;

#[component]
pub fn Hub() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    // The set-up of the chosen game, in a dialog opened by a game card's "New game".
    let setup_open = RwSignal::new(false);
    // A game is offered once its table exists in the app (its rules may already be listed for
    // the command line and bot matches).
    let games = registry::GAMES
        .iter()
        .filter(|entry| ui_for(entry.info().id).is_some())
        .map(|entry| {
            let info = entry.info();
            let id = info.id;
            let players = format!("{} players", player_range(info).replace(" to ", "–"));
            view! {
                <li class="game-card playable" data-game=id>
                    <h3>{info.name}</h3>
                    <p class="tagline">{info.tagline}</p>
                    <p class="players">{players}</p>
                    <button
                        type="button"
                        class="btn primary"
                        data-testid=format!("set-up-{id}")
                        aria-haspopup="dialog"
                        on:click=move |_| {
                            ctl.update_settings(|s| s.game = id.to_string());
                            setup_open.set(true);
                        }
                    >
                        "New game"
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <main class="hub" data-testid="hub">
            <header class="hub-head">
                <div class="brand">
                    <span class="logo" aria-hidden="true">"♥♣♠♦"</span>
                    <h1>"Trumps"</h1>
                    <p class="sub">"A parlour of trump card games"</p>
                </div>
                <RulesButton />
            </header>
            <ContinueBox />
            <section class="panel lobby" aria-labelledby="games-title">
                <h2 id="games-title">"Choose a game"</h2>
                <ul class="game-list">{games}</ul>
            </section>
            {move || setup_open.get().then(|| view! { <SetupDialog open=setup_open /> })}
            <HistoryPanel />
            <ImportPanel />
            <StatsPanel />
            <SettingsPanel />
        </main>
    }
}

/// The set-up of the chosen game (seats, bot levels, the game's options, its last set-up
/// remembered), as a dialog over the lobby.
#[component]
fn SetupDialog(open: RwSignal<bool>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let name = Memo::new(move |_| {
        ctl.settings
            .with(|s| registry::find(&s.game).map(|e| e.info().name))
            .unwrap_or_default()
    });
    let close = move || open.set(false);
    close_on_escape(close);
    let first = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(first);
    view! {
        <div class="modal-backdrop" on:click=move |_| close()>
            <div
                class="modal setup-dialog"
                id="game-setup"
                role="dialog"
                aria-modal="true"
                aria-labelledby="setup-title"
                data-testid="setup-dialog"
                on:click=|ev| ev.stop_propagation()
            >
                <button type="button" class="btn small close" data-testid="setup-close" aria-label="Close the set-up" node_ref=first on:click=move |_| close()>
                    "✕"
                </button>
                <h2 id="setup-title">{move || format!("New game of {}", name.get())}</h2>
                <SeatSetup />
            </div>
        </div>
    }
}

/// "Continue" with the saved game's round and players, if a game is in progress.
#[component]
fn ContinueBox() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let info = Memo::new(move |_| {
        ctl.session.with(|s| {
            s.as_ref()
                .and_then(|s| s.progress().map(|(at, names)| (s.info().name, at, names)))
        })
    });
    move || {
        info.get().map(|(game, round, names)| {
            view! {
                <section class="panel continue" aria-label="Game in progress">
                    <div>
                        <h2>{format!("{game} in progress")}</h2>
                        <p>{round} " · " {names}</p>
                    </div>
                    <button
                        type="button"
                        class="btn primary"
                        data-testid="continue"
                        on:click=move |_| ctl.show(Screen::Table)
                    >
                        "Continue"
                    </button>
                </section>
            }
        })
    }
}
