//! The card face: rank and suit symbol in the suit's colour, with a trump badge once the
//! trump is known. Playable cards are `<button class="card" data-card="R5">`.

use crate::games::what_trump::{Card, Suit, Trump};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::card_shell::CardDraw;
pub use crate::ui::view::games::card_shell::{CardButton, CardFace};
use crate::ui::view::games::suit_icon::suit_glyph;
use leptos::prelude::*;

pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Red => "suit-red",
        Suit::Green => "suit-green",
        Suit::Yellow => "suit-yellow",
        Suit::Blue => "suit-blue",
    }
}

/// A suit's name in the page's language ("red").
pub fn suit_name(suit: Suit) -> String {
    say(match suit {
        Suit::Red => Msg::WhatTrumpRed,
        Suit::Green => Msg::WhatTrumpGreen,
        Suit::Yellow => Msg::WhatTrumpYellow,
        Suit::Blue => Msg::WhatTrumpBlue,
    })
}

/// A suit as text says it: its symbol and name ("♥ red").
pub fn suit_words(suit: Suit) -> String {
    format!("{} {}", suit.symbol(), suit_name(suit))
}

/// How a card is read aloud: "red 5", "blue 9, trump", "green 3, supertrump".
pub fn card_label(card: Card, trump: Option<Trump>) -> String {
    let msg = match trump_mark(card, trump) {
        Some(TrumpMark::Super) => Msg::WhatTrumpCardSupertrump,
        Some(TrumpMark::Trump) => Msg::WhatTrumpCardTrump,
        None => Msg::WhatTrumpCard,
    };
    let (suit, rank) = (suit_name(card.suit()), card.rank().to_string());
    say_with(
        msg,
        &[("suit", Value::Text(&suit)), ("rank", Value::Text(&rank))],
    )
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

impl CardDraw for Card {
    type Trump = Option<Trump>;
    const TITLED: bool = true;

    fn classes(self, trump: Self::Trump, extra: &str) -> String {
        let card = self;
        let mark = match trump_mark(card, trump) {
            Some(TrumpMark::Super) => " trump supertrump",
            Some(TrumpMark::Trump) => " trump",
            None => "",
        };
        format!("card {}{mark} {extra}", suit_class(card.suit()))
    }
    fn data_id(self) -> String {
        self.to_string()
    }
    fn suit_names(self) -> Vec<String> {
        vec![suit_name(self.suit())]
    }
    fn every_suit() -> Vec<String> {
        Suit::ALL.into_iter().map(suit_name).collect()
    }
    fn label(self, trump: Self::Trump) -> String {
        card_label(self, trump)
    }
    fn face(self, trump: Self::Trump) -> AnyView {
        let card = self;
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
                <span class="sym">{suit_glyph(sym)}</span>
            </span>
            <span class="pip" aria-hidden="true">{suit_glyph(sym)}</span>
            {badge}
        }
        .into_any()
    }
}

/// A small inline card reference for text: "♥5" in the suit's colour.
#[component]
pub fn CardTag(card: Card) -> impl IntoView {
    view! {
        <span class=format!("card-tag {}", suit_class(card.suit())) data-card-tag=card.to_string() aria-label=card_label(card, None)>
            {suit_glyph(card.suit().symbol())}
            {card.rank()}
        </span>
    }
}
