//! The trump panel: how this hand's trump was bought (or that every ransom was dropped), and
//! the ransoms once shown, for reference during the tricks.

use super::TableCtx;
use crate::engine::Seat;
use crate::games::ransom_trump::Phase;
use crate::ui::view::games::decktet::card::suit_mark_named;
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
                view! { <h2>"Trump: " {suit_mark_named(s)} " " {s.name()}</h2> }.into_any()
            }
            (None, Phase::Ransom, _) => view! { <h2>"Trump: to be bought"</h2> }.into_any(),
            (None, Phase::ChooseTrump, _) => view! { <h2>"Trump: being chosen"</h2> }.into_any(),
            (None, _, Some(_)) => view! { <h2>"No trump this hand"</h2> }.into_any(),
            (None, _, None) => view! { <h2>"No trump"</h2> }.into_any(),
        };
        let note = match reveal
            .as_ref()
            .and_then(|r| Some((r.winner?, r.winning_card()?)))
        {
            Some((w, card)) => format!("Bought with {} {}.", ctx.whose(&v, w), card.name()),
            None if reveal.is_some() => "No ransom was left alone at the top.".to_string(),
            None => {
                "Everyone puts down a ransom; the highest card left alone names trump.".to_string()
            }
        };
        let list = reveal.map(|r| {
            let items = Seat::all(v.players)
                .map(|s| {
                    let card = r.cards[s.index()];
                    let dropped = r.cancelled.contains(&s);
                    let won = r.winner == Some(s);
                    view! {
                        <li class:dropped=dropped class:won=won>
                            {format!("{}: {}", ctx.who(&v, s), card.name())}
                            {dropped.then_some(" (dropped)")}
                            {won.then_some(" ★")}
                        </li>
                    }
                })
                .collect_view();
            view! { <ul class="ransom-list small" data-testid="ransom-list">{items}</ul> }
        });
        view! {
            <section class="panel trump-display" class:no-trump=trump.is_none() data-testid="trump-display" aria-label="Trump">
                {title}
                <p class="small">{note}</p>
                {list}
            </section>
        }
    }
}
