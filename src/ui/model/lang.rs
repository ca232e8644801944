//! The words the page shows, from the catalogues (`crates/words`): a message by its [`Msg`],
//! with its arguments, in the language the page is in. Every sentence a player reads is to
//! come from here. [`say`] is read inside a view's closure, so a change of language redraws it
//! at once. The hub's English is built in; another language's first words are put in place by
//! `stores::language` once their file has come, and the rest of the words of the page's
//! language ([`rest_wanted`], fetched by `stores::language::rest`) come with the first part
//! fetched after the hub: each part's loader waits for them, so nothing it draws is ever
//! without its words.

use leptos::prelude::*;
pub use trumps_words::{Catalogue, Msg, Said, Value};

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
            if msg as usize >= trumps_words::FIRST && !c.has_rest() {
                // A part drew before its words came: a slip of the code, shown in the
                // console (the browser tests fail on it).
                // By its number: naming it would link every message's name into the page.
                leptos::logging::warn!(
                    "words asked for before they came: message {}",
                    msg as usize
                );
            }
            let lang = c.lang;
            c.say(msg, args, &|n| trumps_words::plural(lang, n))
        })
    })
}

/// Whether the rest of the words of the page's language is here.
pub fn has_rest() -> bool {
    NOW.with(|now| now.with_untracked(Catalogue::has_rest))
}

/// The file of the rest of the words of the page's language (what the parts fetched after the
/// hub show) with the language's code, unless they are here (`stores::language::rest` fetches
/// it).
pub fn rest_wanted() -> Option<(&'static str, &'static str)> {
    NOW.with(|now| {
        now.with_untracked(|c| {
            let file = trumps_words::files_of(c.lang)?.rest;
            (!c.has_rest()).then_some((c.lang, file))
        })
    })
}

/// Puts the rest of language `lang`'s words in place, from their file's `text` (nothing if
/// another language was put in place meanwhile, or they came another way).
pub fn add_rest(lang: &str, text: &str) -> Result<(), String> {
    NOW.with(|now| {
        let words = now.with_untracked(|c| (c.lang == lang && !c.has_rest()).then(|| c.clone()));
        match words {
            Some(words) => words.with_rest(text).map(|w| now.set(w)),
            None => Ok(()),
        }
    })
}

/// What the rules say (a card, a trick's reason, a caption) in the page's language. In English
/// a seat named "You" then reads in the second person ("You take", "Your 7"), as
/// [`agree`](crate::engine::person_words::agree) words it; the other languages word it in
/// their messages (a variant `[You]`).
pub fn said(said: &Said) -> String {
    NOW.with(|now| {
        now.with(|c| {
            if said.msg as usize >= trumps_words::FIRST && !c.has_rest() {
                leptos::logging::warn!(
                    "words asked for before they came: message {}",
                    said.msg as usize
                );
            }
            let lang = c.lang;
            let words = c.render(said, &|n| trumps_words::plural(lang, n));
            if lang == "en" {
                crate::engine::person_words::agree(&words)
            } else {
                words
            }
        })
    })
}

/// A count written the page language's way, thousands set apart in five digits or more
/// ("18,000", "18.000"; see [`trumps_words::figure`]).
pub fn count(n: u64) -> String {
    said(&Said::new(Msg::SaidText).figure("text", n as f64, 0))
}

/// What a seat does (an action said: "plays the 7 of Moons") as asked of the person, in the
/// page's language: "play the 7 of Moons" (a hint's choice, a lesson's move, Expert's advice).
pub fn said_asked(action: &Said) -> String {
    said(&action.clone().text("form", "asked"))
}

/// Game `id`'s name in the page's language (`game-<id>-name`: *Was sticht?* in German), or
/// `fallback` (the registry's English name) for a game the catalogue does not name.
pub fn game_name(id: &str, fallback: &str) -> String {
    // Not `Msg::from_id`, which would bring every message's id into the page's first part.
    trumps_words::game_name_msg(&format!("game-{id}-name"))
        .map_or_else(|| fallback.to_string(), say)
}

/// The language to show: the one the address asks for (`?lang=de`), else the one chosen in
/// Settings, else the first of the browser's languages that is one of ours (`de-AT` is German),
/// else English.
pub fn pick(asked: Option<&str>, kept: Option<&str>, browser: &[String]) -> &'static str {
    let ours = |code: &str| {
        let primary = code
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        trumps_words::LANGUAGES
            .iter()
            .map(|(c, _)| *c)
            .find(|c| *c == primary)
    };
    asked
        .and_then(ours)
        .or_else(|| kept.and_then(ours))
        .or_else(|| browser.iter().find_map(|b| ours(b)))
        .unwrap_or("en")
}

/// The code of the language the page is in (`en`, `de`, `id`).
pub fn language() -> &'static str {
    NOW.with(|now| now.with(|c| c.lang))
}

/// Puts the page in `words`' language: everything said redraws (`stores::language` puts
/// `<html lang>` right).
pub fn put(words: Catalogue) {
    NOW.with(|now| now.set(words));
}

#[cfg(test)]
mod tests {
    use super::pick;

    #[test]
    fn the_address_then_settings_then_the_browser_choose_the_language() {
        let browser = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(pick(None, None, &browser(&["fr-FR", "de-AT", "en"])), "de");
        assert_eq!(pick(None, None, &browser(&["id"])), "id");
        assert_eq!(pick(None, None, &browser(&["fr", "nl"])), "en");
        assert_eq!(pick(None, Some("id"), &browser(&["de"])), "id");
        assert_eq!(pick(Some("de"), Some("id"), &browser(&["en"])), "de");
        assert_eq!(pick(Some("xx"), None, &browser(&["ID-id"])), "id");
    }
}
