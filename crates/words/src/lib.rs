//! Every word Trumps shows, in English, German (Deutsch) and Indonesian (Bahasa Indonesia):
//! one catalogue per language (`locales/*.ftl`, Fluent files), read and checked at build time
//! (`build.rs`: the build fails on a message missing in a language or only in one, on
//! arguments that differ, on a plural form a language lacks). Code names a message by
//! [`Msg`]; its words come from the reader's language. English is built in; each other
//! language is a file of its own ([`FILES`]), fetched when it is chosen, so a language not in
//! use costs nothing.
//!
//! No web dependency: the rules crate and the command line use it too (in English).

pub mod pattern;

pub use pattern::Value;

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

/// The file holding `lang`'s words (`words/de-0123456789abcdef.txt`, beside the page); none
/// for English, which is built in.
pub fn file_of(lang: &str) -> Option<&'static str> {
    FILES.iter().find(|(l, _)| *l == lang).map(|(_, f)| *f)
}

/// English's plural rule for whole numbers: 1 is "one", every other "other".
pub fn english_plural(n: f64) -> &'static str {
    if n == 1.0 {
        "one"
    } else {
        "other"
    }
}

/// A language's patterns, in [`Msg`]'s order: English's built in, another's read from its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalogue {
    /// The language's code (`en`, `de`, `id`).
    pub lang: &'static str,
    lines: Option<Vec<String>>,
}

impl Catalogue {
    /// English.
    pub const fn english() -> Catalogue {
        Catalogue {
            lang: "en",
            lines: None,
        }
    }

    /// Another language from its file's text: one line per message. A file of another build
    /// (not one line per message) is refused.
    pub fn read(lang: &'static str, text: &str) -> Result<Catalogue, String> {
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        if lines.len() != COUNT {
            return Err(format!(
                "the words for \"{lang}\" have {} lines where this version has {COUNT} messages",
                lines.len()
            ));
        }
        Ok(Catalogue {
            lang,
            lines: Some(lines),
        })
    }

    /// The pattern of `msg` in this language.
    pub fn pattern(&self, msg: Msg) -> &str {
        match &self.lines {
            Some(lines) => lines.get(msg as usize).map_or("", String::as_str),
            None => EN[msg as usize],
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

/// `msg` in English.
pub fn en(msg: Msg, args: &[(&str, Value<'_>)]) -> String {
    Catalogue::english().say(msg, args, &english_plural)
}
