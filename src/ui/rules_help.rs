//! The rules panel: how to play any game of the parlour (each game's rules in the project's own
//! words, `GameInfo::rules`), opened on the game at hand or from a game card's *How to play*,
//! with a choice of game at its top. The rules are rendered from Markdown to HTML at build time
//! by a CommonMark library (`build.rs`, pulldown-cmark): the page carries no Markdown parser.

use super::app::focus_on_mount;
use super::ctl::Ctl;
use crate::registry;
use leptos::prelude::*;

include!(concat!(env!("OUT_DIR"), "/rules_html.rs"));

include!("rules_key.rs");

/// The rules of game `id` as HTML (`None`: not a game, or rules not rendered in this build).
pub fn rules_html(id: &str) -> Option<&'static str> {
    let key = rules_key(registry::about(id)?.info().rules);
    RULES_HTML
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, html)| *html)
}

/// The rules as a modal panel (only in the page while open).
#[component]
pub fn RulesPanel() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    move || {
        ctl.rules_open.get().then(|| {
            let close = NodeRef::<leptos::html::Button>::new();
            focus_on_mount(close);
            let games = registry::CATALOGUE
                .iter()
                .filter(|e| rules_html(e.info().id).is_some())
                .map(|e| {
                    let info = e.info();
                    view! {
                        <option value=info.id selected=move || ctl.rules_game.get() == info.id>
                            {info.name}
                        </option>
                    }
                })
                .collect_view();
            let body = move || {
                rules_html(ctl.rules_game.get())
                    .unwrap_or("<p>The rules of this game are not in this version.</p>")
            };
            view! {
                <div class="modal-backdrop" on:click=move |_| ctl.rules_open.set(false)>
                    <div
                        class="modal rules"
                        data-testid="rules"
                        role="dialog"
                        aria-modal="true"
                        aria-label="How to play"
                        on:click=|ev| ev.stop_propagation()
                        on:keydown=move |ev| {
                            if ev.key() == "Escape" {
                                ctl.rules_open.set(false);
                            }
                        }
                    >
                        <header class="rules-head">
                            <label class="rules-pick">
                            <span>"Rules of"</span>
                            <select
                                class="rules-game"
                                data-testid="rules-game"
                                on:change=move |ev| {
                                    let id = event_target_value(&ev);
                                    if let Some(e) = registry::about(&id) {
                                        ctl.rules_game.set(e.info().id);
                                    }
                                }
                            >
                                {games}
                            </select>
                            </label>
                            <button
                                type="button"
                                class="btn close"
                                aria-label="Close the rules"
                                node_ref=close
                                on:click=move |_| ctl.rules_open.set(false)
                            >
                                "✕"
                            </button>
                        </header>
                        <div class="rules-body" data-testid="rules-body" inner_html=body></div>
                    </div>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::rules_html;

    #[test]
    fn every_game_has_its_rules_as_html_with_no_markdown_left() {
        for e in crate::registry::CATALOGUE {
            let html = rules_html(e.info().id)
                .unwrap_or_else(|| panic!("{}: no rules rendered", e.info().name));
            assert!(html.starts_with("<h1>"), "{}", e.info().name);
            assert!(html.contains("<li>"), "{}", e.info().name);
            for stray in ["**", "\n- ", "\n# ", "](", "`"] {
                assert!(
                    !html.contains(stray),
                    "{}: {stray:?} left in the rules",
                    e.info().name
                );
            }
        }
    }
}
