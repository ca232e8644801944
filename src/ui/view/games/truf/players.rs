//! The side of the table: the hand's trump and kind of game (and whether trumps may be led
//! yet), and every player with dealer marker, cards left, bid and tricks this hand, and
//! points; a count that grows flies in from the trick.

use super::bids::{bid_number, kind_text};
use super::card::suit_mark_named;
use super::words::{short, suit_name};
use super::TableCtx;
use crate::engine::Seat;
use crate::games::truf::{Direction, Kind, Phase, Suit};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::hand_summary::waiting_panel;
use crate::ui::view::games::motion::fly_in;
use crate::ui::view::games::player_head::player_head;
use leptos::prelude::*;

/// What the trump panel shows: the trump revealed, the kind of game (turned or not) and
/// whether trumps may be led; `None` before the bids are revealed.
#[derive(Clone, PartialEq)]
struct TrumpShown {
    trump: Option<Suit>,
    kind: Kind,
    direction: Option<Direction>,
    broken: bool,
}

/// The hand's trump and kind of game, drawn again only when one of them changes (not at
/// every card played).
#[component]
pub fn GamePanel() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let shown = ctx.memo(|v| {
        v.reveal.as_ref().map(|r| TrumpShown {
            trump: r.trump,
            kind: v.contract.as_ref().map_or(r.kind, |(_, k)| *k),
            direction: v.direction,
            broken: v.broken,
        })
    });
    move || {
        let Some(r) = shown.get() else {
            let text = say(Msg::TrufTrumpWaiting);
            return waiting_panel(
                "panel trump-display no-trump",
                Some("trump"),
                say(Msg::TrufTrumpNotYet),
                ("small muted", text),
            );
        };
        let turned = r.direction.map(|d| {
            let turned = say(match d {
                Direction::Up => Msg::TrufTurnedUp,
                Direction::Down => Msg::TrufTurnedDown,
            });
            format!("{turned} ")
        });
        let broken = match (r.trump, r.broken) {
            (None, _) => None,
            (Some(_), true) => Some(say(Msg::TrufTrumpsBroken)),
            (Some(_), false) => Some(say(Msg::TrufTrumpsNotBroken)),
        };
        view! {
            <section class="panel trump-display" class:no-trump=r.trump.is_none() data-testid="trump">
                {match r.trump {
                    Some(s) => view! { <h2>{say(Msg::TrufTrumpIs)} " " {suit_mark_named(s)} " " {suit_name(s)}</h2> }.into_any(),
                    None => view! { <h2>{say(Msg::TrufNoTrump)}</h2> }.into_any(),
                }}
                <p class="small" data-testid="game-kind">{turned}{kind_text(r.kind)}</p>
                {broken.map(|b| view! { <p class="small muted">{b}</p> })}
            </section>
        }
        .into_any()
    }
}

/// One seat's row as the view shows it.
#[derive(Clone, PartialEq)]
struct SeatRow {
    seat: Seat,
    name: String,
    kind: String,
    to_act: bool,
    me: bool,
    dealer: bool,
    /// The hand number, for telling a count that grew from a new hand's.
    hand: usize,
    /// During a hand: "5 cards · bid 3 · " and the tricks taken, and whether that is the bid.
    line: Option<(String, u8, bool)>,
    /// The cards its bid showed that it still holds.
    shown: Option<String>,
    points: i32,
}

