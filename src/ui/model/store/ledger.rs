//! What this page knows of the values it stores, so that no older value is ever written over
//! a newer one and no refused write goes unsaid:
//!
//! - every value is stored with a revision, `{"rev":N,"version":…,"data":…}`, one more at
//!   every write; the ledger keeps, per key, the revision this page last read or wrote
//!   (`seen`). A checked write finding a later revision stored (another tab wrote since) is
//!   refused as [`Unsaved::Newer`], and the caller follows the newer value;
//! - a write the browser refused (full storage) is kept here, the newest per key, and tried
//!   again when space may have been freed ([`retry`]); listeners hear whenever the set of
//!   unsaved values changes, so the page can say at once what is not saved.

use super::backend::{self, Refusal};
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

/// Why a value was not stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsaved {
    /// The site's storage is full: the value is kept in memory and written once it fits.
    Full,
    /// This browser stores nothing for the page (a private window, some settings).
    Unavailable,
    /// Another tab stored a later revision since this page read or wrote it: nothing was
    /// written, and the caller takes the newer value up (or merges into it).
    Newer,
}

impl From<Refusal> for Unsaved {
    fn from(r: Refusal) -> Unsaved {
        match r {
            Refusal::Full => Unsaved::Full,
            Refusal::Unavailable => Unsaved::Unavailable,
        }
    }
}

/// A write refused for lack of space, to try again.
struct Pending {
    /// The value as [`crate::engine::save::encode`] wrote it (no revision yet).
    text: String,
    /// Whether it may only go over the revision this page saw.
    checked: bool,
}

type Listener = Rc<dyn Fn()>;

#[derive(Default)]
struct Ledger {
    seen: HashMap<String, u64>,
    pending: BTreeMap<String, Pending>,
    /// Some write found no storage at all.
    unavailable: bool,
    listeners: Vec<Listener>,
}

thread_local! {
    static LEDGER: RefCell<Ledger> = RefCell::new(Ledger::default());
}

const REV_HEAD: &str = "{\"rev\":";

/// The revision of a stored text (0 for a value stored before revisions were kept).
pub fn rev_of(raw: &str) -> u64 {
    raw.strip_prefix(REV_HEAD)
        .map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().unwrap_or(0)
        })
        .unwrap_or(0)
}

/// Whether the stored text `raw` holds `text` (as `encode` wrote it), whatever its revision.
fn holds(raw: &str, text: &str) -> bool {
    let Some(rest) = raw.strip_prefix(REV_HEAD) else {
        return raw == text;
    };
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    // `{"rev":7,"version":…}` holds `{"version":…}`.
    match (rest[digits..].strip_prefix(','), text.strip_prefix('{')) {
        (Some(body), Some(wanted)) => body == wanted,
        _ => false,
    }
}

/// `text` (an object written by `encode`) with revision `rev` as its first field.
fn with_rev(text: &str, rev: u64) -> String {
    match text.strip_prefix('{') {
        Some(rest) => format!("{REV_HEAD}{rev},{rest}"),
        None => text.to_string(),
    }
}

fn seen(key: &str) -> u64 {
    LEDGER.with(|l| l.borrow().seen.get(key).copied().unwrap_or(0))
}

/// This page has read the value of `key` as stored now (`raw`; `None`: there was none).
pub fn note_read(key: &str, raw: Option<&str>) {
    let rev = raw.map_or(0, rev_of);
    LEDGER.with(|l| l.borrow_mut().seen.insert(key.to_string(), rev));
}

/// The stored revision of `key`, 0 when there is none.
pub fn stored_rev(key: &str) -> u64 {
    backend::get(key).as_deref().map_or(0, rev_of)
}

/// Whether another tab stored a later value of `key` than this page last read or wrote.
pub fn is_newer(key: &str) -> bool {
    stored_rev(key) > seen(key)
}

/// How a write goes over what is stored, and what becomes of it if it does not fit.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Only over the revision this page saw; kept to try again if refused for space.
    Checked,
    /// Over whatever is stored; kept to try again if refused for space.
    Over,
    /// Only over the revision this page saw; a refusal for space is the caller's to tell
    /// (nothing is kept: the player is told at once that it was not saved).
    Now,
    /// Over whatever is stored; a refusal for space is the caller's to deal with.
    OverNow,
}

