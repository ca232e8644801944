//! The UI registry: each game's own table components, found by the game's id. The shell
//! (hub, set-up, table frame, replay viewer, history, statistics) is written once; a game adds
//! its folder here, with its [`UiGame`] as `UI` in its `mod.rs`; [`UI_GAMES`] follows the
//! rules crate's list of the games ([`trumps_rules::for_each_game`]).

pub mod ace_trump;
pub mod body;
pub mod card_shell;
pub mod decktet;
pub mod game_over;
pub mod hand_cards;
pub mod hand_frame;
pub mod hand_summary;
pub mod motion;
pub mod player_head;
pub mod ransom_trump;
pub mod review_button;
pub mod status_line;
pub mod suit_icon;
mod table_ctx;
pub mod top_trumps;
pub mod trick_head;
pub mod trick_slot;
pub mod trick_table;
pub mod truf;
pub mod what_trump;

pub use body::{game_tables, ui_game, GameUi};
pub use table_ctx::{act, bot_level, bot_level_name, GuestFeed, SeatView, TableCtx};

/// What a game's table module declares for its parts: `UI`, its entry in the UI registry
/// (its own part of the set-up); `TableCtx`, the shell's context for
/// the game's view; `act`, sending an action for the seat being shown; the view's seat
/// (`seat_shown`); and the game's [`GameUi`]: its status line
/// (`status::StatusLine`), the replay viewer's view with no action offered (the view's
/// `legal` emptied), and the game's own `items`.
macro_rules! game_table {
    // No set-up of its own, unless the game says otherwise.
    ($game:ty, $view:ty, seat_shown: |$v:ident| $seat:expr, { $($items:tt)* }) => {
        $crate::ui::view::games::game_table!(
            $game, $view,
            seat_shown: |$v| $seat,
            setup: None,
            { $($items)* }
        );
    };
    (
        $game:ty, $view:ty,
        seat_shown: |$v:ident| $seat:expr,
        setup: $setup:expr,
        { $($items:tt)* }
    ) => {
        /// The game in the UI registry (with the parts of its table a lesson's coach points
        /// at, `COACH_PARTS`, and its name and its line on the hub, `WORDS`, which the game's
        /// module gives).
        pub const UI: $crate::ui::view::games::UiGame =
            $crate::ui::view::games::ui_game::<$game>(COACH_PARTS, WORDS);

        /// The game's own part of the set-up, in the list only the set-up's part reads
        /// ([`crate::ui::view::games::SETUPS`]).
        pub const SETUP: $crate::ui::view::games::GameSetup = $crate::ui::view::games::GameSetup {
            id: <$game as $crate::engine::Game>::INFO.id,
            part: $setup,
        };

        /// The game's live table and replay table, in the list only the screens fetched
        /// after the hub read ([`crate::ui::view::games::TABLES`]).
        pub const TABLE: $crate::ui::view::games::GameTable = $crate::ui::view::games::game_tables::<$game>();

        /// What the table parts share (the shell's context, for this game's view).
        pub type TableCtx = $crate::ui::view::games::TableCtx<$game>;

        /// Sends an action for the seat being shown.
        pub fn act(action: <$game as $crate::engine::Game>::Action) {
            <$game as $crate::ui::view::games::GameUi>::act(action)
        }

        impl $crate::ui::view::games::SeatView for $view {
            fn seat_shown(&self) -> Option<$crate::engine::Seat> {
                let $v = self;
                $seat
            }
        }

        impl $crate::ui::view::games::GameUi for $game {
            fn clear_legal(v: &mut $view) {
                v.legal.clear()
            }
            fn status() -> ::leptos::prelude::AnyView {
                ::leptos::prelude::IntoAny::into_any(::leptos::view! { <status::StatusLine /> })
            }
            $($items)*
        }
    };
}
pub(crate) use game_table;

use crate::ui::stores::play::Play;
use crate::ui::stores::viewer::Viewer;
use leptos::prelude::*;

