//! Unfinished games on the hub: every game's save listed (from its summary) with *Continue*
//! and *Abandon*, and the question asked before anything would replace one ("You have an
//! unfinished game of …"). Nothing unfinished is ever replaced without a yes.

use super::browser;
use super::ctl::{Ctl, Screen};
use super::saves::{self, SaveSummary};
use super::session::Session;
use super::store::keys::{game_key, summary_key, GAME_SAVE_VERSION};
use super::store::saved_game::SavedGame;
use super::store::{self, Loaded};
use super::widgets::{close_on_escape, focus_on_mount};
use super::with_rules::{with_rules, with_rules_showing};
use crate::registry;
use leptos::prelude::*;

impl Ctl {
    /// The unfinished game of kind `game`, if there is one.
    pub fn unfinished(self, game: &str) -> Option<SaveSummary> {
        self.saves
            .with_untracked(|all| all.iter().find(|s| s.game == game && !s.finished).cloned())
    }

    /// Opens the saved game of kind `game` where it was left (with several people, behind
    /// the cover). A save that cannot be read is set aside with a notice.
    pub fn continue_game(self, game: &str) {
        let game = game.to_string();
        with_rules_showing(self, Screen::Table, move |r| (r.continue_game)(self, &game));
    }

    /// Whether the game is at the table.
    pub(crate) fn continue_game_now(self, game: &str) -> bool {
        // (A game gone on in another tab is read again from its save.)
        let open = self.session.with_untracked(|s| {
            s.as_ref()
                .is_some_and(|s| !s.is_lesson() && s.info().id == game && s.elsewhere.is_none())
        });
        if !open {
            let loaded =
                store::load_checked::<SavedGame>(&game_key(game), GAME_SAVE_VERSION, |g| {
                    (g.game.info().id == game)
                        .then_some(g)
                        .ok_or_else(|| "it is a save of another game".to_string())
                });
            let listed = self.unfinished(game);
            match loaded {
                Loaded::Found(saved) => {
                    if let Some(behind) = listed.and_then(|l| behind_words(&l, &saved)) {
                        self.notice.set(Some(behind));
                    }
                    self.stop_bots();
                    self.session.set(Some(Session::resume(saved)));
                }
                Loaded::Missing => {
                    self.forget_save(game);
                    let never = listed.is_some_and(|l| !l.saved);
                    self.notice.set(Some(if never {
                        "That game was never saved on this device: the storage for the parlour was full while it was played. Delete finished games or packs to make room, so your next games are kept."
                    } else {
                        "That game is no longer saved on this device: it was ended in another tab or window, or the browser cleared this site's data."
                    }.into()));
                    return false;
                }
                Loaded::SetAside(why) => {
                    self.forget_save(game);
                    self.notice.set(Some(format!(
                        "That saved game could not be read ({why}) and was set aside."
                    )));
                    return false;
                }
            }
        }
        self.show(Screen::Table);
        true
    }

    /// Ends the saved game of kind `game` for good (it is not counted in the statistics).
    pub fn abandon_game(self, game: &str) {
        let open = self.session.with_untracked(|s| {
            s.as_ref()
                .is_some_and(|s| !s.is_lesson() && s.info().id == game)
        });
        if open {
            self.stop_bots();
            self.session.set(None);
        }
        saves::remove(game);
        self.forget_save(game);
    }

    /// Drops game `game` from the hub's list.
    fn forget_save(self, game: &str) {
        store::remove(&summary_key(game));
        self.saves.update(|all| all.retain(|s| s.game != game));
    }

    /// Downloads the record of the saved game of kind `game` (before it is replaced).
    pub fn download_saved(self, game: &str) {
        let game = game.to_string();
        with_rules(move |r| (r.download_saved)(self, &game));
    }

    pub(crate) fn download_saved_now(self, game: &str) {
        let open = self.session.with_untracked(|s| {
            s.as_ref()
                .filter(|s| !s.is_lesson() && s.info().id == game)
                .map(Session::record)
        });
        let record = match open {
            Some(r) => r,
            None => match store::load::<SavedGame>(&game_key(game), GAME_SAVE_VERSION) {
                Loaded::Found(saved) => Session::resume(saved).record(),
                _ => {
                    self.notice.set(Some(
                        "That game could not be read to save its record.".into(),
                    ));
                    return;
                }
            },
        };
        match record {
            Some(r) => super::records::download_record(self, &r),
            None => self.notice.set(Some(
                "This game was started before game records were kept, so it has no record to save."
                    .into(),
            )),
        }
    }
}

