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

mod page;

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
    /// The trick before the one on the table: shown, as the table's "Last trick" button shows
    /// it, and read (pressed again: back to the trick on the table, read).
    LastTrick,
}

impl Part {
    pub const ALL: [Part; 5] = [
        Part::Turn,
        Part::Trick,
        Part::Hand,
        Part::Players,
        Part::LastTrick,
    ];

    /// The key that reads it.
    pub fn key(self) -> &'static str {
        match self {
            Part::Turn => "1",
            Part::Trick => "2",
            Part::Hand => "3",
            Part::Players => "4",
            Part::LastTrick => "5",
        }
    }

    /// Where it is on the page.
    fn selector(self) -> &'static str {
        match self {
            Part::Turn => "[data-testid=\"status\"]",
            Part::Trick | Part::LastTrick => "[data-read=\"trick\"]",
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
            Part::LastTrick => Msg::KeysReadLastTrick,
        }
    }

    /// What is said when the table shows no such part now.
    fn missing(self) -> Msg {
        match self {
            Part::Turn => Msg::KeysNoTurn,
            Part::Trick => Msg::KeysNoTrick,
            Part::Hand => Msg::KeysNoHand,
            Part::Players => Msg::KeysNoPlayers,
            Part::LastTrick => Msg::KeysNoLastTrick,
        }
    }
}

/// Listens for the table's keys while the calling component (the table) is shown; `help`
/// opens the list of keys.
pub fn listen(announcer: Announcer, help: RwSignal<bool>) {
    // The column last read by the left and right keys (none: start from the active one).
    let column = StoredValue::new(None::<usize>);
    let listener = window_event_listener(leptos::ev::keydown, move |ev| {
        if help.get_untracked() || ev.default_prevented() {
            return;
        }
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || typing(&ev) || page::dialog_open() {
            return;
        }
        let key = ev.key();
        if key != "ArrowLeft" && key != "ArrowRight" {
            column.set_value(None);
        }
        let done = match key.as_str() {
            "?" => {
                help.set(true);
                true
            }
            // Only where the focus is in a decision or nowhere: elsewhere (a log that scrolls,
            // the page) the keys keep their own use.
            // A decision laid out in columns (a draft from a grid): the cards to choose
            // from are in one column, up and down; left and right read the columns.
            "ArrowLeft" | "ArrowRight" if page::free_to_move() && page::in_columns() => {
                let back = key == "ArrowLeft";
                let at = page::column_step(column.get_value(), back);
                column.set_value(at.as_ref().map(|(i, _)| *i));
                match at {
                    Some((_, text)) => {
                        announcer.say(text);
                        true
                    }
                    None => false,
                }
            }
            "ArrowLeft" | "ArrowUp" if page::free_to_move() => page::step(Step::Back),
            "ArrowRight" | "ArrowDown" if page::free_to_move() => page::step(Step::On),
            "Home" if page::free_to_move() => page::step(Step::First),
            "End" if page::free_to_move() => page::step(Step::Last),
            k => {
                if let Some(part) = Part::ALL.into_iter().find(|p| p.key() == k) {
                    // 5 turns to the last trick and back; 2, while the last trick is shown,
                    // back to the trick on the table.
                    let turn = part == Part::LastTrick
                        || (part == Part::Trick && page::last_trick_shown());
                    if turn && page::toggle_last_trick() {
                        // Read once the table shows the trick it turned to.
                        set_timeout(
                            move || {
                                // (The table may have been left meanwhile.)
                                if !announcer.lines.is_disposed() {
                                    announcer.say(read_or_missing(part));
                                }
                            },
                            std::time::Duration::ZERO,
                        );
                    } else if part == Part::LastTrick && !page::trick_complete() {
                        // (A trick just won stays on the table until the next card: that one
                        // is the last trick, read as it is.)
                        announcer.say(say(part.missing()));
                    } else {
                        announcer.say(read_or_missing(part));
                    }
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

/// Focuses the first enabled control of the decision on the table, without scrolling, if the
/// focus is nowhere in particular (on the page itself, or on a control that is gone or
/// disabled). Called after every move (the live table, a guest's page).
pub fn focus_decision() {
    page::focus_decision();
}

/// Focuses the enabled control at `selector` (the move a lesson's coach marks), if the focus is
/// nowhere in particular or on another choice of the table: a person at the keys then takes
/// it with Enter, and a screen reader says its name.
pub fn focus_choice(selector: &str) {
    page::focus_choice(selector);
}

/// The key of each of a game's suits (`names`, in the page's language), in their order: the
/// first letter of its name that no suit before it has taken ("W" for Waves, then "Y" for
/// Wyrms), none if every letter is taken. Lower case.
pub fn suit_keys(names: &[String]) -> Vec<Option<char>> {
    let mut taken: Vec<char> = Vec::new();
    names
        .iter()
        .map(|name| {
            let key = name
                .chars()
                .filter(|c| c.is_alphabetic())
                .flat_map(char::to_lowercase)
                .find(|c| !taken.contains(c));
            taken.extend(key);
            key
        })
        .collect()
}

/// The words of `part` as the page shows it, or that it is not shown.
fn read_or_missing(part: Part) -> String {
    page::read(part.selector()).unwrap_or_else(|| say(part.missing()))
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
