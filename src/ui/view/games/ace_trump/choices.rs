//! The decisions before the tricks: the dealer names trump (Fixed trump), and each player bids
//! (Bidding). Shown to the seat that must choose; the others see who is choosing.

use super::TableCtx;
use crate::games::ace_trump::{Action, Phase, Suit, View};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::decktet::bid::{bid_panel, suit_button};
use leptos::prelude::*;

#[component]
pub fn Choices() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let state = Memo::new(move |_| {
        ctx.view
            .with(|v| (v.phase, ctx.persons_turn(v), v.hand_size, v.hand_number))
    });
    move || {
        let (phase, mine, size, number) = state.get();
        match (phase, mine) {
            (Phase::NameTrump, true) => Some(
                view! {
                    <section class="panel choice" data-testid="name-trump" data-decision="">
                        <h2>{say_with(Msg::DecktetAceNameTrumpTitle, &[("n", Value::Number(number as f64))])}</h2>
                        <p class="muted">{say(Msg::DecktetAceNameTrumpHelp)}</p>
                        <div class="choice-buttons">
                            {Suit::ALL
                                .into_iter()
                                .map(|suit| suit_button::<View>(suit, Action::NameTrump { suit }, None))
                                .collect_view()}
                        </div>
                    </section>
                }
                .into_any(),
            ),
            (Phase::Bid, true) => {
                let range = say_with(Msg::DecktetAceBidRange, &[("n", Value::Number(size as f64))]);
                Some(bid_panel::<View>(size, range).into_any())
            }
            _ => None,
        }
    }
}