/// Writes `text` under `key` with the next revision, as `mode` says.
pub fn write(key: &str, text: String, mode: Mode) -> Result<(), Unsaved> {
    let checked = matches!(mode, Mode::Checked | Mode::Now);
    let raw = backend::get(key);
    let stored = raw.as_deref().map_or(0, rev_of);
    if checked && stored > seen(key) {
        drop_pending(key);
        return Err(Unsaved::Newer);
    }
    if raw.as_deref().is_some_and(|raw| holds(raw, &text)) {
        // Stored already, as it is: no new revision (another tab has nothing new to follow).
        LEDGER.with(|l| l.borrow_mut().seen.insert(key.to_string(), stored));
        drop_pending(key);
        return Ok(());
    }
    let rev = stored.max(seen(key)) + 1;
    match backend::set(key, &with_rev(&text, rev)) {
        Ok(()) => {
            LEDGER.with(|l| l.borrow_mut().seen.insert(key.to_string(), rev));
            drop_pending(key);
            Ok(())
        }
        Err(Refusal::Full) if matches!(mode, Mode::Now | Mode::OverNow) => Err(Unsaved::Full),
        Err(Refusal::Full) => {
            let changed = LEDGER.with(|l| {
                let mut l = l.borrow_mut();
                let new = !l.pending.contains_key(key);
                l.pending.insert(key.to_string(), Pending { text, checked });
                new
            });
            if changed {
                tell();
            }
            Err(Unsaved::Full)
        }
        Err(Refusal::Unavailable) => {
            let changed =
                LEDGER.with(|l| !std::mem::replace(&mut l.borrow_mut().unavailable, true));
            if changed {
                tell();
            }
            Err(Unsaved::Unavailable)
        }
    }
}

/// Forgets the write of `key` waiting for space (it was written, removed, or overtaken).
pub fn drop_pending(key: &str) {
    let dropped = LEDGER.with(|l| l.borrow_mut().pending.remove(key).is_some());
    if dropped {
        tell();
    }
}

/// Tries every write refused for space again (space may have been freed); true when none is
/// left waiting. A checked one overtaken meanwhile by another tab's newer value is dropped.
pub fn retry() -> bool {
    let keys: Vec<String> = LEDGER.with(|l| l.borrow().pending.keys().cloned().collect());
    for key in keys {
        // (A listener told of an earlier write may have written this key anew meanwhile.)
        let Some((text, checked)) = LEDGER.with(|l| {
            l.borrow()
                .pending
                .get(&key)
                .map(|p| (p.text.clone(), p.checked))
        }) else {
            continue;
        };
        let mode = if checked { Mode::Checked } else { Mode::Over };
        let _ = write(&key, text, mode);
    }
    LEDGER.with(|l| l.borrow().pending.is_empty())
}

/// The keys whose latest value is not stored for lack of space.
pub fn unsaved_keys() -> Vec<String> {
    LEDGER.with(|l| l.borrow().pending.keys().cloned().collect())
}

/// Whether some write found no storage at all in this browser.
pub fn found_unavailable() -> bool {
    LEDGER.with(|l| l.borrow().unavailable)
}

/// Calls `f` whenever the set of unsaved values changes.
pub fn on_change(f: impl Fn() + 'static) {
    LEDGER.with(|l| l.borrow_mut().listeners.push(Rc::new(f)));
}

fn tell() {
    let listeners: Vec<Listener> = LEDGER.with(|l| l.borrow().listeners.clone());
    for f in listeners {
        f();
    }
}

/// Forgets everything (native tests start each case afresh).
pub fn reset() {
    LEDGER.with(|l| *l.borrow_mut() = Ledger::default());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn revision_is_read_from_the_head_of_the_text() {
        assert_eq!(rev_of(&with_rev("{\"version\":1,\"data\":2}", 42)), 42);
        assert_eq!(
            with_rev("{\"version\":1,\"data\":2}", 7),
            "{\"rev\":7,\"version\":1,\"data\":2}"
        );
        assert_eq!(rev_of("{\"version\":1,\"data\":{\"rev\":9}}"), 0);
        assert_eq!(rev_of("not json"), 0);
        let text = "{\"version\":1,\"data\":2}";
        assert!(holds(&with_rev(text, 12), text));
        assert!(holds(text, text));
        assert!(!holds(&with_rev(text, 12), "{\"version\":1,\"data\":3}"));
    }
}
