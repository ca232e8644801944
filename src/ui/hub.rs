//! The hub: every game of the parlour, the What Trump? set-up, continue, finished games,
//! records, statistics and settings.

use super::app::RulesButton;
use super::records::history_panel::HistoryPanel;
use super::records::import::ImportPanel;
use super::session::{Ctl, Screen, Session};
use super::settings_panel::SettingsPanel;
use super::setup::SeatSetup;
use super::stats::StatsPanel;
use crate::games::GameKind;
use leptos::prelude::*;

#[component]
pub fn Hub() -> impl IntoView {
    let games = GameKind::ALL
        .into_iter()
        .map(|kind| {
            let (lo, hi) = kind.players();
            let players = format!("{lo}–{hi} players");
            if kind.playable() {
                view! {
                    <li class="game-card playable" data-game=kind.id()>
                        <h3>{kind.name()}</h3>
                        <p class="tagline">{kind.tagline()}</p>
                        <p class="players">{players}</p>
                        <a class="btn small" href="#what-trump-setup">"Set up a game ↓"</a>
                    </li>
                }
                .into_any()
            } else {
                view! {
                    <li class="game-card soon" data-game=kind.id() aria-disabled="true">
                        <h3>{kind.name()}</h3>
                        <p class="tagline">{kind.tagline()}</p>
                        <p class="players">{players}</p>
                        <span class="soon-tag">"Coming soon"</span>
                    </li>
                }
                .into_any()
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
            <section class="panel setup" id="what-trump-setup" aria-labelledby="setup-title">
                <h2 id="setup-title">"New game of What Trump?"</h2>
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
    let info = Memo::new(move |_| ctl.session.with(|s| s.as_ref().and_then(Session::progress)));
    move || {
        info.get().map(|(round, names)| {
            view! {
                <section class="panel continue" aria-label="Game in progress">
                    <div>
                        <h2>"What Trump? in progress"</h2>
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
