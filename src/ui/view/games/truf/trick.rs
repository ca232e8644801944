//! The trick in order of play: each seat's card with its name, the led card marked, a card
//! lying face down drawn as a card back (its face is not on the page for anyone else), the
//! winner highlighted once complete with the face-down cards turned up. A completed trick
//! stays until the next card; "Last trick" shows the one before at any time.

use super::card::{CardBack, CardFace};
use super::TableCtx;
use crate::engine::Seat;
use crate::games::truf::{Card, Phase, Suit};
use crate::ui::model::lang::{said, say, Msg};
use crate::ui::view::games::trick_head::{has_last_trick, shown_trick, trick_memo, LastTrick};
use crate::ui::view::games::trick_table::{trick_area, trick_draw, ShownTrick, TrickArea as Area};
use leptos::prelude::*;

/// How a card of the trick is drawn: its face (none: lying face down, not yet turned up), the
/// trump, and its classes (where it lies, whether it just arrived, askew while face down).
#[derive(Clone, PartialEq, Eq, Hash)]
struct Face {
    card: Option<Card>,
    trump: Option<Suit>,
    extra: &'static str,
}

fn draw_face(f: &Face) -> AnyView {
    match f.card {
        Some(c) => view! { <CardFace card=c trump=f.trump extra=f.extra /> }.into_any(),
        None => view! { <CardBack extra="in-trick" /> }.into_any(),
    }
}

#[component]
pub fn TrickArea() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let (show_last, data) = trick_memo(ctx, move |v, want_last| {
        v.reveal.as_ref()?;
        let open = &v.trick;
        let done = &v.tricks;
        let looking_back = want_last && has_last_trick(open.plays.is_empty(), done.len());
        let (plays, face_down, leader, winner, idx) =
            match shown_trick(want_last, open.plays.is_empty(), done.len()) {
                Some(k) => done.get(k).map(|t| {
                    let plays: Vec<(Seat, Option<Card>)> =
                        t.plays.iter().map(|&(s, c)| (s, Some(c))).collect();
                    // Who played face down: anyone not following the led suit.
                    let led = t.plays.first().map(|&(_, c)| c.suit());
                    let down: Vec<Seat> = t
                        .plays
                        .iter()
                        .filter(|&&(_, c)| Some(c.suit()) != led)
                        .map(|&(s, _)| s)
                        .collect();
                    (plays, down, t.leader, Some(t.winner), k)
                })?,
                None => (
                    open.plays.to_vec(),
                    open.face_down.clone(),
                    open.leader,
                    None,
                    done.len(),
                ),
            };
        let complete = winner.is_some();
        let trump = v.trump();
        let shown = ShownTrick {
            plays,
            leader,
            winner,
            number: idx + 1,
            total: v.hand_tricks(),
            players: v.players,
            to_act: v.to_act,
            playing: v.phase == Phase::Play,
            reason: winner
                .and_then(|_| v.trick_said(idx, &|s| ctx.said_name(v, s)))
                .map(|s| said(&s)),
        };
        let face = |seat: Seat, card: Option<Card>, fresh: bool| {
            let down = face_down.contains(&seat);
            // The seat's own card face down: drawn askew until the trick is complete.
            let extra = match (fresh, down && !complete) {
                (true, true) => "in-trick fresh down-mine",
                (true, false) => "in-trick fresh",
                (false, true) => "in-trick down-mine",
                (false, false) => "in-trick",
            };
            let note = match (down, complete) {
                (true, false) => say(Msg::TrufFaceDown),
                (true, true) => say(Msg::TrufWasFaceDown),
                _ => String::new(),
            };
            (Face { card, trump, extra }, note)
        };
        let area = Area {
            shown,
            before: say(Msg::TrufBeforeTricks),
            face,
        };
        Some(trick_draw(&ctx, v, looking_back, area))
    });
    let has_last = ctx.memo(move |v| has_last_trick(v.trick.plays.is_empty(), v.tricks.len()));
    let last = LastTrick {
        show: show_last,
        has: has_last,
    };
    trick_area(data, last, draw_face, || None)
}
