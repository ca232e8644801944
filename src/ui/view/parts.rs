//! The screens fetched after the hub: the table and the replay viewer, with every game's own
//! table. The release build cuts the app's wasm in two (`scripts/wasm-split.mjs`): the hub,
//! the set-up and everything they call load first, and what only [`screens`] reaches becomes
//! a part fetched on its own. [`Parts::fetch_ahead`] asks for it once the hub is up, so a game opens
//! at once; the service worker keeps it for offline play like every other file.
//!
//! The part also holds the games' rules: the first part reaches them only through
//! [`Screens::rules`] (see [`crate::ui::stores::with_rules`]).
//!
//! Off the web (the native tests) [`screens`] is an ordinary call.

use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::Screen;
use crate::ui::stores::with_rules;
use crate::ui::stores::with_rules::{Rules, RULES};
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use std::cell::Cell;

/// The screens in the part fetched after the hub.
pub struct Screens {
    /// The table's frame and the game's table ([`crate::ui::view::table::Table`]).
    pub table: fn() -> AnyView,
    /// The replay viewer ([`crate::ui::view::records::viewer::ReplayScreen`]).
    pub replay: fn() -> AnyView,
    /// What needs the games' rules.
    pub rules: &'static Rules,
    /// The hub's panels under the list of games: finished games, records and shared deals,
    /// statistics, settings. Below the first screen, so they come with the part.
    pub hub_panels: fn() -> AnyView,
    /// The dialogs over any screen that only the part opens: sharing a deal, and the offer of
    /// a shared deal from the page's link (read with the games' rules).
    pub dialogs: fn() -> AnyView,
}

fn table_screen() -> AnyView {
    view! { <crate::ui::view::table::Table /> }.into_any()
}

fn hub_panels() -> AnyView {
    use crate::ui::view::records::history_panel::HistoryPanel;
    use crate::ui::view::records::import::ImportPanel;
    use crate::ui::view::settings_panel::SettingsPanel;
    use crate::ui::view::stats_panel::StatsPanel;
    view! {
        <HistoryPanel />
        <ImportPanel />
        <StatsPanel />
        <SettingsPanel />
    }
    .into_any()
}

fn dialogs() -> AnyView {
    use crate::ui::view::records::share::{DealOffer, ShareDialog};
    view! {
        <ShareDialog />
        <DealOffer />
    }
    .into_any()
}

fn replay_screen() -> AnyView {
    view! { <crate::ui::view::records::viewer::ReplayScreen /> }.into_any()
}

/// The split point: the screens, once their part is fetched and started. Nothing else may
/// name `Table`, `ReplayScreen` or `games::TABLES`, or they stay in the first part.
#[allow(improper_ctypes_definitions)]
#[wasm_split(
    screens,
    wasm_split_path = ::leptos::wasm_split,
    preload(fetch_screens),
    fallible
)]
fn screens() -> Result<&'static Screens, SplitLoaderError> {
    static SCREENS: Screens = Screens {
        table: table_screen,
        replay: replay_screen,
        rules: &RULES,
        hub_panels,
        dialogs,
    };
    Ok(&SCREENS)
}

#[derive(Clone, Copy)]
enum Load {
    /// Not asked for yet.
    Idle,
    Loading,
    Ready(&'static Screens),
    /// The last attempt failed (another may be made).
    Failed,
}

/// Where the screens' part stands (with the screens once it is in).
#[derive(Clone, Copy)]
pub struct Parts {
    load: RwSignal<Load>,
    ctl: crate::ui::stores::ctl::Ctl,
}

thread_local! {
    /// The app's one [`Parts`], for [`fetch`].
    static PARTS: Cell<Option<Parts>> = const { Cell::new(None) };
}

/// Puts [`Parts`] in the context (the root does it once), and gives it.
pub fn provide(ctl: crate::ui::stores::ctl::Ctl) -> Parts {
    let parts = Parts {
        load: RwSignal::new(Load::Idle),
        ctl,
    };
    provide_context(parts);
    PARTS.with(|p| p.set(Some(parts)));
    with_rules::fetch_with(fetch);
    parts
}

/// Fetches the part unless it is in or on its way (for a request that needs the games'
/// rules: [`with_rules::with_rules`]).
pub fn fetch() {
    if let Some(parts) = PARTS.with(Cell::get) {
        parts.start();
    }
}

impl Parts {
    /// Fetches the screens' part now, so the first game opens at once (the root calls it once
    /// the hub is up).
    pub fn fetch_ahead(self) {
        // Only if nothing asked for it yet: after a failed fetch, the player's Try again (or
        // a request) fetches it again, not a timer.
        if matches!(self.load.get_untracked(), Load::Idle) {
            self.start();
        }
    }

