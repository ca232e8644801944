//! The page's language: English at once, German or Indonesian once its file of words has come
//! (`words/de-….txt` beside the page, fetched only when that language is chosen and kept by the
//! service worker for offline play). A file that cannot come leaves the page as it was and says
//! why in the notice banner.
//!
//! For now a language is chosen only by the page's address (`?lang=de`, `?lang=id`): the
//! catalogues do not hold every word yet (issue 48), and the choice in Settings and the first
//! visit following the browser's languages come with the rest of them.

use crate::ui::model::browser;
use crate::ui::model::lang::{self, say_with, Catalogue, Msg, Value};
use leptos::prelude::*;

/// At the start: the language the address asks for, if any.
pub fn start(notice: RwSignal<Option<String>>) {
    if let Some(code) = browser::query_param("lang") {
        choose(notice, &code);
    }
}

/// Puts the page in language `code` (`en`, `de`, `id`).
pub fn choose(notice: RwSignal<Option<String>>, code: &str) {
    let Some(&(code, name)) = trumps_words::LANGUAGES.iter().find(|(c, _)| *c == code) else {
        return;
    };
    let Some(file) = trumps_words::file_of(code) else {
        lang::put(Catalogue::english());
        return;
    };
    leptos::task::spawn_local(async move {
        let read = browser::fetch_text(file)
            .await
            .and_then(|text| Catalogue::read(code, &text));
        match read {
            Ok(words) => lang::put(words),
            Err(why) => notice.set(Some(say_with(
                Msg::LanguageFailed,
                &[("language", Value::Text(name)), ("why", Value::Text(&why))],
            ))),
        }
    });
}
