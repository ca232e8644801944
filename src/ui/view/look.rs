//! How the page looks: the colour theme (light, dark, or the device's choice) and high
//! contrast, kept in Settings and shown as marks on the page's root for the stylesheet.

use crate::ui::model::lang::Msg;
use crate::ui::model::settings::Theme;
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::setting_controls::{choices_of, SettingChoice, SettingToggle};
use leptos::prelude::*;

/// Keeps `data-theme` and `data-contrast` on `<html>` in step with Settings.
pub fn apply(ctl: Ctl) {
    Effect::new(move |_| {
        let (theme, high) = ctl.keep.settings.with(|s| (s.theme, s.high_contrast));
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
    let themes = choices_of(Theme::ALL, Theme::id, theme_words);
    view! {
        <div class="setting look">
            <SettingChoice label=Msg::SettingsColours testid="theme" choices=themes get=|s| s.theme set=|s, t| s.theme = t />
            <SettingToggle
                testid="high-contrast"
                label=Msg::SettingsHighContrast
                get=|s| s.high_contrast
                set=|s, on| s.high_contrast = on
            />
            <SettingToggle
                testid="sound"
                label=Msg::SettingsSound
                get=|s| s.sound
                set=|s, on| s.sound = on
            />
        </div>
    }
}

/// A colour theme's name.
fn theme_words(theme: Theme) -> Msg {
    match theme {
        Theme::Device => Msg::SettingsThemeDevice,
        Theme::Light => Msg::SettingsThemeLight,
        Theme::Dark => Msg::SettingsThemeDark,
    }
}
