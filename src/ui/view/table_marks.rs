//! Marks on the table's controls and parts, kept through redraws: a hint's choices
//! (`data-hint` = the choice's rank), the move a lesson's coach asks for (`data-coach-move`)
//! and the part of the table the coach speaks of (`data-coached`). A control is found by its
//! `data-action` (the action's short text, which each game's table writes on the button that
//! plays it), a part by a selector the game gives. While marks are set, a watcher of the table
//! puts them back whenever the table redraws, so a redraw cannot lose them.
//!
//! A move of several taps (a bid shown as cards picked, each plus or minus, then *Bid*) is marked
//! one tap at a time ([`mark_taps`]): the mark walks to the control of the next tap as the
//! move is put together. For that a table writes, besides `data-action` on each control (the
//! action its tap adds to the move, or changes one into: a picked card's plus/minus switch
//! writes the card's action switched):
//! - `data-drafted` on each part of the move put together so far (the action it will send);
//! - `data-leads-to` on a control whose tap is the first of several towards another action
//!   (a card not yet picked, towards the same card minus: picked, then switched);
//! - `data-undraft` on the control inside a `data-drafted` part that takes it out again.

/// The selector of the table's controls that play the action of short text `text`.
pub fn action_selector(text: &str) -> String {
    format!("[data-action=\"{}\"]", escaped(text))
}

/// The selector of the table's controls whose tap is the first of several towards the action
/// of short text `text` (a card not yet in a bid being made, towards that card minus).
pub fn leads_to_selector(text: &str) -> String {
    format!("[data-leads-to=\"{}\"]", escaped(text))
}

/// `text` as a CSS string's contents.
pub fn escaped(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Sets attribute `attr` to each value on the elements of the table matching its selector
/// (after clearing `attr` everywhere), and keeps it so while the table redraws. No marks:
/// clears them and stops watching. Returns how many elements it marked now.
pub fn mark(attr: &'static str, marks: Vec<(String, String)>) -> usize {
    #[cfg(target_arch = "wasm32")]
    return watch::watch(attr, watch::Marks::Found(marks), None);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (attr, marks);
        0
    }
}

/// Marks with `attr` the control of the next tap of a move made of the actions `taps` (their
/// short texts, in order), and moves the mark as the table puts the move together (see the
/// module's words). The next tap:
/// - a part put together that the move does not hold, with no control in it leading into the
///   move, is taken out first (its `data-undraft` control);
/// - else the first action of `taps` not put together: its enabled control, or else the
///   enabled control leading to it.
///
/// `moved` is called whenever the mark goes to another control (after the table redrew).
/// No taps: clears the mark and stops watching.
pub fn mark_taps(attr: &'static str, taps: Vec<String>, moved: impl Fn() + 'static) {
    #[cfg(target_arch = "wasm32")]
    let _ = watch::watch(attr, watch::Marks::Taps(taps), Some(Box::new(moved)));
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (attr, taps, moved);
}

/// The next tap of a move of several taps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tap<'a> {
    /// Take out the part of this index (it is not in the move, and nothing in it leads in).
    TakeOut(usize),
    /// Tap the control of this action (or else the control leading to it).
    Action(&'a str),
}

/// The next tap, as [`mark_taps`] finds it: `drafted` holds each part of the move put together
/// so far (its action, and the actions of the controls inside it).
pub fn next_tap<'a>(taps: &'a [String], drafted: &[(String, Vec<String>)]) -> Option<Tap<'a>> {
    let in_move = |a: &str| taps.iter().any(|t| t == a);
    let stray = drafted
        .iter()
        .position(|(action, inside)| !in_move(action) && !inside.iter().any(|a| in_move(a)));
    if let Some(k) = stray {
        return Some(Tap::TakeOut(k));
    }
    taps.iter()
        .find(|t| !drafted.iter().any(|(a, _)| a == *t))
        .map(|t| Tap::Action(t))
}

#[cfg(target_arch = "wasm32")]
mod watch {
    use super::{action_selector, Tap};
    use std::cell::RefCell;
    use std::collections::HashMap;
    use wasm_bindgen::prelude::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{Element, MutationObserver, MutationObserverInit};

    /// What an attribute marks.
    pub enum Marks {
        /// The elements each selector finds, given its value.
        Found(Vec<(String, String)>),
        /// The control of the next tap of a move of these actions.
        Taps(Vec<String>),
    }

    type Watcher = (
        MutationObserver,
        Closure<dyn FnMut(js_sys::Array, MutationObserver)>,
    );

    /// The attributes whose change may move a mark (marks themselves are not among them, so
    /// marking never wakes the watcher).
    const WATCHED: [&str; 5] = [
        "data-action",
        "data-drafted",
        "data-leads-to",
        "data-undraft",
        "disabled",
    ];

    thread_local! {
        /// The watcher of the table for each attribute marked on it.
        static WATCHERS: RefCell<HashMap<&'static str, Watcher>> = RefCell::new(HashMap::new());
    }

