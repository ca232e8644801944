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

use crate::engine::{Game, Seat};
use crate::games::what_trump::{Options, Phase, View, WhatTrump};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use leptos::prelude::*;

/// The view shown for an instant when no game is loaded (never with real cards).
pub fn placeholder_view() -> View {
    match WhatTrump::new(Options::default(), 0) {
        Some(g) => g.view_of(Seat(0)),
        None => unreachable!("default options are valid"),
    }
}

/// The game's name and its line on the hub (see [`crate::ui::view::games::UiGame::name`]).
const WORDS: (crate::ui::model::lang::Msg, crate::ui::model::lang::Msg) = (
    crate::ui::model::lang::Msg::GameWhatTrumpName,
    crate::ui::model::lang::Msg::GameWhatTrumpTagline,
);

/// The parts of the table a lesson's coach points at (see [`crate::ui::view::games::UiGame::coach`]).
const COACH_PARTS: &[(&str, &str)] = &[
    ("hand", "[data-testid=\"hand\"]"),
    ("trick", "[data-testid=\"trick\"]"),
    ("trump", "[data-testid=\"trump-display\"]"),
    ("status", "[data-testid=\"status\"]"),
    ("chips", "[data-testid=\"chip-pool\"]"),
    ("grid", "[data-testid=\"grid\"]"),
    ("tasks", ".task-choice"),
    ("scores", ".players-side .players"),
];

super::game_table!(
    WhatTrump, View,
    seat_shown: |v| (!v.observer).then_some(v.seat),
    {
        fn placeholder() -> View {
            placeholder_view()
        }
        fn felt() -> AnyView {
            view! { <Felt /> }.into_any()
        }
        fn suits() -> Vec<String> {
            <crate::games::what_trump::Card as super::card_shell::CardDraw>::every_suit()
        }
        fn endings() -> AnyView {
            view! {
                <summary::RoundSummaryModal />
                <game_over::GameOver />
            }
            .into_any()
        }
        fn replay_scored() -> AnyView {
            super::body::replay_summary::<WhatTrump, _>(
                |g| g.history().last().cloned(),
                |s| round_scored(s.number),
                |s, ctx| summary::summary_body(s, ctx).into_any(),
            )
        }

        /// The live table's body: the status line, a refused action's message, the table, the
        /// round summary and the end of the game, for the person being shown.
        fn body() -> AnyView {
            let ctx = TableCtx::live(placeholder_view, Self::clear_legal);
            provide_context(ctx);
            let phase = ctx.memo(move |v| v.phase);
            view! {
                <div class=move || format!("table-body phase-{:?}", phase.get()).to_ascii_lowercase()>
                    {Self::status()}
                    <super::RefusedMessage />
                    {Self::felt()}
                    {Self::endings()}
                </div>
            }
            .into_any()
        }

        /// The replay viewer's table at the step shown, as the chosen viewpoint sees it (no
        /// actions offered), with the round scored by the decision just shown.
        fn replay() -> AnyView {
            let ctx = TableCtx::replay(placeholder_view, Self::clear_legal);
            provide_context(ctx);
            view! {
                {Self::status()}
                {Self::replay_scored()}
                {Self::felt()}
            }
            .into_any()
        }
    }
);

/// Who took a card of the draft, as it reads within a sentence: "you" for `me` (the person
/// viewing), else the seat's name.
fn taker(ctx: &TableCtx, me: Option<Seat>, seat: Seat) -> String {
    if Some(seat) == me {
        say(Msg::WhatTrumpYouLower)
    } else {
        ctx.name(seat)
    }
}

/// "Round 3 scored".
pub fn round_scored(number: usize) -> String {
    say_with(
        Msg::WhatTrumpRoundScored,
        &[("n", Value::Number(number as f64))],
    )
}

/// What the table's centre shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Centre {
    Chips,
    Draft,
    Tasks,
    Trick,
    Discard,
}

/// The table itself: the centre for the phase, the hand of the seat shown, the trump, the
/// players and the known cards. Shared by the live table and the replay viewer.
#[component]
pub fn Felt() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    // The centre's parts for the phase: the dealer's choice of trump and the draft share
    // theirs, so the grid dealt while the trump is chosen stays in the page for the draft.
    let centre = ctx.memo(move |v| match v.phase {
        Phase::ChipDraft => Centre::Chips,
        Phase::ChooseTrump | Phase::Draft => Centre::Draft,
        Phase::ChooseTasks => Centre::Tasks,
        Phase::Play | Phase::GameOver => Centre::Trick,
        Phase::DealerDiscard => Centre::Discard,
    });
    let observer = ctx.memo(move |v| v.observer);
    let center = move || match centre.get() {
        Centre::Chips => view! { <chips::ChipPool /> }.into_any(),
        Centre::Draft => view! {
            <trump_choice::TrumpChoice />
            <grid::Grid />
        }
        .into_any(),
        Centre::Tasks => view! { <task_choice::TaskChoice /> }.into_any(),
        Centre::Trick => view! { <trick::TrickArea /> }.into_any(),
        Centre::Discard => view! {
            <dealer_discard::DealerDiscard />
            <trick::TrickArea />
        }
        .into_any(),
    };
    view! {
        <div class="felt">
            <div class="main-col">
                <section class="center" aria-label=move || say(Msg::WhatTrumpTable)>{center}</section>
                {move || (!observer.get()).then(|| view! { <hand::Hand /> })}
            </div>
            <aside class="side players-side" aria-label=move || say(Msg::WhatTrumpPlayers)>
                <trump::TrumpDisplay />
                <players::Players />
            </aside>
            <aside class="side log-side" aria-label=move || say(Msg::WhatTrumpSideLog)>
                <draft_log::DraftLog />
            </aside>
        </div>
    }
}
