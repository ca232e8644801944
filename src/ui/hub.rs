//! The hub: every game of the parlour (from the registry), the set-up of the chosen one,
//! continue, finished games, records, statistics and settings.

use super::app::RulesButton;
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
    let chosen = Memo::new(move |_| ctl.settings.with(|s| s.game.clone()));
    let chosen_name = Memo::new(move |_| {
        registry::find(&chosen.get())
            .map(|e| e.info().name)
            .unwrap_or_default()
    });
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
                <li class="game-card playable" class:chosen=move || chosen.get() == id data-game=id>
                    <h3>{info.name}</h3>
                    <p class="tagline">{info.tagline}</p>
                    <p class="players">{players}</p>
                    <a
                        class="btn small"
                        href="#game-setup"
                        data-testid=format!("set-up-{id}")
                        on:click=move |_| ctl.update_settings(|s| s.game = id.to_string())
                    >
                        "Set up a game ↓"
                    </a>
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
            <section class="panel" aria-labelledby="games-title">
                <h2 id="games-title">"Games"</h2>
                <ul class="game-list">{games}</ul>
            </section>
            <section class="panel setup" id="game-setup" aria-labelledby="setup-title">
                <h2 id="setup-title">{move || format!("New game of {}", chosen_name.get())}</h2>
                <SeatSetup />
            </section>
            <HistoryPanel />
            <ImportPanel />
            <StatsPanel />
            <SettingsPanel />
        </main>
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
