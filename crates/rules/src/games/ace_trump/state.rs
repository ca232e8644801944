//! The state of an Ace Trump match: the hand in play, the scores, the results of the hands
//! played, and the one seeded RNG that shuffles every deal.

use super::actions::{Action, ActionError};
use super::options::Options;
use super::rules;
use crate::engine::Seat;
use crate::mechanics::bidding::{hand_points, next_bidder, BidRound};
use crate::mechanics::decktet::{Card, Suit};
use crate::mechanics::decktet_tricks::{DecktetTricks, Refusal};
use crate::mechanics::match_state::TrickMatch;
use crate::mechanics::trick::{trick_just_taken, Trick};
use crate::mechanics::trick_hand::{Played, TrickRules};
use crate::mechanics::trick_reason::{explain_play, TrickReason, TrickWin};
use crate::mechanics::trump::ChangingTrump;
use serde::{Deserialize, Serialize};

pub const STATE_VERSION: u32 = 1;

crate::trick_phases! {
    bidding
    /// Where the hand is.
    pub enum Phase {
        /// Fixed trump: the dealer names the suit before the deal.
        NameTrump,
    }
}

crate::match_hand! {
    /// The hand in play.
    pub struct Hand of Card, for players {
        /// Cards dealt to each seat.
        size: usize = 0,
        @table,
        set_aside: Vec<Card> = Vec::new(),
        trump: ChangingTrump<Suit> = ChangingTrump::none_yet(),
        bids: Vec<Option<u8>> = vec![None; players],
    }
}

/// Ace Trump's trick rules: the Decktet's, with the trump as the Aces change it.
struct AceTricks<'a> {
    trump: &'a mut ChangingTrump<Suit>,
    sticky_aces: bool,
    early_bird: bool,
}

impl TrickRules<Card> for AceTricks<'_> {
    type Refusal = Refusal;
    fn may_play(&self, hand: &[Card], trick: &Trick<Card>, card: Card) -> Result<(), Refusal> {
        self.decktet().may_play(hand, trick, card)
    }
    fn not_in_hand(&self, card: Card) -> Refusal {
        Refusal::NotInHand(card)
    }
    fn played(&mut self, trick_index: usize, seat: Seat, card: Card) {
        if card.is_ace() {
            self.trump
                .change(card.suits()[0], trick_index, seat, self.sticky_aces);
        }
    }
    fn judge(&self, trick: &Trick<Card>) -> (Seat, TrickWin) {
        self.decktet().judge(trick)
    }
}

impl AceTricks<'_> {
    fn decktet(&self) -> DecktetTricks {
        DecktetTricks {
            trump: self.trump.current,
            early_bird: self.early_bird,
        }
    }
}

/// The rules completed trick `index` of a hand was judged by: the Decktet's, with the trump in
/// force when its last card was played (as `trump` records its changes).
pub fn rules_of_trick(
    trump: &ChangingTrump<Suit>,
    index: usize,
    early_bird: bool,
) -> DecktetTricks {
    DecktetTricks {
        trump: trump.at_trick(index),
        early_bird,
    }
}

/// What a finished hand gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    pub number: usize,
    pub dealer: Seat,
    pub size: usize,
    pub bids: Vec<Option<u8>>,
    pub won: Vec<u8>,
    /// Points each seat scored (alone; with partners the team adds them).
    pub points: Vec<i32>,
    pub trump: Option<Suit>,
    /// The last card played in the hand (Tides of fortune reads it).
    pub last_card: Option<Card>,
}

crate::trick_match_state!(AceTrump, "An Ace Trump");

impl AceTrump {
    /// The size of hand `number`: Tides reads the last card of the previous hand.
    fn size_of(&self, number: usize) -> usize {
        if !self.book.options.tides {
            return self.book.options.deal_size();
        }
        if number == 1 {
            return 1;
        }
        self.book
            .results
            .last()
            .and_then(|r| r.last_card)
            .map(rules::tides_size)
            .unwrap_or(1)
    }

