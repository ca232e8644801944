//! What is not saved, told at once: the store's ledger reports every write the browser
//! refused ([`crate::ui::model::store::on_change`]); this small store keeps that as a signal, and
//! [`StorageBanner`] says in plain words what is not saved, that play goes on meanwhile, and
//! how to make room (download the game's record, delete finished games or the damaged data
//! set aside, try again). Once everything is written it says so.

use crate::registry;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::store;
use crate::ui::model::store::keys;
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;

/// The storage's state as the page shows it.
#[derive(Clone, Copy)]
pub struct StorageStatus {
    /// The keys whose newest value is not stored (full storage).
    unsaved: RwSignal<Vec<String>>,
    /// This browser stores nothing for the page (told once, until dismissed).
    unavailable: RwSignal<bool>,
    /// Everything waiting was written since the player was told (until dismissed).
    recovered: RwSignal<bool>,
    /// The player tried again and it still did not fit.
    still_full: RwSignal<bool>,
    /// Deleting the finished games was asked for, waiting for a yes.
    confirming: RwSignal<bool>,
}

impl StorageStatus {
    /// Follows the store's ledger from now on (as context for [`StorageBanner`]).
    pub fn provide() -> StorageStatus {
        let status = StorageStatus {
            unsaved: RwSignal::new(store::unsaved_keys()),
            unavailable: RwSignal::new(store::found_unavailable()),
            recovered: RwSignal::new(false),
            still_full: RwSignal::new(false),
            confirming: RwSignal::new(false),
        };
        store::on_change(move || status.refresh());
        provide_context(status);
        status
    }

    fn refresh(self) {
        let now = store::unsaved_keys();
        let before = self.unsaved.get_untracked();
        if now != before {
            if now.is_empty() {
                self.recovered.set(true);
                self.still_full.set(false);
            } else {
                self.recovered.set(false);
            }
            self.unsaved.set(now);
        }
        if store::found_unavailable() && !self.unavailable.get_untracked() {
            self.unavailable.set(true);
        }
    }

    /// Tries the waiting writes again.
    fn try_again(self) {
        let done = store::retry_unsaved();
        self.still_full.set(!done);
    }
}

/// "your game of Top Trumps", "your finished games"…: what the value of `key` is to the
/// player (`None` for what only repeats another value: a save's summary, the game open last).
fn holds(key: &str) -> Option<String> {
    let fixed = [
        (keys::SETTINGS_KEY, "settings"),
        (keys::STATS_KEY, "stats"),
        (keys::HISTORY_KEY, "history"),
        (keys::LESSONS_KEY, "lessons"),
        (keys::DAILY_KEY, "daily"),
        (keys::PACKS_KEY, "packs"),
        (keys::PACK_DRAFT_KEY, "pack-draft"),
        (keys::REPLAY_KEY, "replay"),
    ];
    if let Some((_, what)) = fixed.iter().find(|(k, _)| *k == key) {
        return Some(holding(what, ""));
    }
    registry::INFOS
        .iter()
        .find(|i| keys::game_key(i.id) == key)
        .map(|i| holding("game", &crate::ui::view::games::game_name(i.id)))
}

/// The words of a kind of stored value (`storage-holds`), naming `game` for a game's save.
fn holding(what: &str, game: &str) -> String {
    say_with(
        Msg::StorageHolds,
        &[("what", Value::Text(what)), ("game", Value::Text(game))],
    )
}

/// "a, b and c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say_with(
            Msg::StorageAnd,
            &[
                ("first", Value::Text(&rest.join(", "))),
                ("last", Value::Text(last)),
            ],
        ),
    }
}

/// The game of the table whose save waits for room, if one does.
fn unsaved_game(keys_waiting: &[String]) -> Option<&'static str> {
    registry::INFOS
        .iter()
        .map(|i| i.id)
        .find(|id| keys_waiting.iter().any(|k| *k == keys::game_key(id)))
}

