//! Faces of the 52-card deck drawn with HTML and CSS: the rank and suit symbol in the corner,
//! the suit large in the middle, red for Hearts and Diamonds and black for Spades and Clubs
//! (the symbol always tells the suits apart), and the back of a card lying face down. Cards
//! that can be chosen are `<button class="dcard fcard" data-card="10H">`.

use crate::games::truf::{Card, Suit};
use crate::ui::games::card_shell::{card_button, shown_card, CardLook, CardPick};
use leptos::prelude::*;

pub fn suit_class(suit: Suit) -> &'static str {
    if suit.is_red() {
        "fs-red"
    } else {
        "fs-black"
    }
}

/// A suit as a coloured symbol with its name for screen readers.
pub fn suit_mark(suit: Suit) -> impl IntoView {
    view! {
        <span class=format!("fsuit {}", suit_class(suit)) title=suit.name()>
            <span aria-hidden="true">{suit.symbol().to_string()}</span>
            <span class="sr-only">{suit.name()}</span>
        </span>
    }
}

/// How a card is read aloud: "10 of Hearts, trump".
pub fn card_label(card: Card, trump: Option<Suit>) -> String {
    if Some(card.suit()) == trump {
        format!("{}, trump", card.describe())
    } else {
        card.describe()
    }
}

fn classes(card: Card, trump: Option<Suit>, extra: &str) -> String {
    let t = if Some(card.suit()) == trump {
        " trump"
    } else {
        ""
    };
    let face = if card.is_face() { " face" } else { "" };
    format!("dcard fcard {}{face}{t} {extra}", suit_class(card.suit()))
}

fn face(card: Card, trump: Option<Suit>) -> impl IntoView {
    let symbol = card.suit().symbol().to_string();
    let badge = (Some(card.suit()) == trump)
        .then(|| view! { <span class="badge badge-t" aria-hidden="true"></span> });
    view! {
        <span class="fcorner" aria-hidden="true">
            <span class="frank">{card.rank_text()}</span>
            <span class="fsym">{symbol.clone()}</span>
        </span>
        <span class="fpip" aria-hidden="true">{symbol}</span>
        {badge}
    }
}

fn look(card: Card, trump: Option<Suit>, extra: &str) -> CardLook {
    CardLook {
        class: classes(card, trump, extra),
        id: card.to_string(),
        label: card_label(card, trump),
        titled: false,
        face: face(card, trump).into_any(),
    }
}

/// A card that is only shown.
#[component]
pub fn CardFace(
    card: Card,
    trump: Option<Suit>,
    #[prop(optional)] extra: &'static str,
) -> impl IntoView {
    shown_card(look(card, trump, extra))
}

/// The back of a card lying face down: nothing of the card itself is on the page.
#[component]
pub fn CardBack(#[prop(optional)] extra: &'static str) -> impl IntoView {
    view! {
        <span class=format!("dcard fcard back {extra}") data-card="face-down" role="img" aria-label="a card face down">
            <span class="fback" aria-hidden="true"></span>
        </span>
    }
}

/// A card of the hand: a button, enabled when it may be chosen; `action` is the text of what
/// choosing it does (`play 10H`, `bid 7H+`).
#[component]
pub fn CardButton(
    card: Card,
    trump: Option<Suit>,
    enabled: bool,
    on_pick: Callback<Card>,
    action: String,
    #[prop(optional)] extra: String,
    /// Whether the card is picked (in the bid being made); `None` when cards are not picked.
    pressed: Option<bool>,
) -> impl IntoView {
    let pick = CardPick {
        action: Some(action),
        enabled,
        pressed,
        on_click: Box::new(move || on_pick.run(card)),
    };
    card_button(look(card, trump, &extra), pick)
}
