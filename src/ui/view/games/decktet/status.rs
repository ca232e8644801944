//! The status line of a Decktet table: always says what happens now (or, in a replay, what
//! happens next). Each game words its own decisions; the tricks and the end are worded here.

use super::words::{card_name, is_you, or_list, suit_name};
use super::{Ctx, DecktetView};
use crate::engine::Seat;
use crate::mechanics::decktet_tricks as rules;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use leptos::prelude::*;

/// Who acts, as the status line names them: with the bot level at the live table.
pub fn who_acts<V: DecktetView>(v: &V, ctx: &Ctx<V>) -> Option<String> {
    Some(ctx.acting(v.to_act()?))
}

pub use crate::ui::view::games::status_line::elsewhere;

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
        .map(|t| format!("{} ", took_trick(v, ctx, t.winner)))
        .unwrap_or_default();
    if !ctx.persons_turn(v) {
        let who = [("who", Value::Text(&who))];
        return format!(
            "{just}{}",
            elsewhere(
                ctx.live,
                say_with(Msg::DecktetIsPlaying, &who),
                say_with(Msg::DecktetPlays, &who)
            )
        );
    }
    match rules::led_card(&trick.plays) {
        None if trick.plays.is_empty() => {
            let lead = say_with(
                Msg::DecktetYourLead,
                &[
                    ("n", Value::Number(n as f64)),
                    ("total", Value::Number(total as f64)),
                ],
            );
            format!("{just}{lead}")
        }
        None => say(Msg::DecktetExcuseLed),
        Some(led) => {
            let can = v.my_hand().iter().any(|&c| rules::follows(led, c));
            let suits: Vec<String> = led
                .suits()
                .iter()
                .map(|&s| format!("{} {}", s.symbol(), suit_name(s)))
                .collect();
            let suits = or_list(&suits);
            if can {
                say_with(
                    Msg::DecktetFollow,
                    &[
                        ("card", Value::Text(&card_name(led))),
                        ("suits", Value::Text(&suits)),
                    ],
                )
            } else {
                say_with(Msg::DecktetNothingOf, &[("suits", Value::Text(&suits))])
            }
        }
    }
}

/// "Ann took the trick.", "You took the trick."
fn took_trick<V: DecktetView>(v: &V, ctx: &Ctx<V>, winner: Seat) -> String {
    if is_you(ctx, v, winner) {
        say(Msg::DecktetYouTookTrick)
    } else {
        let who = ctx.name(winner);
        say_with(Msg::DecktetTookTrick, &[("who", Value::Text(&who))])
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
    let mine = ctx.persons_turn(v);
    if v.bidding_now() {
        let who = [("who", Value::Text(&who))];
        ctx.decision(
            mine,
            say(Msg::DecktetBidTitle),
            say_with(Msg::DecktetIsBidding, &who),
            say_with(Msg::DecktetBids, &who),
        )
    } else if v.playing() {
        play_text(v, ctx)
    } else if v.game_over() {
        say(Msg::DecktetGameOver)
    } else {
        own(v, ctx, mine, &who)
    }
}

/// The status line, worded by `own` for the game's own decisions (see [`status_text`]).
pub fn status_line<V: DecktetView>(own: fn(&V, &Ctx<V>, bool, &str) -> String) -> impl IntoView {
    crate::ui::view::games::status_line::status_line::<V::Game>(move |v, ctx| {
        status_text(v, ctx, own)
    })
}
