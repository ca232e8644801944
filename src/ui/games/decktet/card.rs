//! Decktet card faces drawn with HTML and CSS: the rank in the corner, the suits top to bottom
//! as printed on the real cards (each with its own symbol and colour), and the card's name.
//! Cards that can be chosen are `<button class="dcard" data-card="diplomat">`.

use crate::mechanics::decktet::{Card, Rank, Suit};
use crate::ui::games::card_shell::{card_button, shown_card, CardLook, CardPick};
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
    view! {
        <span class=format!("dsuit {}", suit_class(suit)) title=suit.name()>
            <span aria-hidden="true">{suit.symbol().to_string()}</span>
            <span class="sr-only">{suit.name()}</span>
        </span>
    }
}

/// How a card is read aloud: "Diplomat, 8 of Moons and Suns, trump".
pub fn card_label(card: Card, trump: Option<Suit>) -> String {
    let is_trump = trump.is_some_and(|t| card.has_suit(t));
    let base = match card.rank() {
        Rank::Excuse => "the Excuse".to_string(),
        _ => card.describe(),
    };
    if is_trump {
        format!("{base}, trump")
    } else {
        base
    }
}

fn classes(card: Card, trump: Option<Suit>, extra: &str) -> String {
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

fn face(card: Card, trump: Option<Suit>) -> impl IntoView {
    let suits = card
        .suits()
        .iter()
        .map(|&s| {
            view! {
                <span class=format!("dsym {}", suit_class(s)) aria-hidden="true">
                    {s.symbol().to_string()}
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
        <span class="dname" aria-hidden="true">{card.name()}</span>
        {badge}
    }
}

fn look(card: Card, trump: Option<Suit>, extra: &str) -> CardLook {
    CardLook {
        class: classes(card, trump, extra),
        id: card.id().to_string(),
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

/// A card of the hand: a button, enabled when it may be chosen; `action` is the text of what
/// choosing it does (`play diplomat`, `ransom pact`).
#[component]
pub fn CardButton(
    card: Card,
    trump: Option<Suit>,
    enabled: bool,
    on_pick: Callback<Card>,
    action: String,
    #[prop(optional)] extra: &'static str,
    /// Part of a hand being dealt (see `games::motion::deal_in`).
    #[prop(optional)]
    deal: bool,
) -> impl IntoView {
    let extra = if deal {
        format!("{extra} arrive")
    } else {
        extra.to_string()
    };
    let pick = CardPick {
        action: Some(action),
        enabled,
        pressed: None,
        on_click: Box::new(move || on_pick.run(card)),
    };
    card_button(look(card, trump, &extra), pick)
}
