//! The packs on this device as the pack chooser and the pack editor share them, choosing a
//! pack for the set-up, and a pack's file name.

use super::editor::draft::{slugged, Draft};
use super::pack_store;
use crate::games::top_trumps::Pack;
use crate::ui::model::lang::{say_with, Msg, Value};
use crate::ui::stores::ctl::Ctl;
use crate::ui::view::setup::change_setup;
use leptos::prelude::*;

/// What the chooser and the editor share.
#[derive(Clone, Copy)]
pub struct Packs {
    /// The packs on this device.
    pub mine: RwSignal<Vec<Pack>>,
    /// A message about them (saved, could not be saved, set aside).
    pub notice: RwSignal<Option<String>>,
    /// The pack open in the editor.
    pub editing: RwSignal<Option<Draft>>,
}

impl Packs {
    /// Stores `pack` on this device in place of the pack named `replacing` (the one being
    /// changed, if any). Another pack of the same name is not overwritten: the error says so.
    /// The list shown changes only once it is stored.
    pub fn keep(&self, pack: Pack, replacing: Option<&str>) -> Result<String, String> {
        let mut list = self.mine.get_untracked();
        let at =
            replacing.and_then(|old| list.iter().position(|p| p.name.eq_ignore_ascii_case(old)));
        let clash = list
            .iter()
            .enumerate()
            .any(|(i, p)| Some(i) != at && p.name.eq_ignore_ascii_case(&pack.name));
        if clash {
            return Err(say_with(
                Msg::TopTrumpsNameTaken,
                &[("name", Value::Text(&pack.name))],
            ));
        }
        match at {
            Some(i) => list[i] = pack.clone(),
            None => list.push(pack.clone()),
        }
        if let Err(why) = pack_store::save(&list) {
            if let Some(newer) = pack_store::newer() {
                self.mine.set(newer);
            }
            return Err(why);
        }
        self.mine.set(list);
        Ok(say_with(
            Msg::TopTrumpsSaved,
            &[("name", Value::Text(&pack.name))],
        ))
    }

    /// A name no pack here has yet: `name`, or `name (2)`, `name (3)`…
    pub fn free_name(&self, name: &str) -> String {
        let taken = |n: &str| {
            self.mine
                .with_untracked(|m| m.iter().any(|p| p.name.eq_ignore_ascii_case(n)))
        };
        if !taken(name) {
            return name.to_string();
        }
        (2..)
            .map(|k| {
                let tail = format!(" ({k})");
                let base: String = name.chars().take(60 - tail.chars().count()).collect();
                format!("{base}{tail}")
            })
            .find(|n| !taken(n))
            .unwrap_or_else(|| name.to_string())
    }
}

/// Plays with `pack` (the set-up's options).
pub fn choose(ctl: Ctl, pack: &Pack) {
    let json = pack.to_json();
    change_setup(ctl, |s| {
        if let Some(o) = s.options.as_object_mut() {
            o.insert("pack".into(), json.clone());
        }
    });
}

/// A file name for `pack`: its name in letters and digits, `.pack.json`.
pub fn file_name(pack: &Pack) -> String {
    let slug = slugged(&pack.name, char::is_alphanumeric);
    format!("{}.pack.json", if slug.is_empty() { "pack" } else { &slug })
}
