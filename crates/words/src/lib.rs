//! Every word Trumps shows, in English, German (Deutsch) and Indonesian (Bahasa Indonesia):
//! one catalogue per language (`locales/LANG/*.ftl`, Fluent files), read and checked at build
//! time (`build.rs`: the build fails on a message missing in a language or only in one, on
//! arguments that differ, on a plural form a language lacks). Code names a message by
//! [`Msg`]; its words come from the reader's language.
//!
//! A catalogue comes in two parts: the words of the page's first part (the hub: `first.ftl`,
//! [`FIRST`] messages) and the rest, wanted only by what the page fetches after the hub. The
//! first part's English is built in; everything else is a file of its own ([`FILES`]), fetched
//! when it is wanted, so a language not in use, and the words of screens not yet opened, cost
//! the first load nothing. Off the web every English word is built in.
//!
//! No web dependency: the rules crate and the command line use it too (in English).

pub mod figure;
pub mod pattern;
pub mod said;

pub use figure::figure;
pub use pattern::Value;
pub use said::{Arg, Said};

include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));

/// The languages, each by its code and its own name (as a chooser offers them).
pub const LANGUAGES: [(&str, &str); 3] = [
    ("en", "English"),
    ("de", "Deutsch"),
    ("id", "Bahasa Indonesia"),
];

/// A language's plural category for a number, by CLDR's rules for whole numbers: English and
/// German say "one" of 1 and "other" of every other; Indonesian has no plural forms.
pub fn plural(lang: &str, n: f64) -> &'static str {
    match lang {
        "id" => "other",
        _ => english_plural(n),
    }
}

/// A language's files of words, beside the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Files {
    /// The language's code.
    pub lang: &'static str,
    /// The first part's words (`words/de-first-0123456789abcdef.txt`); none for English,
    /// built in.
    pub first: Option<&'static str>,
    /// The rest (`words/de-rest-0123456789abcdef.txt`).
    pub rest: &'static str,
}

/// The files holding `lang`'s words.
pub fn files_of(lang: &str) -> Option<Files> {
    FILES.iter().find(|f| f.lang == lang).copied()
}

/// English's plural rule for whole numbers: 1 is "one", every other "other".
pub fn english_plural(n: f64) -> &'static str {
    if n == 1.0 {
        "one"
    } else {
        "other"
    }
}

/// A language's patterns, in [`Msg`]'s order: the first part's (English's built in, another's
/// read from its file) and the rest, once read from its file (off the web, English's are
/// built in).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalogue {
    /// The language's code (`en`, `de`, `id`).
    pub lang: &'static str,
    first: Option<Vec<String>>,
    rest: Option<Vec<String>>,
}

impl Catalogue {
    /// English.
    pub const fn english() -> Catalogue {
        Catalogue {
            lang: "en",
            first: None,
            rest: None,
        }
    }

    /// Another language's first part from its file's text (one line per message): the rest
    /// is to come ([`Catalogue::with_rest`]). A file of another build is refused.
    pub fn read(lang: &'static str, text: &str) -> Result<Catalogue, String> {
        // Each line is `id<TAB>pattern`: the ids are for the first screen (pwa/boot.js).
        let lines = lines_of(lang, text, FIRST)?
            .into_iter()
            .map(|l| match l.split_once('\t') {
                Some((_, pattern)) => pattern.to_string(),
                None => l,
            })
            .collect();
        Ok(Catalogue {
            lang,
            first: Some(lines),
            rest: None,
        })
    }

    /// This language with the rest of its words, from their file's text. A file of another
    /// build is refused.
    pub fn with_rest(mut self, text: &str) -> Result<Catalogue, String> {
        self.rest = Some(lines_of(self.lang, text, COUNT - FIRST)?);
        Ok(self)
    }

    /// Whether the rest of the words is here (off the web, English's always is).
    pub fn has_rest(&self) -> bool {
        self.rest.is_some() || (self.lang == "en" && has_english_rest())
    }

    /// The pattern of `msg` in this language; empty for a message of the rest before it came.
    pub fn pattern(&self, msg: Msg) -> &str {
        let i = msg as usize;
        if i < FIRST {
            return match &self.first {
                Some(lines) => lines.get(i).map_or("", String::as_str),
                None => EN_FIRST[i],
            };
        }
        match &self.rest {
            Some(lines) => lines.get(i - FIRST).map_or("", String::as_str),
            None => english_rest(self.lang, i - FIRST),
        }
    }

    /// The words of `msg` with these arguments, plurals by `plural` (the language's rule).
    pub fn say(
        &self,
        msg: Msg,
        args: &[(&str, Value<'_>)],
        plural: &dyn Fn(f64) -> &'static str,
    ) -> String {
        let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
        pattern::render(self.pattern(msg), &arg, plural)
    }
}

/// A language's whole catalogue, both parts read from its files (off the web: the command
/// line, the tests); `None` for a language this build has not.
#[cfg(not(target_arch = "wasm32"))]
pub fn whole_catalogue(lang: &'static str) -> Option<Catalogue> {
    let (first, rest) = file_texts(lang)?;
    let read = if lang == "en" {
        Catalogue::english().with_rest(rest)
    } else {
        Catalogue::read(lang, first).and_then(|c| c.with_rest(rest))
    };
    read.ok()
}

/// `msg` in English.
pub fn en(msg: Msg, args: &[(&str, Value<'_>)]) -> String {
    Catalogue::english().say(msg, args, &english_plural)
}

/// English's pattern of the rest's `i`th message, off the web (on the web it is fetched).
#[cfg(not(target_arch = "wasm32"))]
fn english_rest(lang: &str, i: usize) -> &'static str {
    if lang == "en" {
        EN_REST.get(i).copied().unwrap_or("")
    } else {
        ""
    }
}

/// On the web, English's rest is fetched like any other language's, and kept here once it has
/// come ([`keep_english_rest`]) for what is still said in English on the page.
#[cfg(target_arch = "wasm32")]
fn english_rest(lang: &str, i: usize) -> &'static str {
    match (lang, ENGLISH_REST.get()) {
        ("en", Some(lines)) => lines.get(i).map_or("", String::as_str),
        _ => "",
    }
}

/// English's rest once fetched (on the web).
#[cfg(target_arch = "wasm32")]
static ENGLISH_REST: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();

/// Keeps English's rest, from its file's text, for [`Catalogue::english`] and [`Said::en`] on
/// the web (off the web it is built in). A file of another build is refused.
pub fn keep_english_rest(text: &str) -> Result<(), String> {
    let lines = lines_of("en", text, COUNT - FIRST)?;
    #[cfg(target_arch = "wasm32")]
    let _ = ENGLISH_REST.set(lines);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = lines;
    Ok(())
}

/// Whether English's rest is at hand ([`keep_english_rest`]; always off the web).
pub fn has_english_rest() -> bool {
    #[cfg(target_arch = "wasm32")]
    return ENGLISH_REST.get().is_some();
    #[cfg(not(target_arch = "wasm32"))]
    true
}

/// A file's lines, which must be one per message of its part.
fn lines_of(lang: &str, text: &str, count: usize) -> Result<Vec<String>, String> {
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    if lines.len() != count {
        return Err(format!(
            "the words for \"{lang}\" have {} lines where this version has {count}",
            lines.len()
        ));
    }
    Ok(lines)
}
