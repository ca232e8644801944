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
mod words;

use crate::games::truf::{BidCard, Truf, View};
use crate::ui::model::lang::{say, Msg};
use leptos::prelude::*;

/// The game's name and its line on the hub (see [`crate::ui::view::games::UiGame::name`]).
const WORDS: (crate::ui::model::lang::Msg, crate::ui::model::lang::Msg) = (
    crate::ui::model::lang::Msg::GameTrufName,
    crate::ui::model::lang::Msg::GameTrufTagline,
);

/// The parts of the table a lesson's coach points at (see [`crate::ui::view::games::UiGame::coach`]).
const COACH_PARTS: &[(&str, &str)] = &[
    ("hand", "[data-testid=\"hand\"]"),
    ("trick", "[data-testid=\"trick\"]"),
    ("trump", "[data-testid=\"trump\"]"),
    ("status", "[data-testid=\"status\"]"),
    ("bids", "[data-testid=\"bids\"]"),
    ("scores", ".players-side .players"),
];

super::game_table!(
    Truf, View,
    seat_shown: |v| v.seat(),
    {
        fn felt() -> AnyView {
            view! { <Felt /> }.into_any()
        }
        fn endings() -> AnyView {
            summary::endings()
        }
        fn suits() -> Vec<String> {
            <crate::games::truf::Card as super::card_shell::CardDraw>::every_suit()
        }
        fn replay_scored() -> AnyView {
            super::body::replay_summary::<Truf, _>(
                |g| g.results().last().cloned(),
                |r| summary::hand_scored(r.number),
                |r, ctx| summary::hand_table(r, ctx).into_any(),
            )
        }
    }
);

/// The bid being put together at this table before it is made: the cards picked, each plus
/// or minus. Only the seat on screen's own choice; it is sent as one bid.
#[derive(Clone, Copy)]
pub struct Draft(pub RwSignal<Vec<BidCard>>);

/// The table: the even game's turn and the trick in the centre, the bid being made and the
/// hand of the seat shown under it, the side with trump, the game and the players, and the
/// bids in the other side.
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
    let seated = ctx.memo(move |v| v.seat().is_some());
    view! {
        <div class="felt">
            <div class="main-col">
                <section class="center" aria-label=move || say(Msg::TrufTableLabel)>
                    <bids::TurnChoice />
                    <trick::TrickArea />
                </section>
                <hand::BidPicker />
                {move || seated.get().then(|| view! { <hand::Hand /> })}
            </div>
            <aside class="side players-side" aria-label=move || say(Msg::TrufSideLabel)>
                <players::GamePanel />
                <players::Players />
            </aside>
            // The bids beside the table (under it on a phone), so the decision and the hand
            // keep the first screen.
            <aside class="side bids-side" aria-label=move || say(Msg::TrufBidsSideLabel)>
                <bids::Bids />
            </aside>
        </div>
    }
}
