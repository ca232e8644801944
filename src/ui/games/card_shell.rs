//! The element every game's card is drawn in, written once: a card only shown
//! (`<span role="img">`) or a card of the hand (`<button>`), with its classes, its id in
//! `data-card`, its spoken name, and the face the game draws inside.

use leptos::prelude::*;

/// How a game draws one card.
pub struct CardLook {
    /// The element's classes.
    pub class: String,
    /// `data-card`.
    pub id: String,
    /// The spoken name (`aria-label`).
    pub label: String,
    /// Whether the name is also the element's tooltip (`title`).
    pub titled: bool,
    /// What is inside: the corner, the suits, the badges.
    pub face: AnyView,
}

impl CardLook {
    fn title(&self) -> Option<String> {
        self.titled.then(|| self.label.clone())
    }
}

/// A card that is only shown.
pub fn shown_card(look: CardLook) -> AnyView {
    let title = look.title();
    view! {
        <span class=look.class data-card=look.id role="img" aria-label=look.label title=title>
            {look.face}
        </span>
    }
    .into_any()
}

/// What a card of the hand does.
pub struct CardPick {
    /// The text of what choosing it does (`data-action`).
    pub action: Option<String>,
    pub enabled: bool,
    /// Whether the card is picked (`aria-pressed`); `None` when cards are not picked.
    pub pressed: Option<bool>,
    pub on_click: Box<dyn Fn() + Send + Sync>,
}

/// A card of the hand: a button, enabled when it may be chosen.
pub fn card_button(look: CardLook, pick: CardPick) -> AnyView {
    let title = look.title();
    let on_click = pick.on_click;
    view! {
        <button
            type="button"
            class=look.class
            data-card=look.id
            data-action=pick.action
            disabled=!pick.enabled
            aria-pressed=pick.pressed.map(|p| p.to_string())
            aria-label=look.label
            title=title
            on:click=move |_| on_click()
        >
            {look.face}
        </button>
    }
    .into_any()
}
