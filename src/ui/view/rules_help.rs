//! The rules panel: how to play any game of the parlour (each game's rules in the project's own
//! words), opened on the game at hand or from a game card's *How to play*, with a choice of game
//! at its top. The rules are rendered from Markdown to HTML at build time by a CommonMark library
//! (`build.rs`, pulldown-cmark), each game's as a page of its own that the panel fetches the
//! first time it shows that game (the service worker keeps them for offline play). The page's
//! wasm carries neither a Markdown parser nor any rules text.

use super::widgets::focus_on_mount;
use crate::registry;
use crate::ui::model::browser;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;
use std::cell::RefCell;

include!(concat!(env!("OUT_DIR"), "/rules_pages.rs"));

/// The page of game `id`'s rules in the page's language (`None`: not a game, or its rules not
/// rendered in this build). Read in a view, it follows the language.
pub fn rules_page(id: &str) -> Option<&'static str> {
    let lang = crate::ui::model::lang::language();
    RULES_PAGES
        .iter()
        .find(|(game, l, _)| *game == id && *l == lang)
        .map(|(_, _, page)| *page)
}

/// What the panel shows of a game's rules.
#[derive(Clone, PartialEq)]
enum Shown {
    Fetching,
    Rules(String),
    /// Why they could not be fetched, in words for the player.
    Failed(String),
}

thread_local! {
    /// The rules fetched so far, by page: shown again at once.
    static FETCHED: RefCell<Vec<(&'static str, String)>> = const { RefCell::new(Vec::new()) };
}

fn fetched(page: &str) -> Option<String> {
    FETCHED.with(|f| {
        f.borrow()
            .iter()
            .find(|(p, _)| *p == page)
            .map(|(_, html)| html.clone())
    })
}

/// Why game `id`'s rules are not shown, in words for the player.
fn failed_words(id: &str, why: &str, offline: bool) -> String {
    let name = match registry::info(id) {
        Some(_) => crate::ui::view::games::game_name(id),
        None => say(Msg::RulesThisGame),
    };
    let msg = if offline {
        Msg::RulesOffline
    } else if why.ends_with(" 404") {
        // This page names rules of an older version than the site now has.
        Msg::RulesUpdated
    } else {
        Msg::RulesFailed
    };
    say_with(
        msg,
        &[("game", Value::Text(&name)), ("why", Value::Text(why))],
    )
}

/// Shows game `id`'s rules in `shown`: at once if fetched before, else once fetched. A fetch
/// that ends after the panel moved to another game changes nothing.
fn show_rules(id: &'static str, shown: RwSignal<Shown>, wanted: RwSignal<&'static str>) {
    let Some(page) = rules_page(id) else {
        shown.set(Shown::Failed(say(Msg::RulesMissing)));
        return;
    };
    if let Some(html) = fetched(page) {
        shown.set(Shown::Rules(html));
        return;
    }
    shown.set(Shown::Fetching);
    leptos::task::spawn_local(async move {
        let got = browser::fetch_text(page).await;
        if let Ok(html) = &got {
            // Kept even if the panel moved on meanwhile: shown at once when it comes back.
            if fetched(page).is_none() {
                FETCHED.with(|f| f.borrow_mut().push((page, html.clone())));
            }
        }
        if wanted.get_untracked() != id || rules_page(id) != Some(page) {
            return;
        }
        match got {
            Ok(html) => shown.set(Shown::Rules(html)),
            Err(why) => shown.set(Shown::Failed(failed_words(id, &why, browser::offline()))),
        }
    });
}

/// The rules as a modal panel (only in the page while open).
#[component]
pub fn RulesPanel() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let shown = RwSignal::new(Shown::Fetching);
    Effect::new(move |_| {
        if ctl.screens.rules_open.get() {
            show_rules(ctl.screens.rules_game.get(), shown, ctl.screens.rules_game);
        }
    });
    move || {
        ctl.screens.rules_open.get().then(|| {
            let close = NodeRef::<leptos::html::Button>::new();
            focus_on_mount(close);
            let games = registry::INFOS
                .iter()
                .filter(|info| rules_page(info.id).is_some())
                .map(|info| {
                    view! {
                        <option value=info.id selected=move || ctl.screens.rules_game.get() == info.id>
                            {move || crate::ui::view::games::game_name(info.id)}
                        </option>
                    }
                })
                .collect_view();
            let body = move || match shown.get() {
                Shown::Fetching => view! {
                    <p class="rules-wait" role="status" data-testid="rules-fetching">
                        {move || say(Msg::RulesFetching)}
                    </p>
                }
                .into_any(),
                Shown::Rules(html) => view! {
                    <div class="rules-body" data-testid="rules-body" inner_html=html></div>
                }
                .into_any(),
                Shown::Failed(words) => view! {
                    <div class="rules-wait" role="alert" data-testid="rules-failed">
                        <p>{words}</p>
                        <button
                            type="button"
                            class="btn"
                            data-testid="rules-retry"
                            on:click=move |_| show_rules(ctl.screens.rules_game.get_untracked(), shown, ctl.screens.rules_game)
                        >
                            {move || say(Msg::PartTryAgain)}
                        </button>
                    </div>
                }
                .into_any(),
            };
            view! {
                <div class="modal-backdrop" on:click=move |_| ctl.screens.rules_open.set(false)>
                    <div
                        class="modal rules"
                        data-testid="rules"
                        role="dialog"
                        aria-modal="true"
                        aria-label=move || say(Msg::HubHowToPlay)
                        on:click=|ev| ev.stop_propagation()
                        on:keydown=move |ev| {
                            if ev.key() == "Escape" {
                                ctl.screens.rules_open.set(false);
                            }
                        }
                    >
                        <header class="rules-head">
                            <label class="rules-pick">
                            <span>{move || say(Msg::RulesOf)}</span>
                            <select
                                class="rules-game"
                                data-testid="rules-game"
                                on:change=move |ev| {
                                    let id = event_target_value(&ev);
                                    if let Some(info) = registry::info(&id) {
                                        ctl.screens.rules_game.set(info.id);
                                    }
                                }
                            >
                                {games}
                            </select>
                            </label>
                            <button
                                type="button"
                                class="btn close"
                                aria-label=move || say(Msg::RulesClose)
                                node_ref=close
                                on:click=move |_| ctl.screens.rules_open.set(false)
                            >
                                "✕"
                            </button>
                        </header>
                        {body}
                    </div>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::rules_page;

    #[test]
    fn every_game_has_its_rules_as_html_with_no_markdown_left() {
        for info in crate::registry::INFOS {
            let page =
                rules_page(info.id).unwrap_or_else(|| panic!("{}: no rules rendered", info.name));
            let file = std::path::Path::new(env!("OUT_DIR")).join(page);
            let html = std::fs::read_to_string(&file)
                .unwrap_or_else(|err| panic!("{}: {}: {err}", info.name, file.display()));
            assert!(html.starts_with("<h1>"), "{}", info.name);
            assert!(html.contains(info.name), "{}", info.name);
            assert!(html.contains("<li>"), "{}", info.name);
            for stray in ["**", "\n- ", "\n# ", "](", "`"] {
                assert!(
                    !html.contains(stray),
                    "{}: {stray:?} left in the rules",
                    info.name
                );
            }
        }
    }
}
