//! The heading every game's trick area shares: the caption ("Last trick: " first while an
//! earlier trick is looked at) and the "Last trick" / "Back to this trick" button.

use leptos::prelude::*;

/// `show_last` is the trick area's own switch; `has_last` whether there is an earlier trick.
#[component]
pub fn TrickHead(
    caption: String,
    show_last: RwSignal<bool>,
    has_last: Memo<bool>,
) -> impl IntoView {
    let viewing_last = move || show_last.get() && has_last.get();
    view! {
        <div class="trick-head">
            <p class="trick-caption">
                {viewing_last().then_some("Last trick: ")}
                {caption}
            </p>
            {move || has_last.get().then(|| view! {
                <button
                    type="button"
                    class="btn small ghost"
                    data-testid="last-trick"
                    aria-pressed=move || viewing_last().to_string()
                    on:click=move |_| show_last.update(|s| *s = !*s)
                >
                    {move || if viewing_last() { "Back to this trick" } else { "Last trick" }}
                </button>
            })}
        </div>
    }
}