    fn elements(selector: &str) -> Vec<Element> {
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

    /// Clears `attr` on the table and sets it where `marks` say; the elements marked.
    fn apply(attr: &str, marks: &Marks) -> Vec<Element> {
        for el in elements(&format!(".table-body [{attr}]")) {
            let _ = el.remove_attribute(attr);
        }
        let found: Vec<(Element, &str)> = match marks {
            Marks::Found(marks) => marks
                .iter()
                .flat_map(|(selector, value)| {
                    elements(&format!(".table-body {selector}"))
                        .into_iter()
                        .map(move |el| (el, value.as_str()))
                })
                .collect(),
            Marks::Taps(taps) => next_tap(taps).into_iter().map(|el| (el, "1")).collect(),
        };
        let mut marked = Vec::new();
        for (el, value) in found {
            if el.get_attribute(attr).is_none() {
                let _ = el.set_attribute(attr, value);
                marked.push(el);
            }
        }
        marked
    }

    /// The enabled controls of the table that match `selector`.
    fn enabled(selector: &str) -> Vec<Element> {
        elements(&format!(".table-body {selector}"))
            .into_iter()
            .filter(|el| !el.has_attribute("disabled"))
            .collect()
    }

    /// The controls of the next tap of the move of actions `taps` (see `super::mark_taps`).
    fn next_tap(taps: &[String]) -> Vec<Element> {
        let parts = elements(".table-body [data-drafted]");
        let drafted: Vec<(String, Vec<String>)> = parts
            .iter()
            .map(|part| {
                let inside = elements_in(part, "[data-action]")
                    .iter()
                    .filter_map(|el| el.get_attribute("data-action"))
                    .collect();
                (
                    part.get_attribute("data-drafted").unwrap_or_default(),
                    inside,
                )
            })
            .collect();
        match super::next_tap(taps, &drafted) {
            None => Vec::new(),
            Some(Tap::TakeOut(k)) => parts
                .get(k)
                .map(|part| elements_in(part, "[data-undraft]:not([disabled])"))
                .unwrap_or_default(),
            Some(Tap::Action(next)) => {
                let controls = enabled(&action_selector(next));
                if !controls.is_empty() {
                    return controls;
                }
                enabled("[data-leads-to]")
                    .into_iter()
                    .filter(|el| el.get_attribute("data-leads-to").as_deref() == Some(next))
                    .collect()
            }
        }
    }

    /// The elements inside `el` that match `selector`.
    fn elements_in(el: &Element, selector: &str) -> Vec<Element> {
        let Ok(found) = el.query_selector_all(selector) else {
            return Vec::new();
        };
        (0..found.length())
            .filter_map(|i| found.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
            .collect()
    }

    /// Marks the table now, and watches it for redrawn elements while the marks are set
    /// (none: stops), marking it again each time; `moved` is called when another element
    /// gets the mark. Returns how many elements it marked now.
    pub fn watch(attr: &'static str, marks: Marks, moved: Option<Box<dyn Fn()>>) -> usize {
        WATCHERS.with(|w| {
            if let Some((old, _)) = w.borrow_mut().remove(attr) {
                old.disconnect();
            }
        });
        let mut last = apply(attr, &marks);
        let count = last.len();
        let Some(table) = elements(".table-body").into_iter().next() else {
            return count;
        };
        let none = match &marks {
            Marks::Found(m) => m.is_empty(),
            Marks::Taps(t) => t.is_empty(),
        };
        if none {
            return count;
        }
        let callback = Closure::<dyn FnMut(js_sys::Array, MutationObserver)>::new(
            move |_: js_sys::Array, _: MutationObserver| {
                let now = apply(attr, &marks);
                if now != last {
                    last = now;
                    if let Some(moved) = &moved {
                        moved();
                    }
                }
            },
        );
        let Ok(observer) = MutationObserver::new(callback.as_ref().unchecked_ref()) else {
            return count;
        };
        let init = MutationObserverInit::new();
        init.set_child_list(true);
        init.set_subtree(true);
        let filter: js_sys::Array = WATCHED.iter().map(|a| JsValue::from_str(a)).collect();
        init.set_attribute_filter(&filter);
        if observer.observe_with_options(&table, &init).is_ok() {
            WATCHERS.with(|w| {
                w.borrow_mut().insert(attr, (observer, callback));
            });
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    /// A part put together: its action, and its switch's action.
    fn part(action: &str, switch: &str) -> (String, Vec<String>) {
        (action.into(), texts(&[switch]))
    }

    #[test]
    fn the_mark_walks_through_the_taps_of_a_move() {
        let taps = texts(&["bid 5D+", "bid AD-", "close"]);
        assert_eq!(next_tap(&taps, &[]), Some(Tap::Action("bid 5D+")));
        let five = part("bid 5D+", "bid 5D-");
        let only_five = [five.clone()];
        assert_eq!(next_tap(&taps, &only_five), Some(Tap::Action("bid AD-")));
        // The Ace picked plus: its switch (whose action is the Ace minus) is next.
        let ace = part("bid AD+", "bid AD-");
        let both = [five.clone(), ace];
        assert_eq!(next_tap(&taps, &both), Some(Tap::Action("bid AD-")));
        let done = [five, part("bid AD-", "bid AD+")];
        assert_eq!(next_tap(&taps, &done), Some(Tap::Action("close")));
        // Picked in another order: the first action not put together.
        let ace_first = [part("bid AD-", "bid AD+")];
        assert_eq!(next_tap(&taps, &ace_first), Some(Tap::Action("bid 5D+")));
        // The 5 switched to minus by mistake: its switch leads back into the move.
        let wrong_sign = [part("bid 5D-", "bid 5D+"), part("bid AD-", "bid AD+")];
        assert_eq!(next_tap(&taps, &wrong_sign), Some(Tap::Action("bid 5D+")));
    }

    #[test]
    fn a_part_the_move_does_not_hold_is_taken_out_first() {
        let taps = texts(&["bid 5D+", "bid AD-", "close"]);
        let drafted = [part("bid 5D+", "bid 5D-"), part("bid 7H+", "bid 7H-")];
        assert_eq!(next_tap(&taps, &drafted), Some(Tap::TakeOut(1)));
        // A move of one tap, nothing put together: its control.
        assert_eq!(
            next_tap(&texts(&["play 9H"]), &[]),
            Some(Tap::Action("play 9H"))
        );
        assert_eq!(next_tap(&[], &[]), None);
    }
}
