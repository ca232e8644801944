//! The hand of the seat shown (sorted by suit, then rank; trumps marked), and the bid picker.
//! While the tricks are played the cards it may play are buttons. While it bids, every card
//! is a button that picks it for the bid (or puts it back); the picker beside shows the cards
//! picked, each with its plus/minus switch, the bid's value worked out live and what winning
//! with it would do.

use super::bids::bid_number;
use super::card::{suit_mark, CardButton, CardFace};
use super::{act, Draft, TableCtx};
use crate::engine::Game;
use crate::games::truf::bid::{card_value, signed_total, trump, value};
use crate::games::truf::{Action, BidCard, Card, Phase, Suit, Truf};
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
        let mine = ctx.live && v.my_turn();
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
            (Some(_), Some(n)) => format!("To take {n} · "),
            _ => String::new(),
        };
        let won = v.won[i];
        Some(format!(
            "{bid}{won} trick{} · {} pts",
            if won == 1 { "" } else { "s" },
            v.points[i]
        ))
    });
    hand_section::<Truf, _, _, _>(HandFrame {
        count: move || data.with(|d| d.0.len()),
        facts,
        class: "hand dhand",
        my_turn: move || data.with(|d| d.4),
        cards: move || {
            let (hand, trump, playable, bidding, mine, number, shown) = data.get();
            if hand.is_empty() {
                return view! { <p class="muted empty-hand">"No cards left in this hand."</p> }
                    .into_any();
            }
            let deal = deal_new_hand(ctx.live, dealt, number);
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
                        bid(false)
                    } else if ok && !bidding {
                        Truf::action_text(&Action::Play { card: c })
                    } else {
                        String::new()
                    };
                    let leads_to = (bidding && !is_picked).then(|| bid(true));
                    view! {
                        <CardButton card=c trump=trump enabled=ok on_pick=pick extra=extra action=action leads_to=leads_to pressed=bidding.then_some(is_picked) />
                    }
                })
                .collect_view()
                .into_any()
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
        [] => lines.push("Pick one or more cards from your hand.".to_string()),
        [one] if one.card.is_face() => lines.push(format!(
            "{} on its own is worth 0: a Jack, Queen or King shown alone bids nothing.",
            one.card.short()
        )),
        [one] => lines.push(format!(
            "{} on its own is worth {} (a single card always counts plus).",
            one.card.short(),
            card_value(one.card)
        )),
        _ => {
            let parts: Vec<String> = cards
                .iter()
                .map(|b| {
                    format!(
                        "{} {}{}",
                        b.card.short(),
                        if b.minus { "−" } else { "+" },
                        card_value(b.card)
                    )
                })
                .collect();
            let signed = signed_total(cards);
            let mut line = format!("{} = {signed}", parts.join(", "));
            if signed < 0 {
                line.push_str(", which counts as 0");
            }
            lines.push(line);
            if cards.iter().any(|b| b.card.is_face()) {
                lines.push(
                    "With other cards, a Jack, Queen or King is worth 10; an Ace is worth 1."
                        .into(),
                );
            }
        }
    }
    if !cards.is_empty() {
        lines.push(match trump(cards) {
            Some(s) => format!(
                "All {}: if this bid wins, {} are trump.",
                s.name(),
                s.name()
            ),
            None => "Mixed suits: if this bid wins, there is no trump.".into(),
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
            .with(|v| ctx.live && v.my_turn() && v.phase == Phase::Bid)
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
                                aria-label=format!("{}: {}; switch", card.describe(), if minus { "minus" } else { "plus" })
                                on:click=flip
                            >
                                {if minus { "− minus" } else { "+ plus" }}
                            </button>
                            <button type="button" class="btn small remove" data-undraft="" aria-label=format!("Take {} out of the bid", card.describe()) on:click=remove>
                                "✕ out"
                            </button>
                        </li>
                    }
                })
                .collect_view();
            let lines = explain(&cards);
            let trump = trump(&cards);
            view! {
                <section class="panel choice bid-picker" data-testid="bid-picker" data-decision="">
                    <h2>"Your bid"</h2>
                    <p class="muted small">
                        {format!(
                            "Pick cards from your hand below; their worth is the number of tricks you must take exactly (of {}). \
                             The cards stay in your hand, but everyone sees them once all bids are shown.",
                            tricks.get()
                        )}
                    </p>
                    <ul class="bid-cards">{rows}</ul>
                    <p class="bid-value" data-testid="bid-value">
                        "Bid: " <strong>{worth.to_string()}</strong>
                        {format!(" trick{}", if worth == 1 { "" } else { "s" })}
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
                            {format!("Bid {worth}")}
                        </button>
                        <button type="button" class="btn" data-testid="clear-bid" disabled=cards.is_empty() on:click=move |_| draft.set(Vec::new())>
                            "Clear"
                        </button>
                    </div>
                </section>
            }
        })
    }
}