/// Every player, a row each; a part of a row is drawn again only when it changes (a card
/// played changes one row's cards left and moves the turn, and nothing else is drawn again).
#[component]
pub fn Players() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let rows = ctx.memo(move |v| {
        let me = ctx.me(v);
        let in_hand = v.phase != Phase::GameOver;
        Seat::all(v.players)
            .map(|s| {
                let i = s.index();
                let to_take = |n: &str| say_with(Msg::TrufSeatToTake, &[("n", Value::Text(n))]);
                let bid = match (v.target(s), bid_number(v, s)) {
                    (Some(_), Some(n)) => to_take(&n),
                    (None, Some(n)) => say_with(Msg::TrufSeatBid, &[("n", Value::Text(&n))]),
                    // (bid_number is some whenever a target is.)
                    (Some(t), None) => to_take(&t.to_string()),
                    (None, None) if v.closed[i] => say(Msg::TrufSeatBidMade),
                    (None, None) if v.to_act == Some(s) => say(Msg::TrufSeatBidding),
                    (None, None) => say(Msg::TrufSeatToBid),
                };
                let on_bid = v.target(s).is_some_and(|t| u32::from(v.won[i]) == t);
                let cards = say_with(
                    Msg::TrufSeatCards,
                    &[("n", Value::Number(v.counts[i] as f64))],
                );
                let shown = (!v.shown[i].is_empty() && in_hand).then(|| {
                    let cards: Vec<String> = v.shown[i].iter().map(|&c| short(c)).collect();
                    say_with(
                        Msg::TrufSeatStillHolds,
                        &[("cards", Value::Text(&cards.join(" ")))],
                    )
                });
                SeatRow {
                    seat: s,
                    name: ctx.name(s),
                    kind: ctx.kind(v, s),
                    to_act: v.to_act == Some(s),
                    me: me == Some(s),
                    dealer: s == v.dealer && in_hand,
                    hand: v.hand_number,
                    line: in_hand.then(|| (format!("{cards} · {bid} · "), v.won[i], on_bid)),
                    shown,
                    points: v.points[i],
                }
            })
            .collect::<Vec<_>>()
    });
    let length = ctx.memo(|v| {
        say_with(
            Msg::TrufHandOf,
            &[
                (
                    "hand",
                    Value::Number(v.hand_number.min(v.options.hands as usize) as f64),
                ),
                ("hands", Value::Number(v.options.hands as f64)),
                ("players", Value::Number(v.players as f64)),
            ],
        )
    });
    let seats = Memo::new(move |_| rows.with(|r| r.iter().map(|r| r.seat).collect::<Vec<_>>()));
    view! {
        <section class="panel players" data-read="players" aria-label=move || say(Msg::TrufPlayersLabel)>
            <p class="match-length small muted" data-testid="match-length">{move || length.get()}</p>
            <ul class="player-list">
                <For each=move || seats.get() key=|s| *s children=move |seat| seat_row(ctx, rows, seat) />
            </ul>
        </section>
    }
}

/// One seat's row; a count of tricks that grew in the hand flies in from the trick, and
/// changed points are marked to fly in with it.
fn seat_row(ctx: TableCtx, rows: Memo<Vec<SeatRow>>, seat: Seat) -> impl IntoView {
    let row = Memo::new(move |_| rows.with(|r| r.iter().find(|r| r.seat == seat).cloned()));
    let flag = move |read: fn(&SeatRow) -> bool| row.with(|r| r.as_ref().is_some_and(read));
    let to_act = Memo::new(move |_| flag(|r| r.to_act));
    let me = Memo::new(move |_| flag(|r| r.me));
    let dealer = Memo::new(move |_| flag(|r| r.dealer));
    let who = Memo::new(move |_| {
        row.with(|r| {
            r.as_ref()
                .map(|r| (crate::ui::model::words::shown_name(&r.name), r.kind.clone()))
                .unwrap_or_default()
        })
    });
    let line = Memo::new(move |_| {
        row.with(|r| r.as_ref().and_then(|r| r.line.clone().map(|l| (r.hand, l))))
    });
    let shown = Memo::new(move |_| row.with(|r| r.as_ref().and_then(|r| r.shown.clone())));
    let points = Memo::new(move |_| row.with(|r| r.as_ref().map_or(0, |r| r.points)));
    let took: StoredValue<Option<(usize, u8)>> = StoredValue::new(None);
    let line_view = move || {
        let (hand, (text, won, on_bid)) = line.get()?;
        let before = took.get_value();
        took.set_value(Some((hand, won)));
        let grew = ctx.live && before.is_some_and(|(h, w)| h == hand && w < won);
        if grew {
            fly_in(".player-list", &["[data-testid=\"trick\"]", ".center"]);
        }
        Some(view! {
            <div class="player-line small">
                {text}
                <span class="won" class:arrive=grew class:on-bid=on_bid>
                    {say_with(Msg::TrufSeatTook, &[("n", Value::Number(won.into()))])}
                </span>
            </div>
        })
    };
    let scored: StoredValue<Option<i32>> = StoredValue::new(None);
    let points_view = move || {
        let now = points.get();
        let changed = ctx.live && scored.get_value().is_some_and(|p| p != now);
        scored.set_value(Some(now));
        view! {
            <span class="points" class:arrive=changed data-testid="points">{say_with(Msg::TrufPointsShort, &[("n", Value::Number(now.into()))])}</span>
        }
    };
    view! {
        <li class="player" class:to-act=move || to_act.get() class:me=move || me.get() data-player=seat.index().to_string()>
            {player_head(who, dealer, Msg::TrufDealer)}
            {line_view}
            {move || shown.get().map(|t| view! { <div class="player-line small seat-note" data-testid="seat-shown">{t}</div> })}
            <div class="player-score">{points_view}</div>
        </li>
    }
}
