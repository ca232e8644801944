//! Ace Trump's table: every part renders from the [`View`] of the seat being shown (through
//! [`TableCtx`]), so other hands and the cards set aside never reach the page. [`UI`] is the
//! game's entry in the UI registry.

mod card;
mod choices;
mod hand;
mod log;
mod scoreboard;
mod status;
mod summary;
mod trick;

use super::UiGame;
use crate::engine::{Game, Seat, Viewpoint};
use crate::games::ace_trump::{AceTrump, Action, Options, Phase, View};
use crate::registry::{downcast, AnyGame};
use crate::ui::ctl::Ctl;
use crate::ui::seats::SeatInfo;
use leptos::prelude::*;

/// Ace Trump in the UI registry.
pub const UI: UiGame = UiGame {
    id: "ace-trump",
    body: || view! { <Body /> }.into_any(),
    replay: || view! { <ReplayBody /> }.into_any(),
    trick_just_completed,
};

fn trick_just_completed(game: &dyn AnyGame) -> bool {
    downcast::<AceTrump>(game).is_some_and(|g| {
        let h = g.hand();
        g.phase() == Phase::Play && h.trick.plays.is_empty() && !h.tricks.is_empty()
    })
}

/// What the table parts share.
#[derive(Clone, Copy)]
pub struct TableCtx {
    pub view: Memo<View>,
    pub seats: Memo<Vec<SeatInfo>>,
    /// True at the live table; false in the replay viewer.
    pub live: bool,
}

impl TableCtx {
    /// The seat to call "you": the person at the live table.
    pub fn me(&self, v: &View) -> Option<Seat> {
        let seat = v.seat()?;
        let person = self
            .seats
            .with(|s| s.get(seat.index()).is_some_and(|i| i.bot.is_none()));
        (self.live && person).then_some(seat)
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

    /// "your" for the person at the live table, else "Ann's".
    pub fn whose(&self, v: &View, seat: Seat) -> String {
        if self.me(v) == Some(seat) {
            "your".into()
        } else {
            format!("{}'s", self.name(seat))
        }
    }

    /// "You" for the person at the live table, else the seat's name.
    pub fn who(&self, v: &View, seat: Seat) -> String {
        if self.me(v) == Some(seat) {
            "You".into()
        } else {
            self.name(seat)
        }
    }
}

/// Sends an action for the seat being shown.
pub fn act(action: Action) {
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx>();
    if !ctx.live {
        return;
    }
    if let Some(seat) = ctx.view.with_untracked(|v| v.seat()) {
        ctl.act::<AceTrump>(seat, &action);
    }
}

/// The view shown for an instant when no game is loaded (an observer's: no cards).
fn placeholder_view() -> View {
    match AceTrump::new(&Options::default(), 0) {
        Ok(g) => g.view(Viewpoint::Observer),
        Err(e) => unreachable!("default options are valid: {e}"),
    }
}

#[component]
fn Body() -> impl IntoView {
    let ctx = TableCtx {
        view: super::live_view::<AceTrump>(placeholder_view),
        seats: super::seat_infos(true),
        live: true,
    };
    provide_context(ctx);
    view! {
        <div class="table-body ace-trump">
            <status::StatusLine />
            <super::RefusedMessage />
            <Felt />
            <summary::HandSummaryModal />
            <summary::GameOver />
        </div>
    }
}

#[component]
fn ReplayBody() -> impl IntoView {
    let ctx = TableCtx {
        view: super::replay_view::<AceTrump>(placeholder_view, |v| v.legal.clear()),
        seats: super::seat_infos(false),
        live: false,
    };
    provide_context(ctx);
    let scored = super::replay_scored::<AceTrump, _>(|g| g.results().last().cloned());
    view! {
        <div class="table-body ace-trump">
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
                    <trick::TrickArea />
                </section>
                {move || seated.get().then(|| view! { <hand::Hand /> })}
            </div>
            <aside class="side players-side" aria-label="Trump and players">
                <scoreboard::TrumpDisplay />
                <scoreboard::Players />
            </aside>
            <aside class="side log-side" aria-label="Tricks of this hand">
                <log::TrickLog />
            </aside>
        </div>
    }
}
