//! Top Trumps' table: every part renders from the [`View`] of the seat being shown (through
//! [`TableCtx`]), so no one's unseen card reaches the page: only the shown seat's own top
//! card and the cards of the last turn, which everyone saw. The set-up's pack chooser, the
//! pack import and the pack editor live here too. [`UI`] is the game's entry in the UI
//! registry.

mod card;
mod choose;
pub mod editor;
mod editor_part;
mod over;
pub mod pack_store;
mod packs;
mod players;
mod setup;
mod status;
mod turn;

use crate::games::top_trumps::{TopTrumps, View};
use crate::ui::model::lang::{say, Msg};
use leptos::prelude::*;

/// The game's name and its line on the hub (see [`crate::ui::view::games::UiGame::name`]).
const WORDS: (crate::ui::model::lang::Msg, crate::ui::model::lang::Msg) = (
    crate::ui::model::lang::Msg::GameTopTrumpsName,
    crate::ui::model::lang::Msg::GameTopTrumpsTagline,
);

/// The parts of the table a lesson's coach points at (see [`crate::ui::view::games::UiGame::coach`]).
const COACH_PARTS: &[(&str, &str)] = &[
    ("hand", "[data-testid=\"my-card\"]"),
    ("trick", "[data-testid=\"tt-turn\"]"),
    ("status", "[data-testid=\"status\"]"),
    (
        "attributes",
        "[data-testid=\"my-card\"] [data-testid=\"attribute\"]",
    ),
    ("middle", "[data-testid=\"middle-pile\"]"),
    ("scores", "[data-testid=\"tt-players\"]"),
];

super::game_table!(
    TopTrumps, View,
    seat_shown: |v| v.viewpoint.seat(),
    setup: Some(|| view! { <setup::PackChooser /> }.into_any()),
    {
        fn felt() -> AnyView {
            view! { <Felt /> }.into_any()
        }
        fn endings() -> AnyView {
            over::game_over().into_any()
        }
    }
);

/// The table: the last turn's cards in the centre with the middle pile, the shown seat's top
/// card to choose from, and the players with their stacks at the side.
#[component]
fn Felt() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let seated = ctx.memo(move |v| v.viewpoint.seat().is_some());
    view! {
        <div class="felt">
            <div class="main-col">
                {move || seated.get().then(|| view! { <choose::MyCard /> })}
                <turn::TurnArea />
            </div>
            <aside class="side players-side" aria-label=move || say(Msg::TopTrumpsSide)>
                <players::PackPanel />
                <players::Players />
            </aside>
        </div>
    }
}
