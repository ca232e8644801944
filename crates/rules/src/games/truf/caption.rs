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

/// A bid in words: "the 7 of Hearts" or "the King of Spades plus, the 3 of Clubs minus".
pub fn bid_words(cards: &[BidCard]) -> String {
    if let [one] = cards {
        return format!("the {}", one.card.describe());
    }
    let parts: Vec<String> = cards
        .iter()
        .map(|b| {
            format!(
                "the {} {}",
                b.card.describe(),
                if b.minus { "minus" } else { "plus" }
            )
        })
        .collect();
    parts.join(", ")
}

/// The kind of game in words, from the bids' total.
pub fn kind_words(kind: Kind, total: u32, tricks: usize) -> String {
    match kind {
        Kind::High => format!("{total} tricks bid for {tricks}: a high game"),
        Kind::Low => format!("{total} tricks bid for {tricks}: a low game"),
        Kind::Even => format!("{total} tricks bid for {tricks}: an even game"),
    }
}

/// What turning an even game does, in words.
pub fn turn_words(direction: Direction) -> &'static str {
    match direction {
        Direction::Up => "every bid rises by one (zero bids too), and it is a high game",
        Direction::Down => "every bid above zero falls by one, and it is a low game",
    }
}

/// The bids shown and what they decided, in words.
pub fn reveal_text(
    r: &Reveal,
    bids: &[Vec<BidCard>],
    tricks: usize,
    name: &dyn Fn(Seat) -> String,
) -> String {
    let shown: Vec<String> = bids
        .iter()
        .enumerate()
        .map(|(i, b)| format!("{} {} ({})", name(Seat(i as u8)), r.values[i], bid_words(b)))
        .collect();
    let w = name(r.winner);
    let trump = match r.trump {
        Some(s) => format!("{s} are trump"),
        None => "no trump".into(),
    };
    let total: u32 = r.values.iter().sum();
    let mut text = format!(
        "The bids are shown: {}. {w} wins the bid: {trump}, and {w} leads. {}",
        shown.join("; "),
        kind_words(r.kind, total, tricks)
    );
    text.push_str(if r.kind == Kind::Even {
        ", so the bid winner turns it up or down."
    } else {
        "."
    });
    text
}

pub fn caption(before: &Truf, after: &Truf, action: Action, t: &Teller) -> String {
    let (name, who) = (|s: Seat| t.name(s), t.who());
    let knows = t.sees_secret();
    let b = before.hand();
    let same_hand = after.hand().number == b.number && after.phase() != Phase::GameOver;
    let mut text = match action {
        Action::BidCard { card, minus } if knows => format!(
            "{who} adds the {} to the bid, {}.",
            card.describe(),
            if minus { "minus" } else { "plus" }
        ),
        Action::BidCard { .. } => format!("{who} adds a card to the bid, unseen."),
        Action::BidDone => format!("{who} closes the bid."),
        Action::Turn { direction } => format!(
            "{who} turns the game {}: {}.",
            match direction {
                Direction::Up => "up",
                Direction::Down => "down",
            },
            turn_words(direction)
        ),
        Action::Play { card } => {
            let face_down = b
                .trick
                .plays
                .first()
                .is_some_and(|&(_, led)| led.suit() != card.suit());
            match (face_down, knows) {
                (false, _) => format!("{who} plays the {}.", card.describe()),
                (true, true) => format!("{who} plays the {} face down.", card.describe()),
                (true, false) => format!("{who} plays a card face down."),
            }
        }
    };
    if action == Action::BidDone {
        let shown_now = if same_hand {
            after.hand().reveal.as_ref().filter(|_| b.reveal.is_none())
        } else {
            None
        };
        if let Some(r) = shown_now {
            text.push(' ');
            text.push_str(&reveal_text(
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
            let mut down: Vec<String> = b
                .trick
                .face_down
                .iter()
                .filter_map(|&s| {
                    b.trick
                        .plays
                        .iter()
                        .find(|&&(p, _)| p == s)
                        .map(|&(p, c)| format!("{}'s {}", name(p), c.describe()))
                })
                .collect();
            if b.trick
                .plays
                .first()
                .is_some_and(|&(_, l)| l.suit() != card.suit())
            {
                down.push(format!("{who}'s {}", card.describe()));
            }
            if !down.is_empty() {
                text.push_str(&format!(" Turned up: {}.", down.join(", ")));
            }
            if let Some(told) = before.explain_play(t.seat, card) {
                text.push(' ');
                text.push_str(&told.line(&name, Card::describe));
            }
        }
        if !same_hand {
            if let Some(r) = after.results().last() {
                let scores: Vec<String> = (0..r.points.len())
                    .map(|i| {
                        format!(
                            "{} took {} of {} for {}",
                            name(Seat(i as u8)),
                            r.won[i],
                            r.contract[i],
                            r.points[i]
                        )
                    })
                    .collect();
                text.push_str(&t.hand_over(r.number, &scores));
            }
        }
    }
    let ended = after.phase() == Phase::GameOver && before.phase() != Phase::GameOver;
    text.push_str(&t.game_over(ended, after.winners()));
    text
}
