//! Marks on the table's controls and parts, kept through redraws: a hint's choices
//! (`data-hint` = the choice's rank), the move a lesson's coach asks for (`data-coach-move`)
//! and the part of the table the coach speaks of (`data-coached`). A control is found by its
//! `data-action` (the action's short text, which each game's table writes on the button that
//! plays it), a part by a selector the game gives. While marks are set, a watcher of the table
//! puts them back whenever the table redraws, so a redraw cannot lose them.

/// The selector of the table's controls that play the action of short text `text`.
pub fn action_selector(text: &str) -> String {
    let escaped = text.replace('\\', "\\\\").replace('"', "\\\"");
    format!("[data-action=\"{escaped}\"]")
}

/// Sets attribute `attr` to each value on the elements of the table matching its selector
/// (after clearing `attr` everywhere), and keeps it so while the table redraws. No marks:
/// clears them and stops watching.
pub fn mark(attr: &'static str, marks: Vec<(String, String)>) {
    #[cfg(target_arch = "wasm32")]
    {
        watch::apply(attr, &marks);
        watch::watch(attr, marks);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (attr, marks);
}

/// The first element of the table marked with `attr`, if any (its place on screen: top, right,
/// bottom and left, in CSS pixels of the viewport).
pub fn marked_place(attr: &str) -> Option<(f64, f64, f64, f64)> {
    #[cfg(target_arch = "wasm32")]
    {
        let el = watch::elements(&format!(".table-body [{attr}]"))
            .into_iter()
            .next()?;
        let r = el.get_bounding_client_rect();
        Some((r.top(), r.right(), r.bottom(), r.left()))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = attr;
        None
    }
}

#[cfg(target_arch = "wasm32")]
mod watch {
    use std::cell::RefCell;
    use std::collections::HashMap;
    use wasm_bindgen::prelude::Closure;
    use wasm_bindgen::JsCast;
    use web_sys::{Element, MutationObserver, MutationObserverInit};

    type Watcher = (
        MutationObserver,
        Closure<dyn FnMut(js_sys::Array, MutationObserver)>,
    );

    thread_local! {
        /// The watcher of the table for each attribute marked on it.
        static WATCHERS: RefCell<HashMap<&'static str, Watcher>> = RefCell::new(HashMap::new());
    }

    pub fn elements(selector: &str) -> Vec<Element> {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return Vec::new();
        };
        let Ok(found) = doc.query_selector_all(selector) else {
            return Vec::new();
        };
        (0..found.length())
            .filter_map(|i| found.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
            .collect()
    }

    /// Clears `attr` on the table and sets it on the elements of `marks`.
    pub fn apply(attr: &str, marks: &[(String, String)]) {
        for el in elements(&format!(".table-body [{attr}]")) {
            let _ = el.remove_attribute(attr);
        }
        for (selector, value) in marks {
            for el in elements(&format!(".table-body {selector}")) {
                if el.get_attribute(attr).is_none() {
                    let _ = el.set_attribute(attr, value);
                }
            }
        }
    }

    /// Watches the table for redrawn elements while `marks` are set (none: stops). Only
    /// added and removed elements are watched, so marking never wakes it.
    pub fn watch(attr: &'static str, marks: Vec<(String, String)>) {
        WATCHERS.with(|w| {
            if let Some((old, _)) = w.borrow_mut().remove(attr) {
                old.disconnect();
            }
        });
        let Some(table) = elements(".table-body").into_iter().next() else {
            return;
        };
        if marks.is_empty() {
            return;
        }
        let callback = Closure::<dyn FnMut(js_sys::Array, MutationObserver)>::new(
            move |_: js_sys::Array, _: MutationObserver| apply(attr, &marks),
        );
        let Ok(observer) = MutationObserver::new(callback.as_ref().unchecked_ref()) else {
            return;
        };
        let init = MutationObserverInit::new();
        init.set_child_list(true);
        init.set_subtree(true);
        if observer.observe_with_options(&table, &init).is_ok() {
            WATCHERS.with(|w| {
                w.borrow_mut().insert(attr, (observer, callback));
            });
        }
    }
}
