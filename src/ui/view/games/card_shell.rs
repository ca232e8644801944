//! The element every game's card is drawn in, written once: a card only shown
//! (`<span role="img">`) or a card of the hand (`<button>`), with its classes, its id in
//! `data-card`, its spoken name, and the face the game draws inside ([`CardDraw`]).

use super::suit_icon::suit_glyph;
use leptos::prelude::*;

/// How a game draws its cards.
pub trait CardDraw: Copy + Send + Sync + 'static {
    /// What marks a card as trump (the trump suit, or the game's trump).
    type Trump: Copy + PartialEq + Send + Sync + 'static;
    /// Whether the spoken name is also the card's tooltip (`title`).
    const TITLED: bool = false;

    /// The element's classes, with `extra` (where the card lies, how it moves).
    fn classes(self, trump: Self::Trump, extra: &str) -> String;
    /// `data-card`.
    fn data_id(self) -> String;
    /// The spoken name (`aria-label`).
    fn label(self, trump: Self::Trump) -> String;
    /// What is inside: the corner, the suits, the badges.
    fn face(self, trump: Self::Trump) -> AnyView;
    /// The names of the card's suits in the page's language (a suit's first letter jumps to
    /// its cards in the hand: `view::table_keys`).
    fn suit_names(self) -> Vec<String> {
        Vec::new()
    }
    /// The names of every suit of the game's cards, in the page's language and the order
    /// their keys are given (`view::table_keys::suit_keys`).
    fn every_suit() -> Vec<String> {
        Vec::new()
    }
}

/// `data-suits`: the keys of a card's suits, lower case ("h"; "mk" for Moons and Knots; "y"
/// for Wyrms, whose first letter is Waves'), which the table's keys jump by.
pub(super) fn suit_letters<C: CardDraw>(card: C) -> String {
    let every = C::every_suit();
    let keys = crate::ui::view::table_keys::suit_keys(&every);
    card.suit_names()
        .iter()
        .filter_map(|n| {
            every
                .iter()
                .position(|s| s == n)
                .and_then(|i| keys.get(i).copied().flatten())
                .or_else(|| n.chars().next())
        })
        .flat_map(char::to_lowercase)
        .collect()
}

pub(super) fn title<C: CardDraw>(card: C, trump: C::Trump) -> Option<String> {
    C::TITLED.then(|| card.label(trump))
}

/// A card that is only shown.
#[component]
pub fn CardFace<C: CardDraw>(
    card: C,
    trump: C::Trump,
    #[prop(optional, into)] extra: String,
) -> impl IntoView {
    view! {
        <span
            class=card.classes(trump, &extra)
            data-card=card.data_id()
            role="img"
            aria-label=card.label(trump)
            title=title(card, trump)
        >
            {card.face(trump)}
        </span>
    }
}

/// A card of the hand: a button, enabled when it may be chosen; `action` is the text of what
/// choosing it does (`data-action`: where a hint marks it).
#[component]
pub fn CardButton<C: CardDraw>(
    card: C,
    trump: C::Trump,
    enabled: bool,
    on_pick: Callback<C>,
    #[prop(optional, into)] action: Option<String>,
    /// The action a tap on it is the first of several towards (`data-leads-to`: Truf's card
    /// not yet in the bid, towards the card counted minus), where a lesson's mark walks.
    #[prop(optional_no_strip)]
    leads_to: Option<String>,
    /// Extra classes, e.g. "dim" for a card that may not be chosen now.
    #[prop(optional, into)]
    extra: String,
    /// Part of a hand being dealt (see `games::motion::deal_in`).
    #[prop(optional)]
    deal: bool,
    /// Whether the card is picked (in a bid being made); `None` when cards are not picked.
    #[prop(optional_no_strip)]
    pressed: Option<bool>,
) -> impl IntoView {
    let extra = if deal {
        format!("{extra} arrive")
    } else {
        extra
    };
    view! {
        <button
            type="button"
            class=card.classes(trump, &extra)
            data-card=card.data_id()
            data-action=action
            data-leads-to=leads_to
            data-suits=suit_letters(card)
            disabled=!enabled
            aria-pressed=pressed.map(|p| p.to_string())
            aria-label=card.label(trump)
            title=title(card, trump)
            on:click=move |_| on_pick.run(card)
        >
            {card.face(trump)}
        </button>
    }
}

/// A suit as a coloured symbol (in a span of `class`) with its `name` for screen readers.
/// A suit's symbol as decoration only, where its name is written beside it (a screen reader
/// would otherwise say the name twice: "Moons Moons").
pub fn suit_symbol_beside_name(class: String, symbol: char) -> AnyView {
    view! { <span class=class aria-hidden="true">{suit_glyph(symbol)}</span> }.into_any()
}

pub fn suit_symbol(class: String, name: String, symbol: char) -> AnyView {
    let title = name.clone();
    view! {
        <span class=class title=title>
            <span aria-hidden="true">{suit_glyph(symbol)}</span>
            <span class="sr-only">{name}</span>
        </span>
    }
    .into_any()
}
