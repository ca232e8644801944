//! The cards of the hand of the seat shown, as a keyed list written once for every game: a
//! card stays in the page while it is in the hand, and a move changes only what changed on
//! it (enabled or not, dimmed, what choosing it does). Before, every card of the hand was
//! drawn again whenever the turn came to the seat or left it.

use super::card_shell::{suit_letters, title, CardDraw};
use leptos::prelude::*;
use std::hash::Hash;

/// What a card of the hand shows now.
#[derive(Clone, PartialEq)]
pub struct HandCard<C: CardDraw> {
    pub card: C,
    pub trump: C::Trump,
    /// Whether it may be chosen now.
    pub enabled: bool,
    /// Extra classes: "dim" for a card that may not be chosen now, "arrive" while it is dealt
    /// in (see `games::motion::deal_in`), "picked", "shown".
    pub extra: String,
    /// The text of what choosing it does (`data-action`: where a hint marks it).
    pub action: Option<String>,
    /// The action a tap on it is the first of several towards (`data-leads-to`).
    pub leads_to: Option<String>,
    /// Whether the card is picked (in a bid being made); `None` when cards are not picked.
    pub pressed: Option<bool>,
}

impl<C: CardDraw> HandCard<C> {
    /// A card to play: enabled when `action` is given, dimmed otherwise while `choosing`.
    pub fn to_play(card: C, trump: C::Trump, choosing: bool, action: Option<String>) -> Self {
        let enabled = action.is_some();
        HandCard {
            card,
            trump,
            enabled,
            extra: if choosing && !enabled { "dim" } else { "" }.into(),
            action,
            leads_to: None,
            pressed: None,
        }
    }
}

/// The cards of `cards`, in its order, each a button that gives `on_pick` its card.
pub fn hand_cards<C>(cards: Memo<Vec<HandCard<C>>>, on_pick: Callback<C>) -> impl IntoView
where
    C: CardDraw + Eq + Hash,
    HandCard<C>: PartialEq,
{
    let keys = Memo::new(move |_| cards.with(|c| c.iter().map(|h| h.card).collect::<Vec<_>>()));
    view! { <For each=move || keys.get() key=|c| *c children=move |card| hand_card(cards, card, on_pick) /> }
}

/// One card: its attributes follow the list's entry for it, its face only the trump.
fn hand_card<C>(cards: Memo<Vec<HandCard<C>>>, card: C, on_pick: Callback<C>) -> impl IntoView
where
    C: CardDraw + Eq + Hash,
    HandCard<C>: PartialEq,
{
    // The entry for this card; the last one seen while the list is being left.
    let now = Memo::new(move |last: Option<&Option<HandCard<C>>>| {
        cards
            .with(|c| c.iter().find(|h| h.card == card).cloned())
            .or_else(|| last.cloned().flatten())
    });
    let read = move |f: fn(&HandCard<C>) -> String| now.with(|h| h.as_ref().map(f));
    let trump = Memo::new(move |_| now.with(|h| h.as_ref().map(|h| h.trump)));
    let enabled = move || now.with(|h| h.as_ref().is_some_and(|h| h.enabled));
    view! {
        <button
            type="button"
            class=move || now.with(|h| h.as_ref().map(|h| card.classes(h.trump, &h.extra)))
            data-card=card.data_id()
            data-action=move || now.with(|h| h.as_ref().and_then(|h| h.action.clone()))
            data-leads-to=move || now.with(|h| h.as_ref().and_then(|h| h.leads_to.clone()))
            data-suits=suit_letters(card)
            disabled=move || !enabled()
            aria-pressed=move || now.with(|h| h.as_ref().and_then(|h| h.pressed).map(|p| p.to_string()))
            aria-label=move || read(|h| h.card.label(h.trump))
            title=move || trump.get().and_then(|t| title(card, t))
            on:click=move |_| on_pick.run(card)
        >
            {move || trump.get().map(|t| card.face(t))}
        </button>
    }
}
