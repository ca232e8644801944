//! What Trump?'s table: every part renders from the [`View`] of the seat being shown (through
//! [`TableCtx`]), so nothing the seat may not know ever reaches the page. [`UI`] is the game's
//! entry in the UI registry: the live table's body, the replay viewer's table, and the pause
//! after a trick.

mod card;
mod chip;
mod chips;
mod dealer_discard;
mod draft_log;
mod game_over;
mod grid;
mod hand;
mod players;
pub mod status;
pub mod summary;
mod task_choice;
mod trick;
mod trump;
mod trump_choice;

use super::UiGame;
use crate::engine::{Game, Seat};
use crate::games::what_trump::{Action, Options, Phase, View, WhatTrump};
use crate::registry::{downcast, AnyGame};
use leptos::prelude::*;

/// What Trump? in the UI registry.
pub const UI: UiGame = UiGame {
    id: "what-trump",
    body: || view! { <Body /> }.into_any(),
    replay: || view! { <ReplayBody /> }.into_any(),
    trick_just_completed,
    hand_summaries: true,
    setup: None,
};

/// Whether a trick was just completed (it is still shown on the table).
fn trick_just_completed(game: &dyn AnyGame) -> bool {
    downcast::<WhatTrump>(game).is_some_and(|g| {
        g.round().is_some_and(|r| {
            g.phase() == Phase::Play && r.trick.plays.is_empty() && !r.tricks.is_empty()
        })
    })
}

/// What the table parts share (the shell's context, for What Trump?'s view).
pub type TableCtx = super::TableCtx<WhatTrump>;

impl super::SeatView for View {
    fn seat_shown(&self) -> Option<Seat> {
        (!self.observer).then_some(self.seat)
    }
}

/// Sends an action for the seat being shown.
pub fn act(action: Action) {
    super::act::<WhatTrump>(action)
}

/// The view shown for an instant when no game is loaded (never with real cards).
pub fn placeholder_view() -> View {
    match WhatTrump::new(Options::default(), 0) {
        Some(g) => g.view_of(Seat(0)),
        None => unreachable!("default options are valid"),
    }
}

/// The live table's body: the status line, a refused action's message, the table, the
/// round summary and the end of the game, for the person being shown.
#[component]
fn Body() -> impl IntoView {
    let ctx = TableCtx::live(placeholder_view);
    provide_context(ctx);
    let phase = Memo::new(move |_| ctx.view.with(|v| v.phase));
    view! {
        <div class=move || format!("table-body phase-{:?}", phase.get()).to_ascii_lowercase()>
            <status::StatusLine />
            <super::RefusedMessage />
            <Felt />
            <summary::RoundSummaryModal />
            <game_over::GameOver />
        </div>
    }
}

/// The replay viewer's table at the step shown, as the chosen viewpoint sees it (no actions
/// offered), with the round scored by the decision just shown.
#[component]
fn ReplayBody() -> impl IntoView {
    let ctx = TableCtx::replay(placeholder_view, |v| v.legal.clear());
    provide_context(ctx);
    let scored = super::replay_scored::<WhatTrump, _>(|g| g.history().last().cloned());
    view! {
        <status::StatusLine />
        {move || {
            scored.get().map(|s| {
                view! {
                    <section class="panel summary inline-summary" data-testid="replay-summary">
                        <h2>{format!("Round {} scored", s.number)}</h2>
                        {summary::summary_body(&s, &ctx)}
                    </section>
                }
            })
        }}
        <Felt />
    }
}

/// The table itself: the centre for the phase, the hand of the seat shown, the trump, the
/// players and the known cards. Shared by the live table and the replay viewer.
#[component]
pub fn Felt() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let phase = Memo::new(move |_| ctx.view.with(|v| v.phase));
    let observer = Memo::new(move |_| ctx.view.with(|v| v.observer));
    let center = move || match phase.get() {
        Phase::ChipDraft => view! { <chips::ChipPool /> }.into_any(),
        Phase::ChooseTrump | Phase::Draft => view! {
            <trump_choice::TrumpChoice />
            <grid::Grid />
        }
        .into_any(),
        Phase::ChooseTasks => view! { <task_choice::TaskChoice /> }.into_any(),
        Phase::Play | Phase::GameOver => view! { <trick::TrickArea /> }.into_any(),
        Phase::DealerDiscard => view! {
            <dealer_discard::DealerDiscard />
            <trick::TrickArea />
        }
        .into_any(),
    };
    view! {
        <div class="felt">
            <div class="main-col">
                <section class="center" aria-label="Table">{center}</section>
                {move || (!observer.get()).then(|| view! { <hand::Hand /> })}
            </div>
            <aside class="side players-side" aria-label="Players">
                <trump::TrumpDisplay />
                <players::Players />
            </aside>
            <aside class="side log-side" aria-label="Draft log and known cards">
                <draft_log::DraftLog />
            </aside>
        </div>
    }
}