/// What the player is told when the save of a listed game is behind its summary (storage was
/// full when it was last played), if it is.
fn behind_words(listed: &SaveSummary, saved: &SavedGame) -> Option<String> {
    if listed.saved {
        return None;
    }
    if listed.game_id != saved.game_id {
        return Some(format!(
            "Your newer game of {} could not be saved (this device's storage was full): this is the game saved before it.",
            listed.name
        ));
    }
    let lost = listed.moves.saturating_sub(saved.moves);
    (lost > 0).then(|| {
        format!(
            "The last {lost} decision{} of this game could not be saved (this device's storage was full): it goes on from the last one that was.",
            if lost == 1 { "" } else { "s" }
        )
    })
}

/// Every unfinished game, the most recently played first, each with Continue and Abandon.
#[component]
pub fn UnfinishedGames() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let list = Memo::new(move |_| ctl.saves.with(|all| saves::unfinished(all)));
    move || {
        let games = list.get();
        (!games.is_empty()).then(|| {
            let title = if games.len() == 1 {
                "Your unfinished game"
            } else {
                "Your unfinished games"
            };
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
    let keep = NodeRef::<leptos::html::Button>::new();
    view! {
        <li class="unfinished" data-testid=format!("unfinished-{game}") data-game=game.clone()>
            <div class="unfinished-what">
                <h3>{summary.name.clone()}</h3>
                <p>{summary.line()}</p>
                <p class="muted small">{format!("Last played {played}")}</p>
            </div>
            {move || {
                let (g1, g2) = (g1.clone(), g2.clone());
                if asking.get() {
                    focus_on_mount(keep);
                    view! {
                        <div class="unfinished-ask" role="group" aria-label="Abandon this game?">
                            <p>"Abandon this game? It cannot be continued afterwards."</p>
                            <div class="unfinished-buttons">
                                <button type="button" class="btn danger" data-testid=format!("abandon-yes-{g1}") on:click=move |_| ctl.abandon_game(&g1)>
                                    "Abandon it"
                                </button>
                                <button type="button" class="btn" node_ref=keep data-testid=format!("abandon-no-{g2}") on:click=move |_| asking.set(false)>
                                    "Keep it"
                                </button>
                            </div>
                        </div>
                    }
                    .into_any()
                } else {
                    view! {
                        <div class="unfinished-buttons">
                            <button type="button" class="btn primary" data-testid=format!("continue-{g1}") on:click=move |_| ctl.continue_game(&g1)>
                                "Continue"
                            </button>
                            <button type="button" class="btn" data-testid=format!("abandon-{g2}") on:click=move |_| asking.set(true)>
                                "Abandon"
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
        let summary = ctl.unfinished(&game)?;
        let name = registry::info(&game).map_or("this game", |i| i.name);
        let cancel = move || ask.set(None);
        close_on_escape(cancel);
        let first = NodeRef::<leptos::html::Button>::new();
        focus_on_mount(first);
        let (g1, g2) = (game.clone(), game.clone());
        let played = saves::ago(browser::now_ms(), summary.last_played_ms);
        Some(view! {
            <div class="modal-backdrop" on:click=move |_| cancel()>
                <div class="modal new-game-question" role="dialog" aria-modal="true" aria-labelledby="ask-title" data-testid="new-game-question" on:click=|ev| ev.stop_propagation()>
                    <h2 id="ask-title">{format!("You have an unfinished game of {name}")}</h2>
                    <p>{summary.line()}</p>
                    <p class="muted small">{format!("Last played {played}. A new game of {name} ends it.")}</p>
                    <div class="modal-actions stacked">
                        <button type="button" class="btn primary" node_ref=first data-testid="question-continue" on:click=move |_| {
                            ask.set(None);
                            ctl.continue_game(&g1);
                        }>
                            "Continue it"
                        </button>
                        <button type="button" class="btn" data-testid="question-new" on:click=move |_| {
                            ask.set(None);
                            set_up.run(g2.clone());
                        }>
                            "Set up a new game instead"
                        </button>
                        <button type="button" class="btn" data-testid="question-cancel" on:click=move |_| cancel()>
                            "Cancel"
                        </button>
                    </div>
                </div>
            </div>
        })
    }
}
