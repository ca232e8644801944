//! Replay captions for Ace Trump. Every Ace Trump action is public (bids are said aloud, cards
//! are played face up, a fixed trump is named), so a caption is the same for every viewer.

use super::actions::Action;
use super::state::{AceTrump, Phase};
use crate::engine::{Seat, Teller};

pub fn caption(before: &AceTrump, after: &AceTrump, action: Action, t: &Teller) -> String {
    let (name, who) = (|s: Seat| t.name(s), t.who());
    let mut text = match action {
        Action::NameTrump { suit } => format!(
            "{who} named {suit} trump for hand {}.",
            before.hand().number
        ),
        Action::Bid { tricks } => format!("{who} bid {tricks}."),
        Action::Play { card } => format!("{who} played {}.", card.describe()),
    };
    if let Action::Play { card } = action {
        let b = before.hand();
        let changed = card.is_ace()
            && !before.options().fixed_trump
            && b.trump.open
            && b.trump.current != Some(card.suits()[0]);
        if changed {
            text.push_str(&format!(" {} are trump now.", card.suits()[0]));
        }
        let same_hand = after.hand().number == b.number && after.phase() != Phase::GameOver;
        let trick_done = if same_hand {
            after.hand().tricks.len() > b.tricks.len()
        } else {
            true
        };
        if trick_done {
            let winner = if same_hand {
                after.hand().tricks.last().map(|t| t.winner)
            } else {
                after.results().last().and_then(|_| {
                    // The last trick of the hand: its winner took the final trick.
                    let won_before = &b.won;
                    let won_after = &after.results().last()?.won;
                    (0..won_after.len())
                        .find(|&i| won_after[i] > won_before[i])
                        .map(|i| Seat(i as u8))
                })
            };
            if let Some(w) = winner {
                text.push_str(&format!(" {} won the trick.", name(w)));
            }
        }
        if !same_hand || after.phase() == Phase::GameOver {
            if let Some(r) = after.results().last() {
                let scores: Vec<String> = (0..r.points.len())
                    .map(|i| format!("{} {}", name(Seat(i as u8)), r.points[i]))
                    .collect();
                text.push_str(&t.hand_over(r.number, &scores));
            }
        }
    }
    let ended = after.phase() == Phase::GameOver && before.phase() != Phase::GameOver;
    text.push_str(&t.game_over(ended, after.winners()));
    text
}
