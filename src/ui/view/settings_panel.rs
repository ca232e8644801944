//! The hub's Settings panel: the bot pace, and what this device keeps: offline play, the
//! storage used and whether it is persistent, the app's version, and a backup of statistics and
//! finished games (export to a file, import one back).

use super::look::LookAndSound;
use super::offline::{Offline, OfflineState};
use crate::ui::model::browser as web;
use crate::ui::model::durability;
use crate::ui::model::durability::{size_label, StorageInfo};
use crate::ui::stores::keep::Keep;
use crate::ui::view::setting_controls::{PaceSelect, ThinkSelect};
use leptos::prelude::*;

/// "38.2 KB of games, …; persistent: …".
fn storage_line(info: &StorageInfo, offline_bytes: Option<u64>) -> String {
    let mut text = if info.chars == 0 {
        "No games, finished games, statistics or settings stored yet".to_string()
    } else {
        format!(
            "{} of games, finished games, statistics and settings",
            size_label(info.chars as u64)
        )
    };
    if let Some(b) = offline_bytes.or(info.usage).filter(|b| *b > 0) {
        text.push_str(&format!(
            ", and {} for the offline copy of the app",
            size_label(b)
        ));
    }
    text.push_str(". ");
    text.push_str(match info.persisted {
        Some(true) => "Persistent: the browser keeps it even when space runs low.",
        Some(false) => "Not persistent: the browser may clear it when space runs low. Installing the app usually makes it persistent; a backup keeps your statistics and games safe.",
        None => "This browser does not say whether it keeps it when space runs low; a backup keeps your statistics and games safe.",
    });
    text
}

#[component]
pub fn SettingsPanel() -> impl IntoView {
    let keep = expect_context::<Keep>();
    let Offline(offline) = expect_context::<Offline>();
    let report = durability::provide();
    // The report changes with what is stored and with the offline copy.
    Effect::new(move |before: Option<()>| {
        keep.stats.track();
        keep.history.track();
        keep.settings.track();
        offline.track();
        if before.is_some() {
            durability::refresh();
        }
    });
    let message = RwSignal::new(None::<String>);
    let error = RwSignal::new(None::<String>);
    let show = move |r: Result<String, String>| match r {
        Ok(m) => {
            error.set(None);
            message.set(Some(m));
        }
        Err(e) => {
            message.set(None);
            error.set(Some(e));
        }
    };
    let input = NodeRef::<leptos::html::Input>::new();
    let on_file = move |_| {
        web::read_chosen(input, move |read| match read {
            Ok((name, text)) => keep.import_backup(text, name, show),
            Err(e) => show(Err(e)),
        })
    };
    let offline_line = move || offline.with(|s| s.describe());
    let offline_ok =
        move || offline.with(|s| s.state == OfflineState::Ready && s.failures.is_empty());
    let storage_text = move || {
        let bytes = offline.with(|s| (s.state == OfflineState::Ready).then_some(s.bytes));
        report.with(|r| match r {
            Some(info) => storage_line(info, bytes),
            None => "Reading…".into(),
        })
    };
    let persistent = move || report.with(|r| r.as_ref().and_then(|i| i.persisted));
    let version = move || {
        offline.with(|s| match &s.build {
            Some(b) => format!("{} (build {b})", env!("CARGO_PKG_VERSION")),
            None => env!("CARGO_PKG_VERSION").to_string(),
        })
    };
    view! {
        <section class="panel settings" aria-labelledby="settings-title" data-testid="settings">
            <h2 id="settings-title">"Settings"</h2>
            <div class="setting">
                <PaceSelect />
                <p class="muted small">"How long computer players wait before each move."</p>
            </div>
            <div class="setting">
                <ThinkSelect />
                <p class="muted small">
                    "The most an Expert bot thinks over one move, and over a hint (it stops sooner when the choice is clear). Longer is a little stronger; bots think in the background, so the table stays responsive."
                </p>
            </div>
            <LookAndSound />
            <IceServers />
            <h3>"This device"</h3>
            <dl class="device-facts">
                <div class="fact" class:good=offline_ok data-testid="offline-line">
                    <dt>"Offline play"</dt>
                    <dd>{offline_line}</dd>
                </div>
                <div
                    class="fact"
                    class:good=move || persistent() == Some(true)
                    class:warn=move || persistent() == Some(false)
                    data-testid="storage-line"
                >
                    <dt>"Storage"</dt>
                    <dd>{storage_text}</dd>
                </div>
                <div class="fact" data-testid="version-line">
                    <dt>"Version"</dt>
                    <dd>{version}</dd>
                </div>
            </dl>
            <div class="backup">
                <h3>"Backup"</h3>
                <p class="muted small">
                    "Clearing this browser's data deletes your statistics and finished games. Export them to a file to keep them; importing a file adds only the games that are not here yet, so importing twice changes nothing."
                </p>
                <div class="backup-actions">
                    <button
                        type="button"
                        class="btn"
                        data-testid="backup-export"
                        on:click=move |_| show(keep.export_backup())
                    >
                        "Export statistics and finished games"
                    </button>
                    <label class="btn file-button">
                        "Import a backup…"
                        <input
                            type="file"
                            accept=".json,application/json,text/plain"
                            data-testid="backup-import"
                            node_ref=input
                            on:change=on_file
                        />
                    </label>
                </div>
                {move || message.get().map(|m| view! { <p class="ok small" role="status" data-testid="backup-message">{m}</p> })}
                {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="backup-error">{e}</p> })}
            </div>
        </section>
    }
}

