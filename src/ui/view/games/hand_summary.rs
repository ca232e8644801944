//! The summary of each hand (or round) as it is scored, shown at the live table until the
//! players dismiss it (the acknowledgement is saved, so a reload does not show it again).

use super::review_button::ReviewButton;
use super::status_line::lesson_waiting;
use super::{SeatView, TableCtx};
use crate::engine::Game;
use crate::ui::model::lang::{say, Msg};
use crate::ui::view::widgets::focus_at_next_frame;
use leptos::prelude::*;

/// What a summary shows.
pub struct SummaryContent {
    /// "Hand 3 scored".
    pub title: String,
    pub body: AnyView,
    /// The totals line after the body, if the game has one.
    pub totals: Option<String>,
    /// The button's words while the game goes on ("Next hand").
    pub next: String,
}

/// Reads from a view the scored hand at an index (of the summaries seen), and whether it is
/// the game's last.
pub type Pending<V, R> = fn(&V, usize) -> Option<(R, bool)>;

/// The summary still to dismiss: `pending` reads from the view the scored hand at the index
/// of the summaries seen, and whether it is the game's last; `content` draws it.
pub fn summary_modal<G: Game, R>(
    pending: Pending<G::View, R>,
    content: fn(&R, &TableCtx<G>) -> SummaryContent,
) -> AnyView
where
    G::View: SeatView,
    R: Clone + PartialEq + Send + Sync + 'static,
{
    let ctx = expect_context::<TableCtx<G>>();
    let seen = ctx.summaries_seen();
    let pending = Memo::new(move |_| {
        let seen = seen.get();
        ctx.view.with(|v| pending(v, seen))
    });
    if let Some(feed) = ctx.guest {
        Effect::new(move |_| feed.summary_up.set(pending.with(Option::is_some)));
    }
    (move || {
        pending.get().map(|(r, last)| {
            let next = NodeRef::<leptos::html::Button>::new();
            // A lesson's coach that waits for its Next beside the summary keeps the focus
            // (it hands it to this button once its Next is pressed).
            if !untrack(lesson_waiting) {
                focus_at_next_frame(next);
            }
            let c = content(&r, &ctx);
            view! {
                <div class="modal-backdrop">
                    // Not modal while a lesson's coach waits for its Next, beside it: the coach
                    // speaks first, and a screen reader must reach it.
                    <div class="modal summary" data-testid="round-summary" role="dialog" aria-modal=move || (!lesson_waiting()).to_string() aria-labelledby="summary-title">
                        <h2 id="summary-title">{c.title}</h2>
                        {c.body}
                        {c.totals.map(|t| view! { <p class="totals"><strong>{say(Msg::TableTotals)}" "</strong>{t}</p> })}
                        <div class="summary-go">
                            <button type="button" class="btn primary big" data-testid="next-round" node_ref=next on:click=move |_| ctx.acknowledge_summary()>
                                {if last { say(Msg::TableSeeResult) } else { c.next }}
                            </button>
                            <ReviewButton testid="summary-review" />
                        </div>
                    </div>
                </div>
            }
        })
    })
    .into_any()
}

/// A table of scores that scrolls sideways on a narrow screen: `head`, the head row's cells,
/// over `rows`.
pub fn score_table(class: &'static str, head: AnyView, rows: AnyView) -> AnyView {
    view! {
        <div class="table-scroll">
            <table class=class>
                <thead>
                    <tr>{head}</tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
    .into_any()
}

/// A panel with nothing to show yet: its `class` and test id, its title, and `text` in a
/// paragraph of `text_class`.
pub fn waiting_panel(
    class: &'static str,
    testid: Option<&'static str>,
    title: String,
    (text_class, text): (&'static str, String),
) -> AnyView {
    view! {
        <section class=class data-testid=testid>
            <h2>{title}</h2>
            <p class=text_class>{text}</p>
        </section>
    }
    .into_any()
}
