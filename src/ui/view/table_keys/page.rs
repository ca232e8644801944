//! The page the table's keys act on (`super`): the decision's choices and the focus among
//! them, the columns of a decision laid out in columns, the trick area's "Last trick" button,
//! and a part of the table read as a screen reader reads it. Off the browser (the native
//! tests), nothing is on a page.

pub use dom::*;

#[cfg(target_arch = "wasm32")]
mod dom {
    use crate::ui::view::table_keys::Step;
    use wasm_bindgen::JsCast;
    use web_sys::{Element, HtmlElement, Node};

    const CHOICES: &str = "button:not([disabled]), input:not([disabled])";
    /// A decision on the table (its choices are the enabled controls in it).
    const DECISION: &str = ".table-body [data-decision]";
    /// A decision laid out in columns.
    const COLUMNS: &str = ".table-body [data-decision][data-columns]";

    /// Focuses the enabled control at `selector`, if the focus is nowhere in particular or on
    /// another choice of the table.
    pub fn focus_choice(selector: &str) {
        let doc = leptos::prelude::document();
        let Ok(found) = doc.query_selector_all(selector) else {
            return;
        };
        // The first one enabled and shown.
        let Some(el) = (0..found.length())
            .filter_map(|i| found.item(i))
            .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
            .find(|e| {
                !e.has_attribute("disabled") && (e.offset_width() > 0 || e.offset_height() > 0)
            })
        else {
            return;
        };
        let active = doc.active_element();
        let free = active
            .as_ref()
            .is_none_or(|a| idle(a) || a.closest(DECISION).ok().flatten().is_some());
        if free && !active.is_some_and(|a| el.is_same_node(Some(&a))) {
            focus_in_place(&el);
        }
    }

    /// Whether the focus on `el` is nowhere in particular: on the page itself, on a control
    /// that is gone, or on one just disabled (a card of the hand once the decision moved on
    /// still holds the focus until the browser lets go of it: no place to leave it).
    fn idle(el: &Element) -> bool {
        el.tag_name() == "BODY" || !el.is_connected() || el.has_attribute("disabled")
    }

    /// The first enabled choice of any decision on the table (the first decision may have
    /// none enabled yet: a bid of cards before a card is in it).
    fn first_choice() -> Option<Element> {
        let first = format!("{DECISION} button:not([disabled]), {DECISION} input:not([disabled])");
        leptos::prelude::document()
            .query_selector(&first)
            .ok()
            .flatten()
    }

    /// Focuses `el` without scrolling to it.
    fn focus_in_place(el: &HtmlElement) {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = el.focus_with_options(&options);
    }

    /// Frames to look again for the decision and a focus let go: a dialog closed by the move
    /// (a hand's summary) may still hold the focus for a frame, and the decision after it may
    /// be drawn a frame later.
    const FRAMES: u32 = 8;

    pub fn focus_decision() {
        focus_decision_within(FRAMES);
    }

    fn focus_decision_within(frames: u32) {
        let free = leptos::prelude::document()
            .active_element()
            .is_none_or(|e| idle(&e));
        let choice = first_choice().and_then(|e| e.dyn_into::<HtmlElement>().ok());
        // Focused, unless the browser would not take it there yet (the table stays hidden
        // behind a closing summary until its style is worked out again): then once more
        // at the next frame.
        let landed = match (free, choice) {
            (true, Some(el)) => {
                focus_in_place(&el);
                leptos::prelude::document()
                    .active_element()
                    .is_some_and(|a| el.is_same_node(Some(&a)))
            }
            _ => false,
        };
        if !landed && frames > 0 {
            leptos::prelude::request_animation_frame(move || focus_decision_within(frames - 1));
        }
    }

    /// Whether a dialog is open (the table's keys wait for it to close: it covers the table).
    pub fn dialog_open() -> bool {
        leptos::prelude::document()
            .query_selector("[aria-modal=\"true\"]")
            .ok()
            .flatten()
            .is_some()
    }

