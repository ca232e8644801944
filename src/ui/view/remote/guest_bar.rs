//! The guest's top bar: the game's name, its rules, and a way back to the guest's own parlour
//! (asked first: the host's game goes on without them).

use crate::ui::model::browser::leave_table;
use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;

/// The bar over a guest's table. `game`: the game's id once the host has said it.
#[component]
pub fn GuestBar(game: Memo<Option<String>>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let asking = RwSignal::new(false);
    // The game's name in the page's language (the app's until the host has said it).
    let game_name = move || {
        game.get()
            .filter(|id| crate::registry::info(id).is_some())
            .map_or_else(
                || say(Msg::HubTitle),
                |id| crate::ui::view::games::game_name(&id),
            )
    };
    let rules = move |_| {
        if let Some(info) = game
            .get_untracked()
            .and_then(|id| crate::registry::info(&id))
        {
            ctl.screens.open_rules(info.id);
        }
    };
    view! {
        <header class="topbar guest-bar">
            <button type="button" class="btn ghost" data-testid="guest-leave-ask" aria-haspopup="dialog" on:click=move |_| asking.set(true)>
                {move || say(Msg::RemoteGuestLeave)}
            </button>
            <div class="title">
                <span class="game-name">{game_name}</span>
                <span class="round-label">{move || say(Msg::RemoteGuestOnTable)}</span>
            </div>
            <div class="tools">
                {move || game.get().is_some().then(|| view! {
                    <button type="button" class="btn ghost" data-testid="guest-rules" aria-haspopup="dialog" on:click=rules>
                        {move || say(Msg::RulesButton)}
                    </button>
                })}
            </div>
        </header>
        {move || asking.get().then(|| view! {
            <section class="panel guest-leave" role="alertdialog" aria-labelledby="guest-leave-title" data-testid="guest-leave-question">
                <h2 id="guest-leave-title">{move || say(Msg::RemoteGuestLeaveTitle)}</h2>
                <p>{move || say(Msg::RemoteGuestLeaveText)}</p>
                <div class="guest-leave-buttons">
                    <button type="button" class="btn danger" data-testid="guest-leave-yes" on:click=move |_| leave_table()>
                        {move || say(Msg::RemoteGuestLeaveYes)}
                    </button>
                    <button type="button" class="btn primary" data-testid="guest-leave-no" on:click=move |_| asking.set(false)>
                        {move || say(Msg::RemoteGuestStay)}
                    </button>
                </div>
            </section>
        })}
    }
}
