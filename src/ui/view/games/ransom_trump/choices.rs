//! The decisions before the tricks besides the ransom itself (chosen from the hand): the
//! owner of a winning ransom with several suits chooses trump, and with Bidding each player
//! bids. Shown to the seat that must choose.

use super::TableCtx;
use crate::engine::Seat;
use crate::games::ransom_trump::{Action, Phase, Suit, View};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::decktet::bid::{bid_panel, suit_button};
use crate::ui::view::games::decktet::words::{card_name, or_list, suit_name};
use leptos::prelude::*;

#[component]
pub fn Choices() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let state = ctx.memo(move |v| {
        (
            v.phase,
            ctx.persons_turn(v),
            v.hand_tricks(),
            v.reveal.clone(),
        )
    });
    move || {
        let (phase, mine, tricks, reveal) = state.get();
        match (phase, mine) {
            (Phase::ChooseTrump, true) => {
                let r = reveal?;
                let card = r.winning_card()?;
                let v = ctx.view.get_untracked();
                // What the other ransoms say their owners would like.
                let wishes: Vec<String> = Seat::all(v.players)
                    .filter(|&s| Some(s) != v.seat())
                    .filter_map(|s| {
                        let theirs = r.cards[s.index()];
                        let liked: Vec<String> = r
                            .suits_on_offer()
                            .iter()
                            .filter(|&&x| theirs.has_suit(x))
                            .map(|&x| suit_name(x))
                            .collect();
                        (!liked.is_empty()).then(|| {
                            let msg = if v.partner(v.seat()?) == Some(s) {
                                Msg::DecktetRansomPartnerWish
                            } else {
                                Msg::DecktetRansomWish
                            };
                            let name = ctx.name(s);
                            let suits = or_list(&liked);
                            Some(say_with(
                                msg,
                                &[
                                    ("name", Value::Text(&name)),
                                    ("card", Value::Text(&card_name(theirs))),
                                    ("suits", Value::Text(&suits)),
                                ],
                            ))
                        })?
                    })
                    .collect();
                let buttons = r
                    .suits_on_offer()
                    .iter()
                    .map(|&suit| {
                        let held = v.my_hand().iter().filter(|c| c.has_suit(suit)).count();
                        choose_suit(suit, held)
                    })
                    .collect_view();
                Some(
                    view! {
                        <section class="panel choice" data-testid="choose-trump" data-decision="">
                            <h2>{say_with(Msg::DecktetRansomChooseTitle, &[("card", Value::Text(&card_name(card)))])}</h2>
                            <p class="muted">{say(Msg::DecktetRansomChooseHelp)}</p>
                            {(!wishes.is_empty()).then(|| view! {
                                <ul class="small ransom-wishes">
                                    {wishes.into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}
                                </ul>
                            })}
                            <div class="choice-buttons">{buttons}</div>
                        </section>
                    }
                    .into_any(),
                )
            }
            (Phase::Bid, true) => Some(
                bid_panel::<View>(
                    tricks,
                    say_with(
                        Msg::DecktetRansomBidRange,
                        &[("n", Value::Number(tricks as f64))],
                    ),
                )
                .into_any(),
            ),
            _ => None,
        }
    }
}

/// A suit to choose, with how many cards of the hand carry it.
fn choose_suit(suit: Suit, held: usize) -> AnyView {
    let held = say_with(Msg::DecktetRansomHeld, &[("n", Value::Number(held as f64))]);
    let note = view! { <span class="small muted">{format!(" · {held}")}</span> };
    suit_button::<View>(suit, Action::ChooseTrump { suit }, Some(note.into_any()))
}
