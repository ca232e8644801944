//! The trick in order of play: each seat's card with its name, the led card marked, a card
//! lying face down drawn as a card back (its face is not on the page for anyone else), the
//! winner highlighted once complete with the face-down cards turned up. A completed trick
//! stays until the next card; "Last trick" shows the one before at any time.

use super::card::{CardBack, CardFace};
use super::TableCtx;
use crate::engine::Seat;
use crate::games::truf::{Card, Phase, Suit};
use crate::ui::model::lang::{said, say, Msg};
use crate::ui::view::games::trick_head::{has_last_trick, shown_trick, trick_memo};
use crate::ui::view::games::trick_table::{trick_area, ShownTrick, TrickArea as Area};
use leptos::prelude::*;

#[derive(Clone, PartialEq)]
struct Shown {
    trick: ShownTrick<Option<Card>>,
    face_down: Vec<Seat>,
    trump: Option<Suit>,
}

#[component]
pub fn TrickArea() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let (show_last, data) = trick_memo(ctx, move |v, want_last| {
        v.reveal.as_ref()?;
        let open = &v.trick;
        let done = &v.tricks;
        let (plays, face_down, leader, winner, idx) =
            match shown_trick(want_last, open.plays.is_empty(), done.len()) {
                Some(k) => done.get(k).map(|t| {
                    let plays: Vec<(Seat, Option<Card>)> =
                        t.plays.iter().map(|&(s, c)| (s, Some(c))).collect();
                    // Who played face down: anyone not following the led suit.
                    let led = t.plays.first().map(|&(_, c)| c.suit());
                    let down = t
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
        let trick = ShownTrick {
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
        Some(Shown {
            trick,
            face_down,
            trump: v.trump(),
        })
    });
    let has_last = ctx.memo(move |v| has_last_trick(v.trick.plays.is_empty(), v.tricks.len()));
    move || {
        let d = data.get()?;
        let complete = d.trick.winner.is_some();
        let Shown {
            trick,
            face_down,
            trump,
        } = d;
        let area = Area {
            shown: trick,
            before: say(Msg::TrufBeforeTricks),
            face: move |seat, card: Option<Card>, fresh| {
                let down = face_down.contains(&seat);
                // The seat's own card face down: drawn askew until the trick is complete.
                let extra = match (fresh, down && !complete) {
                    (true, true) => "in-trick fresh down-mine",
                    (true, false) => "in-trick fresh",
                    (false, true) => "in-trick down-mine",
                    (false, false) => "in-trick",
                };
                let face = match card {
                    Some(c) => view! { <CardFace card=c trump=trump extra=extra /> }.into_any(),
                    None => view! { <CardBack extra="in-trick" /> }.into_any(),
                };
                let note = match (down, complete) {
                    (true, false) => say(Msg::TrufFaceDown),
                    (true, true) => say(Msg::TrufWasFaceDown),
                    _ => String::new(),
                };
                (face, note)
            },
            after: None,
        };
        Some(trick_area(&ctx, show_last, has_last, area))
    }
}
