//! Tab and Shift+Tab stay inside an open dialog (`aria-modal="true"`), the same for every
//! dialog of the app: from its last control Tab goes round to its first, from its first
//! Shift+Tab to its last, and a focus that has fallen outside it comes back in. (Without
//! this, Tab went on from a dialog to the page behind it, which a screen reader's user
//! cannot see is covered.)

use leptos::prelude::*;

/// Listens for Tab on the whole page, for as long as the app is shown.
pub fn keep_focus_in_dialogs() {
    let _ = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Tab"
            && !ev.ctrl_key()
            && !ev.alt_key()
            && !ev.meta_key()
            && page::wrap(ev.shift_key())
        {
            ev.prevent_default();
        }
    });
}

#[cfg(target_arch = "wasm32")]
mod page {
    use wasm_bindgen::JsCast;
    use web_sys::HtmlElement;

    const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex=\"-1\"])";

    /// Moves the focus round inside the topmost open dialog when Tab would leave it; whether
    /// it did.
    pub fn wrap(back: bool) -> bool {
        let doc = leptos::prelude::document();
        let Ok(dialogs) = doc.query_selector_all("[aria-modal=\"true\"]") else {
            return false;
        };
        let all: Vec<web_sys::Element> = (0..dialogs.length())
            .filter_map(|i| dialogs.item(i))
            .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
            .collect();
        // The dialog the focus is in (dialogs stand over one another in any page order),
        // else the last one opened.
        let active = doc.active_element();
        let holding = all
            .iter()
            .rev()
            .find(|d| active.as_ref().is_some_and(|a| d.contains(Some(a))))
            .or(all.last());
        let Some(dialog) = holding.cloned() else {
            return false;
        };
        let Ok(nodes) = dialog.query_selector_all(FOCUSABLE) else {
            return false;
        };
        let controls: Vec<HtmlElement> = (0..nodes.length())
            .filter_map(|i| nodes.item(i))
            .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
            // Shown ones only (a closed <details> keeps its fields out of reach).
            .filter(|e| e.offset_width() > 0 || e.offset_height() > 0)
            .collect();
        let (Some(first), Some(last)) = (controls.first(), controls.last()) else {
            // Nothing to reach in it yet (a dialog still loading): Tab does not leave it.
            return true;
        };
        let inside = active.as_ref().is_some_and(|a| dialog.contains(Some(a)));
        let at = |e: &HtmlElement| active.as_ref().is_some_and(|a| e.is_same_node(Some(a)));
        let to = if !inside {
            Some(if back { last } else { first })
        } else if back && at(first) {
            Some(last)
        } else if !back && at(last) {
            Some(first)
        } else {
            None
        };
        match to {
            Some(el) => {
                let _ = el.focus();
                true
            }
            None => false,
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod page {
    pub fn wrap(_: bool) -> bool {
        false
    }
}
