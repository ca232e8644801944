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
use crate::ui::view::games::player_head::player_head;
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

/// What the panel reads of the view: every seat's row, and what all rows share.
#[derive(Clone, PartialEq)]
struct Panel {
    rows: Vec<PlayerRow>,
    me: Option<Seat>,
    trump: Option<Trump>,
    chip_draft: bool,
}

/// The panel: a row per seat, each part of a row drawn again only when it changes (a move
/// passes the turn: two rows change their mark, and nothing else is drawn again).
#[component]
pub fn Players() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let panel = ctx.memo(move |v| {
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
        Panel {
            rows,
            me,
            trump: v.round.as_ref().and_then(|r| r.trump),
            chip_draft: v.phase == Phase::ChipDraft,
        }
    });
    let seats =
        Memo::new(move |_| panel.with(|p| p.rows.iter().map(|r| r.seat).collect::<Vec<_>>()));
    view! {
        <section class="panel players" data-read="players" aria-label=move || say(Msg::WhatTrumpPlayers)>
            <ul class="player-list">
                <For each=move || seats.get() key=|s| *s children=move |seat| player_row(ctx, panel, seat) />
            </ul>
        </section>
    }
}

/// One seat's row: name and kind, dealer's badge, chips, task and tricks. A chip that is new
/// since the row was last drawn (taken from the pool, or a failed task claimed by the
/// dealer) flies in to its owner; likewise a trick count that has grown flies in from the
/// trick.
fn player_row(ctx: TableCtx, panel: Memo<Panel>, seat: Seat) -> impl IntoView {
    let row = Memo::new(move |_| panel.with(|p| p.rows.iter().find(|r| r.seat == seat).cloned()));
    let part = move |read: fn(&PlayerRow) -> bool| row.with(|r| r.as_ref().map(read));
    let to_act = Memo::new(move |_| part(|r| r.to_act) == Some(true));
    let dealer = Memo::new(move |_| part(|r| r.dealer) == Some(true));
    let me = Memo::new(move |_| panel.with(|p| p.me == Some(seat)));
    let who = Memo::new(move |_| {
        let info = ctx.seats.with(|s| s.get(seat.index()).cloned());
        let name = info.as_ref().map(|i| i.name.clone()).unwrap_or_default();
        let kind = match info.and_then(|i| i.bot) {
            Some(level) => say_with(
                Msg::WhatTrumpBot,
                &[("level", Value::Text(&said(&level.said())))],
            ),
            // A person named "You" needs no second "You" beside the name.
            None if me.get() && name == YOU => String::new(),
            None if me.get() => say(Msg::WhatTrumpYou),
            None => say(Msg::WhatTrumpPerson),
        };
        (crate::ui::model::words::shown_name(&name), kind)
    });
    let chips = Memo::new(move |_| {
        let chips = row.with(|r| r.as_ref().map(|r| r.chips.clone()).unwrap_or_default());
        (chips, panel.with(|p| p.chip_draft))
    });
    let task_state =
        Memo::new(move |_| row.with(|r| r.as_ref().and_then(|r| r.task_state.clone())));
    let tricks = Memo::new(move |_| {
        let (tricks, captured) = row.with(|r| {
            r.as_ref()
                .map(|r| (r.tricks, r.captured.clone()))
                .unwrap_or_default()
        });
        (tricks, captured, panel.with(|p| p.trump))
    });
    let held: StoredValue<Option<Vec<Task>>> = StoredValue::new(None);
    let chips_view = move || {
        let (chips, chip_draft) = chips.get();
        let before = held.get_value();
        held.set_value(Some(chips.clone()));
        let mut arrived = false;
        let tokens = grouped(&chips)
            .into_iter()
            .map(|(t, n)| {
                let had = before
                    .as_ref()
                    .map(|c| c.iter().filter(|&&x| x == t).count());
                let arrive = ctx.live && had.is_some_and(|h| h < n);
                arrived |= arrive;
                view! { <ChipToken task=t count=n arrive=arrive /> }
            })
            .collect_view();
        if arrived {
            fly_in(".player-list", CHIPS_COME_FROM);
        }
        let none = chips.is_empty().then(|| {
            let text = say(if chip_draft {
                Msg::WhatTrumpNoChipsYet
            } else {
                Msg::WhatTrumpNoChipsLeft
            });
            view! { <span class="muted small">{text}</span> }
        });
        view! {
            <div class="player-chips" aria-label=say_with(Msg::WhatTrumpChips, &[("n", Value::Number(chips.len() as f64))])>
                {tokens}
                {none}
            </div>
        }
    };
    let counted: StoredValue<Option<usize>> = StoredValue::new(None);
    let tricks_view = move || {
        let (tricks, captured, trump) = tricks.get();
        let had = counted.get_value();
        counted.set_value(tricks);
        tricks.map(|n| {
            let grew = ctx.live && had.is_some_and(|h| h < n);
            if grew {
                fly_in(".player-list", CHIPS_COME_FROM);
            }
            view! {
                <div class="tricks-won">
                    <span class="count" class:arrive=grew>{tricks_words(n)}</span>
                    {captured_summary(&captured, trump)}
                </div>
            }
        })
    };
    view! {
        <li class="player" class:to-act=move || to_act.get() class:me=move || me.get() data-player=seat.index().to_string()>
            {player_head(who, dealer, Msg::WhatTrumpDealer)}
            {chips_view}
            {move || task_state.get().map(|t| view! { <div class="task-state">{t}</div> })}
            {tricks_view}
        </li>
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
