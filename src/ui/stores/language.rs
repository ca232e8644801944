//! The page's language: English at once, German or Indonesian once its files of words have
//! come (`words/de-first-….txt` and `words/de-rest-….txt` beside the page, fetched only when
//! that language is chosen and kept by the service worker for offline play). The page redraws
//! in it when the first file is in, and the rest follows ([`lang::rest`]). A file that cannot
//! come leaves the page as it was and says why in the notice banner.
//!
//! The language is the one the address asks for (`?lang=de`), else the one chosen in Settings
//! (kept with the settings), else the browser's (the first of its languages that is one of
//! ours), else English: [`lang::pick`].

use crate::ui::model::browser;
use crate::ui::model::lang::{self, say_with, Catalogue, Msg, Value};
use leptos::prelude::*;

/// At the start: the language the address, the settings or the browser ask for.
pub fn start(notice: RwSignal<Option<String>>, kept: Option<String>) {
    let code = lang::pick(
        browser::query_param("lang").as_deref(),
        kept.as_deref(),
        &browser::languages(),
    );
    if code != "en" {
        choose(notice, code);
    }
}

/// Puts the page in language `code` and keeps the choice in the settings (Settings' chooser).
pub fn choose_and_keep(
    keep: crate::ui::stores::keep::Keep,
    notice: RwSignal<Option<String>>,
    code: &str,
) {
    keep.update_settings(|s| s.language = Some(code.to_string()));
    choose(notice, code);
}

/// Puts the page in language `code` (`en`, `de`, `id`).
pub fn choose(notice: RwSignal<Option<String>>, code: &str) {
    let Some(&(code, name)) = trumps_words::LANGUAGES.iter().find(|(c, _)| *c == code) else {
        return;
    };
    let Some(files) = trumps_words::files_of(code) else {
        return;
    };
    // With the rest of the words already in use (a part is drawn), the new language comes
    // whole, so nothing drawn is ever without its words.
    let whole = lang::has_rest();
    leptos::task::spawn_local(async move {
        let read = match files.first {
            Some(file) => browser::fetch_text(file)
                .await
                .and_then(|text| Catalogue::read(code, &text)),
            None => Ok(Catalogue::english()),
        };
        let read = match read {
            Ok(words) if whole => match browser::fetch_text(files.rest).await {
                Ok(text) => words.with_rest(&text).map(put),
                Err(why) => Err(why),
            },
            Ok(words) => {
                put(words);
                rest().await
            }
            Err(why) => Err(why),
        };
        if let Err(why) = read {
            notice.set(Some(say_with(
                Msg::LanguageFailed,
                &[("language", Value::Text(name)), ("why", Value::Text(&why))],
            )));
        }
    });
}

/// Puts the page in `words`' language, `<html lang>` too.
fn put(words: Catalogue) {
    browser::set_page_language(words.lang);
    lang::put(words);
}

/// Fetches the rest of the words of the page's language (what the parts fetched after the
/// hub show) unless they are here: each part's loader waits for it. `Err` says why they
/// could not come.
pub async fn rest() -> Result<(), String> {
    if let Some((code, file)) = lang::rest_wanted() {
        let text = browser::fetch_text(file).await?;
        if code == "en" {
            trumps_words::keep_english_rest(&text)?;
        }
        lang::add_rest(code, &text)?;
    }
    // What the page still says in English (`Said::en`: issue 48 is not finished) needs
    // English's rest in any language.
    if !trumps_words::has_english_rest() {
        if let Some(files) = trumps_words::files_of("en") {
            let text = browser::fetch_text(files.rest).await?;
            trumps_words::keep_english_rest(&text)?;
        }
    }
    Ok(())
}
