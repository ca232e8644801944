//! The What Trump? table. Every part renders from the [`View`] of the seat being shown
//! (through [`TableCtx`]) — nothing the seat may not know ever reaches the page.

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

use super::app::{EmptyScreen, RulesButton};
use super::pass_device::PassDevice;
use super::records::game_menu::GameMenuButton;
use super::seats::SeatInfo;
use super::session::{Ctl, Screen, Session};
use super::settings::PaceSelect;
use crate::engine::{Game, Seat};
use crate::games::what_trump::{Action, Options, Phase, View, WhatTrump};
use leptos::prelude::*;

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
    ctl.apply(seat, action);
}

/// The view shown for an instant when no game is loaded (never with real cards).
pub fn placeholder_view() -> View {
    match WhatTrump::new(Options::default(), 0) {
        Some(g) => g.view(Seat(0)),
        None => unreachable!("default options are valid"),
    }
}

#[component]
pub fn Table() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let view = Memo::new(move |_| {
        ctl.session
            .with(|s| s.as_ref().map(Session::view))
            .unwrap_or_else(placeholder_view)
    });
    let seats = Memo::new(move |_| {
        ctl.session
            .with(|s| s.as_ref().map(Session::seat_infos))
            .unwrap_or_default()
    });
    let ctx = TableCtx {
        view,
        seats,
        live: true,
    };
    provide_context(ctx);
    let has_game = Memo::new(move |_| ctl.session.with(|s| s.is_some()));
    let cover = Memo::new(move |_| {
        ctl.session
            .with(|s| s.as_ref().filter(|s| s.cover).map(|s| s.name(s.viewer())))
    });
    let round_label = Memo::new(move |_| {
        view.with(|v| match &v.round {
            Some(r) if v.phase != Phase::GameOver => format!("Round {}", r.number),
            Some(_) => "Game over".into(),
            None => "Chip draft".into(),
        })
    });
    view! {
        <main class="table-screen">
            <header class="topbar">
                <button type="button" class="btn ghost" on:click=move |_| ctl.show(Screen::Hub)>
                    "← Hub"
                </button>
                <div class="title">
                    <span class="game-name">"What Trump?"</span>
                    <span class="round-label">{move || round_label.get()}</span>
                </div>
                <div class="tools">
                    <PaceSelect />
                    <GameMenuButton />
                    <RulesButton />
                </div>
            </header>
            {move || {
                if !has_game.get() {
                    view! { <EmptyScreen text="No game in progress." /> }.into_any()
                } else if let Some(name) = cover.get() {
                    view! { <PassDevice name=name /> }.into_any()
                } else {
                    view! { <TableBody /> }.into_any()
                }
            }}
        </main>
    }
}

#[component]
fn TableBody() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let ctx = expect_context::<TableCtx>();
    let phase = Memo::new(move |_| ctx.view.with(|v| v.phase));
    let message = Memo::new(move |_| {
        ctl.session
            .with(|s| s.as_ref().and_then(|s| s.message.clone()))
    });
    view! {
        <div class=move || format!("table-body phase-{:?}", phase.get()).to_lowercase()>
            <status::StatusLine />
            {move || {
                message
                    .get()
                    .map(|m| {
                        view! {
                            <div class="message" role="alert">
                                <span>{m}</span>
                                <button type="button" class="btn small" on:click=move |_| ctl.dismiss_message()>
                                    "OK"
                                </button>
                            </div>
                        }
                    })
            }}
            <Felt />
            <summary::RoundSummaryModal />
            <game_over::GameOver />
        </div>
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
