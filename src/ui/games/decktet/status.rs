//! The status line of a Decktet table: always says what happens now (or, in a replay, what
//! happens next). Each game words its own decisions; the tricks and the end are worded here.

use super::{Ctx, DecktetView};
use crate::mechanics::decktet_tricks as rules;
use leptos::prelude::*;

/// Who acts, as the status line names them: with the bot level at the live table.
pub fn who_acts<V: DecktetView>(v: &V, ctx: &Ctx<V>) -> Option<String> {
    let to_act = v.to_act()?;
    Some(if ctx.live {
        ctx.label(to_act)
    } else {
        ctx.name(to_act)
    })
}

pub use crate::ui::words::elsewhere;

/// Whether the person at the live table is to act.
pub fn mine<V: DecktetView>(v: &V, ctx: &Ctx<V>) -> bool {
    ctx.live && v.my_turn() && ctx.me(v).is_some()
}

/// The end of the match.
pub fn game_over_text<V: DecktetView>(v: &V, ctx: &Ctx<V>) -> String {
    let winners = v.winners();
    let names: Vec<String> = winners.iter().map(|&s| ctx.name(s)).collect();
    let you_won = winners.len() == 1 && ctx.me(v) == winners.first().copied();
    crate::ui::words::game_over_sentence(&names, you_won)
}

/// The tricks: who took the last one, and what the seat to play must do.
pub fn play_text<V: DecktetView>(v: &V, ctx: &Ctx<V>) -> String {
    let who = who_acts(v, ctx).unwrap_or_default();
    let trick = v.trick();
    let n = v.tricks().len() + 1;
    let total = v.tricks_in_hand();
    let just = trick
        .plays
        .is_empty()
        .then(|| v.tricks().last())
        .flatten()
        .map(|t| format!("{} took the trick. ", ctx.who(v, t.winner)))
        .unwrap_or_default();
    if !mine(v, ctx) {
        return format!(
            "{just}{}",
            elsewhere(
                ctx.live,
                format!("{who} is playing…"),
                format!("{who} plays.")
            )
        );
    }
    match rules::led_card(&trick.plays) {
        None if trick.plays.is_empty() => format!("{just}Your lead: trick {n} of {total}."),
        None => "Your turn: the Excuse was led, so your card sets what must be followed.".into(),
        Some(led) => {
            let can = v.my_hand().iter().any(|&c| rules::follows(led, c));
            let suits: Vec<String> = led
                .suits()
                .iter()
                .map(|s| format!("{} {}", s.symbol(), s.name()))
                .collect();
            if can {
                format!(
                    "Your turn: follow {} with a card of {}.",
                    led.name(),
                    suits.join(" or ")
                )
            } else {
                format!(
                    "Your turn: you have nothing of {}, so any card may be played.",
                    suits.join(" or ")
                )
            }
        }
    }
}

/// The status line, worded by `text`.
pub fn status_line<V: DecktetView>(text: fn(&V, &Ctx<V>) -> String) -> impl IntoView {
    let ctx = expect_context::<Ctx<V>>();
    let words = Memo::new(move |_| ctx.view.with(|v| text(v, &ctx)));
    let turn = Memo::new(move |_| ctx.view.with(|v| ctx.live && v.my_turn()));
    view! {
        <p class="status" class:my-turn=move || turn.get() data-testid="status" role="status" aria-live="polite">
            {move || words.get()}
        </p>
    }
}
