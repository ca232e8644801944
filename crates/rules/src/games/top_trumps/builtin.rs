//! The packs that come with the parlour (`crates/rules/packs/`, made by
//! `scripts/packs/make_packs.py` from their sources), each with a one-letter code for shared
//! deals. The first is the default.

use super::check::read_pack;
use super::pack::Pack;
use std::sync::{Arc, OnceLock};

pub struct BuiltIn {
    pub id: &'static str,
    /// The letter that names it in a shared-deal code.
    pub letter: char,
    json: &'static str,
}

pub static BUILT_IN: &[BuiltIn] = &[
    BuiltIn {
        id: "planets",
        letter: 'P',
        json: include_str!("../../../packs/planets.json"),
    },
    BuiltIn {
        id: "elements",
        letter: 'E',
        json: include_str!("../../../packs/elements.json"),
    },
    BuiltIn {
        id: "mountains",
        letter: 'M',
        json: include_str!("../../../packs/mountains.json"),
    },
];

/// Every built-in pack read once (a test checks each reads without a problem).
fn loaded() -> &'static [(&'static BuiltIn, Arc<Pack>)] {
    static PACKS: OnceLock<Vec<(&'static BuiltIn, Arc<Pack>)>> = OnceLock::new();
    PACKS.get_or_init(|| {
        BUILT_IN
            .iter()
            .filter_map(|b| read_pack(b.json).ok().map(|p| (b, Arc::new(p))))
            .collect()
    })
}

/// The built-in packs, in order.
pub fn packs() -> impl Iterator<Item = (&'static BuiltIn, Arc<Pack>)> {
    loaded().iter().map(|(b, p)| (*b, p.clone()))
}

pub fn by_id(id: &str) -> Option<Arc<Pack>> {
    packs().find(|(b, _)| b.id == id).map(|(_, p)| p)
}

pub fn by_letter(letter: char) -> Option<Arc<Pack>> {
    packs()
        .find(|(b, _)| b.letter.eq_ignore_ascii_case(&letter))
        .map(|(_, p)| p)
}

/// The built-in pack equal to `pack`, if it is one.
pub fn which(pack: &Pack) -> Option<&'static BuiltIn> {
    packs().find(|(_, p)| **p == *pack).map(|(b, _)| b)
}

/// The default pack.
pub fn first() -> Arc<Pack> {
    packs()
        .next()
        .map(|(_, p)| p)
        .unwrap_or_else(|| Arc::new(super::pack::fallback()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_pack_reads_without_a_problem() {
        for b in BUILT_IN {
            if let Err(problems) = read_pack(b.json) {
                panic!("{}: {problems:?}", b.id);
            }
        }
        assert_eq!(loaded().len(), BUILT_IN.len());
        for (b, p) in packs() {
            assert!(!p.sources.is_empty(), "{} names its sources", b.id);
            assert!(!p.licence.is_empty(), "{} names its licence", b.id);
            assert_eq!(which(&p).map(|w| w.id), Some(b.id));
        }
    }
}
