//! The What Trump? table. Every part renders from the [`View`] of the seat being shown
//! (through [`TableCtx`]) — nothing the seat may not know ever reaches the page.

mod chips;
mod dealer_discard;
mod draft_log;
mod game_over;
mod grid;
mod hand;
mod players;
mod status;
mod summary;
mod task_choice;
mod trick;
mod trump;
mod trump_choice;

use super::app::RulesButton;
use super::pass_device::PassDevice;
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
}

impl TableCtx {
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
    let seat = ctx.view.with_untracked(|v| v.seat);
    ctl.apply(seat, action);
}

fn placeholder_view() -> View {
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
    let ctx = TableCtx { view, seats };
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
                    <RulesButton />
                </div>
            </header>
            {move || {
                if !has_game.get() {
                    view! {
                        <p class="empty">
                            "No game in progress. "
                            <button type="button" class="btn" on:click=move |_| ctl.show(Screen::Hub)>
                                "Back to the hub"
                            </button>
                        </p>
                    }
                        .into_any()
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
            <div class="felt">
                <div class="main-col">
                    <section class="center" aria-label="Table">{center}</section>
                    <hand::Hand />
                </div>
                <aside class="side players-side" aria-label="Players">
                    <trump::TrumpDisplay />
                    <players::Players />
                </aside>
                <aside class="side log-side" aria-label="Draft log and known cards">
                    <draft_log::DraftLog />
                </aside>
            </div>
            <summary::RoundSummaryModal />
            <game_over::GameOver />
        </div>
    }
}
