//! The bids: while they are made, which seats have closed theirs (face down, nothing of them
//! on the page); once all are closed, every bid shown together with its cards, its worth and
//! the winner, and what that makes of the hand (trump, high, low or even game). In an even
//! game the bid winner turns it up or down, with what each way does in words.

use super::card::{suit_mark_named, CardBack, CardFace};
use super::words::{is_you, suit_name};
use super::{act, TableCtx};
use crate::engine::{Game, Seat};
use crate::games::truf::caption::turn_words;
use crate::games::truf::{Action, Direction, Kind, Phase, Truf, View};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::words::capitalised;
use leptos::prelude::*;

/// The kind of game and what a miss costs in it.
pub fn kind_text(kind: Kind) -> String {
    say(match kind {
        Kind::High => Msg::TrufKindHigh,
        Kind::Low => Msg::TrufKindLow,
        Kind::Even => Msg::TrufKindEven,
    })
}

/// A seat's bid as it stands: its worth when shown ("3"), and once an even game is turned and
/// the tricks to take differ from it, both ("3 → 2"). `None` before the bids are shown.
pub fn bid_number(v: &View, seat: Seat) -> Option<String> {
    let shown = v
        .reveal
        .as_ref()
        .and_then(|r| r.values.get(seat.index()).copied());
    match (shown, v.target(seat)) {
        (Some(b), Some(t)) if b != t => Some(format!("{b} → {t}")),
        (_, Some(t)) => Some(t.to_string()),
        (Some(b), None) => Some(b.to_string()),
        (None, None) => None,
    }
}

#[component]
pub fn Bids() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    // Shown while bidding, and through the first trick (then the players' panel keeps each
    // seat's target and the bid cards it still holds).
    let shown = ctx.memo(move |v| {
        v.phase == Phase::Bid
            || v.phase == Phase::Turn
            || (v.phase == Phase::Play && v.tricks.is_empty())
    });
    move || {
        if !shown.get() {
            return None;
        }
        let v = ctx.view.get();
        let me = ctx.me(&v);
        let rows = Seat::all(v.players)
            .map(|s| {
                let i = s.index();
                let who = ctx.who(&v, s);
                let winner = v.reveal.as_ref().is_some_and(|r| r.winner == s);
                let body = match (&v.reveal, &v.bids[i]) {
                    (Some(r), Some(cards)) => {
                        let faces = cards
                            .iter()
                            .map(|b| {
                                let sign = (cards.len() > 1).then_some(if b.minus { "−" } else { "+" });
                                view! {
                                    <span class="bid-card-shown">
                                        {sign.map(|x| view! { <span class="sign" class:minus=x == "−">{x}</span> })}
                                        <CardFace card=b.card trump=r.trump extra="mini" />
                                    </span>
                                }
                            })
                            .collect_view();
                        view! {
                            <span class="bid-faces">{faces}</span>
                            <span class="bid-worth" data-testid="bid-worth">{say_with(Msg::TrufBidsWorth, &[("n", Value::Text(&bid_number(&v, s).unwrap_or_else(|| r.values[i].to_string())))])}</span>
                            {winner.then(|| view! { <span class="bid-won">{say(Msg::TrufWinsTheBid)}</span> })}
                        }
                        .into_any()
                    }
                    // The viewer's own bid while the others are still secret.
                    (None, Some(cards)) if Some(s) == v.seat() && !cards.is_empty() => {
                        let faces = cards
                            .iter()
                            .map(|b| view! { <CardFace card=b.card trump=None extra="mini" /> })
                            .collect_view();
                        view! {
                            <span class="bid-faces">{faces}</span>
                            <span class="bid-worth">{say(if v.closed[i] { Msg::TrufBidClosed } else { Msg::TrufBidBeingMade })}</span>
                        }
                        .into_any()
                    }
                    _ if v.closed[i] => view! {
                        <span class="bid-faces"><CardBack extra="mini" /></span>
                        <span class="bid-worth">{say(Msg::TrufBidMadeFaceDown)}</span>
                    }
                    .into_any(),
                    _ if v.to_act == Some(s) => view! { <span class="bid-worth muted">{say(Msg::TrufSeatBidding)}</span> }.into_any(),
                    _ => view! { <span class="bid-worth muted">{say(Msg::TrufSeatToBid)}</span> }.into_any(),
                };
                view! {
                    <li class="bid-row" class:winner=winner class:me=me == Some(s) data-player=i.to_string()>
                        <span class="bid-who">{who}</span>
                        {body}
                    </li>
                }
            })
            .collect_view();
        let outcome = v.reveal.as_ref().map(|r| {
            let total: u32 = r.values.iter().sum();
            let trump = match r.trump {
                Some(s) => {
                    let trump = say_with(
                        Msg::TrufSuitIsTrump,
                        &[("suit", Value::Text(&suit_name(s)))],
                    );
                    view! { <span>{suit_mark_named(s)} {format!(" {trump}")}</span> }.into_any()
                }
                None => view! { <span>{say(Msg::TrufNoTrumpMixed)}</span> }.into_any(),
            };
            let won = if is_you(&ctx, &v, r.winner) {
                say(Msg::TrufYouWonBid)
            } else {
                let name = ctx.name(r.winner);
                say_with(Msg::TrufWonBid, &[("name", Value::Text(&name))])
            };
            // Once an even game is turned, the total it became too ("17 → 20"), as each bid is
            // shown: the game's kind is read from that total.
            let turned: Option<u32> = v.contract.as_ref().map(|(c, _)| c.iter().sum());
            let total = match turned {
                Some(t) if t != total => format!("{total} → {t}"),
                _ => total.to_string(),
            };
            let bid = say_with(
                Msg::TrufTricksBid,
                &[
                    ("total", Value::Text(&total)),
                    ("n", Value::Number(v.hand_tricks() as f64)),
                ],
            );
            let kind = v.contract.as_ref().map_or(r.kind, |(_, k)| *k);
            view! {
                <p class="bid-outcome" data-testid="bid-outcome">
                    {format!("{won} ")}
                    {trump}
                    {format!(". {bid} ")}
                    {kind_text(kind)}
                </p>
            }
        });
        let title = say(if v.reveal.is_some() {
            Msg::TrufBidsTitle
        } else {
            Msg::TrufBiddingTitle
        });
        Some(view! {
            <section class="panel bids" data-testid="bids" aria-label=say(Msg::TrufBidsLabel)>
                <h2>{title}</h2>
                <ul class="bid-list">{rows}</ul>
                {outcome}
            </section>
        })
    }
}