    /// Fetches the screens' part unless it is in or on its way (a failed fetch is tried again).
    fn start(self) {
        if matches!(self.load.get_untracked(), Load::Loading | Load::Ready(_)) {
            return;
        }
        self.load.set(Load::Loading);
        leptos::task::spawn_local(async move {
            let part = screens().await;
            // The part's words come with it (crate::ui::model::lang::rest).
            let words = crate::ui::stores::language::rest().await;
            match part
                .map_err(|_| ())
                .and_then(|p| words.map(|()| p).map_err(|_| ()))
            {
                Ok(screens) => {
                    // What waited for the rules (the game left open) is done before the
                    // screens draw it.
                    with_rules::arrived(screens.rules);
                    self.ctl.screens.leave_empty_screen();
                    self.load.set(Load::Ready(screens));
                }
                Err(_) => {
                    self.load.set(Load::Failed);
                    if with_rules::asked(self.ctl.screens)
                        && self.ctl.screens.screen.get_untracked() == Screen::Hub
                    {
                        self.ctl
                            .notice
                            .set(Some(rules_failed(crate::ui::model::browser::offline())));
                    }
                }
            }
        });
    }
}

/// A request from the hub that needs the games' rules could not be done: their part could not
/// be fetched. The request is kept and done once the part comes (the next request fetches it
/// again).
fn rules_failed(offline: bool) -> String {
    say(if offline {
        Msg::PartRulesOffline
    } else {
        Msg::PartRulesDropped
    })
}

/// Which screen is asked for: its words while it comes or if it cannot.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Which {
    Table,
    Replay,
}

impl Which {
    fn pick(self, screens: &Screens) -> fn() -> AnyView {
        match self {
            Which::Table => screens.table,
            Which::Replay => screens.replay,
        }
    }

    fn opening(self) -> String {
        say(match self {
            Which::Table => Msg::PartOpeningTable,
            Which::Replay => Msg::PartOpeningReplay,
        })
    }

    /// Why it could not open, and what to do (`kept`: unfinished games are saved here).
    fn failed(self, offline: bool, kept: bool) -> String {
        let what = say(match self {
            Which::Table => Msg::PartTheTable,
            Which::Replay => Msg::PartTheReplay,
        });
        let msg = if offline {
            Msg::PartFailedOffline
        } else {
            Msg::PartFailedDropped
        };
        let kept = if kept {
            say(Msg::PartKept)
        } else {
            String::new()
        };
        say_with(
            msg,
            &[("what", Value::Text(&what)), ("kept", Value::Text(&kept))],
        )
    }
}

/// One of the [`Screens`]: drawn at once when its part is in, else fetched, with a line while
/// it comes and, if it cannot come, why, with *Try again*.
pub fn screen(which: Which) -> impl IntoView {
    let parts = expect_context::<Parts>();
    parts.start();
    move || match parts.load.get() {
        Load::Ready(screens) => which.pick(screens)(),
        Load::Failed => view! { <LoadFailed parts=parts which=which /> }.into_any(),
        Load::Idle | Load::Loading => view! {
            <p class="empty-screen part-loading" data-testid="part-loading" role="status">
                {move || which.opening()}
            </p>
        }
        .into_any(),
    }
}

/// The hub's panels below the list of games, once the part is in (nothing until then: they
/// are below the first screen, and the part is fetched as soon as the hub is up).
#[component]
pub fn HubPanels() -> impl IntoView {
    let parts = expect_context::<Parts>();
    move || {
        match parts.load.get() {
        Load::Ready(screens) => (screens.hub_panels)(),
        Load::Failed => view! {
            <section class="panel part-failed-panels" data-testid="panels-failed" role="status">
                <p>{panels_failed(crate::ui::model::browser::offline())}</p>
                <button type="button" class="btn" on:click=move |_| parts.start()>{move || say(Msg::PartTryAgain)}</button>
            </section>
        }
        .into_any(),
        Load::Idle | Load::Loading => ().into_any(),
    }
    }
}

