//! The hub's Settings panel: the bot pace, and what this device keeps: offline play, the
//! storage used and whether it is persistent, the app's version, and a backup of statistics and
//! finished games (export to a file, import one back).

use super::look::LookAndSound;
use super::offline::{Offline, OfflineState};
use crate::ui::model::browser as web;
use crate::ui::model::durability;
use crate::ui::model::durability::{size_label, StorageInfo};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::keep::Keep;
use crate::ui::view::setting_controls::{AnnounceSelect, PaceSelect, ThinkSelect};
use leptos::prelude::*;

/// "38.2 KB of games, …; persistent: …".
fn storage_line(info: &StorageInfo, offline_bytes: Option<u64>) -> String {
    let mut text = if info.chars == 0 {
        say(Msg::StorageKeptNothing)
    } else {
        let size = size_label(info.chars as u64);
        say_with(Msg::StorageKept, &[("size", Value::Text(&size))])
    };
    if let Some(b) = offline_bytes.or(info.usage).filter(|b| *b > 0) {
        let size = size_label(b);
        text = say_with(
            Msg::StorageKeptOffline,
            &[("kept", Value::Text(&text)), ("size", Value::Text(&size))],
        );
    }
    text.push_str(". ");
    text.push_str(&say(match info.persisted {
        Some(true) => Msg::StoragePersistent,
        Some(false) => Msg::StorageNotPersistent,
        None => Msg::StoragePersistenceUnknown,
    }));
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
            None => say(Msg::SettingsReading),
        })
    };
    let persistent = move || report.with(|r| r.as_ref().and_then(|i| i.persisted));
    let version = move || {
        offline.with(|s| match &s.build {
            Some(b) => say_with(
                Msg::SettingsVersionBuild,
                &[
                    ("version", Value::Text(env!("CARGO_PKG_VERSION"))),
                    ("build", Value::Text(b)),
                ],
            ),
            None => env!("CARGO_PKG_VERSION").to_string(),
        })
    };
    view! {
        <section class="panel settings" aria-labelledby="settings-title" data-testid="settings">
            <h2 id="settings-title">{move || say(Msg::SettingsTitle)}</h2>
            <div class="setting">
                <super::language_picker::LanguagePicker testid="settings-language" />
            </div>
            <div class="setting">
                <PaceSelect />
                <p class="muted small">{move || say(Msg::SettingsPaceNote)}</p>
            </div>
            <div class="setting">
                <ThinkSelect />
                <p class="muted small">
                    {move || say(Msg::SettingsThinkNote)}
                </p>
            </div>
            <div class="setting">
                <AnnounceSelect />
                <p class="muted small">{move || say(Msg::SettingsAnnounceNote)}</p>
            </div>
            <LookAndSound />
            <IceServers />
            <h3>{move || say(Msg::SettingsThisDevice)}</h3>
            <dl class="device-facts">
                <div class="fact" class:good=offline_ok data-testid="offline-line">
                    <dt>{move || say(Msg::SettingsOfflinePlay)}</dt>
                    <dd>{offline_line}</dd>
                </div>
                <div
                    class="fact"
                    class:good=move || persistent() == Some(true)
                    class:warn=move || persistent() == Some(false)
                    data-testid="storage-line"
                >
                    <dt>{move || say(Msg::SettingsStorage)}</dt>
                    <dd>{storage_text}</dd>
                </div>
                <div class="fact" data-testid="version-line">
                    <dt>{move || say(Msg::SettingsVersion)}</dt>
                    <dd>{version}</dd>
                </div>
            </dl>
            <div class="backup">
                <h3>{move || say(Msg::SettingsBackup)}</h3>
                <p class="muted small">
                    {move || say(Msg::SettingsBackupNote)}
                </p>
                <div class="backup-actions">
                    <button
                        type="button"
                        class="btn"
                        data-testid="backup-export"
                        on:click=move |_| show(keep.export_backup())
                    >
                        {move || say(Msg::SettingsBackupExport)}
                    </button>
                    <label class="btn file-button">
                        {move || say(Msg::SettingsBackupImport)}
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
            <label for="ice-servers"><strong>{move || say(Msg::SettingsIceTitle)}</strong></label>
            <p class="muted small" id="ice-servers-note">
                {move || say(Msg::SettingsIceNote)}
            </p>
            <textarea
                id="ice-servers"
                aria-describedby="ice-servers-note"
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
                {move || say(Msg::SettingsIceDefault)}
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
