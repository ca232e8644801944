//! Truf's table: every part renders from the [`View`] of the seat being shown (through
//! [`TableCtx`]), so other hands, bids still secret and cards lying face down in the open
//! trick never reach the page. [`UI`] is the game's entry in the UI registry.

mod bids;
mod card;
mod hand;
mod players;
mod status;
mod summary;
mod trick;

use super::UiGame;
use crate::engine::Seat;
use crate::games::truf::{Action, BidCard, Phase, Truf, View};
use crate::registry::{downcast, AnyGame};
use leptos::prelude::*;

/// Truf in the UI registry.
pub const UI: UiGame = UiGame {
    id: "truf",
    body: || view! { <Body /> }.into_any(),
    replay: || view! { <ReplayBody /> }.into_any(),
    trick_just_completed,
    hand_summaries: true,
    setup: None,
};

/// A trick just taken (its face-down cards just turned up), or the bids just shown: both stay
/// on the table a while before the next bot acts.
fn trick_just_completed(game: &dyn AnyGame) -> bool {
    downcast::<Truf>(game).is_some_and(|g| {
        let h = g.hand();
        let trick_taken =
            g.phase() == Phase::Play && h.trick.plays.is_empty() && !h.tricks.is_empty();
        let just_shown = h.reveal.is_some()
            && (g.phase() == Phase::Turn || (h.tricks.is_empty() && h.trick.plays.is_empty()));
        trick_taken || just_shown
    })
}

/// What the table parts share (the shell's context, for Truf's view).
pub type TableCtx = super::TableCtx<Truf>;

impl super::SeatView for View {
    fn seat_shown(&self) -> Option<Seat> {
        self.seat()
    }
}

/// Sends an action for the seat being shown.
pub fn act(action: Action) {
    super::act::<Truf>(action)
}

/// The bid being put together at this table before it is made: the cards picked, each plus
/// or minus. Only the seat on screen's own choice; it is sent as one bid.
#[derive(Clone, Copy)]
pub struct Draft(pub RwSignal<Vec<BidCard>>);

#[component]
fn Body() -> impl IntoView {
    let ctx = TableCtx::live(super::observer_placeholder::<Truf>);
    provide_context(ctx);
    view! {
        <div class="table-body truf">
            <status::StatusLine />
            <super::RefusedMessage />
            <Felt />
            {summary::hand_summary_modal()}
            {summary::game_over()}
        </div>
    }
}

#[component]
fn ReplayBody() -> impl IntoView {
    let ctx = TableCtx::replay(super::observer_placeholder::<Truf>, |v| v.legal.clear());
    provide_context(ctx);
    let scored = super::replay_scored::<Truf, _>(|g| g.results().last().cloned());
    view! {
        <div class="table-body truf">
            <status::StatusLine />
            {move || {
                scored.get().map(|r| {
                    view! {
                        <section class="panel summary inline-summary" data-testid="replay-summary">
                            <h2>{format!("Hand {} scored", r.number)}</h2>
                            {summary::hand_table(&r, &ctx)}
                        </section>
                    }
                })
            }}
            <Felt />
        </div>
    }
}

/// The table: the bids, the even game's turn and the trick in the centre, the hand of the seat
/// shown and under it the bid it is making, and the side with trump, the game and the players.
#[component]
fn Felt() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let draft = Draft(RwSignal::new(Vec::new()));
    provide_context(draft);
    // A new hand, or a bid made: the picked cards are put back.
    Effect::new(move |before: Option<(usize, usize, bool)>| {
        let key = ctx
            .view
            .with(|v| (v.hand_number, v.my_bid().len(), v.my_turn()));
        if before.is_some_and(|b| b != key) {
            draft.0.set(Vec::new());
        }
        key
    });
    let seated = Memo::new(move |_| ctx.view.with(|v| v.seat().is_some()));
    view! {
        <div class="felt">
            <div class="main-col">
                <section class="center" aria-label="Table">
                    <bids::Bids />
                    <bids::TurnChoice />
                    <trick::TrickArea />
                </section>
                {move || seated.get().then(|| view! { <hand::Hand /> })}
                <hand::BidPicker />
            </div>
            <aside class="side players-side" aria-label="Trump and players">
                <players::GamePanel />
                <players::Players />
            </aside>
        </div>
    }
}
