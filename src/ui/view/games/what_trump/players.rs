//! Every player: name, dealer marker, chips (public), tricks won and captured cards, and
//! whether they have chosen their task (never which task, except your own).

use super::card::{suit_class, suit_name};
use super::chip::{grouped, ChipToken};
use super::hand::tricks_words;
use super::TableCtx;
use crate::engine::person_words::YOU;
use crate::engine::Seat;
use crate::games::what_trump::{Card, Phase, Suit, Task, Trump};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::view::games::motion::fly_in;
use leptos::prelude::*;

/// Where a chip comes from: the pool during the chip draft, else the middle of the table (a
/// trick count comes from the trick).
const CHIPS_COME_FROM: &[&str] = &[
    "[data-testid=\"chip-pool\"]",
    "[data-testid=\"trick\"]",
    ".center",
];

#[derive(Clone, PartialEq)]
struct PlayerRow {
    seat: Seat,
    chips: Vec<Task>,
    dealer: bool,
    to_act: bool,
    tricks: Option<usize>,
    captured: Vec<Card>,
    task_state: Option<String>,
}

#[component]
pub fn Players() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        let in_play = matches!(
            v.phase,
            Phase::ChooseTasks | Phase::Play | Phase::DealerDiscard | Phase::GameOver
        );
        let me = ctx.me(v);
        let rows: Vec<PlayerRow> = Seat::all(v.players())
            .map(|s| {
                let r = v.round.as_ref();
                let captured: Vec<Card> = r
                    .map(|r| {
                        let mut c: Vec<Card> = r
                            .tricks
                            .iter()
                            .filter(|t| t.winner == s)
                            .flat_map(|t| t.cards().copied())
                            .collect();
                        c.sort_unstable();
                        c
                    })
                    .unwrap_or_default();
                let task_state = r
                    .filter(|_| in_play && v.phase != Phase::GameOver)
                    .map(|r| {
                        let known = r.tasks.get(s.index()).copied().flatten();
                        if s == r.dealer {
                            say(Msg::WhatTrumpPlayerDealer)
                        } else if let Some(t) = known {
                            let label = said(&t.said());
                            let msg = if me == Some(s) {
                                Msg::WhatTrumpYourTaskIs
                            } else {
                                Msg::WhatTrumpTaskIs
                            };
                            say_with(msg, &[("task", Value::Text(&label))])
                        } else if me == Some(s) {
                            say(Msg::WhatTrumpChoosingTask)
                        } else if r.task_chosen.get(s.index()).copied().unwrap_or(false) {
                            say(Msg::WhatTrumpTaskChosen)
                        } else {
                            say(Msg::WhatTrumpChoosingTask)
                        }
                    });
                PlayerRow {
                    seat: s,
                    chips: v.chips[s.index()].to_vec(),
                    dealer: s == v.dealer,
                    to_act: v.to_act == Some(s),
                    tricks: r
                        .filter(|_| in_play)
                        .map(|r| r.tricks_won.get(s.index()).copied().unwrap_or(0)),
                    captured,
                    task_state,
                }
            })
            .collect();
        (
            rows,
            me,
            v.round.as_ref().and_then(|r| r.trump),
            v.phase == Phase::ChipDraft,
        )
    });
    // The chips each seat held when last drawn: a chip that is new since then (taken from the
    // pool, or a failed task claimed by the dealer) flies in to its owner.
    // Likewise a trick count that has grown flies in from the trick.
    let held: StoredValue<Option<Vec<Vec<Task>>>> = StoredValue::new(None);
    let counted: StoredValue<Option<Vec<Option<usize>>>> = StoredValue::new(None);
    move || {
        let (rows, me, trump, chip_draft) = data.get();
        let before = held.get_value();
        held.set_value(Some(rows.iter().map(|p| p.chips.clone()).collect()));
        let tricks_before = counted.get_value();
        counted.set_value(Some(rows.iter().map(|p| p.tricks).collect()));
        let mut arrived = false;
        let items = rows
            .into_iter()
            .map(|p| {
                let info = ctx.seats.with(|s| s.get(p.seat.index()).cloned());
                let name = info.as_ref().map(|i| i.name.clone()).unwrap_or_default();
                let kind = match info.and_then(|i| i.bot) {
                    Some(level) => say_with(Msg::WhatTrumpBot, &[("level", Value::Text(&said(&level.said())))]),
                    // A person named "You" needs no second "You" beside the name.
                    None if Some(p.seat) == me && name == YOU => String::new(),
                    None if Some(p.seat) == me => say(Msg::WhatTrumpYou),
                    None => say(Msg::WhatTrumpPerson),
                };
                let captured = captured_summary(&p.captured, trump);
                view! {
                    <li class="player" class:to-act=p.to_act class:me=Some(p.seat) == me data-player=p.seat.index().to_string()>
                        <div class="player-head">
                            <span class="player-name">{crate::ui::model::words::shown_name(&name)}</span>
                            <span class="player-kind">{kind}</span>
                            {p.dealer.then(|| view! { <span class="dealer-badge" title=say(Msg::WhatTrumpDealer)>{say(Msg::WhatTrumpDealer)}</span> })}
                        </div>
                        <div class="player-chips" aria-label=say_with(Msg::WhatTrumpChips, &[("n", Value::Number(p.chips.len() as f64))])>
                            {grouped(&p.chips)
                                .into_iter()
                                .map(|(t, n)| {
                                    let had = before
                                        .as_ref()
                                        .and_then(|b| b.get(p.seat.index()))
                                        .map(|c| c.iter().filter(|&&x| x == t).count());
                                    let arrive = ctx.live && had.is_some_and(|h| h < n);
                                    arrived |= arrive;
                                    view! { <ChipToken task=t count=n arrive=arrive /> }
                                })
                                .collect_view()}
                            {p.chips.is_empty().then(|| {
                                let text = say(if chip_draft { Msg::WhatTrumpNoChipsYet } else { Msg::WhatTrumpNoChipsLeft });
                                view! { <span class="muted small">{text}</span> }
                            })}
                        </div>
                        {p.task_state.map(|t| view! { <div class="task-state">{t}</div> })}
                        {p.tricks.map(|n| {
                            let had = tricks_before.as_ref().and_then(|b| b.get(p.seat.index()).copied().flatten());
                            let grew = ctx.live && had.is_some_and(|h| h < n);
                            arrived |= grew;
                            view! {
                                <div class="tricks-won">
                                    <span class="count" class:arrive=grew>{tricks_words(n)}</span>
                                    {captured}
                                </div>
                            }
                        })}
                    </li>
                }
            })
            .collect_view();
        if arrived {
            fly_in(".player-list", CHIPS_COME_FROM);
        }
        view! {
            <section class="panel players" data-read="players" aria-label=say(Msg::WhatTrumpPlayers)>
                <ul class="player-list">{items}</ul>
            </section>
        }
    }
}

/// Captured cards grouped by printed suit: "♥ 3 5 · ♣ 9".
fn captured_summary(cards: &[Card], trump: Option<Trump>) -> impl IntoView {
    let groups = Suit::ALL
        .into_iter()
        .filter_map(|s| {
            let ranks: Vec<String> = cards
                .iter()
                .filter(|c| c.suit() == s)
                .map(|c| {
                    if trump.is_some_and(|t| t.is_trump(*c)) {
                        format!("{}*", c.rank())
                    } else {
                        c.rank().to_string()
                    }
                })
                .collect();
            (!ranks.is_empty()).then(|| {
                view! {
                    <span class=format!("cap {}", suit_class(s)) title=say_with(Msg::WhatTrumpCapturedSuit, &[("suit", Value::Text(&suit_name(s)))])>
                        {format!("{} {}", s.symbol(), ranks.join(" "))}
                    </span>
                }
            })
        })
        .collect_view();
    view! { <span class="captured" role="group" aria-label=say(Msg::WhatTrumpCaptured)>{groups}</span> }
}