/// The banner that says what is not saved and how to make room; then that all is saved again.
#[component]
pub fn StorageBanner() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let status = expect_context::<StorageStatus>();
    let full = move || {
        let waiting = status.unsaved.get();
        if waiting.is_empty() {
            return None;
        }
        let what: Vec<String> = waiting.iter().filter_map(|k| holds(k)).collect();
        let what = if what.is_empty() {
            holding("hub", "")
        } else {
            listed(&what)
        };
        let game = unsaved_game(&waiting);
        let finished = ctl.keep.history.with(|h| h.entries.len());
        let damaged = !store::set_aside_values().is_empty();
        Some(view! {
            <div class="notice storage-full" data-testid="storage-full" role="alert">
                <p>
                    <strong>{say(Msg::StorageFull)}</strong>
                    " "
                    {say_with(Msg::StorageWaiting, &[("what", Value::Text(&what))])}
                </p>
                <p class="muted">
                    {if status.still_full.get() {
                        say(Msg::StorageStillFull)
                    } else {
                        say(Msg::StorageToMakeRoom)
                    }}
                    " "
                    {game.is_some().then(|| say(Msg::StorageRoomRecord) + " ")}
                    {(finished > 0).then(|| say(Msg::StorageRoomFinished) + " ")}
                    {say(Msg::StorageRoomPacks)}
                </p>
                <span class="notice-buttons">
                    {game.map(|id| view! {
                        <button type="button" class="btn small" data-testid="storage-download" on:click=move |_| ctl.download_saved(id)>
                            {say(Msg::StorageDownloadRecord)}
                        </button>
                    })}
                    {move || (finished > 0 && !status.confirming.get()).then(|| view! {
                        <button type="button" class="btn small" data-testid="storage-delete-finished" on:click=move |_| status.confirming.set(true)>
                            {say_with(Msg::StorageDeleteFinished, &[("count", Value::Number(finished as f64))])}
                        </button>
                    })}
                    {damaged.then(|| view! {
                        <button type="button" class="btn small" data-testid="storage-delete-damaged" on:click=move |_| {
                            for (key, _) in store::set_aside_values() {
                                store::remove(&key);
                            }
                        }>
                            {say(Msg::StorageDeleteDamaged)}
                        </button>
                    })}
                    <button type="button" class="btn small" data-testid="storage-retry" on:click=move |_| status.try_again()>
                        {say(Msg::StorageTryAgain)}
                    </button>
                </span>
                {move || status.confirming.get().then(|| view! {
                    <p class="storage-confirm" data-testid="storage-confirm">
                        {say_with(Msg::StorageConfirm, &[("count", Value::Number(finished as f64))])}
                        " "
                        <button type="button" class="btn small danger" data-testid="storage-confirm-delete" on:click=move |_| {
                            status.confirming.set(false);
                            ctl.keep.change_history(|h| h.entries.clear());
                            status.try_again();
                        }>
                            {say(Msg::StorageDeleteThem)}
                        </button>
                        <button type="button" class="btn small" on:click=move |_| status.confirming.set(false)>
                            {say(Msg::StorageKeepThem)}
                        </button>
                    </p>
                })}
            </div>
        })
    };
    let recovered = move || {
        (status.recovered.get() && status.unsaved.with(Vec::is_empty)).then(|| view! {
            <div class="notice" data-testid="storage-recovered" role="status">
                <span>{say(Msg::StorageRecovered)}</span>
                <span class="notice-buttons">
                    <button type="button" class="btn small" on:click=move |_| status.recovered.set(false)>
                        {say(Msg::StorageOk)}
                    </button>
                </span>
            </div>
        })
    };
    let unavailable = move || {
        status.unavailable.get().then(|| view! {
            <div class="notice" data-testid="storage-unavailable" role="alert">
                <span>
                    {say(Msg::StorageUnavailable)}
                </span>
                <span class="notice-buttons">
                    <button type="button" class="btn small" on:click=move |_| status.unavailable.set(false)>
                        {say(Msg::StorageDismiss)}
                    </button>
                </span>
            </div>
        })
    };
    view! { {full} {recovered} {unavailable} }
}
