//! The Decktet trick-takers' table: the game's decisions and the trick in the centre, the
//! hand of the seat shown, the side with the game's trump panel and the players, and the log
//! of this hand's tricks.

use super::{hand, log, players, trick, Ctx, DecktetView};
use crate::ui::model::lang::{say, Msg};
use leptos::prelude::*;

/// The felt for view `V`: `decisions` above the trick, `trump` over the players.
pub fn felt<V: DecktetView>(decisions: AnyView, trump: AnyView) -> AnyView {
    let ctx = expect_context::<Ctx<V>>();
    let seated = ctx.memo(move |v| v.seat_shown().is_some());
    view! {
        <div class="felt">
            <div class="main-col">
                <section class="center" aria-label=move || say(Msg::DecktetTableLabel)>
                    {decisions}
                    {trick::trick_area::<V>()}
                </section>
                {move || seated.get().then(hand::hand::<V>)}
            </div>
            <aside class="side players-side" aria-label=move || say(Msg::DecktetSideLabel)>
                {trump}
                {players::players::<V>()}
            </aside>
            <aside class="side log-side" aria-label=move || say(Msg::DecktetLogLabel)>
                {log::trick_log::<V>()}
            </aside>
        </div>
    }
    .into_any()
}
