//! Decktet card faces drawn with HTML and CSS: the rank in the corner, the suits top to bottom
//! as printed on the real cards (each with its own symbol and colour), and the card's name.
//! Cards that can be chosen are `<button class="dcard" data-card="diplomat">`.

use super::words::{card_name, describe, suit_name};
use crate::mechanics::decktet::{Card, Rank, Suit};
use crate::ui::model::lang::{say_with, Msg, Value};
use crate::ui::view::games::card_shell::{suit_symbol, suit_symbol_beside_name, CardDraw};
pub use crate::ui::view::games::card_shell::{CardButton, CardFace};
use crate::ui::view::games::suit_icon::suit_glyph;
use leptos::prelude::*;

pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Moons => "ds-moons",
        Suit::Suns => "ds-suns",
        Suit::Waves => "ds-waves",
        Suit::Leaves => "ds-leaves",
        Suit::Wyrms => "ds-wyrms",
        Suit::Knots => "ds-knots",
    }
}

/// A suit as a coloured symbol with its name for screen readers.
pub fn suit_mark(suit: Suit) -> impl IntoView {
    let class = format!("dsuit {}", suit_class(suit));
    suit_symbol(class, suit_name(suit), suit.symbol())
}

/// The suit's symbol before its written name (the symbol is then only decoration).
pub fn suit_mark_named(suit: Suit) -> impl IntoView {
    let class = format!("dsuit {}", suit_class(suit));
    suit_symbol_beside_name(class, suit.symbol())
}

impl CardDraw for Card {
    type Trump = Option<Suit>;

    fn classes(self, trump: Self::Trump, extra: &str) -> String {
        let card = self;
        let t = if trump.is_some_and(|t| card.has_suit(t)) {
            " trump"
        } else {
            ""
        };
        let kind = match card.rank() {
            Rank::Excuse => " excuse",
            Rank::Ace => " ace",
            Rank::Crown => " crown",
            Rank::Pawn => " pawn",
            _ => "",
        };
        format!("dcard{kind}{t} {extra}")
    }
    fn data_id(self) -> String {
        self.id().to_string()
    }
    /// How a card is read aloud: "Diplomat, 8 of Moons and Suns, trump".
    fn suit_names(self) -> Vec<String> {
        self.suits()
            .iter()
            .map(|&s| super::words::suit_name(s))
            .collect()
    }
    fn every_suit() -> Vec<String> {
        crate::mechanics::decktet::Suit::ALL
            .into_iter()
            .map(super::words::suit_name)
            .collect()
    }
    fn label(self, trump: Self::Trump) -> String {
        let card = self;
        let is_trump = trump.is_some_and(|t| card.has_suit(t));
        let base = describe(card);
        if is_trump {
            say_with(Msg::DecktetCardTrump, &[("card", Value::Text(&base))])
        } else {
            base
        }
    }
    fn face(self, trump: Self::Trump) -> AnyView {
        let card = self;
        let suits = card
            .suits()
            .iter()
            .map(|&s| {
                view! {
                    <span class=format!("dsym {}", suit_class(s)) aria-hidden="true">
                        {suit_glyph(s.symbol())}
                    </span>
                }
            })
            .collect_view();
        let badge = trump
            .is_some_and(|t| card.has_suit(t))
            .then(|| view! { <span class="badge badge-t" aria-hidden="true"></span> });
        view! {
            // The corner is drawn by the stylesheet (from data-corner), so the card's visible text
            // is its name, which begins its spoken name.
            <span class="drank" aria-hidden="true" data-corner=card.rank().corner()></span>
            <span class="dsuits">{suits}</span>
            {move || {
                // A long name (German and Indonesian have many) in smaller letters.
                let name = card_name(card);
                let long = name.split(' ').any(|w| w.chars().count() > 7);
                // The break between two syllables is a <wbr>, not a soft hyphen: a character in
                // the card's visible text that its spoken name lacks (axe: the label must hold
                // the visible text).
                let name = crate::ui::model::words::soft_hyphens(&name, 8);
                let mut parts = name.split('\u{00AD}');
                let first = parts.next().unwrap_or_default().to_string();
                let rest = parts
                    .map(|p| view! { <wbr /> {p.to_string()} })
                    .collect_view();
                view! { <span class="dname" class:long=long aria-hidden="true">{first}{rest}</span> }
            }}
            {badge}
        }
        .into_any()
    }
}
