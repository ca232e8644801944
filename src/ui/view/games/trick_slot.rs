//! One seat's place in the trick on the table, shared by the trick-takers' trick areas: the
//! card (or the back of a card lying face down) with the seat's name and what the card did
//! (led, taken the trick), or an empty place marked while the seat is to play. In a row of
//! cards the name has a line to itself and what the card did goes under it (see the CSS). A completed
//! trick gathers at its winner (`gather`: how many places away, as the CSS variable
//! `--to-steps`).

use crate::engine::Seat;
use crate::ui::model::lang::{say, Msg};
use leptos::prelude::*;

/// What a place in the trick shows besides the card.
pub struct SlotFacts {
    pub seat: Seat,
    pub name: String,
    pub led: bool,
    pub won: bool,
    pub mine: bool,
    /// Words after the name ("face down"), or none.
    pub note: String,
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
                <span class="who">{facts.name}</span>
                <span class="notes">
                    {facts.led.then_some(view! { <span class="note">{say(Msg::TableLed)}</span> })}
                    {(!facts.note.is_empty()).then(|| view! { <span class="note">{facts.note.clone()}</span> })}
                    {facts.won.then_some(view! { <span class="note won-note">{say(Msg::TableTakesIt)}</span> })}
                </span>
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

/// The seats of a trick in order of play and what the places need of it.
pub struct TrickSeats {
    pub order: Vec<Seat>,
    pub leader: Seat,
    pub winner: Option<Seat>,
    /// Who played the last card down (it is fresh, unless `looking_back`).
    pub last_played: Option<Seat>,
    pub to_act: Option<Seat>,
    pub playing: bool,
    /// The seat called "you".
    pub me: Option<Seat>,
    /// Whether an earlier trick is looked at again (nothing travels).
    pub looking_back: bool,
}

/// Every seat's place: `played` says what a seat put down, `face` draws it (with whether it is
/// fresh) and the words after the name; `name` names a seat.
pub fn trick_slots<C>(
    t: &TrickSeats,
    played: impl Fn(Seat) -> Option<C>,
    name: impl Fn(Seat) -> String,
    face: impl Fn(Seat, C, bool) -> (AnyView, String),
) -> AnyView {
    let winner_at = t.winner.and_then(|w| t.order.iter().position(|&s| s == w));
    t.order
        .iter()
        .enumerate()
        .map(|(i, &seat)| match played(seat) {
            Some(card) => {
                // The card just played travels in (yours from your hand below, the others'
                // from above); a complete trick gathers at its winner.
                let fresh = !t.looking_back && t.last_played == Some(seat);
                let (face, note) = face(seat, card, fresh);
                let facts = SlotFacts {
                    seat,
                    name: name(seat),
                    led: seat == t.leader,
                    won: t.winner == Some(seat),
                    mine: t.me == Some(seat),
                    note,
                    gather: winner_at
                        .filter(|_| !t.looking_back)
                        .map(|w| w as i64 - i as i64),
                };
                filled_slot(facts, face)
            }
            None => {
                let waiting = t.winner.is_none() && t.playing && t.to_act == Some(seat);
                empty_slot(seat, name(seat), waiting)
            }
        })
        .collect_view()
        .into_any()
}
