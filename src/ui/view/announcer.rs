//! The table's one polite live region: what happens at the table, in words, for a screen
//! reader (`stores::announcer`). Out of sight; each line is added once and read once.

use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::announcer::Announcer;
use leptos::prelude::*;

/// The live region of `announcer`, following the game at the table.
#[component]
pub fn Announcements(announcer: Announcer) -> impl IntoView {
    Effect::new(move |_| {
        // Every change of the game (a decision, an undo, another game) is followed.
        announcer.track();
        announcer.catch_up();
    });
    view! {
        <div
            class="sr-only"
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label=move || say(Msg::AnnounceLabel)
            data-testid="announcer"
        >
            <For
                each=move || announcer.lines.get()
                key=|line| line.n
                children=|line| view! { <p>{line.text}</p> }
            />
        </div>
    }
}
