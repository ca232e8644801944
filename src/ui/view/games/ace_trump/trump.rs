//! The trump panel: the trump in force, when an Ace changed it, and the Aces not yet seen (each
//! could change it again).

use super::TableCtx;
use crate::games::ace_trump::{Phase, Suit};
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::view::games::decktet::card::{suit_mark, suit_mark_named};
use crate::ui::view::games::decktet::words::{is_you, suit_name};
use leptos::prelude::*;

#[component]
pub fn TrumpDisplay() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let data = ctx.memo(move |v| {
        let last = v.trump.changes.last().map(|c| (c.seat, c.trick));
        // An Ace changed trump in the trick on the table (open, or just completed).
        let on_table = if v.trick.plays.is_empty() {
            v.tricks.len().checked_sub(1)
        } else {
            Some(v.tricks.len())
        };
        let fresh = last.is_some_and(|(_, t)| Some(t) == on_table);
        (
            v.trump.current,
            v.options.fixed_trump,
            v.options.sticky_aces,
            v.trump.open,
            last,
            v.phase,
            v.hand_number,
            fresh,
        )
    });
    move || {
        let (current, fixed, sticky, open, last, phase, hand, fresh) = data.get();
        let v = ctx.view.get_untracked();
        let title = match current {
            Some(s) => view! { <h2>{say(Msg::DecktetTrumpIs)} " " {suit_mark_named(s)} " " {suit_name(s)}</h2> }.into_any(),
            None if phase == Phase::NameTrump => {
                view! { <h2>{say(Msg::DecktetAceTrumpBeingNamed)}</h2> }.into_any()
            }
            None => view! { <h2>{say(Msg::DecktetAceNoTrumpYet)}</h2> }.into_any(),
        };
        let note = if fixed {
            say_with(
                Msg::DecktetAceNamedByDealer,
                &[("n", Value::Number(hand as f64))],
            )
        } else {
            match last {
                Some((s, t)) => {
                    let more = say(if open {
                        Msg::DecktetAceNextAceChanges
                    } else {
                        Msg::DecktetAceStickyStays
                    });
                    let trick = ("n", Value::Number((t + 1) as f64));
                    let set = if is_you(&ctx, &v, s) {
                        say_with(Msg::DecktetAceSetByYours, &[trick])
                    } else {
                        let who = ctx.name(s);
                        say_with(Msg::DecktetAceSetBy, &[("name", Value::Text(&who)), trick])
                    };
                    format!("{set} {more}")
                }
                None if sticky => say(Msg::DecktetAceFirstAceSticky),
                None => say(Msg::DecktetAceFirstAce),
            }
        };
        // The Aces not yet seen by this seat (played or in its hand): each could change trump.
        let aces_out = (!fixed && open).then(|| {
            let mut seen: Vec<Suit> = v.played().filter(|(_, c)| c.is_ace()).map(|(_, c)| c.suits()[0]).collect();
            seen.extend(v.my_hand().iter().filter(|c| c.is_ace()).map(|c| c.suits()[0]));
            let out: Vec<Suit> = Suit::ALL.into_iter().filter(|s| !seen.contains(s)).collect();
            view! {
                <p class="aces-out small">
                    {say(Msg::DecktetAceAcesNotSeen)}
                    " "
                    {if out.is_empty() {
                        view! { <span>{say(Msg::DecktetAceNone)}</span> }.into_any()
                    } else {
                        out.into_iter().map(|s| view! { {suit_mark(s)} " " }).collect_view().into_any()
                    }}
                </p>
            }
        });
        view! {
            <section class="panel trump-display" class:no-trump=current.is_none() class:just-changed=fresh data-testid="trump-display" aria-label=say(Msg::DecktetTrumpLabel)>
                {title}
                <p class="small">{note}</p>
                {aces_out}
            </section>
        }
    }
}
