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
use crate::ui::ctl::Ctl;
use crate::ui::seats::SeatInfo;
use leptos::prelude::*;

/// What Trump? in the UI registry.
pub const UI: UiGame = UiGame {
    id: "what-trump",
    body: || view! { <Body /> }.into_any(),
    replay: || view! { <ReplayBody /> }.into_any(),
    trick_just_completed,
};

/// Whether a trick was just completed (it is still shown on the table).
fn trick_just_completed(game: &dyn AnyGame) -> bool {
    downcast::<WhatTrump>(game).is_some_and(|g| {
        g.round().is_some_and(|r| {
            g.phase() == Phase::Play && r.trick.plays.is_empty() && !r.tricks.is_empty()
        })
    })
}

/// What the table parts share.
#[derive(Clone, Copy)]
pub struct TableCtx {
    /// The View of the seat being shown.
    pub view: Memo<View>,
    pub seats: Memo<Vec<SeatInfo>>,
    /// True at the live table; false when watching a record (nothing can be clicked to act,
    /// and the seat shown is named rather than called "you").
    pub live: bool,
}

impl TableCtx {
    /// The seat to call "you": the person viewing the live table; nobody when watching a
    /// record or when only bots play.
    pub fn me(&self, v: &View) -> Option<Seat> {
        let person = self
            .seats
            .with(|s| s.get(v.seat.index()).is_some_and(|i| i.bot.is_none()));
        (self.live && !v.observer && person).then_some(v.seat)
    }

    pub fn name(&self, seat: Seat) -> String {
        self.seats.with(|s| {
            s.get(seat.index())
                .map(|i| i.name.clone())
                .unwrap_or_else(|| format!("Player {}", seat.index() + 1))
        })
    }

    pub fn label(&self, seat: Seat) -> String {
        self.seats.with(|s| {
            s.get(seat.index())
                .map(SeatInfo::label)
                .unwrap_or_else(|| format!("Player {}", seat.index() + 1))
        })
    }
}

/// Sends an action for the seat being shown.
pub fn act(action: Action) {
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx>();
    if !ctx.live {
        return;
    }
    let seat = ctx.view.with_untracked(|v| v.seat);
    ctl.act::<WhatTrump>(seat, &action);
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
    let ctx = TableCtx {
        view: super::live_view::<WhatTrump>(placeholder_view),
        seats: super::seat_infos(true),
        live: true,
    };
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
    let ctx = TableCtx {
        view: super::replay_view::<WhatTrump>(placeholder_view, |v| v.legal.clear()),
        seats: super::seat_infos(false),
        live: false,
    };
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
