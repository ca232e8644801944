//! The trick area: each seat's card with the seat's name. A completed trick stays on the
//! table, its winner highlighted, until the next card is played.

use super::card::CardFace;
use super::TableCtx;
use crate::engine::person_words::agree;
use crate::engine::Seat;
use crate::games::what_trump::{Card, Phase, Trump};
use crate::ui::model::lang::{language, said, say, say_with, Msg, Value};
use crate::ui::view::games::trick_head::{
    has_last_trick, shown_trick, trick_caption, trick_memo, trick_section, LastTrick, TrickDraw,
};
use leptos::prelude::*;

/// One seat's place around the trick: all it shows, so it stays in the page while that holds.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Place {
    seat: Seat,
    /// The page's language: its words ("led") are drawn with the place.
    lang: &'static str,
    /// Where it sits ("pos-top").
    pos: &'static str,
    name: String,
    card: Option<PlacedCard>,
    /// Empty while its seat is to play.
    waiting: bool,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct PlacedCard {
    card: Card,
    trump: Option<Trump>,
    led: bool,
    won: bool,
    /// Just played: it travels in from its seat.
    fresh: bool,
    /// How far it travels to gather at the winner (CSS custom properties), or "".
    gather: String,
}

fn draw_place(p: Place) -> AnyView {
    let Place {
        seat,
        lang: _,
        pos,
        name,
        card,
        waiting,
    } = p;
    let Some(c) = card else {
        return view! {
            <div class=format!("slot {pos} empty") class:waiting=waiting>
                <span class="card-space" aria-hidden="true"></span>
                <span class="slot-name">{name}</span>
            </div>
        }
        .into_any();
    };
    let extra = if c.fresh {
        "in-trick fresh"
    } else {
        "in-trick"
    };
    view! {
        <div
            class=format!("slot {pos}")
            class:winner=c.won
            class:led=c.led
            data-seat=seat.index().to_string()
            style=c.gather
        >
            <CardFace card=c.card trump=c.trump extra=extra />
            <span class="slot-name">
                {name}
                {c.led.then(|| format!(" · {}", say(Msg::WhatTrumpSlotLed)))}
                {c.won.then(|| format!(" · {}", say(Msg::WhatTrumpSlotWins)))}
            </span>
        </div>
    }
    .into_any()
}

/// Where a seat sits around the trick, seen from `me` (at the bottom), clockwise.
fn position(seat: Seat, me: Seat, players: usize) -> &'static str {
    let rel = (seat.index() + players - me.index()) % players;
    match (players, rel) {
        (_, 0) => "pos-bottom",
        (_, 1) => "pos-left",
        (3, _) => "pos-right",
        (_, 2) => "pos-top",
        _ => "pos-right",
    }
}

/// The centre of a place in the trick area, as fractions of its width and height (the places
/// stagger over four rows: top, the sides, bottom).
fn centre(pos: &str) -> (f32, f32) {
    match pos {
        "pos-top" => (0.5, 0.25),
        "pos-left" => (1.0 / 6.0, 0.5),
        "pos-right" => (5.0 / 6.0, 0.5),
        _ => (0.5, 0.75),
    }
}

/// How far a card in place `from` travels to gather at place `to` (the trick's winner), as
/// CSS custom properties in the trick area's own units.
fn gather_style(from: &str, to: &str) -> String {
    let (fx, fy) = centre(from);
    let (tx, ty) = centre(to);
    format!("--to-x:{:.3};--to-y:{:.3}", tx - fx, ty - fy)
}

#[component]
pub fn TrickArea() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    // "Last trick": the trick before the one on the table, at any time.
    let (show_last, data) = trick_memo(ctx, move |v, want_last| {
        let r = v.round.as_ref()?;
        let players = v.players();
        let total = 36 / players.max(1);
        let looking_back = want_last && has_last_trick(r.trick.plays.is_empty(), r.tricks.len());
        let shown = shown_trick(want_last, r.trick.plays.is_empty(), r.tricks.len());
        let reason = shown
            .and_then(|k| v.trick_said(k, &|s| ctx.said_name(v, s)))
            .map(|s| agree(&said(&s)));
        let (plays, leader, winner, number) = match shown {
            Some(k) => r
                .tricks
                .get(k)
                .map(|t| (t.plays.clone(), t.leader, Some(t.winner), k + 1))?,
            None => (
                r.trick.plays.clone(),
                r.trick.leader,
                None,
                r.tricks.len() + 1,
            ),
        };
        let (me, you, playing) = (v.seat, ctx.me(v), v.phase == Phase::Play);
        // "you win", "Ann wins": `yours` for the person shown, else `theirs` with the name.
        let does = |seat: Seat, yours: Msg, theirs: Msg| {
            if Some(seat) == you {
                say(yours)
            } else {
                let name = ctx.name(seat);
                say_with(theirs, &[("name", Value::Text(&name))])
            }
        };
        let taken = winner.map(|w| does(w, Msg::WhatTrumpYouWin, Msg::WhatTrumpWins));
        let leading = plays
            .is_empty()
            .then(|| does(leader, Msg::WhatTrumpYouLead, Msg::WhatTrumpLeads));
        let before = say(Msg::WhatTrumpBeforeTricks);
        let slots = me
            .clockwise(players)
            .map(|seat| {
                let pos = position(seat, me, players);
                let name = if Some(seat) == you {
                    say(Msg::WhatTrumpYou)
                } else {
                    ctx.name(seat)
                };
                let card = plays.iter().find(|(s, _)| *s == seat).map(|&(_, card)| {
                    PlacedCard {
                        card,
                        trump: r.trump,
                        led: seat == leader,
                        won: winner == Some(seat),
                        // The card just played travels in from its seat (not when an
                        // earlier trick is looked at again).
                        fresh: !looking_back && plays.last().is_some_and(|(s, _)| *s == seat),
                        gather: winner
                            .filter(|_| !looking_back)
                            .map(|w| gather_style(pos, position(w, me, players)))
                            .unwrap_or_default(),
                    }
                });
                let waiting =
                    card.is_none() && winner.is_none() && playing && v.to_act == Some(seat);
                Place {
                    seat,
                    lang: language(),
                    pos,
                    name,
                    card,
                    waiting,
                }
            })
            .collect();
        let complete = winner.is_some();
        Some(TrickDraw {
            caption: trick_caption(number, total, taken, leading, playing, &before),
            class: format!("trick players-{players}"),
            complete,
            gather: complete && !looking_back,
            slots,
            reason,
        })
    });
    let has_last = ctx.memo(move |v| {
        v.round
            .as_ref()
            .is_some_and(|r| has_last_trick(r.trick.plays.is_empty(), r.tricks.len()))
    });
    let last = LastTrick {
        show: show_last,
        has: has_last,
    };
    trick_section(data, last, draw_place, || None)
}
