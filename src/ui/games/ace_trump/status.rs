//! The status line: always says what happens now (or, in a replay, what happens next).

use super::TableCtx;
use crate::games::ace_trump::{rules, Phase, View};
use leptos::prelude::*;

fn status(v: &View, ctx: &TableCtx) -> String {
    let Some(to_act) = v.to_act else {
        let names: Vec<String> = v.winners.iter().map(|&s| ctx.name(s)).collect();
        return match names.len() {
            0 => "The game is over.".into(),
            1 if ctx.me(v) == Some(v.winners[0]) => "Game over: you win!".into(),
            1 => format!("Game over: {} wins.", names[0]),
            _ => format!("Game over: shared win for {}.", names.join(" and ")),
        };
    };
    let mine = ctx.live && v.my_turn() && ctx.me(v).is_some();
    let who = if ctx.live {
        ctx.label(to_act)
    } else {
        ctx.name(to_act)
    };
    let other = |now: String, next: String| {
        if ctx.live {
            now
        } else {
            format!("Next: {}", crate::ui::words::agree(&next))
        }
    };
    match v.phase {
        Phase::NameTrump if mine => "You deal: name the trump suit for this hand.".into(),
        Phase::NameTrump => other(
            format!("{who} deals and is naming trump…"),
            format!("{who} names trump."),
        ),
        Phase::Bid if mine => "Your bid: how many tricks will you take?".into(),
        Phase::Bid => other(format!("{who} is bidding…"), format!("{who} bids.")),
        Phase::Play => {
            let n = v.tricks.len() + 1;
            let total = v.hand_size;
            let just = v
                .trick
                .plays
                .is_empty()
                .then(|| v.tricks.last())
                .flatten()
                .map(|t| format!("{} took the trick. ", ctx.who(v, t.winner)))
                .unwrap_or_default();
            if !mine {
                return format!(
                    "{just}{}",
                    other(format!("{who} is playing…"), format!("{who} plays."))
                );
            }
            match rules::led_card(&v.trick.plays) {
                None if v.trick.plays.is_empty() => {
                    format!("{just}Your lead: trick {n} of {total}.")
                }
                None => {
                    "Your turn: the Excuse was led, so your card sets what must be followed.".into()
                }
                Some(led) => {
                    let can = v.my_hand().iter().any(|&c| rules::follows(led, c));
                    let suits: Vec<String> = led
                        .suits()
                        .iter()
                        .map(|s| format!("{} {}", s.symbol(), s.name()))
                        .collect();
                    if can {
                        format!(
                            "Your turn: follow {} with a card of {}.",
                            led.name(),
                            suits.join(" or ")
                        )
                    } else {
                        format!(
                            "Your turn: you have nothing of {}, so any card may be played.",
                            suits.join(" or ")
                        )
                    }
                }
            }
        }
        Phase::GameOver => "The game is over.".into(),
    }
}

#[component]
pub fn StatusLine() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let text = Memo::new(move |_| ctx.view.with(|v| status(v, &ctx)));
    let mine = Memo::new(move |_| ctx.view.with(|v| ctx.live && v.my_turn()));
    view! {
        <p class="status" class:my-turn=move || mine.get() data-testid="status" role="status" aria-live="polite">
            {move || text.get()}
        </p>
    }
}
