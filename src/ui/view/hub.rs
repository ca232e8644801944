//! The hub, a lobby: every unfinished game (Continue, Abandon), the lessons in progress, every
//! game of the parlour (from the registry) as a card whose "New game" opens its set-up in one
//! tap (asking first when that game has an unfinished one, and offering its lesson on a first
//! game of it) and whose *Learn* opens its guided first hand, then today's deal of every
//! game (`daily`), finished games, records, statistics and settings.

use super::lesson::on_hub::{LearnButton, LessonOffer, LessonsInProgress};
use super::setup_part::SetupPart;
use super::unfinished::{NewGameQuestion, UnfinishedGames};
use super::widgets::{close_on_escape, focus_on_mount, RulesButton};
use crate::registry;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::games::ui_for;
use leptos::prelude::*;

#[component]
pub fn Hub() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    // The set-up of the chosen game, in a dialog opened by a game card's "New game".
    let setup_open = ctl.screens.setup_open;
    // The game whose lesson is offered before its first game is set up.
    let offer = RwSignal::new(None::<&'static str>);
    // The game whose unfinished game is asked about before a new one is set up.
    let ask = RwSignal::new(None::<String>);
    let set_up = Callback::new(move |id: String| {
        ctl.keep.update_settings(|s| s.game = id.clone());
        setup_open.set(true);
    });
    // A game is offered once its table exists in the app (its rules may already be listed for
    // the command line and bot matches).
    let games = registry::INFOS
        .iter()
        .filter_map(|info| ui_for(info.id).map(|ui| (info, ui)))
        .map(|(info, ui)| {
            let id = info.id;
            let (fewest, most) = info.players;
            let players = move || {
                let msg = match most - fewest {
                    0 => Msg::HubPlayersExact,
                    1 => Msg::HubPlayersEither,
                    _ => Msg::HubPlayersRange,
                };
                let n = |n: usize| Value::Number(n as f64);
                say_with(msg, &[("fewest", n(fewest)), ("most", n(most))])
            };
            view! {
                <li class="game-card playable" data-game=id>
                    <h3>{move || say(ui.name)}</h3>
                    <p class="tagline">{move || say(ui.tagline)}</p>
                    <p class="players">{players}</p>
                    <div class="game-actions">
                        <button
                            type="button"
                            class="btn ghost how-to-play"
                            data-testid=format!("how-to-play-{id}")
                            aria-haspopup="dialog"
                            aria-label=move || say_with(Msg::HubHowToPlayGame, &[("game", Value::Text(&say(ui.name)))])
                            on:click=move |_| ctl.screens.open_rules(id)
                        >
                            {move || say(Msg::HubHowToPlay)}
                        </button>
                        <LearnButton game=id />
                        <button
                            type="button"
                            class="btn primary"
                            data-testid=format!("set-up-{id}")
                            aria-haspopup="dialog"
                            aria-label=move || say_with(Msg::SetupTitle, &[("game", Value::Text(&say(ui.name)))])
                            on:click=move |_| {
                                if ctl.keep.unfinished(id).is_some() {
                                    ask.set(Some(id.to_string()));
                                } else {
                                    offer.set(ctl.keep.offer_lesson_first(id).then_some(id));
                                    set_up.run(id.to_string());
                                }
                            }
                        >
                            {move || say(Msg::HubNewGame)}
                        </button>
                    </div>
                </li>
            }
        })
        .collect_view();
    view! {
        <main class="hub" data-testid="hub">
            <header class="hub-head">
                <div class="brand">
                    <span class="logo" aria-hidden="true">"♥♣♠♦"</span>
                    <h1>{move || say(Msg::HubTitle)}</h1>
                    <p class="sub">{move || say(Msg::HubTagline)}</p>
                </div>
                <div class="hub-tools">
                    <RulesButton />
                    <super::language_picker::LanguagePicker testid="hub-language" compact=true />
                </div>
            </header>
            <UnfinishedGames />
            <LessonsInProgress />
            <section class="panel lobby" aria-labelledby="games-title">
                <h2 id="games-title">{move || say(Msg::HubChooseGame)}</h2>
                <ul class="game-list">{games}</ul>
            </section>
            <super::daily::DailyPanel />
            <NewGameQuestion ask=ask set_up=set_up />
            {move || setup_open.get().then(|| view! { <SetupDialog open=setup_open offer=offer /> })}
            <super::parts::HubPanels />
        </main>
    }
}

/// The set-up of the chosen game (seats, bot levels, the game's options, its last set-up
/// remembered), as a dialog over the lobby; on a first game of a game never played, its
/// lesson is offered at the top.
#[component]
fn SetupDialog(open: RwSignal<bool>, offer: RwSignal<Option<&'static str>>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let name = Memo::new(move |_| ctl.keep.settings.with(|s| ui_for(&s.game).map(|u| u.name)));
    let close = move || {
        offer.set(None);
        open.set(false);
    };
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
                // The title and the close button stay at the top while the set-up scrolls, the
                // button clear of the options under it.
                <header class="dialog-head">
                    <h2 id="setup-title">{move || {
                        let name = name.get().map(say).unwrap_or_default();
                        say_with(Msg::SetupTitle, &[("game", Value::Text(&name))])
                    }}</h2>
                    <button type="button" class="btn small close" data-testid="setup-close" aria-label=move || say(Msg::SetupClose) node_ref=first on:click=move |_| close()>
                        "✕"
                    </button>
                </header>
                {move || {
                    let game = ctl.keep.settings.with(|s| s.game.clone());
                    ctl.keep.saves.track();
                    ctl.keep.unfinished(&game).map(|u| {
                        view! {
                            <p class="warning" role="note" data-testid="setup-replaces">
                                {say_with(Msg::SetupReplaces, &[("what", Value::Text(&u.words()))])}
                            </p>
                        }
                    })
                }}
                <LessonOffer offer=offer />
                <SetupPart />
            </div>
        </div>
    }
}
