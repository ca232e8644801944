//! The trick area: each seat's card with the seat's name. A completed trick stays on the
//! table, its winner highlighted, until the next card is played.

use super::card::CardFace;
use super::TableCtx;
use crate::engine::person_words::agree;
use crate::engine::Seat;
use crate::games::what_trump::{Card, Phase, Trump};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::view::games::trick_head::{
    has_last_trick, shown_trick, trick_caption, trick_memo, trick_section, LastTrick, TrickFoot,
};
use leptos::prelude::*;

#[derive(Clone, PartialEq)]
struct TrickData {
    players: usize,
    me: Seat,
    you: Option<Seat>,
    plays: Vec<(Seat, Card)>,
    leader: Seat,
    winner: Option<Seat>,
    number: usize,
    total: usize,
    trump: Option<Trump>,
    playing: bool,
    to_act: Option<Seat>,
    reason: Option<String>,
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
        let shown = shown_trick(want_last, r.trick.plays.is_empty(), r.tricks.len());
        let reason = shown
            .and_then(|k| v.trick_said(k, &|s| ctx.said_name(v, s)))
            .map(|s| said(&s));
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
        Some(TrickData {
            players,
            me: v.seat,
            you: ctx.me(v),
            plays: plays.to_vec(),
            leader,
            winner,
            number,
            total,
            trump: r.trump,
            playing: v.phase == Phase::Play,
            to_act: v.to_act,
            reason: reason.map(|l| agree(&l)),
        })
    });
    let has_last = ctx.memo(move |v| {
        v.round
            .as_ref()
            .is_some_and(|r| has_last_trick(r.trick.plays.is_empty(), r.tricks.len()))
    });
    let viewing_last = Memo::new(move |_| show_last.get() && has_last.get());
    move || {
        data.get().map(|d| {
            // "you win", "Ann wins": `yours` for the person shown, else `theirs` with the name.
            let does = |seat: Seat, yours: Msg, theirs: Msg| {
                if Some(seat) == d.you {
                    say(yours)
                } else {
                    let name = ctx.name(seat);
                    say_with(theirs, &[("name", Value::Text(&name))])
                }
            };
            let taken = d
                .winner
                .map(|w| does(w, Msg::WhatTrumpYouWin, Msg::WhatTrumpWins));
            let leading = d
                .plays
                .is_empty()
                .then(|| does(d.leader, Msg::WhatTrumpYouLead, Msg::WhatTrumpLeads));
            let before = say(Msg::WhatTrumpBeforeTricks);
            let caption = trick_caption(d.number, d.total, taken, leading, d.playing, &before);
            let slots =
                d.me.clockwise(d.players)
                    .map(|seat| {
                        let pos = position(seat, d.me, d.players);
                        let name = if Some(seat) == d.you {
                            say(Msg::WhatTrumpYou)
                        } else {
                            ctx.name(seat)
                        };
                        let play = d.plays.iter().find(|(s, _)| *s == seat).map(|&(_, c)| c);
                        let waiting = d.winner.is_none() && d.playing && d.to_act == Some(seat);
                        match play {
                            Some(card) => {
                                let won = d.winner == Some(seat);
                                // The card just played travels in from its seat (not when an
                                // earlier trick is looked at again).
                                let fresh = !viewing_last.get_untracked()
                                    && d.plays.last().is_some_and(|(s, _)| *s == seat);
                                let led = seat == d.leader;
                                let gather = d
                                    .winner
                                    .filter(|_| !viewing_last.get_untracked())
                                    .map(|w| gather_style(pos, position(w, d.me, d.players)))
                                    .unwrap_or_default();
                                view! {
                                    <div
                                        class=format!("slot {pos}")
                                        class:winner=won
                                        class:led=led
                                        data-seat=seat.index().to_string()
                                        style=gather
                                    >
                                        <CardFace card=card trump=d.trump extra=if fresh { "in-trick fresh" } else { "in-trick" } />
                                        <span class="slot-name">
                                            {name}
                                            {led.then(|| format!(" · {}", say(Msg::WhatTrumpSlotLed)))}
                                            {won.then(|| format!(" · {}", say(Msg::WhatTrumpSlotWins)))}
                                        </span>
                                    </div>
                                }
                                .into_any()
                            }
                            None => view! {
                                <div class=format!("slot {pos} empty") class:waiting=waiting>
                                    <span class="card-space" aria-hidden="true"></span>
                                    <span class="slot-name">{name}</span>
                                </div>
                            }
                            .into_any(),
                        }
                    })
                    .collect_view();
            let complete = d.winner.is_some();
            let last = LastTrick {
                show: show_last,
                has: has_last,
            };
            let class = format!("trick players-{}", d.players);
            let gather = complete && !viewing_last.get_untracked();
            trick_section(caption, last, class, complete, gather, slots.into_any(), TrickFoot { reason: d.reason, after: None })
        })
    }
}
