//! The card face: rank and suit symbol in the suit's colour, with a trump badge once the
//! trump is known. Playable cards are `<button class="card" data-card="R5">`.

use crate::games::what_trump::{Card, Suit, Trump};
use crate::ui::games::card_shell::{card_button, shown_card, CardLook, CardPick};
use leptos::prelude::*;

pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Red => "suit-red",
        Suit::Green => "suit-green",
        Suit::Yellow => "suit-yellow",
        Suit::Blue => "suit-blue",
    }
}

/// How a card is read aloud: "red 5", "blue 9, trump", "green 3, supertrump".
pub fn card_label(card: Card, trump: Option<Trump>) -> String {
    let base = format!("{} {}", card.suit().name(), card.rank());
    match trump_mark(card, trump) {
        Some(TrumpMark::Super) => format!("{base}, supertrump"),
        Some(TrumpMark::Trump) => format!("{base}, trump"),
        None => base,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TrumpMark {
    Trump,
    Super,
}

pub fn trump_mark(card: Card, trump: Option<Trump>) -> Option<TrumpMark> {
    let t = trump?;
    if t.supertrump() == Some(card) {
        Some(TrumpMark::Super)
    } else if t.is_trump(card) {
        Some(TrumpMark::Trump)
    } else {
        None
    }
}

fn classes(card: Card, trump: Option<Trump>, extra: &str) -> String {
    let mark = match trump_mark(card, trump) {
        Some(TrumpMark::Super) => " trump supertrump",
        Some(TrumpMark::Trump) => " trump",
        None => "",
    };
    format!("card {}{mark} {extra}", suit_class(card.suit()))
}

fn face(card: Card, trump: Option<Trump>) -> impl IntoView {
    let sym = card.suit().symbol();
    let badge = match trump_mark(card, trump) {
        Some(TrumpMark::Super) => {
            Some(view! { <span class="badge badge-super" aria-hidden="true"></span> })
        }
        // The marks are drawn by the stylesheet: the card's name says "trump" in words, and a
        // letter in the text would not be part of that name.
        Some(TrumpMark::Trump) => {
            Some(view! { <span class="badge badge-t" aria-hidden="true"></span> })
        }
        None => None,
    };
    view! {
        <span class="corner" aria-hidden="true">
            <span class="rank">{card.rank()}</span>
            <span class="sym">{sym}</span>
        </span>
        <span class="pip" aria-hidden="true">{sym}</span>
        {badge}
    }
}

fn look(card: Card, trump: Option<Trump>, extra: &str) -> CardLook {
    CardLook {
        class: classes(card, trump, extra),
        id: card.to_string(),
        label: card_label(card, trump),
        titled: true,
        face: face(card, trump).into_any(),
    }
}

/// A card that can be clicked (drafted or played) when `enabled`.
#[component]
pub fn CardButton(
    card: Card,
    trump: Option<Trump>,
    enabled: bool,
    on_pick: Callback<Card>,
    /// Extra classes, e.g. "dim" for an illegal card during your turn.
    #[prop(optional, into)]
    extra: String,
    /// The short text of the action the card plays (`data-action`: where a hint marks it).
    #[prop(optional, into)]
    action: Option<String>,
) -> impl IntoView {
    let pick = CardPick {
        action,
        enabled,
        pressed: None,
        on_click: Box::new(move || on_pick.run(card)),
    };
    card_button(look(card, trump, &extra), pick)
}

/// A card shown for information only (trick, draft log, captured cards).
#[component]
pub fn CardFace(
    card: Card,
    trump: Option<Trump>,
    #[prop(optional, into)] extra: String,
) -> impl IntoView {
    shown_card(look(card, trump, &extra))
}

/// A small inline card reference for text: "♥5" in the suit's colour.
#[component]
pub fn CardTag(card: Card) -> impl IntoView {
    view! {
        <span class=format!("card-tag {}", suit_class(card.suit())) aria-label=card_label(card, None)>
            {format!("{}{}", card.suit().symbol(), card.rank())}
        </span>
    }
}
