//! The trick on the table of the trick-takers that lay a trick in order of play (the Decktet
//! games, Truf): which trick is shown, its caption ("Trick 3 of 8 — you take the trick"), its
//! places and the "Last trick" switch, written once. A game picks the trick's cards in its
//! trick memo, describes each card's face there, and draws a face from its description.

use super::trick_head::{trick_caption, trick_section, LastTrick, TrickDraw};
use super::trick_slot::{draw_slot, trick_slots, Slot, TrickSeats};
use super::{SeatView, TableCtx};
use crate::engine::{Game, Seat};
use crate::ui::model::lang::{say, say_with, Msg};
use leptos::prelude::*;
use std::hash::Hash;

/// The trick shown: its cards (`C`: a card, or what a seat put down) in order of play and what
/// the caption and the places need.
#[derive(Clone, PartialEq)]
pub struct ShownTrick<C> {
    pub plays: Vec<(Seat, C)>,
    pub leader: Seat,
    pub winner: Option<Seat>,
    /// Counting from 1.
    pub number: usize,
    /// Tricks in this hand.
    pub total: usize,
    pub players: usize,
    pub to_act: Option<Seat>,
    pub playing: bool,
    /// Once complete, why it was won, in words ("Your 9 of Hearts wins the trick: the highest
    /// of the led suit, no trump played.").
    pub reason: Option<String>,
}

/// The trick area for game `G`: `shown` is the trick, `before` what the area says before the
/// tricks, `face` describes how a seat's card is drawn (with whether it just arrived) and the
/// words after its name.
pub struct TrickArea<C, F> {
    pub shown: ShownTrick<C>,
    pub before: String,
    pub face: F,
}

/// What the trick area shows, worked out inside the game's trick memo from the view `v`
/// (`looking_back`: the "Last trick" switch shows an earlier trick).
pub fn trick_draw<G, C, K, F>(
    ctx: &TableCtx<G>,
    v: &G::View,
    looking_back: bool,
    area: TrickArea<C, F>,
) -> TrickDraw<Slot<K>>
where
    G: Game,
    G::View: SeatView,
    C: Copy,
    F: Fn(Seat, C, bool) -> (K, String),
{
    let TrickArea {
        shown: d,
        before,
        face,
    } = area;
    let taken = d.winner.map(|w| {
        if ctx.me(v) == Some(w) {
            say(Msg::TableYouTake)
        } else {
            say_with(Msg::TableTakes, &[("name", ctx.seat_value(v, w).value())])
        }
    });
    let leading = d.plays.is_empty().then(|| {
        say_with(
            Msg::TableToLead,
            &[("name", ctx.seat_value(v, d.leader).value())],
        )
    });
    let complete = d.winner.is_some();
    let seats = TrickSeats {
        order: d.leader.clockwise(d.players).collect(),
        leader: d.leader,
        winner: d.winner,
        last_played: d.plays.last().map(|&(s, _)| s),
        to_act: d.to_act,
        playing: d.playing,
        me: ctx.me(v),
        looking_back,
    };
    let slots = trick_slots(
        &seats,
        |seat| d.plays.iter().find(|(s, _)| *s == seat).map(|&(_, c)| c),
        |s| ctx.who(v, s),
        face,
    );
    TrickDraw {
        caption: trick_caption(d.number, d.total, taken, leading, d.playing, &before),
        class: format!("trick drow players-{}", seats.order.len()),
        complete,
        gather: complete && !looking_back,
        slots,
        reason: d.reason,
    }
}

/// The trick area kept in the page: `data` from the game's trick memo, `face` draws a card
/// from its description, `after` goes under the trick.
pub fn trick_area<K>(
    data: Memo<Option<TrickDraw<Slot<K>>>>,
    last: LastTrick,
    face: fn(&K) -> AnyView,
    after: impl Fn() -> Option<AnyView> + Send + Sync + 'static,
) -> impl IntoView
where
    K: Clone + Eq + Hash + Send + Sync + 'static,
{
    trick_section(data, last, move |s| draw_slot(s, face), after)
}
