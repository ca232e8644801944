//! Replay captions for Ransom Trump. A ransom lies face down until every seat's is down, so its
//! caption names the card only to a viewer who may know it (its owner, or everything); the
//! reveal, the trump choice, bids and plays are public, and so is why a trick was won.

use super::actions::Action;
use super::ransom::Reveal;
use super::state::{Phase, RansomTrump};
use crate::engine::{Seat, Teller};
use crate::mechanics::decktet::Card;
use trumps_words::{Arg, Msg, Said};

pub fn caption(before: &RansomTrump, after: &RansomTrump, action: Action, t: &Teller) -> Vec<Said> {
    let name = |s: Seat| t.name(s);
    let mut said = vec![match action {
        Action::Ransom { card } if t.sees_secret() => {
            t.says(Msg::CaptionRansomDown).said("card", card.said())
        }
        Action::Ransom { .. } => t.says(Msg::CaptionRansomDownUnseen),
        Action::ChooseTrump { suit } => t
            .says(Msg::CaptionRansomMadeTrump)
            .said("suit", suit.said()),
        Action::Bid { tricks } => t.says(Msg::CaptionBid).num("n", tricks),
        Action::Play { card } => t.says(Msg::CaptionPlayed).said("card", card.said()),
    }];
    let b = before.hand();
    let same_hand = after.hand().number == b.number && after.phase() != Phase::GameOver;
    if let Action::Ransom { .. } = action {
        if let Some(r) = after.hand().reveal.as_ref().filter(|_| b.reveal.is_none()) {
            said.extend(reveal_said(r, after, &name));
        }
    }
    if matches!(action, Action::ChooseTrump { .. }) && !after.options().bidding {
        said.push(t.says(Msg::CaptionLeads));
    }
    if let Action::Play { card } = action {
        if let Some(told) = before.explain_play(t.seat, card) {
            said.push(told.said(&name, Card::said));
        }
        if let Some(r) = after.results().last().filter(|_| !same_hand) {
            said.push(t.hand_points(r.number, &r.points));
        }
    }
    let ended = after.phase() == Phase::GameOver && before.phase() != Phase::GameOver;
    said.extend(t.game_over(ended, after.winners()));
    said
}

/// A ransom's card by its own name ("Calamity", "Ace of Moons", "Excuse").
fn ransom_name(card: Card) -> Said {
    if card.is_excuse() {
        Said::new(Msg::DecktetRankExcuse)
    } else {
        card.name_said()
    }
}

/// The ransoms shown, what cancelled, and what it gave, in words.
pub fn reveal_text(r: &Reveal, after: &RansomTrump, name: &dyn Fn(Seat) -> String) -> String {
    crate::engine::teller::in_english(&reveal_said(r, after, name))
}

/// The ransoms shown, what cancelled, and what it gave, as said: a sentence each.
pub fn reveal_said(r: &Reveal, after: &RansomTrump, name: &dyn Fn(Seat) -> String) -> Vec<Said> {
    let shown: Vec<Said> = r
        .cards
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            Said::new(Msg::CaptionRansomOf)
                .seat("name", name(Seat(i as u8)))
                .said("card", ransom_name(c))
        })
        .collect();
    let mut said = vec![Said::new(Msg::CaptionRansomsShown).list("shown", shown, Msg::ListSep)];
    if !r.cancelled.is_empty() {
        let gone: Vec<Said> = r
            .cancelled
            .iter()
            .map(|&s| ransom_name(r.cards[s.index()]))
            .collect();
        said.push(Said::new(Msg::CaptionRansomsDropped).list("cards", gone, Msg::ListSep));
    }
    said.push(match (r.winner, r.winning_card()) {
        (Some(w), Some(card)) => {
            let offer = r.suits_on_offer();
            let wins = |msg| {
                Said::new(msg)
                    .seat("winner", name(w))
                    .said("card", ransom_name(card))
            };
            if offer.len() == 1 {
                wins(Msg::CaptionRansomWinsTrump).said("suit", offer[0].said())
            } else {
                // "Moons or Suns or Leaves" in English, "Mond, Sonne oder Blatt" in German.
                let suits = offer.iter().map(|s| s.said()).collect();
                let mut said = wins(Msg::CaptionRansomWinsChoice);
                said.args.push((
                    "suits".into(),
                    Arg::List(suits, Msg::CaptionOrSep, Msg::CaptionOr),
                ));
                said
            }
        }
        _ => Said::new(Msg::CaptionRansomNone).seat("leader", name(after.hand().trick.leader)),
    });
    said
}
