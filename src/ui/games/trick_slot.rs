//! One seat's place in the trick on the table, shared by the trick-takers' trick areas: the
//! card (or the back of a card lying face down) with the seat's name and what the card did
//! (led, taken the trick), or an empty place marked while the seat is to play. A completed
//! trick gathers at its winner (`gather`: how many places away, as the CSS variable
//! `--to-steps`).

use crate::engine::Seat;
use leptos::prelude::*;

/// What a place in the trick shows besides the card.
pub struct SlotFacts {
    pub seat: Seat,
    pub name: String,
    pub led: bool,
    pub won: bool,
    pub mine: bool,
    /// Words after the name ("· face down").
    pub note: &'static str,
    /// Places from this seat to the winner's, once the trick is complete and gathers.
    pub gather: Option<i64>,
}

/// A place with a card: `face` is the card as the game draws it.
pub fn filled_slot(facts: SlotFacts, face: AnyView) -> AnyView {
    let style = facts
        .gather
        .map(|steps| format!("--to-steps:{steps}"))
        .unwrap_or_default();
    view! {
        <div
            class="slot"
            class:winner=facts.won
            class:led=facts.led
            class:mine=facts.mine
            data-seat=facts.seat.index().to_string()
            style=style
        >
            {face}
            <span class="slot-name">
                {facts.name}
                {facts.led.then_some(" · led")}
                {facts.note}
                {facts.won.then_some(" · takes it")}
            </span>
        </div>
    }
    .into_any()
}

/// A place still empty; `waiting` while its seat is to play.
pub fn empty_slot(seat: Seat, name: String, waiting: bool) -> AnyView {
    view! {
        <div class="slot empty" class:waiting=waiting data-seat=seat.index().to_string()>
            <span class="card-space" aria-hidden="true"></span>
            <span class="slot-name">{name}</span>
        </div>
    }
    .into_any()
}
