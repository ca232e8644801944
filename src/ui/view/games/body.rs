//! A game's table body, written once: the live table (status line, a refused action's
//! message, the felt, the summaries and the ending) and the replay viewer's table (status
//! line, the hand scored by the step shown, the felt). A game says what its parts are with
//! [`GameUi`] and gets its [`UiGame`] entry from [`ui_game`].

use super::{act, observer_placeholder, replay_scored, RefusedMessage, SeatView, TableCtx, UiGame};
use crate::engine::Game;
use leptos::prelude::*;

/// A game's own table parts, as the shared bodies put them together.
pub trait GameUi: Game<View: SeatView> {
    /// The view shown for an instant while no game is loaded (no one's cards).
    fn placeholder() -> Self::View {
        observer_placeholder::<Self>()
    }
    /// Empties the view's legal actions (the replay viewer offers none).
    fn clear_legal(v: &mut Self::View);
    fn status() -> AnyView;
    fn felt() -> AnyView;
    /// The live table's summaries and ending, under the felt.
    fn endings() -> AnyView;
    /// The replay viewer's panel of the hand scored by the step shown (none by default).
    fn replay_scored() -> AnyView {
        ().into_any()
    }
    /// The names of the game's suits, as its cards give them (`CardDraw::every_suit`): the
    /// list of keys says which key goes to which (none for a game without suits).
    fn suits() -> Vec<String> {
        Vec::new()
    }

    /// The table body's class: "table-body" and the game's id.
    fn class() -> String {
        format!("table-body {}", Self::INFO.id)
    }

    /// The live table's body.
    fn body() -> AnyView {
        Self::playing(
            TableCtx::<Self>::live(Self::placeholder, Self::clear_legal),
            true,
        )
    }

    /// A guest's table: the view the host sent, moves sent to the host (the host's refusals
    /// are shown by the guest's page).
    fn guest() -> AnyView {
        Self::playing(TableCtx::<Self>::guest(Self::placeholder), false)
    }

    /// A table being played at (`ctx`): status, a refused action's message when `refused`,
    /// the felt, the summaries and the ending.
    fn playing(ctx: TableCtx<Self>, refused: bool) -> AnyView {
        provide_context(ctx);
        view! {
            <div class=Self::class()>
                {Self::status()}
                {refused.then(|| view! { <RefusedMessage /> })}
                {Self::felt()}
                {Self::endings()}
            </div>
        }
        .into_any()
    }

    /// The replay viewer's table at the step shown.
    fn replay() -> AnyView {
        let ctx = TableCtx::<Self>::replay(Self::placeholder, Self::clear_legal);
        provide_context(ctx);
        view! {
            <div class=Self::class()>
                {Self::status()}
                {Self::replay_scored()}
                {Self::felt()}
            </div>
        }
        .into_any()
    }

    /// Sends an action for the seat being shown.
    fn act(action: Self::Action) {
        act::<Self>(action)
    }
}

/// The registry entry of game `G`'s table: the parts of it a coach points at, and the game's
/// name and line on the hub (`words`).
pub const fn ui_game<G: GameUi>(
    coach: &'static [(&'static str, &'static str)],
    words: (crate::ui::model::lang::Msg, crate::ui::model::lang::Msg),
) -> UiGame {
    UiGame {
        id: G::INFO.id,
        coach,
        name: words.0,
        tagline: words.1,
    }
}

/// Game `G`'s live table and replay table (see [`super::GameTable`]).
pub const fn game_tables<G: GameUi>() -> super::GameTable {
    super::GameTable {
        id: G::INFO.id,
        body: G::body,
        replay: G::replay,
        guest: G::guest,
        suits: G::suits,
    }
}

/// The replay viewer's panel of what the step shown scored (`last` reads it from the game):
/// `title` over `table`.
pub fn replay_summary<G: GameUi, R>(
    last: fn(&G) -> Option<R>,
    title: fn(&R) -> String,
    table: fn(&R, &TableCtx<G>) -> AnyView,
) -> AnyView
where
    R: Clone + PartialEq + Send + Sync + 'static,
{
    let ctx = expect_context::<TableCtx<G>>();
    let scored = replay_scored::<G, R>(last);
    (move || {
        scored.get().map(|r| {
            view! {
                <section class="panel summary inline-summary" data-testid="replay-summary">
                    <h2>{title(&r)}</h2>
                    {table(&r, &ctx)}
                </section>
            }
        })
    })
    .into_any()
}
