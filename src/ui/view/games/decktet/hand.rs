//! The hand of the seat shown, sorted by top suit then rank; trumps marked. The cards it may
//! choose now (to play, or as a ransom) are buttons; the others are dimmed and disabled while
//! it is this seat's turn.

use super::players::points_short;
use super::{Ctx, DecktetView};
use crate::engine::Game;
use crate::mechanics::decktet::Card;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::act;
use crate::ui::view::games::hand_cards::{hand_cards, HandCard};
use crate::ui::view::games::hand_frame::{deal_new_hand, hand_section, HandFrame};
use leptos::prelude::*;

fn sort_key(c: &Card) -> (usize, u8, usize) {
    let top = c.suits().first().map_or(9, |s| s.index());
    (top, c.rank().value(), c.index())
}

/// The hand of the seat shown, for a game whose view is `V`.
pub fn hand<V: DecktetView>() -> impl IntoView {
    let ctx = expect_context::<Ctx<V>>();
    let data = ctx.memo(move |v| {
        let choosing = ctx.persons_turn(v);
        let choices = if choosing {
            v.card_choices()
        } else {
            Vec::new()
        };
        let actions: Vec<(Card, String)> = choices
            .iter()
            .map(|&c| (c, V::Game::action_text(&v.card_action(c))))
            .collect();
        let mut hand = v.my_hand().to_vec();
        hand.sort_unstable_by_key(sort_key);
        (
            hand,
            v.trump_now(),
            actions,
            choosing && !choices.is_empty(),
            v.empty_hand(),
            v.hand_number(),
        )
    });
    // The hand whose cards were last drawn: a new hand is dealt in, card by card, once.
    let dealt: StoredValue<Option<usize>> = StoredValue::new(None);
    let pick = Callback::new(move |card: Card| {
        let action = ctx.view.with_untracked(|v| v.card_action(card));
        act::<V::Game>(action)
    });
    // This seat's bid, tricks and points next to the cards (on a phone the players' panel is
    // below the fold).
    let facts = ctx.memo(move |v| {
        let i = v.seat_shown()?.index();
        if v.game_over() {
            return None;
        }
        let bid = v.bidding().then(|| match v.bids()[i] {
            Some(b) => {
                let bid = say_with(Msg::DecktetHandBid, &[("n", Value::Number(b.into()))]);
                format!("{bid} · ")
            }
            None => String::new(),
        });
        let won = say_with(
            Msg::DecktetTricks,
            &[("n", Value::Number(v.won()[i].into()))],
        );
        Some(format!(
            "{}{won} · {}",
            bid.unwrap_or_default(),
            points_short(v.points()[i])
        ))
    });
    // What each card shows now; the cards stay in the page while they are in the hand.
    let cards = Memo::new(move |_| {
        let (hand, trump, actions, choosing, _, number) = data.get();
        let deal = !hand.is_empty() && deal_new_hand(ctx.live, dealt, number);
        hand.iter()
            .map(|&c| {
                let action = actions
                    .iter()
                    .find(|(x, _)| *x == c)
                    .map(|(_, a)| a.clone());
                let mut card = HandCard::to_play(c, trump, choosing, action);
                if deal {
                    card.extra.push_str(" arrive");
                }
                card
            })
            .collect::<Vec<_>>()
    });
    let empty = Memo::new(move |_| data.with(|d| d.0.is_empty().then_some(d.4)));
    hand_section::<V::Game, _, _, _>(HandFrame {
        count: move || data.with(|d| d.0.len()),
        facts,
        class: "hand dhand",
        my_turn: move || data.with(|d| d.3),
        cards: move || match empty.get() {
            Some(empty) => view! { <p class="muted empty-hand">{say(empty)}</p> }.into_any(),
            None => hand_cards(cards, pick).into_any(),
        },
    })
}
