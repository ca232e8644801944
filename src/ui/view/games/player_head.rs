//! The head of a seat's row in a players' panel, written once for the games whose rows are
//! keyed: the name, what sits there (a bot and its level, a person), and the dealer's badge.

use crate::ui::model::lang::{say, Msg};
use leptos::prelude::*;

/// `who` is (name, kind) as shown; `dealer` whether the seat deals, said as `dealer_word`.
pub fn player_head(
    who: Memo<(String, String)>,
    dealer: Memo<bool>,
    dealer_word: Msg,
) -> impl IntoView {
    view! {
        <div class="player-head">
            <span class="player-name">{move || who.with(|w| w.0.clone())}</span>
            <span class="player-kind">{move || who.with(|w| w.1.clone())}</span>
            {move || dealer.get().then(|| view! { <span class="dealer-badge" title=say(dealer_word)>{say(dealer_word)}</span> })}
        </div>
    }
}
