//! The packs kept on this device (localStorage, one key, versioned), and the editor's
//! unfinished pack. Each pack is checked when read: one that no longer reads is left out, the
//! stored text is set aside (for the player to download from Settings) and the rest are kept.

use crate::games::top_trumps::check::pack_from_value;
use crate::games::top_trumps::Pack;
use crate::ui::model::lang::{say, say_with, Msg, Value as Words};
use crate::ui::model::store;
use crate::ui::model::store::keys::{PACKS_KEY, PACKS_VERSION, PACK_DRAFT_KEY, PACK_DRAFT_VERSION};
use crate::ui::model::store::{Loaded, Unsaved};
use serde_json::Value;

/// The packs on this device, and a notice if some could not be read.
pub fn load() -> (Vec<Pack>, Option<String>) {
    match store::load::<Vec<Value>>(PACKS_KEY, PACKS_VERSION) {
        Loaded::Missing => (Vec::new(), None),
        Loaded::SetAside(why) => (
            Vec::new(),
            Some(say_with(
                Msg::TopTrumpsPacksUnread,
                &[("why", Words::Text(&crate::ui::model::lang::said(&why)))],
            )),
        ),
        Loaded::Found(list) => {
            let mut packs = Vec::new();
            let mut bad = 0;
            for v in &list {
                match pack_from_value(v) {
                    Ok(p) => packs.push(p),
                    Err(_) => bad += 1,
                }
            }
            if bad == 0 {
                return (packs, None);
            }
            store::set_aside_key(PACKS_KEY);
            let kept = save(&packs).is_ok();
            let msg = if kept {
                Msg::TopTrumpsPacksBad
            } else {
                Msg::TopTrumpsPacksBadUnsaved
            };
            (
                packs,
                Some(say_with(msg, &[("n", Words::Number(bad as f64))])),
            )
        }
    }
}

/// Stores the packs over the list this page read; the error is the message to show (the
/// device's storage is full, or another tab changed the packs: [`newer`] has its list).
pub fn save(packs: &[Pack]) -> Result<(), String> {
    let list: Vec<Value> = packs.iter().map(Pack::to_json).collect();
    match store::save_now(PACKS_KEY, PACKS_VERSION, &list) {
        Ok(()) => Ok(()),
        Err(Unsaved::Unavailable) => Err(say(Msg::TopTrumpsSaveUnavailable)),
        Err(Unsaved::Full) => Err(say(Msg::TopTrumpsSaveFull)),
        Err(Unsaved::Newer) => Err(say(Msg::TopTrumpsSaveNewer)),
    }
}

/// The packs as another tab stored them since this page read them, if it did (those that
/// read; the list is taken up: the next save goes over it).
pub fn newer() -> Option<Vec<Pack>> {
    let list = store::newer::<Vec<Value>>(PACKS_KEY, PACKS_VERSION)?;
    Some(
        list.iter()
            .filter_map(|v| pack_from_value(v).ok())
            .collect(),
    )
}

/// Characters the packs take in storage.
pub fn stored_chars() -> usize {
    store::read_raw(PACKS_KEY).map_or(0, |r| r.len())
}

/// "12.3 KB" ("12,3 KB" where the decimal mark is a comma).
pub fn size_words(chars: usize) -> String {
    if chars < 1000 {
        say_with(Msg::TopTrumpsBytes, &[("n", Words::Number(chars as f64))])
    } else {
        let mut kb = format!("{:.1}", chars as f64 / 1000.0);
        if matches!(crate::ui::model::lang::language(), "de" | "id") {
            kb = kb.replace('.', ",");
        }
        say_with(Msg::TopTrumpsKb, &[("kb", Words::Text(&kb))])
    }
}

/// The editor's unfinished pack, kept as typed.
pub fn load_draft<T: serde::de::DeserializeOwned>() -> Option<T> {
    match store::load::<T>(PACK_DRAFT_KEY, PACK_DRAFT_VERSION) {
        Loaded::Found(d) => Some(d),
        _ => None,
    }
}

/// Keeps the draft as typed (over whatever another tab kept: the editor open last wins; a
/// refusal for space is told by the store's listeners).
pub fn save_draft<T: serde::Serialize>(draft: &T) {
    let _ = store::save_over(PACK_DRAFT_KEY, PACK_DRAFT_VERSION, draft);
}

pub fn clear_draft() {
    store::remove(PACK_DRAFT_KEY);
}
