//! Replay captions for Ace Trump. Every Ace Trump action is public (bids are said aloud, cards
//! are played face up, a fixed trump is named), so a caption is the same for every viewer. A
//! play that completes a trick says who won it and why.

use super::actions::Action;
use super::state::{AceTrump, Phase};
use crate::engine::{Seat, Teller};
use crate::mechanics::decktet::Card;
use trumps_words::{Msg, Said};

pub fn caption(before: &AceTrump, after: &AceTrump, action: Action, t: &Teller) -> Vec<Said> {
    let name = |s: Seat| t.name(s);
    let mut said = vec![match action {
        Action::NameTrump { suit } => t
            .says(Msg::CaptionAceNamedTrump)
            .said("suit", suit.said())
            .num("hand", before.hand().number as f64),
        Action::Bid { tricks } => t.says(Msg::CaptionBid).num("n", tricks),
        Action::Play { card } => t.says(Msg::CaptionPlayed).said("card", card.said()),
    }];
    if let Action::Play { card } = action {
        let b = before.hand();
        let changed = card.is_ace()
            && !before.options().fixed_trump
            && b.trump.open
            && b.trump.current != Some(card.suits()[0]);
        if changed {
            said.push(Said::new(Msg::CaptionAceTrumpNow).said("suit", card.suits()[0].said()));
        }
        if let Some(told) = before.explain_play(t.seat, card) {
            said.push(told.said(&name, Card::said));
        }
        let same_hand = after.hand().number == b.number && after.phase() != Phase::GameOver;
        if let Some(r) = after.results().last().filter(|_| !same_hand) {
            said.push(t.hand_points(r.number, &r.points));
        }
    }
    let ended = after.phase() == Phase::GameOver && before.phase() != Phase::GameOver;
    said.extend(t.game_over(ended, after.winners()));
    said
}
