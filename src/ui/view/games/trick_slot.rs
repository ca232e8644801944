//! One seat's place in the trick on the table, shared by the trick-takers' trick areas: the
//! card (or the back of a card lying face down) with the seat's name and what the card did
//! (led, taken the trick), or an empty place marked while the seat is to play. In a row of
//! cards the name has a line to itself and what the card did goes under it (see the CSS). A completed
//! trick gathers at its winner (`gather`: how many places away, as the CSS variable
//! `--to-steps`).
//!
//! A place is described by all it shows ([`Slot`]), and the trick's places are a list keyed by
//! that description (`trick_head::trick_section`): a place whose card, marks and turn are as
//! they were stays in the page.

use crate::engine::Seat;
use crate::ui::model::lang::{language, say, Msg};
use leptos::prelude::*;

/// What a place with a card shows besides its name; `K` is what the game draws the card from
/// (the card, the trump, whether it lies face down, whether it just arrived).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SlotCard<K> {
    pub face: K,
    pub led: bool,
    pub won: bool,
    pub mine: bool,
    /// Words after the name ("face down"), or none.
    pub note: String,
    /// Places from this seat to the winner's, once the trick is complete and gathers.
    pub gather: Option<i64>,
}

/// One seat's place: its card, or none yet (`waiting` while its seat is to play).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Slot<K> {
    pub seat: Seat,
    /// The page's language: its words ("led") are drawn with the place.
    pub lang: &'static str,
    pub name: String,
    pub card: Option<SlotCard<K>>,
    pub waiting: bool,
}

/// Draws a place; `face` draws its card from the game's description of it.
pub fn draw_slot<K>(slot: Slot<K>, face: impl Fn(&K) -> AnyView) -> AnyView {
    let Slot {
        seat,
        lang: _,
        name,
        card,
        waiting,
    } = slot;
    let Some(c) = card else {
        return view! {
            <div class="slot empty" class:waiting=waiting data-seat=seat.index().to_string()>
                <span class="card-space" aria-hidden="true"></span>
                <span class="slot-name">{name}</span>
            </div>
        }
        .into_any();
    };
    let style = c
        .gather
        .map(|steps| format!("--to-steps:{steps}"))
        .unwrap_or_default();
    view! {
        <div
            class="slot"
            class:winner=c.won
            class:led=c.led
            class:mine=c.mine
            data-seat=seat.index().to_string()
            style=style
        >
            {face(&c.face)}
            <span class="slot-name">
                <span class="who">{name}</span>
                <span class="notes">
                    {c.led.then_some(view! { <span class="note">{say(Msg::TableLed)}</span> })}
                    {(!c.note.is_empty()).then(|| view! { <span class="note">{c.note.clone()}</span> })}
                    {c.won.then_some(view! { <span class="note won-note">{say(Msg::TableTakesIt)}</span> })}
                </span>
            </span>
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

/// Every seat's place: `played` says what a seat put down, `face` describes how it is drawn
/// (with whether it is fresh) and the words after the name; `name` names a seat.
pub fn trick_slots<C, K>(
    t: &TrickSeats,
    played: impl Fn(Seat) -> Option<C>,
    name: impl Fn(Seat) -> String,
    face: impl Fn(Seat, C, bool) -> (K, String),
) -> Vec<Slot<K>> {
    let winner_at = t.winner.and_then(|w| t.order.iter().position(|&s| s == w));
    t.order
        .iter()
        .enumerate()
        .map(|(i, &seat)| {
            let card = played(seat).map(|card| {
                // The card just played travels in (yours from your hand below, the others'
                // from above); a complete trick gathers at its winner.
                let fresh = !t.looking_back && t.last_played == Some(seat);
                let (face, note) = face(seat, card, fresh);
                SlotCard {
                    face,
                    led: seat == t.leader,
                    won: t.winner == Some(seat),
                    mine: t.me == Some(seat),
                    note,
                    gather: winner_at
                        .filter(|_| !t.looking_back)
                        .map(|w| w as i64 - i as i64),
                }
            });
            let waiting =
                card.is_none() && t.winner.is_none() && t.playing && t.to_act == Some(seat);
            Slot {
                seat,
                lang: language(),
                name: name(seat),
                card,
                waiting,
            }
        })
        .collect()
}
