//! The centre of the table: the cards of the last turn side by side, each under its owner's
//! name with the chosen attribute highlighted, the best one marked and the others dimmed,
//! what happened in words, and the middle pile waiting for the next winner.

use super::card::{card_face, wins_words};
use super::TableCtx;
use crate::games::top_trumps::{PackWords, TurnResult};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use leptos::prelude::*;

#[component]
pub fn TurnArea() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    move || {
        let v = ctx.view.get();
        let pack = v.options.pack.clone();
        let words = PackWords::of(&pack);
        let middle = v.middle.len();
        let pile = view! {
            <div class="tt-middle" class:empty=middle == 0 data-testid="middle-pile">
                <span class="tt-pile" aria-hidden="true">{(middle > 0).then_some("🂠")}</span>
                <span class="small">
                    {match middle {
                        0 => say(Msg::TopTrumpsMiddleEmpty),
                        n => say_with(Msg::TopTrumpsMiddle, &[("n", Value::Number(n as f64))]),
                    }}
                </span>
            </div>
        };
        // Words of a seat: `yours` for the person at the table, else `theirs` with the name.
        let of_seat = |seat, yours: Msg, theirs: Msg, args: &[(&str, Value)]| {
            let name = ctx.name(seat);
            let mut args = args.to_vec();
            args.push(("name", Value::Text(&name)));
            say_with(
                if ctx.me(&v) == Some(seat) {
                    yours
                } else {
                    theirs
                },
                &args,
            )
        };
        let Some(t) = v.last.clone() else {
            let first = of_seat(
                v.chooser,
                Msg::TopTrumpsYouChooseFirst,
                Msg::TopTrumpsChoosesFirst,
                &[],
            );
            return view! {
                <section class="panel tt-turn" data-read="trick" data-testid="tt-turn" aria-label=say(Msg::TopTrumpsTheTable)>
                    <h2 class="tt-turn-title">{say(Msg::TopTrumpsFirstTurn)}</h2>
                    <p class="muted">{first}</p>
                    {pile}
                </section>
            }
            .into_any();
        };
        let a = t.attribute as usize;
        let label = said(&words.label(a));
        let wins = pack
            .attribute(a)
            .map(|x| wins_words(x.better))
            .unwrap_or_default();
        let winner = match t.result {
            TurnResult::Won { seat } => Some(seat),
            _ => None,
        };
        let outcome = match t.result {
            TurnResult::Won { seat } => {
                let from_middle = t.taken.len().saturating_sub(t.revealed.len());
                let (yours, theirs) = match from_middle {
                    0 => (Msg::TopTrumpsYouTake, Msg::TopTrumpsTakes),
                    _ => (Msg::TopTrumpsYouTakeMiddle, Msg::TopTrumpsTakesMiddle),
                };
                let args = [
                    ("n", Value::Number(t.taken.len() as f64)),
                    ("middle", Value::Number(from_middle as f64)),
                ];
                of_seat(seat, yours, theirs, &args)
            }
            TurnResult::Tie => say(Msg::TopTrumpsTie),
            TurnResult::NoData => say(Msg::TopTrumpsNoData),
        };
        let chose = of_seat(
            t.chooser,
            Msg::TopTrumpsTurnYouChose,
            Msg::TopTrumpsTurnChose,
            &[
                ("turn", Value::Number(t.number as f64)),
                ("attribute", Value::Text(&label)),
            ],
        );
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
                        <span class="tt-owner small">{if ctx.me(&v) == Some(s) { say(Msg::TopTrumpsYou) } else { ctx.name(s) }} {(winner == Some(s)).then_some(" ★")}</span>
                        {card_face(words, c as usize, Some(a), look)}
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="panel tt-turn" data-read="trick" data-testid="tt-turn" aria-label=say(Msg::TopTrumpsTheLastTurn)>
                <h2 class="tt-turn-title">
                    {chose} " "
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
