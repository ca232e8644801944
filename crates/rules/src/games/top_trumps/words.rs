//! What a pack says, in words: its name, description, sources and licence, its attributes'
//! labels and units, its cards' names and lines, and its values. A built-in pack's words are
//! the catalogue's (`pack-<pack>-…`, English read from the pack's own JSON by the words
//! crate's build, the other languages in their `packs.ftl`), so each reader reads them in
//! their language; a player's own pack says its own text as typed. Values are figures
//! written with the reader's separators (`12,742.5`, `12.742,5`) either way.
//!
//! Everything comes as [`Said`], to put inside a caption or to render on the page; in English
//! it reads exactly as the pack's JSON writes it.

use super::builtin;
use super::pack::Pack;
use std::cell::RefCell;
use std::sync::Arc;
use trumps_words::{Msg, Said};

/// How many packs [`builtin_id`] remembers.
const REMEMBERED: usize = 4;

thread_local! {
    /// The packs last asked about, each with the built-in pack it is (if one), so that a view
    /// drawn again does not compare whole packs again.
    static KNOWN: RefCell<Vec<(Arc<Pack>, Option<&'static str>)>> =
        const { RefCell::new(Vec::new()) };
}

/// The id of the built-in pack `pack` is (`planets`), if it is one: by the shared pack
/// itself when it was asked about before, else by comparing it with each built-in pack.
pub fn builtin_id(pack: &Arc<Pack>) -> Option<&'static str> {
    let known = KNOWN.with(|k| {
        k.borrow()
            .iter()
            .find(|(p, _)| Arc::ptr_eq(p, pack))
            .map(|(_, id)| *id)
    });
    if let Some(id) = known {
        return id;
    }
    // A built-in pack itself (the set-up's), else one equal to it (a record's, a save's).
    let id = builtin::packs()
        .find(|(_, p)| Arc::ptr_eq(p, pack))
        .map(|(b, _)| b.id)
        .or_else(|| builtin::which(pack).map(|b| b.id));
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        if k.len() >= REMEMBERED {
            k.remove(0);
        }
        k.push((pack.clone(), id));
    });
    id
}

/// Words not translated (a player's own pack's).
fn own(text: &str) -> Said {
    Said::new(Msg::SaidText).text("text", text)
}

/// A pack's words (see the module's comment).
#[derive(Clone, Copy)]
pub struct PackWords<'a> {
    pack: &'a Pack,
    /// The built-in pack's id, if `pack` is one.
    builtin: Option<&'static str>,
}

impl<'a> PackWords<'a> {
    /// The words of `pack`.
    pub fn of(pack: &'a Arc<Pack>) -> PackWords<'a> {
        PackWords {
            pack,
            builtin: builtin_id(pack),
        }
    }

    /// The words of `pack` as written, built-in or not (a pack being edited).
    pub fn own(pack: &'a Pack) -> PackWords<'a> {
        PackWords {
            pack,
            builtin: None,
        }
    }

    /// The pack.
    pub fn pack(&self) -> &'a Pack {
        self.pack
    }

    /// The id of the built-in pack it is, if it is one.
    pub fn builtin(&self) -> Option<&'static str> {
        self.builtin
    }

    /// The catalogue's `pack-<pack>-<what>` for a built-in pack, else `text` as it is.
    fn say(&self, what: &str, text: &str) -> Said {
        self.builtin
            .and_then(|id| trumps_words::pack_msg(&format!("pack-{id}-{what}")))
            .map_or_else(|| own(text), Said::new)
    }

    /// The same, or nothing where the pack says nothing (`text` empty).
    fn say_some(&self, what: &str, text: &str) -> Option<Said> {
        (!text.is_empty()).then(|| self.say(what, text))
    }

    pub fn name(&self) -> Said {
        self.say("name", &self.pack.name)
    }

    pub fn description(&self) -> Option<Said> {
        self.say_some("description", &self.pack.description)
    }

    pub fn licence(&self) -> Option<Said> {
        self.say_some("licence", &self.pack.licence)
    }

    /// The name of source `i` (from 0).
    pub fn source(&self, i: usize) -> Said {
        let name = self.pack.sources.get(i).map_or("", |s| s.name.as_str());
        self.say(&format!("source-{}", i + 1), name)
    }

    /// Attribute `a`'s label ("Mass").
    pub fn label(&self, a: usize) -> Said {
        match self.pack.attribute(a) {
            Some(x) => self.say(&format!("attr-{}", x.key), &x.label),
            None => own("?"),
        }
    }

    /// Attribute `a`'s unit ("million km"), if it has one.
    pub fn unit(&self, a: usize) -> Option<Said> {
        let x = self.pack.attribute(a)?;
        self.say_some(&format!("unit-{}", x.key), &x.unit)
    }

    /// Card `c`'s name ("Mercury").
    pub fn card_name(&self, c: usize) -> Said {
        self.say(&format!("card-{}", c + 1), self.pack.card_name(c))
    }

    /// Card `c`'s line under its name, if it has one.
    pub fn card_description(&self, c: usize) -> Option<Said> {
        let text = self
            .pack
            .cards
            .get(c)
            .map_or("", |x| x.description.as_str());
        self.say_some(&format!("card-{}-description", c + 1), text)
    }

