//! The trump panel: the trump in force, when an Ace changed it, and the Aces not yet seen (each
//! could change it again).

use super::TableCtx;
use crate::games::ace_trump::{Phase, Suit};
use crate::ui::view::games::decktet::card::{suit_mark, suit_mark_named};
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
            Some(s) => view! { <h2>"Trump: " {suit_mark_named(s)} " " {s.name()}</h2> }.into_any(),
            None if phase == Phase::NameTrump => {
                view! { <h2>"Trump: the dealer is naming it"</h2> }.into_any()
            }
            None => view! { <h2>"No trump yet"</h2> }.into_any(),
        };
        let note = if fixed {
            format!("Named by the dealer for hand {hand}. Aces are plain low cards.")
        } else {
            match last {
                Some((s, t)) => {
                    let more = if open {
                        "The next Ace played changes it."
                    } else {
                        "Sticky Aces: it stays for the rest of the hand."
                    };
                    format!("Set by {} Ace in trick {}. {more}", ctx.whose(&v, s), t + 1)
                }
                None if sticky => "The first Ace played sets trump for the whole hand.".to_string(),
                None => "The first Ace played makes its suit trump.".to_string(),
            }
        };
        // The Aces not yet seen by this seat (played or in its hand): each could change trump.
        let aces_out = (!fixed && open).then(|| {
            let mut seen: Vec<Suit> = v.played().filter(|(_, c)| c.is_ace()).map(|(_, c)| c.suits()[0]).collect();
            seen.extend(v.my_hand().iter().filter(|c| c.is_ace()).map(|c| c.suits()[0]));
            let out: Vec<Suit> = Suit::ALL.into_iter().filter(|s| !seen.contains(s)).collect();
            view! {
                <p class="aces-out small">
                    "Aces not seen: "
                    {if out.is_empty() {
                        view! { <span>"none"</span> }.into_any()
                    } else {
                        out.into_iter().map(|s| view! { {suit_mark(s)} " " }).collect_view().into_any()
                    }}
                </p>
            }
        });
        view! {
            <section class="panel trump-display" class:no-trump=current.is_none() class:just-changed=fresh data-testid="trump-display" aria-label="Trump">
                {title}
                <p class="small">{note}</p>
                {aces_out}
            </section>
        }
    }
}
