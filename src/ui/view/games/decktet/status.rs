//! The status line of a Decktet table: always says what happens now (or, in a replay, what
//! happens next). Each game words its own decisions; the tricks and the end are worded here.

use super::{Ctx, DecktetView};
use crate::mechanics::decktet_tricks as rules;
use leptos::prelude::*;

/// Who acts, as the status line names them: with the bot level at the live table.
pub fn who_acts<V: DecktetView>(v: &V, ctx: &Ctx<V>) -> Option<String> {
    Some(ctx.acting(v.to_act()?))
}

pub use crate::ui::view::games::status_line::elsewhere;

/// Whether the person at the live table is to act.
pub fn mine<V: DecktetView>(v: &V, ctx: &Ctx<V>) -> bool {
    ctx.live && v.my_turn() && ctx.me(v).is_some()
}

/// The end of the match.
pub fn game_over_text<V: DecktetView>(v: &V, ctx: &Ctx<V>) -> String {
    ctx.game_over_text(v, v.winners())
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

/// What the status line says: the bids, the tricks and the end as every Decktet table words
/// them; the game's own decisions as `own` words them (for the seat acting, `who`, with
/// whether it is the person at the live table: `mine`).
pub fn status_text<V: DecktetView>(
    v: &V,
    ctx: &Ctx<V>,
    own: fn(&V, &Ctx<V>, bool, &str) -> String,
) -> String {
    let Some(who) = who_acts(v, ctx) else {
        return game_over_text(v, ctx);
    };
    let mine = mine(v, ctx);
    if v.bidding_now() {
        ctx.decision(
            mine,
            "Your bid: how many tricks will you take?",
            format!("{who} is bidding…"),
            format!("{who} bids."),
        )
    } else if v.playing() {
        play_text(v, ctx)
    } else if v.game_over() {
        "The game is over.".into()
    } else {
        own(v, ctx, mine, &who)
    }
}

/// The status line, worded by `own` for the game's own decisions (see [`status_text`]).
pub fn status_line<V: DecktetView>(own: fn(&V, &Ctx<V>, bool, &str) -> String) -> impl IntoView {
    crate::ui::view::games::status_line::status_line::<V::Game>(
        move |v, ctx| status_text(v, ctx, own),
        V::my_turn,
    )
}
