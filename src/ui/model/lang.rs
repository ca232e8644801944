//! The words the page shows, from the catalogues (`crates/words`): a message by its [`Msg`],
//! with its arguments, in the language the page is in. Every sentence a player reads is to
//! come from here. [`say`] is read inside a view's closure, so a change of language redraws it
//! at once. English is built in; another language's words are put in place by
//! `stores::language` once its file has come.

use super::browser;
use leptos::prelude::*;
pub use trumps_words::{Catalogue, Msg, Value};

thread_local! {
    /// The language the page is in (English until another is chosen and has come).
    static NOW: ArcRwSignal<Catalogue> = ArcRwSignal::new(Catalogue::english());
}

/// The words of `msg`, which names no argument.
pub fn say(msg: Msg) -> String {
    say_with(msg, &[])
}

/// The words of `msg` with its arguments.
pub fn say_with(msg: Msg, args: &[(&str, Value<'_>)]) -> String {
    NOW.with(|now| {
        now.with(|c| {
            let lang = c.lang;
            c.say(msg, args, &|n| trumps_words::plural(lang, n))
        })
    })
}

/// The code of the language the page is in (`en`, `de`, `id`).
pub fn language() -> &'static str {
    NOW.with(|now| now.with(|c| c.lang))
}

/// Puts the page in `words`' language: everything said redraws, and `<html lang>` follows.
pub fn put(words: Catalogue) {
    browser::set_page_language(words.lang);
    NOW.with(|now| now.set(words));
}
