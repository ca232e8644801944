//! Ransom Trump's view as the shared Decktet table parts read it.

use crate::engine::{PerSeat, Seat};
use crate::games::ransom_trump::{Action, Card, HandResult, Phase, RansomTrump, Suit, View};
use crate::mechanics::matchplay::MatchLength;
use crate::mechanics::trick::{CompletedTrick, Trick};
use crate::ui::games::decktet::{DecktetView, ScoredHand};

/// A finished hand as the summaries show it.
pub fn scored_hand(r: &HandResult) -> ScoredHand {
    let note = r
        .reveal
        .winning_card()
        .map(|c| format!("Trump was bought with the {}.", c.name()));
    ScoredHand {
        number: r.number,
        bids: r.bids.clone(),
        won: r.won.clone(),
        points: r.points.clone(),
        trump: r.trump,
        trump_words: "Trump:",
        no_trump_words: "No ransom was left alone: no trump this hand.",
        note,
    }
}

impl DecktetView for View {
    type Game = RansomTrump;

    fn players(&self) -> usize {
        self.players
    }
    fn hand_number(&self) -> usize {
        self.hand_number
    }
    fn my_hand(&self) -> &[Card] {
        View::my_hand(self)
    }
    fn my_turn(&self) -> bool {
        View::my_turn(self)
    }
    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }
    fn dealer(&self) -> Seat {
        self.dealer
    }
    fn partner(&self, seat: Seat) -> Option<Seat> {
        View::partner(self, seat)
    }
    fn winners(&self) -> &[Seat] {
        &self.winners
    }
    fn game_over(&self) -> bool {
        self.phase == Phase::GameOver
    }
    fn playing(&self) -> bool {
        self.phase == Phase::Play
    }
    fn trump_now(&self) -> Option<Suit> {
        self.trump
    }
    fn trump_of_trick(&self, _k: usize) -> Option<Suit> {
        self.trump
    }
    fn trick(&self) -> &Trick<Card> {
        &self.trick
    }
    fn tricks(&self) -> &[CompletedTrick<Card>] {
        &self.tricks
    }
    fn tricks_in_hand(&self) -> usize {
        self.hand_tricks()
    }
    fn before_tricks(&self) -> &'static str {
        match self.phase {
            Phase::Ransom => "The tricks start once the ransoms are shown and trump is set.",
            Phase::ChooseTrump => "The tricks start once trump is chosen.",
            _ => "The tricks start once the bids are in.",
        }
    }
    fn trick_area_shown(&self) -> bool {
        !matches!(self.phase, Phase::Ransom | Phase::ChooseTrump)
    }
    fn card_choices(&self) -> Vec<Card> {
        self.legal
            .iter()
            .filter_map(|a| match a {
                Action::Play { card } | Action::Ransom { card } => Some(*card),
                _ => None,
            })
            .collect()
    }
    fn card_action(&self, card: Card) -> Action {
        if self.phase == Phase::Ransom {
            Action::Ransom { card }
        } else {
            Action::Play { card }
        }
    }
    fn empty_hand(&self) -> &'static str {
        "No cards in hand."
    }
    fn counts(&self) -> &PerSeat<usize> {
        &self.counts
    }
    fn bidding(&self) -> bool {
        self.options.bidding
    }
    fn bidding_now(&self) -> bool {
        self.phase == Phase::Bid
    }
    fn bids_to_come(&self) -> bool {
        matches!(self.phase, Phase::Ransom | Phase::ChooseTrump)
    }
    fn bid_action(tricks: u8) -> Action {
        Action::Bid { tricks }
    }
    fn bids(&self) -> &PerSeat<Option<u8>> {
        &self.bids
    }
    fn won(&self) -> &PerSeat<u8> {
        &self.won
    }
    fn points(&self) -> &PerSeat<i32> {
        &self.points
    }
    fn totals(&self) -> &PerSeat<i32> {
        &self.totals
    }
    fn partners(&self) -> bool {
        self.options.partners
    }
    fn match_length(&self) -> MatchLength {
        self.options.match_length()
    }
    fn describe_options(&self) -> String {
        self.options.describe()
    }
    fn seat_note(&self, seat: Seat) -> Option<String> {
        (self.phase == Phase::Ransom).then(|| {
            if self.ransom_down[seat.index()] {
                "ransom down".to_string()
            } else {
                "choosing a ransom".to_string()
            }
        })
    }
    fn hands_scored(&self) -> usize {
        self.results.len()
    }
    fn scored(&self, k: usize) -> Option<ScoredHand> {
        self.results.get(k).map(scored_hand)
    }
}
