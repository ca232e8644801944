//! The choice of the page's language, offered on the hub's first screen (under Rules) and in
//! Settings: the three languages by their own names (English, Deutsch, Bahasa Indonesia). A
//! choice redraws the app at once (the game at the table stays as it is) and is kept in the
//! settings (`stores::language::choose_and_keep`).

use crate::ui::model::lang::{self, say, Msg};
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;

/// A select of the three languages (`testid`: its test id). `compact`: shown as the language's
/// short code ("DE") over the select, which opens with the full names (the hub's header has
/// room for no more beside the brand).
#[component]
pub fn LanguagePicker(testid: &'static str, #[prop(optional)] compact: bool) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let options = trumps_words::LANGUAGES
        .iter()
        .map(|&(code, name)| {
            view! {
                <option value=code lang=code selected=move || lang::language() == code>
                    {name}
                </option>
            }
        })
        .collect_view();
    view! {
        <label class="language-picker" class:compact=compact>
            <span class="sr-only">{move || say(Msg::LanguageChoose)}</span>
            {compact.then(|| view! {
                <span class="language-now" aria-hidden="true">
                    // (ASCII: str::to_uppercase would link Unicode's case tables into the first part.)
                    {move || lang::language().to_ascii_uppercase()}
                    <span class="caret">"▾"</span>
                </span>
            })}
            <select
                data-testid=testid
                on:change=move |ev| {
                    let code = event_target_value(&ev);
                    crate::ui::stores::language::choose_and_keep(ctl.keep, ctl.notice, &code);
                }
            >
                {options}
            </select>
        </label>
    }
}
