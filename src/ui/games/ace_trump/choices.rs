//! The decisions before the tricks: the dealer names trump (Fixed trump), and each player bids
//! (Bidding). Shown to the seat that must choose; the others see who is choosing.

use super::{act, TableCtx};
use crate::engine::Game;
use crate::games::ace_trump::{AceTrump, Action, Phase, Suit, View};
use crate::ui::games::decktet::bid::bid_panel;
use crate::ui::games::decktet::card::suit_mark;
use leptos::prelude::*;

#[component]
pub fn Choices() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let state = Memo::new(move |_| {
        ctx.view
            .with(|v| (v.phase, ctx.live && v.my_turn(), v.hand_size, v.hand_number))
    });
    move || {
        let (phase, mine, size, number) = state.get();
        match (phase, mine) {
            (Phase::NameTrump, true) => Some(
                view! {
                    <section class="panel choice" data-testid="name-trump" data-decision="">
                        <h2>{format!("You deal hand {number}: name the trump suit")}</h2>
                        <p class="muted">"You name it before the cards are dealt. Aces change nothing in this game."</p>
                        <div class="choice-buttons">
                            {Suit::ALL
                                .into_iter()
                                .map(|suit| {
                                    view! {
                                        <button
                                            type="button"
                                            class="btn suit-choice"
                                            data-suit=suit.id()
                                            data-action=AceTrump::action_text(&Action::NameTrump { suit })
                                            on:click=move |_| act(Action::NameTrump { suit })
                                        >
                                            {suit_mark(suit)}
                                            " "
                                            {suit.name()}
                                        </button>
                                    }
                                })
                                .collect_view()}
                        </div>
                    </section>
                }
                .into_any(),
            ),
            (Phase::Bid, true) => {
                Some(bid_panel::<View>(size, format!("From 0 to {size}.")).into_any())
            }
            _ => None,
        }
    }
}
