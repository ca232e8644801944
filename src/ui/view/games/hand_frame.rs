//! The frame of the hand of the seat shown, written once: the title ("Your hand (5 cards)",
//! "Ann's hand" in the replay viewer), the seat's facts next to it, and the cards, dealt in
//! card by card when a new hand arrives at the live table.

use super::motion::deal_in;
use super::{SeatView, TableCtx};
use crate::engine::Game;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::model::words::SeatWords;
use leptos::prelude::*;

/// What the hand's frame shows around the cards.
pub struct HandFrame<F, T, C> {
    /// The number of cards.
    pub count: F,
    /// The seat's facts (tricks, points) next to the title.
    pub facts: Memo<Option<String>>,
    /// The cards' classes ("hand dhand").
    pub class: &'static str,
    /// Whether the seat is choosing a card (`my-turn`).
    pub my_turn: T,
    /// The cards, or what the area says without any.
    pub cards: C,
}

/// The hand's section for game `G`.
pub fn hand_section<G, F, T, C>(frame: HandFrame<F, T, C>) -> AnyView
where
    G: Game,
    G::View: SeatView,
    F: Fn() -> usize + Send + Sync + 'static,
    T: Fn() -> bool + Send + Sync + 'static,
    C: Fn() -> AnyView + Send + Sync + 'static,
{
    let ctx = expect_context::<TableCtx<G>>();
    let HandFrame {
        count,
        facts,
        class,
        my_turn,
        cards,
    } = frame;
    view! {
        <section class="hand-wrap" data-read="hand" aria-label=move || say(Msg::TableYourHand)>
            <div class="hand-head">
                <h2 class="hand-title">
                    {move || {
                        let n = count();
                        // "Your hand" for the person here; a bot's seat shown at a table of
                        // bots, or a seat in the replay viewer, by its name.
                        let whose = ctx.view.with(|v| {
                            v.seat_shown().map(|s| {
                                if ctx.me(v) == Some(s) {
                                    SeatWords::you()
                                } else {
                                    SeatWords::of(&ctx.name(s))
                                }
                            })
                        });
                        match whose {
                            Some(w) => say_with(Msg::TableHandTitle, &[("name", w.value()), ("n", Value::Number(n as f64))]),
                            // No seat shown: the count alone, as before.
                            None => say_with(Msg::TableHandCount, &[("n", Value::Number(n as f64))]),
                        }
                    }}
                </h2>
                {move || facts.get().map(|f| view! { <span class="hand-facts" data-testid="my-facts">{f}</span> })}
            </div>
            <div class=class data-testid="hand" data-decision="" class:my-turn=my_turn>
                {cards}
            </div>
        </section>
    }
    .into_any()
}

/// Whether hand `number` is new at the live table (`dealt` keeps the last one drawn): its
/// cards are then dealt in.
pub fn deal_new_hand(live: bool, dealt: StoredValue<Option<usize>>, number: usize) -> bool {
    let deal = live && dealt.get_value() != Some(number);
    dealt.set_value(Some(number));
    if deal {
        deal_in("[data-testid=\"hand\"]");
    }
    deal
}
