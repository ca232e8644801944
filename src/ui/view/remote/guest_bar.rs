//! The guest's top bar: the game's name, its rules, and a way back to the guest's own parlour
//! (asked first: the host's game goes on without them).

use crate::ui::model::browser::leave_table;
use crate::ui::stores::ctl::Ctl;
use leptos::prelude::*;

/// The bar over a guest's table. `game`: the game's id once the host has said it.
#[component]
pub fn GuestBar(game: Memo<Option<String>>) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let asking = RwSignal::new(false);
    let game_name = Memo::new(move |_| {
        game.get()
            .and_then(|id| crate::registry::info(&id).map(|i| i.name))
            .unwrap_or("Trumps")
    });
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
                "← Leave"
            </button>
            <div class="title">
                <span class="game-name">{move || game_name.get()}</span>
                <span class="round-label">"On the host's table"</span>
            </div>
            <div class="tools">
                {move || game.get().is_some().then(|| view! {
                    <button type="button" class="btn ghost" data-testid="guest-rules" aria-haspopup="dialog" on:click=rules>
                        "Rules"
                    </button>
                })}
            </div>
        </header>
        {move || asking.get().then(|| view! {
            <section class="panel guest-leave" role="alertdialog" aria-labelledby="guest-leave-title" data-testid="guest-leave-question">
                <h2 id="guest-leave-title">"Leave the host's table?"</h2>
                <p>"The game goes on there without you: the host may let a bot play for you. To come back, ask the host for a new invitation."</p>
                <div class="guest-leave-buttons">
                    <button type="button" class="btn danger" data-testid="guest-leave-yes" on:click=move |_| leave_table()>
                        "Leave the table"
                    </button>
                    <button type="button" class="btn primary" data-testid="guest-leave-no" on:click=move |_| asking.set(false)>
                        "Stay"
                    </button>
                </div>
            </section>
        })}
    }
}
