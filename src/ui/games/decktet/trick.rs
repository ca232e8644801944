//! The trick in order of play: each seat's card with its name, the led card marked, the winner
//! highlighted once complete. A completed trick stays until the next card; "Last trick" shows
//! the one before at any time.

use super::card::{suit_mark, CardFace};
use super::{Ctx, DecktetView};
use crate::engine::Seat;
use crate::mechanics::decktet::{Card, Suit};
use crate::ui::games::trick_head::TrickHead;
use crate::ui::games::trick_slot::{empty_slot, filled_slot, SlotFacts};
use leptos::prelude::*;

#[derive(Clone, PartialEq)]
struct Shown {
    plays: Vec<(Seat, Card)>,
    order: Vec<Seat>,
    leader: Seat,
    winner: Option<Seat>,
    number: usize,
    total: usize,
    trump: Option<Suit>,
    /// Trump changes made in this trick: (seat, suit).
    changes: Vec<(Seat, Suit)>,
    to_act: Option<Seat>,
    playing: bool,
    /// What the area says before the tricks start.
    before: &'static str,
}

/// The trick on the table, for a game whose view is `V`.
pub fn trick_area<V: DecktetView>() -> impl IntoView {
    let ctx = expect_context::<Ctx<V>>();
    let show_last = RwSignal::new(false);
    let data = Memo::new(move |_| {
        let want_last = show_last.get();
        ctx.view.with(|v| {
            if !v.trick_area_shown() {
                return None;
            }
            let players = v.players();
            let total = v.tricks_in_hand();
            let open = v.trick();
            let done = v.tricks();
            let pick_done = |k: usize| {
                done.get(k)
                    .map(|t| (t.plays.clone(), t.leader, Some(t.winner), k))
            };
            let n = done.len();
            let (plays, leader, winner, idx) = if want_last && n > 0 {
                let k = if open.plays.is_empty() && n >= 2 {
                    n - 2
                } else {
                    n - 1
                };
                pick_done(k)?
            } else if open.plays.is_empty() && n > 0 {
                pick_done(n - 1)?
            } else {
                (open.plays.clone(), open.leader, None, n)
            };
            let order: Vec<Seat> = leader.clockwise(players).collect();
            let changes = v.trump_changes_in(idx);
            // The trump a completed trick was judged with: the one in force at its end.
            let trump = if winner.is_some() {
                v.trump_of_trick(idx)
            } else {
                v.trump_now()
            };
            Some(Shown {
                plays: plays.to_vec(),
                order,
                leader,
                winner,
                number: idx + 1,
                total,
                trump,
                changes,
                to_act: v.to_act(),
                playing: v.playing(),
                before: v.before_tricks(),
            })
        })
    });
    let has_last = Memo::new(move |_| {
        ctx.view.with(|v| {
            let n = v.tricks().len();
            n >= 2 || (n == 1 && !v.trick().plays.is_empty())
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
            None if d.plays.is_empty() && d.playing => format!(
                "Trick {} of {} — {} to lead",
                d.number,
                d.total,
                name(d.leader)
            ),
            None if d.playing => format!("Trick {} of {}", d.number, d.total),
            None => d.before.to_string(),
        };
        let looking_back = viewing_last.get_untracked();
        let me = ctx.me(&v);
        let winner_at = d.winner.and_then(|w| d.order.iter().position(|&s| s == w));
        let slots = d
            .order
            .iter()
            .enumerate()
            .map(|(i, &seat)| {
                let play = d.plays.iter().find(|(s, _)| *s == seat).map(|&(_, c)| c);
                let led = seat == d.leader;
                match play {
                    Some(card) => {
                        // The card just played travels in (yours from your hand below, the
                        // others' from above); a complete trick gathers at its winner.
                        let fresh =
                            !looking_back && d.plays.last().is_some_and(|(s, _)| *s == seat);
                        let extra = if fresh { "in-trick fresh" } else { "in-trick" };
                        let facts = SlotFacts {
                            seat,
                            name: name(seat),
                            led,
                            won: d.winner == Some(seat),
                            mine: me == Some(seat),
                            note: "",
                            gather: winner_at
                                .filter(|_| !looking_back)
                                .map(|w| w as i64 - i as i64),
                        };
                        filled_slot(
                            facts,
                            view! { <CardFace card=card trump=d.trump extra=extra /> }.into_any(),
                        )
                    }
                    None => {
                        let waiting = d.winner.is_none() && d.playing && d.to_act == Some(seat);
                        empty_slot(seat, name(seat), waiting)
                    }
                }
            })
            .collect_view();
        // The list is there even while empty, so the table does not move when an Ace is played.
        let changes = {
            let items = d
                .changes
                .iter()
                .map(|&(s, suit)| {
                    view! {
                        <li>
                            {suit_mark(suit)}
                            {format!(" {} became trump with {} Ace", suit.name(), ctx.whose(&v, s))}
                        </li>
                    }
                })
                .collect_view();
            view! { <ul class="trump-changes" data-testid="trick-trump-changes">{items}</ul> }
        };
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
                {changes}
            </section>
        })
    }
}
