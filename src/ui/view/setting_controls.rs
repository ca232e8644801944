//! The controls that change one setting: a labelled select ([`SettingChoice`]) or a
//! checkbox ([`SettingToggle`]), and the bot pace and Expert's thinking time built on them.

use crate::ui::model::announce::Verbosity;
use crate::ui::model::lang::{say, Msg};
use crate::ui::model::settings::{Pace, Settings, Think};
use crate::ui::stores::keep::Keep;
use leptos::prelude::*;

/// One setting chosen from a list: a labelled select. `choices` are (value, id, words).
#[component]
pub fn SettingChoice<T>(
    label: Msg,
    testid: &'static str,
    choices: Vec<(T, &'static str, Msg)>,
    get: fn(&Settings) -> T,
    set: fn(&mut Settings, T),
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    let keep = expect_context::<Keep>();
    let current = Memo::new(move |_| keep.settings.with(get));
    let by_id: Vec<(T, &'static str)> = choices.iter().map(|&(v, id, _)| (v, id)).collect();
    view! {
        <label class="pace">
            <span class="pace-label">{move || say(label)}</span>
            <select
                data-testid=testid
                aria-label=move || say(label)
                on:change=move |ev| {
                    let id = event_target_value(&ev);
                    if let Some(&(v, _)) = by_id.iter().find(|(_, i)| *i == id) {
                        keep.update_settings(|s| set(s, v));
                    }
                }
            >
                {choices
                    .into_iter()
                    .map(|(v, id, text)| {
                        view! {
                            <option value=id selected=move || current.get() == v>
                                {move || say(text)}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// A [`SettingChoice`]'s choices: each of `all` with its id and its words.
pub fn choices_of<T: Copy, const N: usize>(
    all: [T; N],
    id: fn(T) -> &'static str,
    words: fn(T) -> Msg,
) -> Vec<(T, &'static str, Msg)> {
    all.into_iter().map(|t| (t, id(t), words(t))).collect()
}

/// The bot pace selector (hub and table).
#[component]
pub fn PaceSelect(
    /// The select's test id: "pace", or another where a second copy is on the page.
    #[prop(default = "pace")]
    testid: &'static str,
) -> impl IntoView {
    let choices = choices_of(Pace::ALL, Pace::id, pace_words);
    view! {
        <SettingChoice label=Msg::SettingsPace testid=testid choices=choices get=|s| s.pace set=|s, p| s.pace = p />
    }
}

/// How long Expert thinks (Settings).
#[component]
pub fn ThinkSelect() -> impl IntoView {
    let choices = choices_of(Think::ALL, Think::id, think_words);
    view! {
        <SettingChoice label=Msg::SettingsThink testid="think" choices=choices get=|s| s.think set=|s, t| s.think = t />
    }
}

/// How much the table says aloud to a screen reader (Settings).
#[component]
pub fn AnnounceSelect() -> impl IntoView {
    let choices = choices_of(Verbosity::ALL, Verbosity::id, announce_words);
    view! {
        <SettingChoice label=Msg::SettingsAnnounce testid="announce" choices=choices get=|s| s.announce set=|s, v| s.announce = v />
    }
}

/// How much is said aloud, in words.
fn announce_words(v: Verbosity) -> Msg {
    match v {
        Verbosity::Full => Msg::SettingsAnnounceFull,
        Verbosity::Short => Msg::SettingsAnnounceShort,
        Verbosity::Off => Msg::SettingsAnnounceOff,
    }
}

/// A bot pace's name.
fn pace_words(pace: Pace) -> Msg {
    match pace {
        Pace::Slow => Msg::SettingsPaceSlow,
        Pace::Normal => Msg::SettingsPaceNormal,
        Pace::Fast => Msg::SettingsPaceFast,
        Pace::Instant => Msg::SettingsPaceInstant,
    }
}

/// How long Expert thinks, in words.
fn think_words(think: Think) -> Msg {
    match think {
        Think::Quick => Msg::SettingsThinkQuick,
        Think::Normal => Msg::SettingsThinkNormal,
        Think::Deep => Msg::SettingsThinkDeep,
    }
}

/// One on/off setting: a checkbox and its label.
#[component]
pub fn SettingToggle(
    testid: &'static str,
    label: Msg,
    get: fn(&Settings) -> bool,
    set: fn(&mut Settings, bool),
) -> impl IntoView {
    let keep = expect_context::<Keep>();
    view! {
        <label class="check">
            <input
                type="checkbox"
                data-testid=testid
                prop:checked=move || keep.settings.with(get)
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    keep.update_settings(|s| set(s, on));
                }
            />
            <span>{move || say(label)}</span>
        </label>
    }
}