    /// Whether the focus is in a decision of the table, or nowhere in particular.
    pub fn free_to_move() -> bool {
        leptos::prelude::document()
            .active_element()
            .is_none_or(|a| {
                a.tag_name() == "BODY"
                    || !a.is_connected()
                    || a.closest(DECISION).ok().flatten().is_some()
            })
    }

    /// The choices of the decision the focus is in, else of the first one on the table.
    fn choices() -> (Vec<HtmlElement>, Option<usize>) {
        let doc = leptos::prelude::document();
        let active = doc.active_element();
        let within = active
            .as_ref()
            .and_then(|a| a.closest(DECISION).ok().flatten());
        let area = within.or_else(|| doc.query_selector(DECISION).ok().flatten());
        let Some(area) = area else {
            return (Vec::new(), None);
        };
        let list = all(&area, CHOICES);
        let at = active.and_then(|a| list.iter().position(|e| e.is_same_node(Some(&a))));
        (list, at)
    }

    fn all(root: &Element, selector: &str) -> Vec<HtmlElement> {
        let Ok(nodes) = root.query_selector_all(selector) else {
            return Vec::new();
        };
        (0..nodes.length())
            .filter_map(|i| nodes.item(i))
            .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
            .collect()
    }

    fn focus(el: &HtmlElement) {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(false);
        let _ = el.focus_with_options(&options);
    }

    pub fn step(step: Step) -> bool {
        let (list, at) = choices();
        if list.is_empty() {
            return false;
        }
        let last = list.len() - 1;
        let to = match (step, at) {
            (Step::First, _) | (Step::On, None) | (Step::Back, None) => 0,
            (Step::Last, _) => last,
            (Step::On, Some(i)) => (i + 1).min(last),
            (Step::Back, Some(i)) => i.saturating_sub(1),
        };
        focus(&list[to]);
        true
    }

    /// Presses the trick area's "Last trick" (or "Back to this trick") button, if the table
    /// shows one.
    pub fn toggle_last_trick() -> bool {
        let doc = leptos::prelude::document();
        let Ok(Some(button)) = doc.query_selector(".table-body [data-testid=\"last-trick\"]")
        else {
            return false;
        };
        match button.dyn_into::<HtmlElement>() {
            Ok(b) => {
                b.click();
                true
            }
            Err(_) => false,
        }
    }

    /// Whether the trick area shows the last trick in place of the one on the table.
    pub fn last_trick_shown() -> bool {
        leptos::prelude::document()
            .query_selector(".table-body [data-testid=\"last-trick\"][aria-pressed=\"true\"]")
            .ok()
            .flatten()
            .is_some()
    }

    /// Whether the decision at hand is laid out in columns (`data-columns`): the focus is in
    /// it, or nowhere while it is the table's first decision with a choice enabled. (Another
    /// decision beside the columns, a trump to choose, keeps its left and right.)
    pub fn in_columns() -> bool {
        let doc = leptos::prelude::document();
        let active = doc.active_element();
        if let Some(a) = active
            .as_ref()
            .filter(|a| a.tag_name() != "BODY" && a.is_connected())
        {
            return a.closest(COLUMNS).ok().flatten().is_some();
        }
        first_choice().is_some_and(|e| e.closest(COLUMNS).ok().flatten().is_some())
    }

    /// The column after (or before, `back`) column `from` (none: the one the decision is in,
    /// `aria-current`), and its words; past the first and the last, they again.
    pub fn column_step(from: Option<usize>, back: bool) -> Option<(usize, String)> {
        let doc = leptos::prelude::document();
        let grid = doc.query_selector(COLUMNS).ok().flatten()?;
        let columns = all(&grid, "[data-column]");
        if columns.is_empty() {
            return None;
        }
        let current = columns
            .iter()
            .position(|c| c.get_attribute("aria-current").as_deref() == Some("true"));
        let last = columns.len() - 1;
        let at = match from.or(current) {
            Some(i) if back => i.saturating_sub(1),
            Some(i) => (i + 1).min(last),
            None if back => last,
            None => 0,
        }
        .min(last);
        let mut words = Vec::new();
        spoken(&columns[at], &mut words);
        Some((at, tidy(&words)))
    }