/// What the shell needs of a game's UI.
pub struct UiGame {
    /// The game's id in the rules registry.
    pub id: &'static str,
    /// The parts of the table a lesson's coach points at: (the coach's target id, a CSS
    /// selector of the part within the table), a target with several parts listed for each.
    /// See `trumps_rules::lessons::Target` for the ids.
    pub coach: &'static [(&'static str, &'static str)],
    /// The game's name in the reader's language ("Was sticht?").
    pub name: crate::ui::model::lang::Msg,
    /// The game's line on the hub.
    pub tagline: crate::ui::model::lang::Msg,
}

/// Each game's `UI`, for the games [`trumps_rules::for_each_game`] passes.
macro_rules! ui_games {
    ($($module:ident: $ty:ident),* $(,)?) => {
        &[$($module::UI),*]
    };
}

/// A game's own part of the set-up: apart from [`UiGame`], because the hub reads that list.
/// Only the set-up's body reads this one, and it is a part fetched after the hub
/// (`crate::ui::view::setup_part`).
pub struct GameSetup {
    /// The game's id in the rules registry.
    pub id: &'static str,
    /// Drawn under the shared option form (a pack chooser), if the game has one.
    pub part: Option<fn() -> AnyView>,
}

/// Each game's `SETUP`, for the games [`trumps_rules::for_each_game`] passes.
macro_rules! game_setup_list {
    ($($module:ident: $ty:ident),* $(,)?) => {
        &[$($module::SETUP),*]
    };
}

/// Every game's own part of the set-up (read only by the set-up's part).
pub static SETUPS: &[GameSetup] = trumps_rules::for_each_game!(game_setup_list);

/// Game `id`'s own part of the set-up, if it has one.
pub fn setup_for(id: &str) -> Option<fn() -> AnyView> {
    SETUPS.iter().find(|s| s.id == id).and_then(|s| s.part)
}

/// A game's tables: apart from [`UiGame`], because the hub and the set-up read that list.
/// Only the table and the replay viewer read this one, and they are fetched after the hub
/// (`crate::ui::view::parts`): a function named in a list the hub reads would stay in the first
/// part of the app, with everything it calls.
pub struct GameTable {
    /// The game's id in the rules registry.
    pub id: &'static str,
    /// The live table under the shell's top bar and pass-the-device cover: status, table,
    /// summaries, the end of the game.
    pub body: fn() -> AnyView,
    /// The replay viewer's table at the step shown (under the shell's controls and caption).
    pub replay: fn() -> AnyView,
    /// A guest's table: the view its host sent (`crate::ui::view::remote`).
    pub guest: fn() -> AnyView,
    /// The names of the game's suits (see [`GameUi::suits`]).
    pub suits: fn() -> Vec<String>,
}

/// Each game's `TABLE`, for the games [`trumps_rules::for_each_game`] passes.
macro_rules! game_table_list {
    ($($module:ident: $ty:ident),* $(,)?) => {
        &[$($module::TABLE),*]
    };
}

/// Every game's tables, in the list's order (read only by the screens fetched after the hub).
pub static TABLES: &[GameTable] = trumps_rules::for_each_game!(game_table_list);

/// The tables of game `id`.
pub fn tables_for(id: &str) -> Option<&'static GameTable> {
    TABLES.iter().find(|t| t.id == id)
}

/// Every game's UI, in the list's order.
pub static UI_GAMES: &[UiGame] = trumps_rules::for_each_game!(ui_games);

pub fn ui_for(id: &str) -> Option<&'static UiGame> {
    UI_GAMES.iter().find(|u| u.id == id)
}

/// Game `id`'s name in the page's language (*Was sticht?* in German); the registry's English
/// name for a game without a table here. Read in a view, it follows the language.
pub fn game_name(id: &str) -> String {
    match ui_for(id) {
        Some(ui) => crate::ui::model::lang::say(ui.name),
        None => crate::registry::info(id).map_or_else(String::new, |i| i.name.to_string()),
    }
}

/// `Ok` if the app has a table for game `id`; else the message to show.
pub fn check_table(id: &str) -> Result<(), String> {
    if ui_for(id).is_some() {
        return Ok(());
    }
    let name = game_name(id);
    use crate::ui::model::lang::{say_with, Msg, Value};
    Err(say_with(Msg::TableNoTable, &[("game", Value::Text(&name))]))
}