    /// Deals the hand (from a given deck, else a fresh shuffle) and moves to bidding or play.
    pub(super) fn deal(&mut self) {
        self.hand.set_aside = self.deal_next(self.hand.size);
        self.book.phase = if self.book.options.bidding {
            Phase::Bid
        } else {
            Phase::Play
        };
    }

    pub fn to_act_seat(&self) -> Option<Seat> {
        match self.book.phase {
            Phase::NameTrump => Some(self.book.dealer),
            Phase::Bid => next_bidder(&self.hand.bids, self.book.dealer),
            Phase::Play => Some(self.hand.trick.next_to_play(self.players_usize())),
            Phase::GameOver => None,
        }
    }

    /// Calls `f` with each legal action of the seat to act, without allocating.
    pub fn each_legal(&self, mut f: impl FnMut(Action)) {
        let Some(seat) = self.to_act_seat() else {
            return;
        };
        match self.book.phase {
            Phase::NameTrump => Suit::ALL
                .into_iter()
                .for_each(|suit| f(Action::NameTrump { suit })),
            Phase::Bid => (0..=self.hand.size as u8).for_each(|tricks| f(Action::Bid { tricks })),
            Phase::Play => rules::each_playable(
                &self.hand.hands[seat.index()],
                &self.hand.trick.plays,
                |card| f(Action::Play { card }),
            ),
            Phase::GameOver => {}
        }
    }

    /// The dealer names trump, or a seat bids.
    fn own_action(&mut self, seat: Seat, action: Action) -> Result<(), ActionError> {
        match (self.book.phase, action) {
            (Phase::NameTrump, Action::NameTrump { suit }) => {
                self.hand.trump = ChangingTrump::fixed(suit);
                self.deal();
            }
            (Phase::Bid, Action::Bid { tricks }) => self.bid(seat, tricks)?,
            _ => return Err(self.not_now()),
        }
        Ok(())
    }

    fn play(&mut self, seat: Seat, card: Card) -> Result<(), ActionError> {
        let h = &mut self.hand;
        let mut rules = AceTricks {
            trump: &mut h.trump,
            sticky_aces: self.book.options.sticky_aces,
            early_bird: self.book.options.early_bird,
        };
        if let Played::HandOver(_) = h.table.play(&mut rules, seat, card)? {
            self.finish_hand(card);
        }
        Ok(())
    }

    /// The trick that `seat` playing `card` now completes, explained with the trump as the play
    /// leaves it (an Ace changes it first); `None` if the play completes none.
    pub fn explain_play(&self, seat: Seat, card: Card) -> Option<TrickReason<Card>> {
        let h = &self.hand;
        let mut trump = h.trump.clone();
        let mut rules = AceTricks {
            trump: &mut trump,
            sticky_aces: self.book.options.sticky_aces,
            early_bird: self.book.options.early_bird,
        };
        explain_play(&h.table, &mut rules, seat, card)
    }

    fn finish_hand(&mut self, last_card: Card) {
        let h = &self.hand;
        let points = hand_points(&h.won, &h.bids, self.book.options.bidding);
        let result = HandResult {
            number: h.number,
            dealer: self.book.dealer,
            size: h.size,
            bids: h.bids.clone(),
            won: h.won.clone(),
            points: points.clone(),
            trump: h.trump.current,
            last_card: Some(last_card),
        };
        self.end_hand(&points, result);
    }
}

impl BidRound for AceTrump {
    fn bids_mut(&mut self) -> (&mut [Option<u8>], usize) {
        (&mut self.hand.bids, self.hand.size)
    }
}

impl TrickMatch for AceTrump {
    /// A trick just taken.
    fn just_shown(&self) -> bool {
        let h = &self.hand;
        trick_just_taken(
            self.book.phase == Phase::Play,
            h.trick.plays.is_empty(),
            h.tricks.len(),
        )
    }

    /// With a fixed trump the dealer names it first; otherwise the hand is dealt.
    fn deal_hand(&mut self) {
        self.hand.size = self.size_of(self.hand.number);
        if self.book.options.fixed_trump {
            self.book.phase = Phase::NameTrump;
        } else {
            self.deal();
        }
    }
}
