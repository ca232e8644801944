//! The root component: save notice, update offer, the hub or the table, and the rules panel.

use super::hub::Hub;
use super::offline::UpdateBanner;
use super::rules_help::RulesPanel;
use crate::ui::model::lang::{said, say, Msg};
use crate::ui::stores::ctl::{Ctl, Screen};
use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    let (ctl, restore) = Ctl::init();
    provide_context(ctl);
    provide_context(ctl.keep);
    provide_context(ctl.viewer);
    provide_context(ctl.play);
    provide_context(ctl.screens);
    crate::ui::stores::language::start(
        ctl.notice,
        ctl.keep.settings.with_untracked(|s| s.language.clone()),
    );
    // Opened from a host's invitation: this page is a guest's seat at the host's table, and
    // the player's own games stay where they are.
    let guest = crate::ui::model::browser::query_param("join").is_some();

    super::offline::provide();
    super::storage_status::StorageStatus::provide();
    crate::ui::stores::tabs::follow(ctl);
    ctl.play.autosave();
    ctl.play.drive_bots();
    let parts = super::parts::provide(ctl);
    // The game, lesson or replay left open is taken up as soon as the games' rules are in
    // (at once when it is at the table: the table waits for the same part).
    if restore.is_some() && !guest {
        crate::ui::stores::with_rules::restore_when_in(ctl, restore);
    }
    // The set-up's part and the words of the parts, then the bot worker and the table's part
    // load once the first screen is up, so they never delay it; each is then in before a game
    // is chosen.
    Effect::new(move |_| {
        leptos::task::spawn_local(async {
            // A failure is told by the part that needs the words.
            let _ = crate::ui::stores::language::rest().await;
        });
        if guest {
            // A guest's page shows the host's table only: no set-up, no bots of its own.
            return;
        }
        super::setup_part::fetch_ahead();
        set_timeout(
            move || {
                crate::ui::model::bot_thread::start();
                parts.fetch_ahead();
            },
            std::time::Duration::from_millis(300),
        );
    });
    crate::ui::stores::nav::start(ctl.screens.screen.get_untracked(), move |wanted| {
        ctl.screens.follow_history(wanted)
    });
    super::pass_device::cover_after_hidden(ctl);
    super::look::apply(ctl);
    crate::ui::stores::sound::provide(ctl);
    super::focus_trap::keep_focus_in_dialogs();
    // Escape closes the rules help wherever the focus is.
    let _ = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && ctl.screens.rules_open.get_untracked() {
            ctl.screens.rules_open.set(false);
        }
    });
    view! {
        <div class="app">
            <SaveNotice />
            <super::storage_status::StorageBanner />
            <UpdateBanner />
            {move || match ctl.screens.screen.get() {
                _ if guest => view! { <super::remote_part::GuestPart /> }.into_any(),
                Screen::Hub => view! { <Hub /> }.into_any(),
                Screen::Table => super::parts::screen(super::parts::Which::Table).into_any(),
                Screen::Replay => super::parts::screen(super::parts::Which::Replay).into_any(),
            }}
            <RulesPanel />
            <super::parts::PartDialogs />
        </div>
    }
}

/// "Your saved game could not be read …" with a dismiss button, and, when something was set
/// aside as unreadable, a button to download it (it stays on this device either way).
#[component]
fn SaveNotice() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    move || {
        let start = ctl
            .start_notices
            .with(|n| n.iter().map(said).collect::<Vec<_>>());
        let text = start
            .into_iter()
            .chain(ctl.notice.get())
            .collect::<Vec<_>>();
        (!text.is_empty()).then(|| text.join(" ")).map(|text| {
            let damaged = !crate::ui::model::store::set_aside_values().is_empty();
            view! {
                <div class="notice" data-testid="save-notice" role="alert">
                    <span>
                        {text}
                        {damaged.then(|| format!(" {}", say(Msg::SaveDamagedKept)))}
                    </span>
                    <span class="notice-buttons">
                        {damaged.then(|| view! {
                            <button type="button" class="btn small" data-testid="download-damaged" on:click=move |_| download_damaged(ctl)>
                                {move || say(Msg::SaveDownloadDamaged)}
                            </button>
                        })}
                        <button type="button" class="btn small" on:click=move |_| {
                            ctl.notice.set(None);
                            ctl.start_notices.set(Vec::new());
                        }>
                            {move || say(Msg::StorageDismiss)}
                        </button>
                    </span>
                </div>
            }
        })
    }
}

/// Downloads every value set aside as unreadable, as one JSON file: { key: the stored text }.
fn download_damaged(ctl: Ctl) {
    let values: serde_json::Map<String, serde_json::Value> =
        crate::ui::model::store::set_aside_values()
            .into_iter()
            .map(|(k, v)| (k, serde_json::Value::String(v)))
            .collect();
    let file = serde_json::json!({
        "what": "Trumps: saved data that could not be read, exactly as it was stored",
        "values": values,
    });
    let text = serde_json::to_string_pretty(&file).unwrap_or_default();
    let name = format!(
        "trumps-damaged-data-{}.json",
        crate::ui::model::browser::date_stamp(crate::ui::model::browser::now_ms())
    );
    if let Err(e) = crate::ui::model::browser::download(&name, &text) {
        ctl.notice.set(Some(crate::ui::model::lang::say_with(
            Msg::SaveDownloadFailed,
            &[("why", crate::ui::model::lang::Value::Text(&e.to_string()))],
        )));
    }
}