    /// Whether the trick on the table is complete (won, still shown).
    pub fn trick_complete() -> bool {
        leptos::prelude::document()
            .query_selector(".table-body [data-testid=\"trick\"].complete")
            .ok()
            .flatten()
            .is_some()
    }

    /// Focuses the next card of the hand, after the focused one and round again, whose suit
    /// begins with `letter`.
    pub fn jump_to_suit(letter: char) -> bool {
        let doc = leptos::prelude::document();
        let Ok(Some(hand)) = doc.query_selector("[data-testid=\"hand\"]") else {
            return false;
        };
        let letter: String = letter.to_lowercase().collect();
        let cards: Vec<HtmlElement> = all(&hand, "button[data-suits]:not([disabled])")
            .into_iter()
            .filter(|c| {
                c.get_attribute("data-suits")
                    .is_some_and(|s| s.contains(letter.as_str()))
            })
            .collect();
        if cards.is_empty() {
            return false;
        }
        let active = doc.active_element();
        let at = active.and_then(|a| cards.iter().position(|e| e.is_same_node(Some(&a))));
        let next = at.map_or(0, |i| (i + 1) % cards.len());
        focus(&cards[next]);
        true
    }

    /// The text of the part of the page at `selector`, as a screen reader reads it: an
    /// element's `aria-label` in place of its content, nothing hidden from screen readers.
    pub fn read(selector: &str) -> Option<String> {
        let doc = leptos::prelude::document();
        let el = doc.query_selector(selector).ok().flatten()?;
        let mut words = Vec::new();
        spoken(&el, &mut words);
        let text = tidy(&words);
        (!text.is_empty()).then_some(text)
    }

    /// The words read, as one line: single spaces, no comma at the end.
    fn tidy(words: &[String]) -> String {
        let text = words.join(" ");
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        text.trim_end_matches(',').to_string()
    }

    fn spoken(node: &Node, out: &mut Vec<String>) {
        if let Some(el) = node.dyn_ref::<Element>() {
            // Not shown (a hint for the mouse on a touch screen): not read.
            let hidden = el
                .dyn_ref::<HtmlElement>()
                .is_some_and(|h| h.offset_width() == 0 && h.offset_height() == 0);
            if hidden
                || el.get_attribute("aria-hidden").as_deref() == Some("true")
                || el.class_list().contains("btn")
            {
                return;
            }
            if let Some(label) = el.get_attribute("aria-label") {
                // A card by its name; a group by its name and then what is in it.
                out.push(format!("{label},"));
                if el.get_attribute("data-card").is_some()
                    || el.get_attribute("role").as_deref() == Some("img")
                {
                    return;
                }
            }
        } else if node.node_type() == Node::TEXT_NODE {
            if let Some(t) = node.text_content() {
                out.push(t);
            }
            return;
        }
        let children = node.child_nodes();
        for i in 0..children.length() {
            if let Some(c) = children.item(i) {
                spoken(&c, out);
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod dom {
    use crate::ui::view::table_keys::Step;
    pub fn dialog_open() -> bool {
        false
    }
    pub fn free_to_move() -> bool {
        false
    }
    pub fn step(_: Step) -> bool {
        false
    }
    pub fn jump_to_suit(_: char) -> bool {
        false
    }
    pub fn toggle_last_trick() -> bool {
        false
    }
    pub fn trick_complete() -> bool {
        false
    }
    pub fn last_trick_shown() -> bool {
        false
    }
    pub fn in_columns() -> bool {
        false
    }
    pub fn column_step(_: Option<usize>, _: bool) -> Option<(usize, String)> {
        None
    }
    pub fn focus_decision() {}
    pub fn focus_choice(_: &str) {}
    pub fn read(_: &str) -> Option<String> {
        None
    }
}
