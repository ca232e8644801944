//! The hand of the seat shown (sorted by suit, then rank; trumps marked), and the bid picker.
//! While the tricks are played the cards it may play are buttons. While it bids, every card
//! is a button that picks it for the bid (or puts it back); the picker beside shows the cards
//! picked, each with its plus/minus switch, the bid's value worked out live and what winning
//! with it would do.

use super::bids::bid_number;
use super::card::{suit_mark, CardFace};
use super::words::{describe, short, suit_name};
use super::{act, Draft, TableCtx};
use crate::engine::Game;
use crate::games::truf::bid::{card_value, signed_total, trump, value};
use crate::games::truf::{Action, BidCard, Card, Phase, Suit, Truf};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::hand_cards::{hand_cards, HandCard};
use crate::ui::view::games::hand_frame::{deal_new_hand, hand_section, HandFrame};
use leptos::prelude::*;

/// Suits in the order a hand is laid out: ♠ ♥ ♣ ♦ (colours alternate), each high to low.
fn sort_key(c: &Card) -> (usize, std::cmp::Reverse<u8>) {
    let order = match c.suit() {
        Suit::Spades => 0,
        Suit::Hearts => 1,
        Suit::Clubs => 2,
        Suit::Diamonds => 3,
    };
    (order, std::cmp::Reverse(c.rank()))
}

#[component]
pub fn Hand() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let draft = expect_context::<Draft>().0;
    let data = ctx.memo(move |v| {
        let mine = ctx.persons_turn(v);
        let playable: Vec<Card> = v.legal.iter().filter_map(played_card).collect();
        let bidding = mine && v.phase == Phase::Bid;
        let mut hand = v.my_hand().to_vec();
        hand.sort_unstable_by_key(sort_key);
        let shown: Vec<Card> = v
            .seat()
            .map(|s| v.shown[s.index()].clone())
            .unwrap_or_default();
        (
            hand,
            v.trump(),
            playable,
            bidding,
            mine,
            v.hand_number,
            shown,
        )
    });
    let dealt: StoredValue<Option<usize>> = StoredValue::new(None);
    let pick = Callback::new(move |card: Card| {
        let bidding = data.with_untracked(|d| d.3);
        if bidding {
            draft.update(|d| match d.iter().position(|b| b.card == card) {
                Some(k) => {
                    d.remove(k);
                }
                None => d.push(BidCard { card, minus: false }),
            });
        } else {
            act(Action::Play { card });
        }
    });
    let facts = ctx.memo(move |v| {
        let s = v.seat()?;
        if v.phase == Phase::GameOver {
            return None;
        }
        let i = s.index();
        let bid = match (v.target(s), bid_number(v, s)) {
            (Some(_), Some(n)) => {
                let take = say_with(Msg::TrufHandToTake, &[("n", Value::Text(&n))]);
                format!("{take} · ")
            }
            _ => String::new(),
        };
        let won = say_with(Msg::TrufTricks, &[("n", Value::Number(v.won[i].into()))]);
        let points = say_with(
            Msg::TrufHandPoints,
            &[("n", Value::Number(v.points[i].into()))],
        );
        Some(format!("{bid}{won} · {points}"))
    });
    // What each card shows now; the cards stay in the page while they are in the hand.
    let cards = Memo::new(move |_| {
        let (hand, trump, playable, bidding, mine, number, shown) = data.get();
        let deal = !hand.is_empty() && deal_new_hand(ctx.live, dealt, number);
        let picked = draft.get();
        hand.iter()
            .map(|&c| {
                let ok = bidding || playable.contains(&c);
                let is_picked = picked.iter().any(|b| b.card == c);
                let mut extra = String::new();
                if mine && !ok {
                    extra.push_str("dim ");
                }
                if is_picked {
                    extra.push_str("picked ");
                }
                if shown.contains(&c) {
                    extra.push_str("shown ");
                }
                if deal {
                    extra.push_str("arrive");
                }
                // While bidding, a card not picked adds itself plus (and is the first tap
                // towards it minus); a picked one is taken out by a tap.
                let bid = |minus| Truf::action_text(&Action::BidCard { card: c, minus });
                let action = if bidding && !is_picked {
                    Some(bid(false))
                } else if ok && !bidding {
                    Some(Truf::action_text(&Action::Play { card: c }))
                } else {
                    None
                };
                HandCard {
                    card: c,
                    trump,
                    enabled: ok,
                    extra,
                    action,
                    leads_to: (bidding && !is_picked).then(|| bid(true)),
                    pressed: bidding.then_some(is_picked),
                }
            })
            .collect::<Vec<_>>()
    });
    let empty = Memo::new(move |_| data.with(|d| d.0.is_empty()));
    hand_section::<Truf, _, _, _>(HandFrame {
        count: move || data.with(|d| d.0.len()),
        facts,
        class: "hand dhand",
        my_turn: move || data.with(|d| d.4),
        cards: move || {
            if empty.get() {
                view! { <p class="muted empty-hand">{say(Msg::TrufNoCardsLeft)}</p> }.into_any()
            } else {
                hand_cards(cards, pick).into_any()
            }
        },
    })
}

/// The card an action plays, if it plays one.
fn played_card(action: &Action) -> Option<Card> {
    match action {
        Action::Play { card } => Some(*card),
        _ => None,
    }
}