/// The STUN and TURN servers for playing on several devices across the internet.
#[component]
fn IceServers() -> impl IntoView {
    let keep = expect_context::<Keep>();
    let problem = RwSignal::new(None::<String>);
    view! {
        <div class="setting ice-servers">
            <label for="ice-servers"><strong>"Playing on several devices"</strong></label>
            <p class="muted small">
                "On one Wi-Fi or a phone's hotspot, devices find each other with no help. Across the internet they ask these servers for their addresses (STUN), or pass the game through one (TURN, with its user name and password). One a line; leave it empty on one network."
            </p>
            <textarea
                id="ice-servers"
                rows="3"
                spellcheck="false"
                data-testid="ice-servers"
                prop:value=move || keep.settings.with(|s| s.ice_servers.clone())
                on:change=move |ev| {
                    let text = event_target_value(&ev);
                    match crate::ui::view::remote::ice::parse(&text) {
                        Ok(_) => {
                            problem.set(None);
                            keep.update_settings(|s| s.ice_servers = text.clone());
                        }
                        Err(why) => problem.set(Some(why)),
                    }
                }
            ></textarea>
            <button
                type="button"
                class="btn small"
                data-testid="ice-default"
                on:click=move |_| {
                    problem.set(None);
                    keep.update_settings(|s| s.ice_servers = crate::ui::model::settings::default_ice_servers());
                }
            >
                "Back to the usual servers"
            </button>
            {move || problem.get().map(|p| view! { <p class="error" role="alert" data-testid="ice-problem">{p}</p> })}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_storage_line_says_what_is_kept_and_how_safely() {
        let info = StorageInfo {
            chars: 39_117,
            persisted: Some(false),
            usage: Some(2_000_000),
            quota: None,
        };
        let line = storage_line(&info, Some(1_258_291));
        assert!(line.starts_with("38.2 KB of games, finished games, statistics and settings, and 1.2 MB for the offline copy of the app. Not persistent"), "{line}");
        let kept = StorageInfo {
            persisted: Some(true),
            usage: None,
            ..info
        };
        assert!(storage_line(&kept, None)
            .ends_with("settings. Persistent: the browser keeps it even when space runs low."));
    }
}
