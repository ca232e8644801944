//! The table's keys, the same in every game (docs/accessibility.md lists them; `?` shows
//! them at the table): the arrows move through the choices of the decision at hand (the
//! hand's playable cards, the bids, the chips), Home and End to the first and the last; a
//! suit's first letter jumps to the next card of that suit; the digits read a part of the
//! table aloud through the announcer. Enter and Space choose, as every button does.
//!
//! What is read is the page's own text, as a screen reader would read it (a card by its
//! spoken name), so it says exactly what the table shows and nothing more.

use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::announcer::Announcer;
use leptos::prelude::*;

/// What a reading key reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The status line: whose turn it is and what to do.
    Turn,
    /// The trick on the table (or the cards shown this turn).
    Trick,
    /// The hand of the person shown.
    Hand,
    /// The players: bids, tasks, tricks taken and points.
    Players,
}

impl Part {
    pub const ALL: [Part; 4] = [Part::Turn, Part::Trick, Part::Hand, Part::Players];

    /// The key that reads it.
    pub fn key(self) -> &'static str {
        match self {
            Part::Turn => "1",
            Part::Trick => "2",
            Part::Hand => "3",
            Part::Players => "4",
        }
    }

    /// Where it is on the page.
    fn selector(self) -> &'static str {
        match self {
            Part::Turn => "[data-testid=\"status\"]",
            Part::Trick => "[data-read=\"trick\"]",
            Part::Hand => "[data-read=\"hand\"]",
            Part::Players => "[data-read=\"players\"]",
        }
    }

    /// What the help says the key does.
    pub fn words(self) -> Msg {
        match self {
            Part::Turn => Msg::KeysReadTurn,
            Part::Trick => Msg::KeysReadTrick,
            Part::Hand => Msg::KeysReadHand,
            Part::Players => Msg::KeysReadPlayers,
        }
    }

    /// What is said when the table shows no such part now.
    fn missing(self) -> Msg {
        match self {
            Part::Turn => Msg::KeysNoTurn,
            Part::Trick => Msg::KeysNoTrick,
            Part::Hand => Msg::KeysNoHand,
            Part::Players => Msg::KeysNoPlayers,
        }
    }
}

/// Listens for the table's keys while the calling component (the table) is shown; `help`
/// opens the list of keys.
pub fn listen(announcer: Announcer, help: RwSignal<bool>) {
    let listener = window_event_listener(leptos::ev::keydown, move |ev| {
        if help.get_untracked() || ev.default_prevented() {
            return;
        }
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || typing(&ev) || page::dialog_open() {
            return;
        }
        let key = ev.key();
        let done = match key.as_str() {
            "?" => {
                help.set(true);
                true
            }
            // Only where the focus is in a decision or nowhere: elsewhere (a log that scrolls,
            // the page) the keys keep their own use.
            "ArrowLeft" | "ArrowUp" if page::free_to_move() => page::step(Step::Back),
            "ArrowRight" | "ArrowDown" if page::free_to_move() => page::step(Step::On),
            "Home" if page::free_to_move() => page::step(Step::First),
            "End" if page::free_to_move() => page::step(Step::Last),
            k => {
                if let Some(part) = Part::ALL.into_iter().find(|p| p.key() == k) {
                    let text = page::read(part.selector());
                    announcer.say(text.unwrap_or_else(|| say(part.missing())));
                    true
                } else {
                    let mut chars = k.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) if c.is_alphabetic() => page::jump_to_suit(c),
                        _ => false,
                    }
                }
            }
        };
        if done {
            ev.prevent_default();
        }
    });
    on_cleanup(move || listener.remove());
}

/// Where an arrow key moves the focus among the decision's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Back,
    On,
    First,
    Last,
}

/// Whether the key goes to a field being typed in (or a list being chosen from), which keeps
/// its keys.
fn typing(ev: &leptos::ev::KeyboardEvent) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let Some(el) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return false;
        };
        matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
            || el
                .closest("[contenteditable], [role=\"listbox\"], dialog")
                .ok()
                .flatten()
                .is_some()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = ev;
        false
    }
}

#[cfg(target_arch = "wasm32")]
mod page {
    use super::Step;
    use wasm_bindgen::JsCast;
    use web_sys::{Element, HtmlElement, Node};

    const CHOICES: &str = "button:not([disabled]), input:not([disabled])";

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
                    || a.closest(".table-body [data-decision]")
                        .ok()
                        .flatten()
                        .is_some()
            })
    }

    /// The choices of the decision the focus is in, else of the first one on the table.
    fn choices() -> (Vec<HtmlElement>, Option<usize>) {
        let doc = leptos::prelude::document();
        let active = doc.active_element();
        let within = active
            .as_ref()
            .and_then(|a| a.closest(".table-body [data-decision]").ok().flatten());
        let area = within.or_else(|| {
            doc.query_selector(".table-body [data-decision]")
                .ok()
                .flatten()
        });
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
        let text = words.join(" ");
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        (!text.is_empty()).then_some(text)
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
mod page {
    use super::Step;
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
    pub fn read(_: &str) -> Option<String> {
        None
    }
}
