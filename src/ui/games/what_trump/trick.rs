//! The trick area: each seat's card with the seat's name. A completed trick stays on the
//! table, its winner highlighted, until the next card is played.

use super::card::CardFace;
use super::TableCtx;
use crate::engine::Seat;
use crate::games::what_trump::{Card, Phase, Trump};
use crate::ui::games::trick_head::TrickHead;
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
    let show_last = RwSignal::new(false);
    let data = Memo::new(move |_| {
        let want_last = show_last.get();
        ctx.view.with(|v| {
            let r = v.round.as_ref()?;
            let players = v.players();
            let total = 36 / players.max(1);
            let n = r.tricks.len();
            let earlier = if r.trick.plays.is_empty() { 2 } else { 1 };
            let shown = if want_last && n >= earlier {
                r.tricks
                    .get(n - earlier)
                    .map(|t| (t.plays.clone(), t.leader, Some(t.winner), n - earlier + 1))
            } else if r.trick.plays.is_empty() {
                r.tricks
                    .last()
                    .map(|t| (t.plays.clone(), t.leader, Some(t.winner), r.tricks.len()))
            } else {
                None
            };
            let (plays, leader, winner, number) = shown.unwrap_or((
                r.trick.plays.clone(),
                r.trick.leader,
                None,
                r.tricks.len() + 1,
            ));
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
            })
        })
    });
    let has_last = Memo::new(move |_| {
        ctx.view.with(|v| {
            v.round.as_ref().is_some_and(|r| {
                let n = r.tricks.len();
                n >= 2 || (n == 1 && !r.trick.plays.is_empty())
            })
        })
    });
    let viewing_last = Memo::new(move |_| show_last.get() && has_last.get());
    move || {
        data.get().map(|d| {
            let caption = match d.winner {
                Some(w) => format!(
                    "Trick {} of {} — {} the trick",
                    d.number,
                    d.total,
                    if Some(w) == d.you {
                        "you win".to_string()
                    } else {
                        format!("{} wins", ctx.name(w))
                    }
                ),
                None if d.plays.is_empty() && d.playing => format!(
                    "Trick {} of {} — {} lead{}",
                    d.number,
                    d.total,
                    if Some(d.leader) == d.you {
                        "you".to_string()
                    } else {
                        ctx.name(d.leader)
                    },
                    if Some(d.leader) == d.you { "" } else { "s" }
                ),
                None if d.playing => format!("Trick {} of {}", d.number, d.total),
                None => "Tricks are played once everyone has chosen a task.".to_string(),
            };
            let slots =
                d.me.clockwise(d.players)
                    .map(|seat| {
                        let pos = position(seat, d.me, d.players);
                        let name = if Some(seat) == d.you {
                            "You".to_string()
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
                                            {led.then_some(" · led")}
                                            {won.then_some(" · wins")}
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
            view! {
                <section class="trick-wrap" aria-label="Trick">
                    <TrickHead caption=caption show_last=show_last has_last=has_last />
                    <div
                        class=format!("trick players-{}", d.players)
                        class:complete=d.winner.is_some()
                        class:gather=d.winner.is_some() && !viewing_last.get_untracked()
                        data-testid="trick"
                    >
                        {slots}
                    </div>
                </section>
            }
        })
    }
}
