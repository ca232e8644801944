//! Faces of the 52-card deck drawn with HTML and CSS: the rank and suit symbol in the corner,
//! the suit large in the middle, red for Hearts and Diamonds and black for Spades and Clubs
//! (the symbol always tells the suits apart), and the back of a card lying face down. Cards
//! that can be chosen are `<button class="dcard fcard" data-card="10H">`.

use super::words::{corner, describe, suit_name};
use crate::games::truf::{Card, Suit};
use crate::ui::model::lang::{say, say_with, Msg, Value};
pub use crate::ui::view::games::card_shell::CardFace;
use crate::ui::view::games::card_shell::{suit_symbol, suit_symbol_beside_name, CardDraw};
use crate::ui::view::games::suit_icon::suit_glyph;
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
    let class = format!("fsuit {}", suit_class(suit));
    suit_symbol(class, suit_name(suit), suit.symbol())
}

/// The suit's symbol before its written name (the symbol is then only decoration).
pub fn suit_mark_named(suit: Suit) -> impl IntoView {
    let class = format!("fsuit {}", suit_class(suit));
    suit_symbol_beside_name(class, suit.symbol())
}

impl CardDraw for Card {
    type Trump = Option<Suit>;

    fn classes(self, trump: Self::Trump, extra: &str) -> String {
        let card = self;
        let t = if Some(card.suit()) == trump {
            " trump"
        } else {
            ""
        };
        let face = if card.is_face() { " face" } else { "" };
        format!("dcard fcard {}{face}{t} {extra}", suit_class(card.suit()))
    }
    fn data_id(self) -> String {
        self.to_string()
    }
    /// How a card is read aloud: "10 of Hearts, trump".
    fn suit_names(self) -> Vec<String> {
        vec![super::words::suit_name(self.suit())]
    }
    fn every_suit() -> Vec<String> {
        Suit::ALL.into_iter().map(super::words::suit_name).collect()
    }
    fn label(self, trump: Self::Trump) -> String {
        let card = self;
        if Some(card.suit()) == trump {
            say_with(
                Msg::TrufCardTrump,
                &[("card", Value::Text(&describe(card)))],
            )
        } else {
            describe(card)
        }
    }
    fn face(self, trump: Self::Trump) -> AnyView {
        let card = self;
        let symbol = card.suit().symbol();
        let badge = (Some(card.suit()) == trump)
            .then(|| view! { <span class="badge badge-t" aria-hidden="true"></span> });
        view! {
            <span class="fcorner" aria-hidden="true">
                <span class="frank">{corner(card)}</span>
                <span class="fsym">{suit_glyph(symbol)}</span>
            </span>
            <span class="fpip" aria-hidden="true">{suit_glyph(symbol)}</span>
            {badge}
        }
        .into_any()
    }
}

/// The back of a card lying face down: nothing of the card itself is on the page.
#[component]
pub fn CardBack(#[prop(optional)] extra: &'static str) -> impl IntoView {
    view! {
        <span class=format!("dcard fcard back {extra}") data-card="face-down" role="img" aria-label=move || say(Msg::TrufCardFaceDown)>
            <span class="fback" aria-hidden="true"></span>
        </span>
    }
}