// ───── What every game's table body needs from the shell ─────

use crate::engine::Game;
use crate::ui::model::seats::SeatInfo;

/// An observer's view of a new game with the default options: what a table shows for an
/// instant while no game of `G` is loaded (no cards of anyone's).
pub fn observer_placeholder<G: Game>() -> G::View {
    match G::new(&G::Options::default(), 0) {
        Ok(g) => g.view(crate::engine::Viewpoint::Observer),
        Err(e) => unreachable!("default options are valid: {e}"),
    }
}

/// The live table's view for the seat on screen (`placeholder` while no game of `G` is loaded).
/// A seat a bot plays offers no action (`clear_legal` empties them): at a table of bots only,
/// the seat shown is a bot's, and a person watching must not play its cards for it.
pub fn live_view<G: Game>(
    placeholder: fn() -> G::View,
    clear_legal: fn(&mut G::View),
) -> Memo<G::View> {
    let play = expect_context::<Play>();
    Memo::new(move |_| {
        play.session
            .with(|s| {
                s.as_ref().and_then(|s| {
                    let viewpoint = s.viewpoint();
                    let mut v = s.game_as::<G>()?.view(viewpoint);
                    if matches!(viewpoint, crate::engine::Viewpoint::Seat(seat) if !s.is_human(seat)) {
                        clear_legal(&mut v);
                    }
                    Some(v)
                })
            })
            .unwrap_or_else(placeholder)
    })
}

/// The replay viewer's view at the step shown, with no action offered (`clear_legal` empties
/// the view's legal actions).
pub fn replay_view<G: Game>(
    placeholder: fn() -> G::View,
    clear_legal: fn(&mut G::View),
) -> Memo<G::View> {
    let viewer = expect_context::<Viewer>();
    Memo::new(move |_| {
        viewer
            .replay
            .with(|r| {
                r.as_ref().and_then(|r| {
                    r.stepper.view_as::<G>(r.step, r.viewpoint).map(|mut v| {
                        clear_legal(&mut v);
                        v
                    })
                })
            })
            .unwrap_or_else(placeholder)
    })
}

/// The seats' names and bot levels, at the live table or in the replay viewer.
pub fn seat_infos(live: bool) -> Memo<Vec<SeatInfo>> {
    let play = expect_context::<Play>();
    let viewer = expect_context::<Viewer>();
    Memo::new(move |_| {
        if live {
            play.session
                .with(|s| s.as_ref().map(|s| s.seat_infos()))
                .unwrap_or_default()
        } else {
            viewer
                .replay
                .with(|r| r.as_ref().map(|r| r.seat_infos()))
                .unwrap_or_default()
        }
    })
}

/// What the hand scored by the step shown in the replay viewer gave (`last` reads it from the
/// game), or `None` when the step scored nothing.
pub fn replay_scored<G: Game, R>(last: fn(&G) -> Option<R>) -> Memo<Option<R>>
where
    R: Clone + PartialEq + Send + Sync + 'static,
{
    let viewer = expect_context::<Viewer>();
    Memo::new(move |_| {
        viewer.replay.with(|r| {
            r.as_ref()
                .filter(|r| r.stepper.scored_at(r.step))
                .and_then(|r| r.stepper.state_as::<G>(r.step))
                .and_then(last)
        })
    })
}

/// Why the last action was refused, with "OK" to dismiss it.
#[component]
pub fn RefusedMessage() -> impl IntoView {
    let play = expect_context::<Play>();
    let message = Memo::new(move |_| {
        play.session
            .with(|s| s.as_ref().and_then(|s| s.message.clone()))
    });
    move || {
        message.get().map(|m| {
            view! {
                <div class="message" role="alert">
                    <span>{m}</span>
                    <button type="button" class="btn small" on:click=move |_| play.dismiss_message()>
                        {move || crate::ui::model::lang::say(crate::ui::model::lang::Msg::StorageOk)}
                    </button>
                </div>
            }
        })
    }
}
