//! Unfinished games on the hub: every game's save listed (from its summary) with *Continue*
//! and *Abandon*, and the question asked before anything would replace one ("You have an
//! unfinished game of …"). Nothing unfinished is ever replaced without a yes.

use super::widgets::{close_on_escape, focus_on_mount};
use crate::ui::model::browser;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::saves;
use crate::ui::model::saves::SaveSummary;
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::games::ui_for;
use leptos::prelude::*;

/// Every unfinished game, the most recently played first, each with Continue and Abandon.
#[component]
pub fn UnfinishedGames() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let list = Memo::new(move |_| ctl.keep.saves.with(|all| saves::unfinished(all)));
    move || {
        let games = list.get();
        (!games.is_empty()).then(|| {
            let count = [("count", Value::Number(games.len() as f64))];
            let title = move || say_with(Msg::UnfinishedTitle, &count);
            let now = browser::now_ms();
            let rows = games
                .into_iter()
                .map(|s| view! { <UnfinishedRow summary=s now=now /> })
                .collect_view();
            view! {
                <section class="panel continue" aria-labelledby="unfinished-title" data-testid="unfinished-games">
                    <h2 id="unfinished-title">{title}</h2>
                    <ul class="unfinished-list">{rows}</ul>
                </section>
            }
        })
    }
}

#[component]
fn UnfinishedRow(summary: SaveSummary, now: f64) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let asking = RwSignal::new(false);
    let game = summary.game.clone();
    let (g1, g2) = (game.clone(), game.clone());
    let played = saves::ago(now, summary.last_played_ms);
    let (s1, s2) = (summary.clone(), summary.clone());
    let keep = NodeRef::<leptos::html::Button>::new();
    view! {
        <li class="unfinished" data-testid=format!("unfinished-{game}") data-game=game.clone()>
            <div class="unfinished-what">
                <h3>{move || s1.game_name()}</h3>
                <p>{move || s2.line()}</p>
                <p class="muted small">{say_with(Msg::UnfinishedLastPlayed, &[("when", Value::Text(&played))])}</p>
            </div>
            {move || {
                let (g1, g2) = (g1.clone(), g2.clone());
                if asking.get() {
                    focus_on_mount(keep);
                    view! {
                        <div class="unfinished-ask" role="group" aria-label=say(Msg::UnfinishedAbandonQuestion)>
                            <p>{say(Msg::UnfinishedAbandonWarning)}</p>
                            <div class="unfinished-buttons">
                                <button type="button" class="btn danger" data-testid=format!("abandon-yes-{g1}") on:click=move |_| ctl.abandon_game(&g1)>
                                    {say(Msg::UnfinishedAbandonYes)}
                                </button>
                                <button type="button" class="btn" node_ref=keep data-testid=format!("abandon-no-{g2}") on:click=move |_| asking.set(false)>
                                    {say(Msg::UnfinishedKeep)}
                                </button>
                            </div>
                        </div>
                    }
                    .into_any()
                } else {
                    view! {
                        <div class="unfinished-buttons">
                            <button type="button" class="btn primary" data-testid=format!("continue-{g1}") on:click=move |_| ctl.continue_game(&g1)>
                                {say(Msg::UnfinishedContinue)}
                            </button>
                            <button type="button" class="btn" data-testid=format!("abandon-{g2}") on:click=move |_| asking.set(true)>
                                {say(Msg::UnfinishedAbandon)}
                            </button>
                        </div>
                    }
                    .into_any()
                }
            }}
        </li>
    }
}

/// Asked when *New game* is chosen for a game that has an unfinished one: continue it,
/// abandon it and set up a new one, or cancel. `ask` holds the game's id while the question
/// is open; `set_up` opens the set-up.
#[component]
pub fn NewGameQuestion(ask: RwSignal<Option<String>>, set_up: Callback<String>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    move || {
        let game = ask.get()?;
        let summary = ctl.keep.unfinished(&game)?;
        let name = ui_for(&game).map(|u| say(u.name)).unwrap_or_default();
        let named = [("game", Value::Text(&name))];
        let cancel = move || ask.set(None);
        close_on_escape(cancel);
        let first = NodeRef::<leptos::html::Button>::new();
        focus_on_mount(first);
        let (g1, g2) = (game.clone(), game.clone());
        let played = saves::ago(browser::now_ms(), summary.last_played_ms);
        Some(view! {
            <div class="modal-backdrop" on:click=move |_| cancel()>
                <div class="modal new-game-question" role="dialog" aria-modal="true" aria-labelledby="ask-title" data-testid="new-game-question" on:click=|ev| ev.stop_propagation()>
                    <h2 id="ask-title">{say_with(Msg::QuestionTitle, &named)}</h2>
                    <p>{summary.line()}</p>
                    <p class="muted small">{say_with(Msg::QuestionWhen, &[("when", Value::Text(&played)), named[0]])}</p>
                    <div class="modal-actions stacked">
                        <button type="button" class="btn primary" node_ref=first data-testid="question-continue" on:click=move |_| {
                            ask.set(None);
                            ctl.continue_game(&g1);
                        }>
                            {say(Msg::QuestionContinue)}
                        </button>
                        <button type="button" class="btn" data-testid="question-new" on:click=move |_| {
                            ask.set(None);
                            set_up.run(g2.clone());
                        }>
                            {say(Msg::QuestionNew)}
                        </button>
                        <button type="button" class="btn" data-testid="question-cancel" on:click=move |_| cancel()>
                            {say(Msg::Cancel)}
                        </button>
                    </div>
                </div>
            </div>
        })
    }
}
