//! The trick in order of play: each seat's card with its name, the led card marked, the winner
//! highlighted once complete. A completed trick stays until the next card; "Last trick" shows
//! the one before at any time.

use super::card::{suit_mark_named, CardFace};
use super::words::{is_you, suit_name};
use super::{Ctx, DecktetView};
use crate::mechanics::decktet::{Card, Suit};
use crate::ui::model::lang::{said, say, say_with, Msg, Value};
use crate::ui::view::games::trick_head::{has_last_trick, shown_trick, trick_memo, LastTrick};
use crate::ui::view::games::trick_table::{
    trick_area as keep_trick, trick_draw, ShownTrick, TrickArea,
};
use leptos::prelude::*;

/// How a card of the trick is drawn: the card, the trump it was judged with, its classes.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Face {
    card: Card,
    trump: Option<Suit>,
    extra: &'static str,
}

fn draw_face(f: &Face) -> AnyView {
    view! { <CardFace card=f.card trump=f.trump extra=f.extra /> }.into_any()
}

/// The trick on the table, for a game whose view is `V`.
pub fn trick_area<V: DecktetView>() -> impl IntoView {
    let ctx = expect_context::<Ctx<V>>();
    let (show_last, data) = trick_memo(ctx, move |v, want_last| {
        if !v.trick_area_shown() {
            return None;
        }
        let open = v.trick();
        let done = v.tricks();
        let looking_back = want_last && has_last_trick(open.plays.is_empty(), done.len());
        let (plays, leader, winner, idx) =
            match shown_trick(want_last, open.plays.is_empty(), done.len()) {
                Some(k) => done
                    .get(k)
                    .map(|t| (t.plays.clone(), t.leader, Some(t.winner), k))?,
                None => (open.plays.clone(), open.leader, None, done.len()),
            };
        // The trump a completed trick was judged with: the one in force at its end.
        let trump = if winner.is_some() {
            v.trump_of_trick(idx)
        } else {
            v.trump_now()
        };
        let shown = ShownTrick {
            plays: plays.to_vec(),
            leader,
            winner,
            number: idx + 1,
            total: v.tricks_in_hand(),
            players: v.players(),
            to_act: v.to_act(),
            playing: v.playing(),
            reason: winner
                .and_then(|_| v.trick_explained(idx))
                // The card by its name: the table shows its suits.
                .map(|r| said(&r.said(&|s| ctx.said_name(v, s), Card::name_said))),
        };
        let face = |_, card: Card, fresh: bool| {
            let extra = if fresh { "in-trick fresh" } else { "in-trick" };
            (Face { card, trump, extra }, String::new())
        };
        let area = TrickArea {
            shown,
            before: say(v.before_tricks()),
            face,
        };
        Some(trick_draw(&ctx, v, looking_back, area))
    });
    // Trump changes made in the trick shown: (seat, suit, whether the seat is the person's
    // shown: "you", read with the view, so a device passed on says it of the right seat).
    let changes = ctx.memo(move |v| {
        let want_last = show_last.get();
        let open = v.trick();
        let idx = shown_trick(want_last, open.plays.is_empty(), v.tricks().len())
            .unwrap_or(v.tricks().len());
        v.trump_changes_in(idx)
            .into_iter()
            .map(|(s, suit)| (s, suit, is_you(&ctx, v, s)))
            .collect::<Vec<_>>()
    });
    let has_last = ctx.memo(move |v| has_last_trick(v.trick().plays.is_empty(), v.tricks().len()));
    let last = LastTrick {
        show: show_last,
        has: has_last,
    };
    // The list is there even while empty, so the table does not move when an Ace is played.
    let after = move || {
        let items = changes
            .get()
            .into_iter()
            .map(|(s, suit, yours)| {
                let name = suit_name(suit);
                let words = if yours {
                    say_with(
                        Msg::DecktetBecameTrumpYours,
                        &[("suit", Value::Text(&name))],
                    )
                } else {
                    let who = ctx.name(s);
                    say_with(
                        Msg::DecktetBecameTrump,
                        &[("suit", Value::Text(&name)), ("name", Value::Text(&who))],
                    )
                };
                view! {
                    <li>
                        {suit_mark_named(suit)}
                        {format!(" {words}")}
                    </li>
                }
            })
            .collect_view();
        Some(
            view! { <ul class="trump-changes" data-testid="trick-trump-changes">{items}</ul> }
                .into_any(),
        )
    };
    keep_trick(data, last, draw_face, after)
}