/// How a bid is worked out, in words: each card's worth and the total.
pub fn explain(cards: &[BidCard]) -> Vec<String> {
    let mut lines = Vec::new();
    match cards {
        [] => lines.push(say(Msg::TrufExplainPick)),
        [one] if one.card.is_face() => lines.push(say_with(
            Msg::TrufExplainFaceAlone,
            &[("card", Value::Text(&short(one.card)))],
        )),
        [one] => lines.push(say_with(
            Msg::TrufExplainAlone,
            &[
                ("card", Value::Text(&short(one.card))),
                ("n", Value::Number(card_value(one.card).into())),
            ],
        )),
        _ => {
            let parts: Vec<String> = cards
                .iter()
                .map(|b| {
                    format!(
                        "{} {}{}",
                        short(b.card),
                        if b.minus { "−" } else { "+" },
                        card_value(b.card)
                    )
                })
                .collect();
            let signed = signed_total(cards);
            let sum = format!("{} = {signed}", parts.join(", "));
            lines.push(if signed < 0 {
                say_with(Msg::TrufExplainBelowZero, &[("sum", Value::Text(&sum))])
            } else {
                sum
            });
            if cards.iter().any(|b| b.card.is_face()) {
                lines.push(say(Msg::TrufExplainFaces));
            }
        }
    }
    if !cards.is_empty() {
        lines.push(match trump(cards) {
            Some(s) => say_with(
                Msg::TrufExplainAllOne,
                &[("suit", Value::Text(&suit_name(s)))],
            ),
            None => say(Msg::TrufExplainMixed),
        });
    }
    lines
}

/// The bid being made by the seat on screen.
#[component]
pub fn BidPicker() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let draft = expect_context::<Draft>().0;
    let open = Memo::new(move |_| {
        ctx.view
            .with(|v| ctx.persons_turn(v) && v.phase == Phase::Bid)
    });
    let tricks = ctx.memo(move |v| v.hand_tricks());
    let make = move |_| {
        let mut cards = draft.get_untracked();
        cards.sort_by_key(|b| b.card);
        let already = ctx.view.with_untracked(|v| v.my_bid().to_vec());
        for b in cards
            .iter()
            .filter(|b| !already.iter().any(|a| a.card == b.card))
        {
            act(Action::BidCard {
                card: b.card,
                minus: b.minus && cards.len() > 1,
            });
        }
        act(Action::BidDone);
    };
    move || {
        open.get().then(|| {
            let mut cards = draft.get();
            cards.sort_by_key(|b| b.card);
            let worth = value(&cards);
            let several = cards.len() > 1;
            let rows = cards
                .iter()
                .map(|&b| {
                    let card = b.card;
                    // What this card sends as the bid stands, and what its switch makes it
                    // (a lesson's mark walks through them).
                    let minus = b.minus && several;
                    let bid = |minus| Truf::action_text(&Action::BidCard { card, minus });
                    let flip = move |_| {
                        draft.update(|d| {
                            if let Some(x) = d.iter_mut().find(|x| x.card == card) {
                                x.minus = !x.minus;
                            }
                        })
                    };
                    let remove = move |_| draft.update(|d| d.retain(|x| x.card != card));
                    view! {
                        <li class="bid-card" data-card=card.to_string() data-drafted=bid(minus)>
                            <CardFace card=card trump=None extra="mini" />
                            <button
                                type="button"
                                class="btn small sign"
                                class:minus=minus
                                data-testid="bid-sign"
                                data-action=bid(!minus)
                                disabled=!several
                                aria-label=say_with(
                                    if minus { Msg::TrufSignMinusLabel } else { Msg::TrufSignPlusLabel },
                                    &[("card", Value::Text(&describe(card)))],
                                )
                                on:click=flip
                            >
                                {say(if minus { Msg::TrufSignMinus } else { Msg::TrufSignPlus })}
                            </button>
                            <button type="button" class="btn small remove" data-undraft="" aria-label=say_with(Msg::TrufTakeOutLabel, &[("card", Value::Text(&describe(card)))]) on:click=remove>
                                {say(Msg::TrufTakeOut)}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            let lines = explain(&cards);
            let trump = trump(&cards);
            view! {
                <section class="panel choice bid-picker" data-testid="bid-picker" data-decision="">
                    <h2>{say(Msg::TrufPickerTitle)}</h2>
                    <p class="muted small">
                        {say_with(Msg::TrufPickerHelp, &[("n", Value::Number(tricks.get() as f64))])}
                    </p>
                    <ul class="bid-cards">{rows}</ul>
                    <p class="bid-value" data-testid="bid-value">
                        {say(Msg::TrufPickerBid)} " " <strong>{worth.to_string()}</strong>
                        " "
                        {say_with(Msg::TrufPickerTricksWord, &[("n", Value::Number(worth.into()))])}
                        {trump.map(|s| view! { " · " {suit_mark(s)} })}
                    </p>
                    <ul class="small bid-why" data-testid="bid-why">
                        {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                    </ul>
                    <div class="choice-buttons">
                        <button
                            type="button"
                            class="btn primary"
                            data-testid="make-bid"
                            data-action=Truf::action_text(&Action::BidDone)
                            disabled=cards.is_empty()
                            on:click=make
                        >
                            {say_with(Msg::TrufMakeBid, &[("n", Value::Number(worth.into()))])}
                        </button>
                        <button type="button" class="btn" data-testid="clear-bid" disabled=cards.is_empty() on:click=move |_| draft.set(Vec::new())>
                            {say(Msg::TrufClear)}
                        </button>
                    </div>
                </section>
            }
        })
    }
}
