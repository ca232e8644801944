//! Ransom Trump's table: every part renders from the [`View`] of the seat being shown (through
//! [`TableCtx`]), so other hands, ransoms still face down and the cards set aside never reach
//! the page. The hand, the trick, the log, the players and the summaries are the Decktet
//! tables' shared parts; the ransoms, the trump choice and the trump panel are this game's.
//! [`UI`] is the game's entry in the UI registry.

mod choices;
mod decktet_view;
mod ransoms;
mod status;
mod trump;

use super::decktet::{hand, log, players, summary, trick};
use super::UiGame;
use crate::engine::Seat;
use crate::games::ransom_trump::{Action, Phase, RansomTrump, View};
use crate::registry::{downcast, AnyGame};
use leptos::prelude::*;

/// Ransom Trump in the UI registry.
pub const UI: UiGame = UiGame {
    id: "ransom-trump",
    body: || view! { <Body /> }.into_any(),
    replay: || view! { <ReplayBody /> }.into_any(),
    trick_just_completed,
    hand_summaries: true,
    setup: None,
};

/// A trick just taken, or the ransoms just shown: both stay on the table a while before the
/// next bot acts.
fn trick_just_completed(game: &dyn AnyGame) -> bool {
    downcast::<RansomTrump>(game).is_some_and(|g| {
        let h = g.hand();
        let trick_taken =
            g.phase() == Phase::Play && h.trick.plays.is_empty() && !h.tricks.is_empty();
        // Right after the last ransom: the owner of a two-suit winner is to choose, or a lone
        // Ace or Crown (or none) set trump and nothing has been bid or played yet.
        let just_shown = h.reveal.as_ref().is_some_and(|r| {
            g.phase() == Phase::ChooseTrump
                || (r.suits_on_offer().len() <= 1
                    && h.tricks.is_empty()
                    && h.trick.plays.is_empty()
                    && h.bids.iter().all(Option::is_none))
        });
        trick_taken || just_shown
    })
}

/// What the table parts share (the shell's context, for Ransom Trump's view).
pub type TableCtx = super::TableCtx<RansomTrump>;

impl super::SeatView for View {
    fn seat_shown(&self) -> Option<Seat> {
        self.seat()
    }
}

/// Sends an action for the seat being shown.
pub fn act(action: Action) {
    super::act::<RansomTrump>(action)
}

#[component]
fn Body() -> impl IntoView {
    let ctx = TableCtx::live(super::observer_placeholder::<RansomTrump>);
    provide_context(ctx);
    view! {
        <div class="table-body ransom-trump">
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
    let ctx = TableCtx::replay(super::observer_placeholder::<RansomTrump>, |v| {
        v.legal.clear()
    });
    provide_context(ctx);
    let scored = super::replay_scored::<RansomTrump, _>(|g| {
        g.results().last().map(decktet_view::scored_hand)
    });
    view! {
        <div class="table-body ransom-trump">
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

/// The table: the ransoms and decisions and the trick in the centre, the hand of the seat
/// shown, and the side with the trump, the players and the scores.
#[component]
fn Felt() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let seated = Memo::new(move |_| ctx.view.with(|v| v.seat().is_some()));
    view! {
        <div class="felt">
            <div class="main-col">
                <section class="center" aria-label="Table">
                    <ransoms::Ransoms />
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
