//! The bid (Bidding, in Ace Trump and Ransom Trump): how many tricks the seat means to take,
//! one button a number. Made scores 5 a trick bid and 1 an extra trick; short scores nothing.

use super::card::suit_mark;
use super::DecktetView;
use crate::engine::Game;
use crate::mechanics::decktet::Suit;
use crate::ui::games::act;
use leptos::prelude::*;

/// The bid panel for the person to act: 0 to `most` tricks; `range` says what that is.
pub fn bid_panel<V: DecktetView>(most: usize, range: String) -> impl IntoView {
    view! {
        <section class="panel choice" data-testid="bid" data-decision="">
            <h2>"Your bid: how many tricks will you take?"</h2>
            <p class="muted">
                {format!("{range} Made: 5 points a trick bid and 1 an extra trick. Short: nothing.")}
            </p>
            <div class="choice-buttons">
                {(0..=most.min(u8::MAX as usize) as u8)
                    .map(|tricks| {
                        let action = V::bid_action(tricks);
                        let text = V::Game::action_text(&action);
                        let pick = move |_| act::<V::Game>(V::bid_action(tricks));
                        view! {
                            <button
                                type="button"
                                class="btn bid-choice"
                                data-bid=tricks.to_string()
                                data-action=text
                                on:click=pick
                            >
                                {tricks.to_string()}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
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
    let text = V::Game::action_text(&action);
    let pick = move |_| act::<V::Game>(action.clone());
    view! {
        <button
            type="button"
            class="btn suit-choice"
            data-suit=suit.id()
            data-action=text
            on:click=pick
        >
            {suit_mark(suit)}
            " "
            {suit.name()}
            {note}
        </button>
    }
    .into_any()
}
