//! The hand of the seat shown, sorted by top suit then rank; trumps marked. Legal cards are
//! buttons; the others are dimmed and disabled while it is this seat's turn.

use super::card::CardButton;
use super::{act, TableCtx};
use crate::games::ace_trump::{Action, Card, Phase};
use crate::ui::games::motion::deal_in;
use leptos::prelude::*;

fn sort_key(c: &Card) -> (usize, u8, usize) {
    let top = c.suits().first().map_or(9, |s| s.index());
    (top, c.rank().value(), c.index())
}

#[component]
pub fn Hand() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = Memo::new(move |_| {
        ctx.view.with(|v| {
            let legal: Vec<Card> = v
                .legal
                .iter()
                .filter_map(|a| match a {
                    Action::Play { card } => Some(*card),
                    _ => None,
                })
                .collect();
            let playing = ctx.live && v.phase == Phase::Play && v.my_turn();
            let mut hand = v.my_hand().to_vec();
            hand.sort_unstable_by_key(sort_key);
            (
                hand,
                v.trump.current,
                legal,
                playing,
                v.phase,
                v.hand_number,
            )
        })
    });
    // The hand whose cards were last drawn: a new hand is dealt in, card by card, once.
    let dealt: StoredValue<Option<usize>> = StoredValue::new(None);
    let play = Callback::new(move |card: Card| act(Action::Play { card }));
    // This seat's bid, tricks and points next to the cards (on a phone the players' panel is
    // below the fold).
    let facts = Memo::new(move |_| {
        ctx.view.with(|v| {
            let i = v.seat()?.index();
            if v.phase == Phase::GameOver {
                return None;
            }
            let bid = v.options.bidding.then(|| match v.bids[i] {
                Some(b) => format!("Bid {b} · "),
                None => String::new(),
            });
            let won = v.won[i];
            let points = v.points[i];
            Some(format!(
                "{}{won} trick{} · {points} pt{}",
                bid.unwrap_or_default(),
                if won == 1 { "" } else { "s" },
                if points == 1 { "" } else { "s" }
            ))
        })
    });
    view! {
        <section class="hand-wrap" aria-label="Your hand">
            <div class="hand-head">
                <h2 class="hand-title">
                    {move || {
                        let n = data.with(|d| d.0.len());
                        let whose = if ctx.live {
                            "Your hand".to_string()
                        } else {
                            ctx.view.with(|v| v.seat().map(|s| format!("{}'s hand", ctx.name(s)))).unwrap_or_default()
                        };
                        format!("{whose} ({n} card{})", if n == 1 { "" } else { "s" })
                    }}
                </h2>
                {move || facts.get().map(|f| view! { <span class="hand-facts" data-testid="my-facts">{f}</span> })}
            </div>
            <div class="hand dhand" data-testid="hand" data-decision="" class:my-turn=move || data.with(|d| d.3)>
                {move || {
                    let (hand, trump, legal, playing, phase, number) = data.get();
                    if hand.is_empty() {
                        let text = if phase == Phase::NameTrump {
                            "The cards are dealt once the dealer has named trump."
                        } else {
                            "No cards in hand."
                        };
                        return view! { <p class="muted empty-hand">{text}</p> }.into_any();
                    }
                    let deal = ctx.live && dealt.get_value() != Some(number);
                    dealt.set_value(Some(number));
                    if deal {
                        deal_in("[data-testid=\"hand\"]");
                    }
                    hand.iter()
                        .map(|&c| {
                            let ok = playing && legal.contains(&c);
                            let extra = if playing && !ok { "dim" } else { "" };
                            view! { <CardButton card=c trump=trump enabled=ok on_pick=play extra=extra deal=deal /> }
                        })
                        .collect_view()
                        .into_any()
                }}
            </div>
        </section>
    }
}
