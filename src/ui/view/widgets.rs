//! Small pieces every screen uses: the Rules button, an empty screen's way back to the hub,
//! and a dialog's focus (into it on opening, back on closing) and Escape.

use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::ctl::{Ctl, Screen};
use leptos::prelude::*;

/// The button that opens the rules help.
#[component]
pub fn RulesButton() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    view! {
        <button
            type="button"
            class="btn ghost"
            data-testid="rules-button"
            aria-haspopup="dialog"
            on:click=move |_| ctl.screens.open_rules(ctl.screens.game_at_hand().id)
        >
            {move || say(Msg::RulesButton)}
        </button>
    }
}

/// "No game in progress. [Back to the hub]" and the like.
#[component]
pub fn EmptyScreen(text: Msg) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    view! {
        <p class="empty-screen">
            {move || say(text)}
            " "
            <button type="button" class="btn" on:click=move |_| ctl.screens.show(Screen::Hub)>
                {move || say(Msg::BackToHub)}
            </button>
        </p>
    }
}

/// While the calling component is shown, Escape runs `close` (a dialog's "cancel"). Of
/// dialogs open one over another (the pack editor over the set-up), only the one opened last
/// closes: the one under it keeps its Escape for after.
pub fn close_on_escape(close: impl Fn() + Send + Sync + 'static) {
    let id = escape_stack::open();
    let listener = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && escape_stack::on_top(id) {
            close();
        }
    });
    on_cleanup(move || {
        listener.remove();
        escape_stack::close(id);
    });
}

/// The dialogs that close on Escape, in the order they opened.
mod escape_stack {
    use std::cell::RefCell;

    thread_local! {
        static OPEN: RefCell<(u64, Vec<u64>)> = const { RefCell::new((0, Vec::new())) };
    }

    pub fn open() -> u64 {
        OPEN.with(|o| {
            let mut o = o.borrow_mut();
            o.0 += 1;
            let id = o.0;
            o.1.push(id);
            id
        })
    }

    pub fn on_top(id: u64) -> bool {
        OPEN.with(|o| o.borrow().1.last() == Some(&id))
    }

    pub fn close(id: u64) {
        OPEN.with(|o| o.borrow_mut().1.retain(|x| *x != id));
    }
}

/// Moves the keyboard focus to a button once it is in the page (dialogs, covers).
pub fn focus_on_mount(node: NodeRef<leptos::html::Button>) {
    Effect::new(move |_| {
        if let Some(el) = node.get() {
            let _ = el.focus();
        }
    });
}

/// Moves the keyboard focus to a button at the frame after it is in the page: for a dialog
/// drawn with much else in one go (a hand's summary, with the next deal behind it). Focused at
/// once, the browser lays the page out there and then, inside the task that drew it all, and
/// both made one long task on a slow phone (docs/strength.md, "On the phone profile"); at the
/// frame, the layout is due anyway.
pub fn focus_at_next_frame(node: NodeRef<leptos::html::Button>) {
    Effect::new(move |_| {
        if let Some(el) = node.get() {
            request_animation_frame(move || {
                if el.is_connected() {
                    let _ = el.focus();
                }
            });
        }
    });
}

/// Moves the keyboard focus to the first element at `selector` once the calling component is
/// in the page (a form in a dialog: its first field; a dialog's first button).
pub fn focus_first_on_mount(selector: &'static str) {
    Effect::new(move |_| {
        #[cfg(target_arch = "wasm32")]
        {
            use wasm_bindgen::JsCast;
            if let Some(el) = document()
                .query_selector(selector)
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = el.focus();
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = selector;
    });
}

/// Gives the focus back, once the calling component (a dialog) is gone, to what had it when
/// the component was made, if the focus fell nowhere (to the page itself, or with what was
/// removed); if that is gone too (drawn again by what the dialog did), to the first element at
/// `fallback`.
pub fn give_focus_back_on_close(fallback: Option<&'static str>) {
    #[cfg(target_arch = "wasm32")]
    {
        use std::sync::atomic::{AtomicU64, Ordering};
        use wasm_bindgen::JsCast;
        static NEXT: AtomicU64 = AtomicU64::new(1);
        const MARK: &str = "data-focus-return";
        let id = NEXT.fetch_add(1, Ordering::Relaxed).to_string();
        let Some(had) = document().active_element() else {
            return;
        };
        let _ = had.set_attribute(MARK, &id);
        on_cleanup(move || {
            request_animation_frame(move || {
                let doc = document();
                let marked = doc
                    .query_selector(&format!("[{MARK}=\"{id}\"]"))
                    .ok()
                    .flatten();
                if let Some(el) = &marked {
                    let _ = el.remove_attribute(MARK);
                }
                let nowhere = doc
                    .active_element()
                    .is_none_or(|a| a.tag_name() == "BODY" || !a.is_connected());
                let to = marked
                    .or_else(|| fallback.and_then(|f| doc.query_selector(f).ok().flatten()))
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                if let (true, Some(el)) = (nowhere, to) {
                    let _ = el.focus();
                }
            });
        });
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = fallback;
}
