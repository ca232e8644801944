//! The bid (Bidding, in Ace Trump and Ransom Trump): how many tricks the seat means to take,
//! one button a number. Made scores 5 a trick bid and 1 an extra trick; short scores nothing.

use super::card::suit_mark_named;
use super::words::suit_name;
use super::DecktetView;
use crate::engine::Game;
use crate::mechanics::decktet::Suit;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::act;
use leptos::attr::custom::custom_attribute;
use leptos::prelude::*;

/// A button of a decision: of `class`, with its data attribute (`data-bid="3"`), doing
/// `action` (its text in `data-action`), showing `body`.
fn choice_button<V: DecktetView>(
    class: &'static str,
    (key, value): (&'static str, String),
    action: <V::Game as Game>::Action,
    body: AnyView,
) -> AnyView {
    let text = V::Game::action_text(&action);
    let pick = move |_| act::<V::Game>(action.clone());
    view! {
        <button {..custom_attribute(key, value)} type="button" class=class data-action=text on:click=pick>
            {body}
        </button>
    }
    .into_any()
}

/// The bid panel for the person to act: 0 to `most` tricks; `range` says what that is.
pub fn bid_panel<V: DecktetView>(most: usize, range: String) -> impl IntoView {
    let buttons = (0..=most.min(u8::MAX as usize) as u8)
        .map(|tricks| {
            let data = ("data-bid", tricks.to_string());
            let body = tricks.to_string().into_any();
            choice_button::<V>("btn bid-choice", data, V::bid_action(tricks), body)
        })
        .collect_view();
    view! {
        <section class="panel choice" data-testid="bid" data-decision="">
            <h2>{move || say(Msg::DecktetBidTitle)}</h2>
            <p class="muted">
                {say_with(Msg::DecktetBidScoring, &[("range", Value::Text(&range))])}
            </p>
            <div class="choice-buttons">{buttons}</div>
        </section>
    }
}

/// A suit to choose (naming trump, choosing it): the button doing `action`, with `note` after
/// the suit's name.
pub fn suit_button<V: DecktetView>(
    suit: Suit,
    action: <V::Game as Game>::Action,
    note: Option<AnyView>,
) -> AnyView {
    let body = view! {
        {suit_mark_named(suit)}
        " "
        {suit_name(suit)}
        {note}
    };
    let data = ("data-suit", suit.id().to_string());
    choice_button::<V>("btn suit-choice", data, action, body.into_any())
}
