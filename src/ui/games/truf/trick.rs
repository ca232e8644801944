//! The trick in order of play: each seat's card with its name, the led card marked, a card
//! lying face down drawn as a card back (its face is not on the page for anyone else), the
//! winner highlighted once complete with the face-down cards turned up. A completed trick
//! stays until the next card; "Last trick" shows the one before at any time.

use super::card::{CardBack, CardFace};
use super::TableCtx;
use crate::engine::Seat;
use crate::games::truf::{Card, Phase, Suit};
use crate::ui::games::trick_head::TrickHead;
use crate::ui::games::trick_slot::{empty_slot, filled_slot, SlotFacts};
use leptos::prelude::*;

#[derive(Clone, PartialEq)]
struct Shown {
    plays: Vec<(Seat, Option<Card>)>,
    face_down: Vec<Seat>,
    order: Vec<Seat>,
    leader: Seat,
    winner: Option<Seat>,
    number: usize,
    total: usize,
    trump: Option<Suit>,
    to_act: Option<Seat>,
    playing: bool,
}

#[component]
pub fn TrickArea() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let show_last = RwSignal::new(false);
    let data = Memo::new(move |_| {
        let want_last = show_last.get();
        ctx.view.with(|v| {
            v.reveal.as_ref()?;
            let players = v.players;
            let total = v.hand_tricks();
            let open = &v.trick;
            let done = &v.tricks;
            let n = done.len();
            let pick_done = |k: usize| {
                done.get(k).map(|t| {
                    let plays: Vec<(Seat, Option<Card>)> =
                        t.plays.iter().map(|&(s, c)| (s, Some(c))).collect();
                    // Who played face down: anyone not following the led suit.
                    let led = t.plays.first().map(|&(_, c)| c.suit());
                    let down = t
                        .plays
                        .iter()
                        .filter(|&&(_, c)| Some(c.suit()) != led)
                        .map(|&(s, _)| s)
                        .collect();
                    (plays, down, t.leader, Some(t.winner), k)
                })
            };
            let (plays, face_down, leader, winner, idx) = if want_last && n > 0 {
                let k = if open.plays.is_empty() && n >= 2 {
                    n - 2
                } else {
                    n - 1
                };
                pick_done(k)?
            } else if open.plays.is_empty() && n > 0 {
                pick_done(n - 1)?
            } else {
                (
                    open.plays.to_vec(),
                    open.face_down.clone(),
                    open.leader,
                    None,
                    n,
                )
            };
            Some(Shown {
                plays,
                face_down,
                order: leader.clockwise(players).collect(),
                leader,
                winner,
                number: idx + 1,
                total,
                trump: v.trump(),
                to_act: v.to_act,
                playing: v.phase == Phase::Play,
            })
        })
    });
    let has_last = Memo::new(move |_| {
        ctx.view.with(|v| {
            let n = v.tricks.len();
            n >= 2 || (n == 1 && !v.trick.plays.is_empty())
        })
    });
    let viewing_last = Memo::new(move |_| show_last.get() && has_last.get());
    move || {
        let d = data.get()?;
        let v = ctx.view.get_untracked();
        let name = |s: Seat| ctx.who(&v, s);
        let caption = match d.winner {
            Some(w) => format!(
                "Trick {} of {} — {} the trick",
                d.number,
                d.total,
                if ctx.me(&v) == Some(w) {
                    "you take".to_string()
                } else {
                    format!("{} takes", name(w))
                }
            ),
            None if d.plays.is_empty() && d.playing => {
                format!(
                    "Trick {} of {} — {} to lead",
                    d.number,
                    d.total,
                    name(d.leader)
                )
            }
            None if d.playing => format!("Trick {} of {}", d.number, d.total),
            None => "The tricks start once the even game is turned.".to_string(),
        };
        let looking_back = viewing_last.get_untracked();
        let me = ctx.me(&v);
        let winner_at = d.winner.and_then(|w| d.order.iter().position(|&s| s == w));
        let slots =
            d.order
                .iter()
                .enumerate()
                .map(|(i, &seat)| {
                    let play = d.plays.iter().find(|(s, _)| *s == seat).map(|&(_, c)| c);
                    let led = seat == d.leader;
                    let down = d.face_down.contains(&seat);
                    match play {
                        Some(card) => {
                            let fresh =
                                !looking_back && d.plays.last().is_some_and(|(s, _)| *s == seat);
                            // The seat's own card face down: drawn askew until the trick is complete.
                            let extra = match (fresh, down && d.winner.is_none()) {
                                (true, true) => "in-trick fresh down-mine",
                                (true, false) => "in-trick fresh",
                                (false, true) => "in-trick down-mine",
                                (false, false) => "in-trick",
                            };
                            let face = match card {
                                Some(c) => view! { <CardFace card=c trump=d.trump extra=extra /> }
                                    .into_any(),
                                None => view! { <CardBack extra="in-trick" /> }.into_any(),
                            };
                            let facts = SlotFacts {
                                seat,
                                name: name(seat),
                                led,
                                won: d.winner == Some(seat),
                                mine: me == Some(seat),
                                note: match (down, d.winner.is_some()) {
                                    (true, false) => " · face down",
                                    (true, true) => " · was face down",
                                    _ => "",
                                },
                                gather: winner_at
                                    .filter(|_| !looking_back)
                                    .map(|w| w as i64 - i as i64),
                            };
                            filled_slot(facts, face)
                        }
                        None => {
                            let waiting = d.winner.is_none() && d.playing && d.to_act == Some(seat);
                            empty_slot(seat, name(seat), waiting)
                        }
                    }
                })
                .collect_view();
        Some(view! {
            <section class="trick-wrap" aria-label="Trick">
                <TrickHead caption=caption show_last=show_last has_last=has_last />
                <div
                    class=format!("trick drow players-{}", d.order.len())
                    class:complete=d.winner.is_some()
                    class:gather=d.winner.is_some() && !looking_back
                    data-testid="trick"
                >
                    {slots}
                </div>
            </section>
        })
    }
}
