//! Top Trumps' table: every part renders from the [`View`] of the seat being shown (through
//! [`TableCtx`]), so no one's unseen card reaches the page: only the shown seat's own top
//! card and the cards of the last turn, which everyone saw. The set-up's pack chooser, the
//! pack import and the pack editor live here too. [`UI`] is the game's entry in the UI
//! registry.

mod card;
mod choose;
pub mod editor;
mod over;
pub mod pack_store;
mod players;
mod setup;
mod status;
mod turn;

use super::UiGame;
use crate::engine::Seat;
use crate::games::top_trumps::{Action, TopTrumps, View};
use crate::registry::{downcast, AnyGame};
use leptos::prelude::*;

/// Top Trumps in the UI registry.
pub const UI: UiGame = UiGame {
    id: "top-trumps",
    body: || view! { <Body /> }.into_any(),
    replay: || view! { <ReplayBody /> }.into_any(),
    trick_just_completed,
    hand_summaries: false,
    setup: Some(|| view! { <setup::PackChooser /> }.into_any()),
};

/// Every turn ends with cards on the table: they stay a while before the next bot chooses.
fn trick_just_completed(game: &dyn AnyGame) -> bool {
    downcast::<TopTrumps>(game).is_some_and(|g| g.last().is_some())
}

/// What the table parts share (the shell's context, for Top Trumps' view).
pub type TableCtx = super::TableCtx<TopTrumps>;

impl super::SeatView for View {
    fn seat_shown(&self) -> Option<Seat> {
        self.viewpoint.seat()
    }
}

/// Sends an action for the seat being shown.
pub fn act(action: Action) {
    super::act::<TopTrumps>(action)
}

#[component]
fn Body() -> impl IntoView {
    let ctx = TableCtx::live(super::observer_placeholder::<TopTrumps>);
    provide_context(ctx);
    view! {
        <div class="table-body top-trumps">
            <status::StatusLine />
            <super::RefusedMessage />
            <Felt />
            {over::game_over()}
        </div>
    }
}

#[component]
fn ReplayBody() -> impl IntoView {
    let ctx = TableCtx::replay(super::observer_placeholder::<TopTrumps>, |v| {
        v.legal.clear()
    });
    provide_context(ctx);
    view! {
        <div class="table-body top-trumps">
            <status::StatusLine />
            <Felt />
        </div>
    }
}

/// The table: the last turn's cards in the centre with the middle pile, the shown seat's top
/// card to choose from, and the players with their stacks at the side.
#[component]
fn Felt() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let seated = Memo::new(move |_| ctx.view.with(|v| v.viewpoint.seat().is_some()));
    view! {
        <div class="felt">
            <div class="main-col">
                {move || seated.get().then(|| view! { <choose::MyCard /> })}
                <turn::TurnArea />
            </div>
            <aside class="side players-side" aria-label="Pack and players">
                <players::PackPanel />
                <players::Players />
            </aside>
        </div>
    }
}
