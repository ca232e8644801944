//! Ace Trump's table: every part renders from the [`View`] of the seat being shown (through
//! [`TableCtx`]), so other hands and the cards set aside never reach the page. [`UI`] is the
//! game's entry in the UI registry.

mod choices;
mod decktet_view;
mod status;
mod trump;

use super::decktet::{hand, log, players, summary, trick};
use super::UiGame;
use crate::engine::Seat;
use crate::games::ace_trump::{AceTrump, Action, Phase, View};
use crate::registry::{downcast, AnyGame};
use leptos::prelude::*;

/// Ace Trump in the UI registry.
pub const UI: UiGame = UiGame {
    id: "ace-trump",
    body: || view! { <Body /> }.into_any(),
    replay: || view! { <ReplayBody /> }.into_any(),
    trick_just_completed,
    hand_summaries: true,
    setup: None,
};

fn trick_just_completed(game: &dyn AnyGame) -> bool {
    downcast::<AceTrump>(game).is_some_and(|g| {
        let h = g.hand();
        g.phase() == Phase::Play && h.trick.plays.is_empty() && !h.tricks.is_empty()
    })
}

/// What the table parts share (the shell's context, for Ace Trump's view).
pub type TableCtx = super::TableCtx<AceTrump>;

impl super::SeatView for View {
    fn seat_shown(&self) -> Option<Seat> {
        self.seat()
    }
}

/// Sends an action for the seat being shown.
pub fn act(action: Action) {
    super::act::<AceTrump>(action)
}

#[component]
fn Body() -> impl IntoView {
    let ctx = TableCtx::live(super::observer_placeholder::<AceTrump>);
    provide_context(ctx);
    view! {
        <div class="table-body ace-trump">
            <status::StatusLine />
            <super::RefusedMessage />
            <Felt />
            {summary::hand_summary_modal::<View>()}
            {summary::game_over::<View>()}
        </div>
    }
}

#[component]
fn ReplayBody() -> impl IntoView {
    let ctx = TableCtx::replay(super::observer_placeholder::<AceTrump>, |v| v.legal.clear());
    provide_context(ctx);
    let scored = super::replay_scored::<AceTrump, _>(|g| {
        g.results()
            .last()
            .map(|r| decktet_view::scored_hand(r, g.options()))
    });
    view! {
        <div class="table-body ace-trump">
            <status::StatusLine />
            {move || {
                scored.get().map(|r| {
                    view! {
                        <section class="panel summary inline-summary" data-testid="replay-summary">
                            <h2>{format!("Hand {} scored", r.number)}</h2>
                            {summary::hand_table::<View>(&r, &ctx)}
                        </section>
                    }
                })
            }}
            <Felt />
        </div>
    }
}

/// The table: the centre for the phase, the hand of the seat shown, and the side with the
/// trump, the players and the scores.
#[component]
fn Felt() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let seated = Memo::new(move |_| ctx.view.with(|v| v.seat().is_some()));
    view! {
        <div class="felt">
            <div class="main-col">
                <section class="center" aria-label="Table">
                    <choices::Choices />
                    {trick::trick_area::<View>()}
                </section>
                {move || seated.get().then(hand::hand::<View>)}
            </div>
            <aside class="side players-side" aria-label="Trump and players">
                <trump::TrumpDisplay />
                {players::players::<View>()}
            </aside>
            <aside class="side log-side" aria-label="Tricks of this hand">
                {log::trick_log::<View>()}
            </aside>
        </div>
    }
}
