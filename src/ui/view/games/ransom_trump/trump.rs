//! The trump panel: how this hand's trump was bought (or that every ransom was dropped), and
//! the ransoms once shown, for reference during the tricks.

use super::TableCtx;
use crate::engine::Seat;
use crate::games::ransom_trump::Phase;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::decktet::card::suit_mark_named;
use crate::ui::view::games::decktet::words::{card_name, is_you, suit_name};
use leptos::prelude::*;

#[component]
pub fn TrumpDisplay() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| (v.trump, v.phase, v.reveal.clone()));
    move || {
        let (trump, phase, reveal) = data.get();
        let v = ctx.view.get_untracked();
        let title = match (trump, phase, &reveal) {
            (Some(s), _, _) => {
                view! { <h2>{say(Msg::DecktetTrumpIs)} " " {suit_mark_named(s)} " " {suit_name(s)}</h2> }.into_any()
            }
            (None, Phase::Ransom, _) => view! { <h2>{say(Msg::DecktetRansomTrumpToBuy)}</h2> }.into_any(),
            (None, Phase::ChooseTrump, _) => view! { <h2>{say(Msg::DecktetRansomTrumpBeingChosen)}</h2> }.into_any(),
            (None, _, Some(_)) => view! { <h2>{say(Msg::DecktetRansomNoTrumpThisHand)}</h2> }.into_any(),
            (None, _, None) => view! { <h2>{say(Msg::DecktetRansomNoTrumpAtAll)}</h2> }.into_any(),
        };
        let note = match reveal
            .as_ref()
            .and_then(|r| Some((r.winner?, r.winning_card()?)))
        {
            Some((w, card)) => {
                let card = card_name(card);
                let card = ("card", Value::Text(&card));
                if is_you(&ctx, &v, w) {
                    say_with(Msg::DecktetRansomBoughtByYou, &[card])
                } else {
                    let who = ctx.name(w);
                    say_with(
                        Msg::DecktetRansomBoughtBy,
                        &[("name", Value::Text(&who)), card],
                    )
                }
            }
            None if reveal.is_some() => say(Msg::DecktetRansomNoneAlone),
            None => say(Msg::DecktetRansomEveryone),
        };
        let list = reveal.map(|r| {
            let items = Seat::all(v.players)
                .map(|s| {
                    let card = r.cards[s.index()];
                    let dropped = r.cancelled.contains(&s);
                    let won = r.winner == Some(s);
                    view! {
                        <li class:dropped=dropped class:won=won>
                            {format!("{}: {}", ctx.who(&v, s), card_name(card))}
                            {dropped.then(|| format!(" {}", say(Msg::DecktetRansomDroppedMark)))}
                            {won.then_some(" ★")}
                        </li>
                    }
                })
                .collect_view();
            view! { <ul class="ransom-list small" data-testid="ransom-list">{items}</ul> }
        });
        view! {
            <section class="panel trump-display" class:no-trump=trump.is_none() data-testid="trump-display" aria-label=say(Msg::DecktetTrumpLabel)>
                {title}
                <p class="small">{note}</p>
                {list}
            </section>
        }
    }
}
