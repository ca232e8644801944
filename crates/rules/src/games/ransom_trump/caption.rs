//! Replay captions for Ransom Trump. A ransom lies face down until every seat's is down, so its
//! caption names the card only to a viewer who may know it (its owner, or everything); the
//! reveal, the trump choice, bids and plays are public, and so is why a trick was won.

use super::actions::Action;
use super::ransom::Reveal;
use super::state::{Phase, RansomTrump};
use crate::engine::{Seat, Teller};
use crate::mechanics::decktet::Card;

pub fn caption(before: &RansomTrump, after: &RansomTrump, action: Action, t: &Teller) -> String {
    let (name, who) = (|s: Seat| t.name(s), t.who());
    let mut text = match action {
        Action::Ransom { card } if t.sees_secret() => {
            format!("{who} put down {} as ransom.", card.describe())
        }
        Action::Ransom { .. } => format!("{who} put down a ransom, face down."),
        Action::ChooseTrump { suit } => format!("{who} made {suit} trump."),
        Action::Bid { tricks } => format!("{who} bid {tricks}."),
        Action::Play { card } => format!("{who} played {}.", card.describe()),
    };
    let b = before.hand();
    let same_hand = after.hand().number == b.number && after.phase() != Phase::GameOver;
    if let Action::Ransom { .. } = action {
        if let Some(r) = after.hand().reveal.as_ref().filter(|_| b.reveal.is_none()) {
            text.push(' ');
            text.push_str(&reveal_text(r, after, &name));
        }
    }
    if matches!(action, Action::ChooseTrump { .. }) && !after.options().bidding {
        text.push_str(&format!(" {who} leads."));
    }
    if let Action::Play { card } = action {
        if let Some(told) = before.explain_play(t.seat, card) {
            text.push(' ');
            text.push_str(&told.line(&name, Card::describe));
        }
        if let Some(r) = after.results().last().filter(|_| !same_hand) {
            text.push_str(&t.hand_points(r.number, &r.points));
        }
    }
    let ended = after.phase() == Phase::GameOver && before.phase() != Phase::GameOver;
    text.push_str(&t.game_over(ended, after.winners()));
    text
}

/// The ransoms shown, what cancelled, and what it gave, in words.
pub fn reveal_text(r: &Reveal, after: &RansomTrump, name: &dyn Fn(Seat) -> String) -> String {
    let shown: Vec<String> = r
        .cards
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{}: {}", name(Seat(i as u8)), c.name()))
        .collect();
    let mut text = format!("The ransoms are shown: {}.", shown.join(", "));
    if !r.cancelled.is_empty() {
        let gone: Vec<String> = r
            .cancelled
            .iter()
            .map(|&s| r.cards[s.index()].name().to_string())
            .collect();
        text.push_str(&format!(
            " Tied at the top and dropped: {}.",
            gone.join(", ")
        ));
    }
    match (r.winner, r.winning_card()) {
        (Some(w), Some(card)) => {
            let offer = r.suits_on_offer();
            if offer.len() == 1 {
                text.push_str(&format!(
                    " {}'s {} wins: {} are trump and {} leads.",
                    name(w),
                    card.name(),
                    offer[0],
                    name(w)
                ));
            } else {
                let suits: Vec<String> = offer.iter().map(|s| s.to_string()).collect();
                text.push_str(&format!(
                    " {}'s {} wins: {} chooses trump from {}.",
                    name(w),
                    card.name(),
                    name(w),
                    suits.join(" or ")
                ));
            }
        }
        _ => {
            let leader = after.hand().trick.leader;
            text.push_str(&format!(
                " No ransom is left alone: no trump this hand, and {} leads.",
                name(leader)
            ));
        }
    }
    text
}
