//! *Review my play* at the table, under a hand's summary and at the game's end.

use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;

/// Opens the game in the replay viewer from the seat of the person at the device and starts
/// Expert's review there ([`Ctl::review_at_table`]): of the hand whose summary is up, or of the
/// whole game at its end. Shown when a person holds the device and the game has a record;
/// disabled where no bot worker can run.
#[component]
pub fn ReviewButton(testid: &'static str) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let offered = Memo::new(move |_| ctl.review_offered());
    let no_bots = move || ctl.play.bots_unavailable.get();
    move || {
        offered.get().then(|| {
            view! {
                <button
                    type="button"
                    class="btn"
                    data-testid=testid
                    disabled=no_bots
                    title=move || {
                        say(if no_bots() { Msg::ReviewNoWorker } else { Msg::TableReviewAbout })
                    }
                    on:click=move |_| ctl.review_at_table()
                >
                    {move || say(Msg::TableReview)}
                </button>
            }
        })
    }
}
