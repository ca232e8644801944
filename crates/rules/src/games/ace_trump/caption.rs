//! Replay captions for Ace Trump. Every Ace Trump action is public (bids are said aloud, cards
//! are played face up, a fixed trump is named), so a caption is the same for every viewer. A
//! play that completes a trick says who won it and why.

use super::actions::Action;
use super::state::{AceTrump, Phase};
use crate::engine::{Seat, Teller};
use crate::mechanics::decktet::Card;

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
        if let Some(told) = before.explain_play(t.seat, card) {
            text.push(' ');
            text.push_str(&told.line(&name, Card::describe));
        }
        let same_hand = after.hand().number == b.number && after.phase() != Phase::GameOver;
        if let Some(r) = after.results().last().filter(|_| !same_hand) {
            text.push_str(&t.hand_points(r.number, &r.points));
        }
    }
    let ended = after.phase() == Phase::GameOver && before.phase() != Phase::GameOver;
    text.push_str(&t.game_over(ended, after.winners()));
    text
}
