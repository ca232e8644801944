//! Replay captions for Truf. A bid is secret until every bid is closed, so the card a seat
//! adds to it is named only to a viewer who may know it (its owner, or everything); a card
//! played face down is named to others only once the trick is complete. The shown bids, the
//! turn of an even game, face-up plays and why a completed trick was won (its cards all turned
//! up) are public.

use super::actions::Action;
use super::bid::{BidCard, Direction, Kind};
use super::state::{Phase, Reveal, Truf};
use super::Card;
use crate::engine::{Seat, Teller};
use trumps_words::{Msg, Said};

/// A bid in words: "the 7 of Hearts" or "the King of Spades plus, the 3 of Clubs minus".
pub fn bid_words(cards: &[BidCard]) -> String {
    bid_said(cards).en()
}

/// A bid as said in the reader's language (see [`bid_words`]).
pub fn bid_said(cards: &[BidCard]) -> Said {
    if let [one] = cards {
        return Said::new(Msg::CaptionTrufBidOne).said("card", one.card.said());
    }
    let parts: Vec<Said> = cards
        .iter()
        .map(|b| {
            Said::new(Msg::CaptionTrufBidCard)
                .said("card", b.card.said())
                .text("minus", yes(b.minus))
        })
        .collect();
    Said::new(Msg::CaptionTrufBidCards).list("cards", parts, Msg::ListSep)
}

/// A choice of a message's variant: `yes` or `no`.
fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// The kind of game in words, from the bids' total.
pub fn kind_words(kind: Kind, total: u32, tricks: usize) -> String {
    kind_said(kind, total, tricks).en()
}

/// The kind of game as said in the reader's language ("13 tricks bid for 12: a high game").
pub fn kind_said(kind: Kind, total: u32, tricks: usize) -> Said {
    Said::new(Msg::CaptionTrufKind)
        .num("total", total)
        .num("tricks", tricks as f64)
        .text(
            "kind",
            match kind {
                Kind::High => "high",
                Kind::Low => "low",
                Kind::Even => "even",
            },
        )
}

/// What turning an even game does, in words.
pub fn turn_words(direction: Direction) -> String {
    turn_said(direction).en()
}

/// What turning an even game does, as said in the reader's language.
pub fn turn_said(direction: Direction) -> Said {
    Said::new(match direction {
        Direction::Up => Msg::CaptionTrufTurnUp,
        Direction::Down => Msg::CaptionTrufTurnDown,
    })
}

/// The bids shown and what they decided, in words.
pub fn reveal_text(
    r: &Reveal,
    bids: &[Vec<BidCard>],
    tricks: usize,
    name: &dyn Fn(Seat) -> String,
) -> String {
    crate::engine::teller::in_english(&reveal_said(r, bids, tricks, name))
}

/// The bids shown and what they decided, as said: a sentence each.
pub fn reveal_said(
    r: &Reveal,
    bids: &[Vec<BidCard>],
    tricks: usize,
    name: &dyn Fn(Seat) -> String,
) -> Vec<Said> {
    let shown: Vec<Said> = bids
        .iter()
        .enumerate()
        .map(|(i, b)| {
            Said::new(Msg::CaptionTrufShownBid)
                .seat("name", name(Seat(i as u8)))
                .num("value", r.values[i])
                .said("bid", bid_said(b))
        })
        .collect();
    let w = name(r.winner);
    let won = match r.trump {
        Some(s) => Said::new(Msg::CaptionTrufWinsBid).said("suit", s.said()),
        None => Said::new(Msg::CaptionTrufWinsBidNoTrump),
    };
    let total: u32 = r.values.iter().sum();
    let kind = kind_said(r.kind, total, tricks);
    vec![
        Said::new(Msg::CaptionTrufBidsShown).list("shown", shown, Msg::CaptionSemicolon),
        won.seat("winner", w),
        Said::new(if r.kind == Kind::Even {
            Msg::CaptionTrufKindEven
        } else {
            Msg::CaptionTrufKindTold
        })
        .said("kind", kind),
    ]
}

pub fn caption(before: &Truf, after: &Truf, action: Action, t: &Teller) -> Vec<Said> {
    let (name, who) = (|s: Seat| t.name(s), t.who());
    let knows = t.sees_secret();
    let b = before.hand();
    let same_hand = after.hand().number == b.number && after.phase() != Phase::GameOver;
    let mut said = vec![match action {
        Action::BidCard { card, minus } if knows => t
            .says(Msg::CaptionTrufAdds)
            .said("card", card.said())
            .text("minus", yes(minus)),
        Action::BidCard { .. } => t.says(Msg::CaptionTrufAddsUnseen),
        Action::BidDone => t.says(Msg::CaptionTrufCloses),
        Action::Turn { direction } => t
            .says(Msg::CaptionTrufTurns)
            .said("direction", direction.said())
            .said("what", turn_said(direction)),
        Action::Play { card } => {
            let face_down = b
                .trick
                .plays
                .first()
                .is_some_and(|&(_, led)| led.suit() != card.suit());
            match (face_down, knows) {
                (false, _) => t.says(Msg::CaptionTrufPlays).said("card", card.said()),
                (true, true) => t.says(Msg::CaptionTrufPlaysDown).said("card", card.said()),
                (true, false) => t.says(Msg::CaptionTrufPlaysUnseen),
            }
        }
    }];
    if action == Action::BidDone {
        let shown_now = if same_hand {
            after.hand().reveal.as_ref().filter(|_| b.reveal.is_none())
        } else {
            None
        };
        if let Some(r) = shown_now {
            said.extend(reveal_said(
                r,
                &after.hand().bids,
                after.options().tricks(),
                &name,
            ));
        }
    }
    if let Action::Play { card } = action {
        let trick_done = !same_hand || after.hand().tricks.len() > b.tricks.len();
        if trick_done {
            // The cards that lay face down are turned up.
            let whose = |p: String, c: Card| {
                Said::new(Msg::CaptionTrufWhose)
                    .seat("name", p)
                    .said("card", c.said())
            };
            let mut down: Vec<Said> = b
                .trick
                .face_down
                .iter()
                .filter_map(|&s| {
                    b.trick
                        .plays
                        .iter()
                        .find(|&&(p, _)| p == s)
                        .map(|&(p, c)| whose(name(p), c))
                })
                .collect();
            if b.trick
                .plays
                .first()
                .is_some_and(|&(_, l)| l.suit() != card.suit())
            {
                down.push(whose(who.clone(), card));
            }
            if !down.is_empty() {
                said.push(Said::new(Msg::CaptionTrufTurnedUp).list("cards", down, Msg::ListSep));
            }
            if let Some(told) = before.explain_play(t.seat, card) {
                said.push(told.said(&name, Card::said));
            }
        }
        if !same_hand {
            if let Some(r) = after.results().last() {
                let scores: Vec<Said> = (0..r.points.len())
                    .map(|i| {
                        Said::new(Msg::CaptionTrufTook)
                            .seat("name", name(Seat(i as u8)))
                            .num("won", r.won[i] as f64)
                            .num("contract", r.contract[i] as f64)
                            .num("points", r.points[i])
                    })
                    .collect();
                said.push(t.hand_over(r.number, scores));
            }
        }
    }
    let ended = after.phase() == Phase::GameOver && before.phase() != Phase::GameOver;
    said.extend(t.game_over(ended, after.winners()));
    said
}