    /// A value of attribute `a` without its unit, with the attribute's decimals: `12,742`,
    /// `no data`.
    pub fn number(&self, a: usize, value: Option<f64>) -> Said {
        match (value, self.pack.attribute(a)) {
            (Some(v), Some(x)) => Said::new(Msg::SaidText).figure("text", v, x.precision),
            (Some(v), None) => Said::new(Msg::SaidText).figure("text", v, 0),
            (None, _) => Said::new(Msg::CaptionTopNoData),
        }
    }

    /// A value of attribute `a` with its unit: `12,742 km`, `5.51`, `no data`.
    pub fn value(&self, a: usize, value: Option<f64>) -> Said {
        let number = self.number(a, value);
        match (value, self.unit(a)) {
            (Some(_), Some(unit)) => Said::new(Msg::PackValue)
                .said("number", number)
                .said("unit", unit),
            _ => number,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use trumps_words::Catalogue;

    fn catalogue(lang: &'static str) -> Catalogue {
        trumps_words::whole_catalogue(lang).expect("the language's words")
    }

    fn render(cat: &Catalogue, said: &Said) -> String {
        let lang = cat.lang;
        cat.render(said, &|n| trumps_words::plural(lang, n))
    }

    fn planets() -> Arc<Pack> {
        builtin::by_id("planets").expect("built in")
    }

    #[test]
    fn a_built_in_pack_reads_in_german_and_in_indonesian() {
        let pack = planets();
        let words = PackWords::of(&pack);
        assert_eq!(words.builtin(), Some("planets"));
        let sun = pack.attribute_by_key("sun").expect("an attribute");
        let eris = pack.card_by_name("Eris").expect("a card");
        let mercury = pack.card_by_name("Mercury").expect("a card");
        let value = words.value(sun, pack.value(eris, sun));
        let (de, id) = (catalogue("de"), catalogue("id"));
        assert_eq!(render(&de, &words.label(sun)), "Sonnennähe");
        assert_eq!(render(&id, &words.label(sun)), "Terdekat ke Matahari");
        assert_eq!(render(&de, &words.card_name(mercury)), "Merkur");
        assert_eq!(render(&id, &words.card_name(mercury)), "Merkurius");
        assert_eq!(render(&de, &value), "10.158 Mio. km");
        assert_eq!(render(&id, &value), "10.158 juta km");
        assert_eq!(value.en(), "10,158 million km");
        let earth = pack.card_by_name("Earth").expect("a card");
        let orbit = pack.attribute_by_key("orbit").expect("an attribute");
        let year = words.value(orbit, pack.value(earth, orbit));
        assert_eq!(render(&de, &year), "365,3 Tage");
        assert_eq!(render(&id, &year), "365,3 hari");
        assert_eq!(render(&de, &words.value(orbit, None)), "keine Angabe");
        // The caption of a choice, in German, carries the pack's words.
        let chose = Said::new(Msg::CaptionActionChooses).said("attribute", words.label(sun));
        assert_eq!(render(&de, &chose), "sagt Sonnennähe an");
    }

    #[test]
    fn an_own_pack_says_its_own_words_with_the_readers_numbers() {
        let mut own = (*planets()).clone();
        own.name = "My planets".into();
        let pack = Arc::new(own);
        let words = PackWords::of(&pack);
        assert_eq!(words.builtin(), None);
        let sun = pack.attribute_by_key("sun").expect("an attribute");
        let eris = pack.card_by_name("Eris").expect("a card");
        let de = catalogue("de");
        assert_eq!(render(&de, &words.name()), "My planets");
        assert_eq!(render(&de, &words.label(sun)), "Closest to the Sun");
        assert_eq!(render(&de, &words.card_name(eris)), "Eris");
        assert_eq!(
            render(&de, &words.value(sun, pack.value(eris, sun))),
            "10.158 million km"
        );
    }

    /// In English every built-in pack reads exactly as its JSON writes it, and its values as
    /// [`Attribute::show`](super::super::pack::Attribute::show) writes them.
    #[test]
    fn in_english_the_words_are_the_packs_own() {
        for (b, pack) in builtin::packs() {
            let words = PackWords::of(&pack);
            assert_eq!(words.builtin(), Some(b.id));
            assert_eq!(words.name().en(), pack.name);
            assert_eq!(
                words.description().map(|s| s.en()),
                Some(pack.description.clone())
            );
            assert_eq!(words.licence().map(|s| s.en()), Some(pack.licence.clone()));
            for (i, s) in pack.sources.iter().enumerate() {
                assert_eq!(words.source(i).en(), s.name);
            }
            for (a, x) in pack.attributes.iter().enumerate() {
                assert_eq!(words.label(a).en(), x.label);
                assert_eq!(words.unit(a).map(|u| u.en()).unwrap_or_default(), x.unit);
                for c in 0..pack.cards.len() {
                    let v = pack.value(c, a);
                    assert_eq!(words.value(a, v).en(), x.show(v), "{}", b.id);
                    assert_eq!(words.number(a, v).en(), x.show_parts(v).0);
                }
            }
            for (c, card) in pack.cards.iter().enumerate() {
                assert_eq!(words.card_name(c).en(), card.name);
                let line = words.card_description(c).map(|s| s.en());
                assert_eq!(line.unwrap_or_default(), card.description);
            }
        }
    }
}
