//! Ace Trump's view as the shared Decktet table parts read it.

use crate::engine::{PerSeat, Seat};
use crate::games::ace_trump::{
    rules, AceTrump, Action, Card, HandResult, Options, Phase, Suit, View,
};
use crate::mechanics::matchplay::MatchLength;
use crate::mechanics::trick::{CompletedTrick, Trick};
use crate::ui::games::decktet::{DecktetView, ScoredHand};

/// A finished hand as the summaries show it.
pub fn scored_hand(r: &HandResult, options: &Options) -> ScoredHand {
    let note = options.tides.then_some(r.last_card).flatten().map(|c| {
        let size = rules::tides_size(c);
        format!(
            "Tides of fortune: the last card was {}, so the next hand is {size} card{} each.",
            c.name(),
            if size == 1 { "" } else { "s" }
        )
    });
    ScoredHand {
        number: r.number,
        bids: r.bids.clone(),
        won: r.won.clone(),
        points: r.points.clone(),
        trump: r.trump,
        trump_words: "Trump at the end:",
        no_trump_words: "No Ace was played: no trump this hand.",
        note,
    }
}

impl DecktetView for View {
    type Game = AceTrump;

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
        self.trump.current
    }
    fn trump_of_trick(&self, k: usize) -> Option<Suit> {
        self.trump
            .changes
            .iter()
            .rfind(|c| c.trick <= k)
            .map(|c| c.to)
            .or(if self.options.fixed_trump {
                self.trump.current
            } else {
                None
            })
    }
    fn trump_changes_in(&self, k: usize) -> Vec<(Seat, Suit)> {
        self.trump.changes_in(k).map(|c| (c.seat, c.to)).collect()
    }
    fn trick(&self) -> &Trick<Card> {
        &self.trick
    }
    fn tricks(&self) -> &[CompletedTrick<Card>] {
        &self.tricks
    }
    fn tricks_in_hand(&self) -> usize {
        self.hand_size
    }
    fn before_tricks(&self) -> &'static str {
        "The tricks start once the bids are in."
    }
    fn card_choices(&self) -> Vec<Card> {
        self.legal
            .iter()
            .filter_map(|a| match a {
                Action::Play { card } => Some(*card),
                _ => None,
            })
            .collect()
    }
    fn card_action(&self, card: Card) -> Action {
        Action::Play { card }
    }
    fn empty_hand(&self) -> &'static str {
        if self.phase == Phase::NameTrump {
            "The cards are dealt once the dealer has named trump."
        } else {
            "No cards in hand."
        }
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
    fn hands_scored(&self) -> usize {
        self.results.len()
    }
    fn scored(&self, k: usize) -> Option<ScoredHand> {
        self.results.get(k).map(|r| scored_hand(r, &self.options))
    }
}