/// The even game's turn, for the bid winner.
#[component]
pub fn TurnChoice() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let open = Memo::new(move |_| {
        ctx.view
            .with(|v| ctx.persons_turn(v) && v.phase == Phase::Turn)
    });
    move || {
        if !open.get() {
            return None;
        }
        let v = ctx.view.get_untracked();
        let r = v.reveal.clone()?;
        let me = v.seat()?;
        let option = |direction: Direction| {
            let (after, _) = crate::games::truf::bid::turn(&r.values, direction);
            let changes: Vec<String> = Seat::all(v.players)
                .map(|s| {
                    let who = if s == me {
                        say(Msg::TrufYouInList)
                    } else {
                        ctx.name(s)
                    };
                    format!("{who} {} → {}", r.values[s.index()], after[s.index()])
                })
                .collect();
            let (label, id) = match direction {
                Direction::Up => (say(Msg::TrufTurnUp), "turn-up"),
                Direction::Down => (say(Msg::TrufTurnDown), "turn-down"),
            };
            view! {
                <div class="turn-option">
                    <button
                        type="button"
                        class="btn primary"
                        data-testid=id
                        data-action=Truf::action_text(&Action::Turn { direction })
                        on:click=move |_| act(Action::Turn { direction })
                    >
                        {label}
                    </button>
                    <p class="small">{format!("{}: {}.", capitalised(&turn_words(direction)), changes.join(", "))}</p>
                </div>
            }
        };
        Some(view! {
            <section class="panel choice turn-choice" data-testid="turn-choice" data-decision="">
                <h2>{say(Msg::TrufTurnTitle)}</h2>
                <p class="muted small">
                    {say_with(Msg::TrufTurnHelp, &[("n", Value::Number(v.hand_tricks() as f64))])}
                </p>
                {option(Direction::Up)}
                {option(Direction::Down)}
            </section>
        })
    }
}
