//! The centre of the table: the cards of the last turn side by side, each under its owner's
//! name with the chosen attribute highlighted, the best one marked and the others dimmed,
//! what happened in words, and the middle pile waiting for the next winner.

use super::card::card_face;
use super::TableCtx;
use crate::engine::person_words::agree;
use crate::games::top_trumps::TurnResult;
use leptos::prelude::*;

#[component]
pub fn TurnArea() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    move || {
        let v = ctx.view.get();
        let pack = v.options.pack.clone();
        let middle = v.middle.len();
        let pile = view! {
            <div class="tt-middle" class:empty=middle == 0 data-testid="middle-pile">
                <span class="tt-pile" aria-hidden="true">{(middle > 0).then_some("🂠")}</span>
                <span class="small">
                    {match middle {
                        0 => "Middle pile: empty".to_string(),
                        1 => "Middle pile: 1 card, for the next winner".to_string(),
                        n => format!("Middle pile: {n} cards, for the next winner"),
                    }}
                </span>
            </div>
        };
        let Some(t) = v.last.clone() else {
            return view! {
                <section class="panel tt-turn" data-testid="tt-turn" aria-label="The table">
                    <h2 class="tt-turn-title">"The first turn"</h2>
                    <p class="muted">{agree(&format!("{} chooses first: the player to the dealer's left.", ctx.who(&v, v.chooser)))}</p>
                    {pile}
                </section>
            }
            .into_any();
        };
        let a = t.attribute as usize;
        let label = pack
            .attribute(a)
            .map(|x| x.label.clone())
            .unwrap_or_default();
        let wins = pack.attribute(a).map_or("", |x| x.better.wins());
        let winner = match t.result {
            TurnResult::Won { seat } => Some(seat),
            _ => None,
        };
        let outcome = match t.result {
            TurnResult::Won { seat } => {
                let from_middle = t.taken.len().saturating_sub(t.revealed.len());
                let extra = match from_middle {
                    0 => String::new(),
                    n => format!(" ({n} from the middle)"),
                };
                agree(&format!("{} takes {} cards{extra}.", ctx.who(&v, seat), t.taken.len()))
            }
            TurnResult::Tie => "A tie for the best value: every card goes to the middle, and the same player chooses again.".into(),
            TurnResult::NoData => "A card has no data for this: every card goes to the middle, and the same player chooses again.".into(),
        };
        let cards = t
            .revealed
            .iter()
            .map(|&(s, c)| {
                let look = match t.result {
                    TurnResult::Won { .. } if winner == Some(s) => "won",
                    TurnResult::Won { .. } => "lost",
                    _ => "tied",
                };
                view! {
                    <li class="tt-shown" data-seat=s.index().to_string()>
                        <span class="tt-owner small">{ctx.who(&v, s)} {(winner == Some(s)).then_some(" ★")}</span>
                        {card_face(&pack, c as usize, Some(a), look)}
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="panel tt-turn" data-testid="tt-turn" aria-label="The last turn">
                <h2 class="tt-turn-title">
                    {format!("Turn {}: {} chose {label} ", t.number, ctx.who(&v, t.chooser))}
                    <span class="muted small">{format!("({wins})")}</span>
                </h2>
                <ul class="tt-shown-list" data-testid="revealed">{cards}</ul>
                <p class="tt-outcome" data-testid="turn-outcome">{outcome}</p>
                {pile}
            </section>
        }
        .into_any()
    }
}
