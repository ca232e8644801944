//! The side of the table: the hand's trump and kind of game (and whether trumps may be led
//! yet), and every player with dealer marker, cards left, bid and tricks this hand, and
//! points; a count that grows flies in from the trick.

use super::bids::{bid_number, kind_text};
use super::card::suit_mark_named;
use super::words::{short, suit_name};
use super::TableCtx;
use crate::engine::Seat;
use crate::games::truf::{Direction, Phase};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::hand_summary::waiting_panel;
use crate::ui::view::games::motion::fly_in;
use leptos::prelude::*;

#[component]
pub fn GamePanel() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    move || {
        let v = ctx.view.get();
        let Some(r) = v.reveal.clone() else {
            let text = say(Msg::TrufTrumpWaiting);
            return waiting_panel(
                "panel trump-display no-trump",
                Some("trump"),
                say(Msg::TrufTrumpNotYet),
                ("small muted", text),
            );
        };
        let kind = v.contract.as_ref().map_or(r.kind, |(_, k)| *k);
        let turned = v.direction.map(|d| {
            let turned = say(match d {
                Direction::Up => Msg::TrufTurnedUp,
                Direction::Down => Msg::TrufTurnedDown,
            });
            format!("{turned} ")
        });
        let broken = match (r.trump, v.broken) {
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
                <p class="small" data-testid="game-kind">{turned}{kind_text(kind)}</p>
                {broken.map(|b| view! { <p class="small muted">{b}</p> })}
            </section>
        }
        .into_any()
    }
}

#[derive(Clone)]
struct Counts {
    hand: usize,
    won: Vec<u8>,
    points: Vec<i32>,
}

#[component]
pub fn Players() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let drawn: StoredValue<Option<Counts>> = StoredValue::new(None);
    move || {
        let v = ctx.view.get();
        let me = ctx.me(&v);
        let before = drawn.get_value();
        drawn.set_value(Some(Counts {
            hand: v.hand_number,
            won: v.won.to_vec(),
            points: v.points.to_vec(),
        }));
        let grew = |now: &dyn Fn(&Counts) -> bool| ctx.live && before.as_ref().is_some_and(now);
        let mut arrived = false;
        let in_hand = v.phase != Phase::GameOver;
        let items = Seat::all(v.players)
            .map(|s| {
                let i = s.index();
                let name = ctx.name(s);
                let kind = ctx.kind(&v, s);
                let to_take = |n: &str| say_with(Msg::TrufSeatToTake, &[("n", Value::Text(n))]);
                let bid = match (v.target(s), bid_number(&v, s)) {
                    (Some(_), Some(n)) => to_take(&n),
                    (None, Some(n)) => say_with(Msg::TrufSeatBid, &[("n", Value::Text(&n))]),
                    // (bid_number is some whenever a target is.)
                    (Some(t), None) => to_take(&t.to_string()),
                    (None, None) if v.closed[i] => say(Msg::TrufSeatBidMade),
                    (None, None) if v.to_act == Some(s) => say(Msg::TrufSeatBidding),
                    (None, None) => say(Msg::TrufSeatToBid),
                };
                let won_grew = grew(&|b| b.hand == v.hand_number && b.won.get(i).is_some_and(|&w| w < v.won[i]));
                let points_changed = grew(&|b| b.points.get(i).is_some_and(|&p| p != v.points[i]));
                arrived |= won_grew;
                let on_bid = v.target(s).map(|t| u32::from(v.won[i]) == t);
                // The cards its bid showed that it still holds, as far as the table knows.
                let shown = (!v.shown[i].is_empty() && in_hand).then(|| {
                    let cards: Vec<String> = v.shown[i].iter().map(|&c| short(c)).collect();
                    say_with(Msg::TrufSeatStillHolds, &[("cards", Value::Text(&cards.join(" ")))])
                });
                view! {
                    <li class="player" class:to-act=v.to_act == Some(s) class:me=Some(s) == me data-player=i.to_string()>
                        <div class="player-head">
                            <span class="player-name">{crate::ui::model::words::shown_name(&name)}</span>
                            <span class="player-kind">{kind}</span>
                            {(s == v.dealer && in_hand).then(|| view! { <span class="dealer-badge" title=say(Msg::TrufDealer)>{say(Msg::TrufDealer)}</span> })}
                        </div>
                        {in_hand.then(|| view! {
                            <div class="player-line small">
                                {format!("{} · {bid} · ", say_with(Msg::TrufSeatCards, &[("n", Value::Number(v.counts[i] as f64))]))}
                                <span class="won" class:arrive=won_grew class:on-bid=on_bid == Some(true)>
                                    {say_with(Msg::TrufSeatTook, &[("n", Value::Number(v.won[i].into()))])}
                                </span>
                            </div>
                        })}
                        {shown.map(|t| view! { <div class="player-line small seat-note" data-testid="seat-shown">{t}</div> })}
                        <div class="player-score">
                            <span class="points" class:arrive=points_changed data-testid="points">{say_with(Msg::TrufPointsShort, &[("n", Value::Number(v.points[i].into()))])}</span>
                        </div>
                    </li>
                }
            })
            .collect_view();
        if arrived {
            fly_in(".player-list", &["[data-testid=\"trick\"]", ".center"]);
        }
        let length = say_with(
            Msg::TrufHandOf,
            &[
                (
                    "hand",
                    Value::Number(v.hand_number.min(v.options.hands as usize) as f64),
                ),
                ("hands", Value::Number(v.options.hands as f64)),
                ("players", Value::Number(v.players as f64)),
            ],
        );
        view! {
            <section class="panel players" data-read="players" aria-label=say(Msg::TrufPlayersLabel)>
                <p class="match-length small muted" data-testid="match-length">{length}</p>
                <ul class="player-list">{items}</ul>
            </section>
        }
    }
}
