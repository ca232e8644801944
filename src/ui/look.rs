//! How the page looks: the colour theme (light, dark, or the device's choice) and high
//! contrast, kept in Settings and shown as marks on the page's root for the stylesheet.

use super::ctl::Ctl;
use super::settings::{choices_of, SettingChoice, SettingToggle};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// The colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// Follows the device (`prefers-color-scheme`).
    #[default]
    Device,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Device, Theme::Light, Theme::Dark];

    pub fn id(self) -> &'static str {
        match self {
            Theme::Device => "device",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Theme::Device => "As the device",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }

    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The value of `data-theme` on the root, none when the device decides.
    fn mark(self) -> Option<&'static str> {
        match self {
            Theme::Device => None,
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
        }
    }
}

/// Keeps `data-theme` and `data-contrast` on `<html>` in step with Settings.
pub fn apply(ctl: Ctl) {
    Effect::new(move |_| {
        let (theme, high) = ctl.settings.with(|s| (s.theme, s.high_contrast));
        set_root_mark("data-theme", theme.mark());
        set_root_mark("data-contrast", high.then_some("high"));
    });
}

fn set_root_mark(name: &str, value: Option<&str>) {
    #[cfg(target_arch = "wasm32")]
    if let Some(root) = document().document_element() {
        let _ = match value {
            Some(v) => root.set_attribute(name, v),
            None => root.remove_attribute(name),
        };
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (name, value);
}

/// Theme, high contrast and sound, for the Settings panel.
#[component]
pub fn LookAndSound() -> impl IntoView {
    let themes = choices_of(Theme::ALL, Theme::id, Theme::name);
    view! {
        <div class="setting look">
            <SettingChoice label="Colours" testid="theme" choices=themes get=|s| s.theme set=|s, t| s.theme = t />
            <SettingToggle
                testid="high-contrast"
                label="High contrast: stronger colours and outlines, suits easier to tell apart"
                get=|s| s.high_contrast
                set=|s, on| s.high_contrast = on
            />
            <SettingToggle
                testid="sound"
                label="Card sounds (soft, made in the browser)"
                get=|s| s.sound
                set=|s, on| s.sound = on
            />
        </div>
    }
}
