//! The trick on the table of the trick-takers that lay a trick in order of play (the Decktet
//! games, Truf): which trick is shown, its caption ("Trick 3 of 8 — you take the trick"), its
//! places and the "Last trick" switch, written once. A game picks the trick's cards and
//! draws each card's face.

use super::trick_head::{trick_caption, trick_section, LastTrick, TrickFoot};
use super::trick_slot::{trick_slots, TrickSeats};
use super::{SeatView, TableCtx};
use crate::engine::{Game, Seat};
use crate::ui::model::lang::{say, say_with, Msg};
use leptos::prelude::*;

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

/// The trick area for game `G`: `shown` is the trick, `before`
/// what the area says before the tricks, `face` draws a seat's card (with whether it just
/// arrived) and the words after its name; `after` goes under the trick.
pub struct TrickArea<C, F> {
    pub shown: ShownTrick<C>,
    pub before: String,
    pub face: F,
    pub after: Option<AnyView>,
}

/// Draws the trick area at the moment (`show_last`: the switch; `has_last`: whether it shows).
pub fn trick_area<G, C, F>(
    ctx: &TableCtx<G>,
    show_last: RwSignal<bool>,
    has_last: Memo<bool>,
    area: TrickArea<C, F>,
) -> AnyView
where
    G: Game,
    G::View: SeatView,
    C: Copy,
    F: Fn(Seat, C, bool) -> (AnyView, String),
{
    let TrickArea {
        shown: d,
        before,
        face,
        after,
    } = area;
    let v = ctx.view.get_untracked();
    let name = |s: Seat| ctx.who(&v, s);
    let taken = d.winner.map(|w| {
        if ctx.me(&v) == Some(w) {
            say(Msg::TableYouTake)
        } else {
            say_with(Msg::TableTakes, &[("name", ctx.seat_value(&v, w).value())])
        }
    });
    let leading = d.plays.is_empty().then(|| {
        say_with(
            Msg::TableToLead,
            &[("name", ctx.seat_value(&v, d.leader).value())],
        )
    });
    let caption = trick_caption(d.number, d.total, taken, leading, d.playing, &before);
    let looking_back = show_last.get_untracked() && has_last.get_untracked();
    let complete = d.winner.is_some();
    let seats = TrickSeats {
        order: d.leader.clockwise(d.players).collect(),
        leader: d.leader,
        winner: d.winner,
        last_played: d.plays.last().map(|&(s, _)| s),
        to_act: d.to_act,
        playing: d.playing,
        me: ctx.me(&v),
        looking_back,
    };
    let slots = trick_slots(
        &seats,
        |seat| d.plays.iter().find(|(s, _)| *s == seat).map(|&(_, c)| c),
        name,
        face,
    );
    let last = LastTrick {
        show: show_last,
        has: has_last,
    };
    let class = format!("trick drow players-{}", seats.order.len());
    trick_section(
        caption,
        last,
        class,
        complete,
        complete && !looking_back,
        slots,
        TrickFoot {
            reason: d.reason.clone(),
            after,
        },
    )
}