/// The part's dialogs over any screen ([`Screens::dialogs`]), once the part is in. A shared
/// deal's link (`?deal=`) is read with the games' rules: until they are in, its offer's frame
/// says it is opening (so no other game is started under it), or why it cannot, with *Try
/// again* and *Not now*.
#[component]
pub fn PartDialogs() -> impl IntoView {
    let parts = expect_context::<Parts>();
    let deal_waiting = RwSignal::new(crate::ui::model::browser::query_param("deal").is_some());
    move || match parts.load.get() {
        Load::Ready(screens) => (screens.dialogs)(),
        Load::Failed if deal_waiting.get() => deal_frame(parts, deal_waiting, true),
        Load::Idle | Load::Loading if deal_waiting.get() => deal_frame(parts, deal_waiting, false),
        _ => ().into_any(),
    }
}

/// The shared deal's offer while the part it needs comes (`failed`: it could not).
fn deal_frame(parts: Parts, waiting: RwSignal<bool>, failed: bool) -> AnyView {
    let not_now = NodeRef::<leptos::html::Button>::new();
    crate::ui::view::widgets::focus_on_mount(not_now);
    let decline = move || {
        crate::ui::model::browser::clear_query();
        waiting.set(false);
    };
    crate::ui::view::widgets::close_on_escape(decline);
    let words = if failed {
        rules_failed(crate::ui::model::browser::offline())
    } else {
        say(Msg::PartOpeningDeal)
    };
    view! {
        <div class="modal-backdrop above-cover">
            <div class="modal deal-offer" role="dialog" aria-modal="true" aria-labelledby="offer-title" data-testid="deal-offer-waiting">
                <h2 id="offer-title">{move || say(Msg::PartDealTitle)}</h2>
                <p role=if failed { "alert" } else { "status" }>{words}</p>
                <div class="modal-actions">
                    {failed.then(|| view! {
                        <button type="button" class="btn primary" data-testid="deal-offer-retry" on:click=move |_| parts.start()>{move || say(Msg::PartTryAgain)}</button>
                    })}
                    <button type="button" class="btn" node_ref=not_now data-testid="deal-offer-cancel" on:click=move |_| decline()>
                        {move || say(Msg::PartNotNow)}
                    </button>
                </div>
            </div>
        </div>
    }
    .into_any()
}

/// The hub's lower panels could not come with the part.
fn panels_failed(offline: bool) -> String {
    let why = say(if offline {
        Msg::PartPanelsOffline
    } else {
        Msg::PartPanelsDropped
    });
    say_with(Msg::PartPanelsFailed, &[("why", Value::Text(&why))])
}

/// The part could not be fetched: why, in plain words, and what to do.
#[component]
fn LoadFailed(parts: Parts, which: Which) -> impl IntoView {
    let ctl = expect_context::<crate::ui::stores::ctl::Ctl>();
    let kept = ctl
        .keep
        .saves
        .with_untracked(|all| !crate::ui::model::saves::unfinished(all).is_empty());
    let why = which.failed(crate::ui::model::browser::offline(), kept);
    view! {
        <div class="empty-screen part-failed" data-testid="part-failed" role="alert">
            <p>{why}</p>
            <p class="part-failed-buttons">
                <button type="button" class="btn primary" data-testid="part-retry" on:click=move |_| parts.start()>
                    {move || say(Msg::PartTryAgain)}
                </button>
                <button type="button" class="btn" on:click=move |_| ctl.screens.show(crate::ui::stores::ctl::Screen::Hub)>
                    {move || say(Msg::BackToHub)}
                </button>
            </p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_say_what_could_not_open_and_what_to_do() {
        assert_eq!(
            Which::Table.failed(true, true),
            "The table could not open: this device is offline and has not saved this part of the app yet. Your saved games are kept on this device. Connect, then try again."
        );
        assert_eq!(
            Which::Replay.failed(false, false),
            "The replay could not open: the connection dropped while it was loading. Try again."
        );
        assert_eq!(Which::Replay.opening(), "Opening the replay…");
    }

    #[test]
    fn off_the_web_the_screens_are_an_ordinary_call() {
        // Off the web the call is ready at its first poll: nothing is fetched.
        let mut call = std::pin::pin!(screens());
        let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
        let std::task::Poll::Ready(Ok(screens)) = std::future::Future::poll(call.as_mut(), &mut cx)
        else {
            panic!("off the web the screens are there at once")
        };
        assert_eq!(Which::Table.pick(screens) as usize, screens.table as usize);
        assert_eq!(
            Which::Replay.pick(screens) as usize,
            screens.replay as usize
        );
    }
}
