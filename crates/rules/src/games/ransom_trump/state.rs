//! The state of a Ransom Trump match: the hand in play (its ransoms, trump, bids and tricks),
//! the scores, the results of the hands played, and the one seeded RNG that shuffles every
//! deal.

use super::actions::{Action, ActionError};
use super::options::Options;
use super::ransom::Reveal;
use crate::engine::Seat;
use crate::mechanics::bidding::{hand_points, next_bidder, BidRound};
use crate::mechanics::decktet::{Card, Suit};
use crate::mechanics::decktet_tricks::{self as rules, DecktetTricks};
use crate::mechanics::match_state::TrickMatch;
use crate::mechanics::trick::{trick_just_taken, Trick};
use crate::mechanics::trick_hand::Played;
use crate::mechanics::trick_reason::{explain_play, TrickReason};
use serde::{Deserialize, Serialize};

pub const STATE_VERSION: u32 = 1;

crate::trick_phases! {
    bidding
    /// Where the hand is.
    pub enum Phase {
        /// Everyone puts down a ransom, face down (in turn from the dealer's left; none is
        /// shown until all are down).
        Ransom,
        /// The winner of a ransom with several suits chooses which is trump.
        ChooseTrump,
    }
}

crate::match_hand! {
    /// The hand in play.
    pub struct Hand of Card, for players {
        @table,
        set_aside: Vec<Card> = Vec::new(),
        /// Each seat's ransom once it is down (secret until every seat's is).
        ransoms: Vec<Option<Card>> = vec![None; players],
        /// The ransoms shown, once all are down.
        reveal: Option<Reveal> = None,
        /// The trump of the hand, once set (`None` after the ransoms: no trump).
        trump: Option<Suit> = None,
        bids: Vec<Option<u8>> = vec![None; players],
    }
}

/// What a finished hand gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    pub number: usize,
    pub dealer: Seat,
    pub reveal: Reveal,
    pub trump: Option<Suit>,
    pub bids: Vec<Option<u8>>,
    pub won: Vec<u8>,
    /// Points each seat scored (alone; with partners the team adds them).
    pub points: Vec<i32>,
}

crate::trick_match_state!(RansomTrump, "A Ransom Trump");

impl RansomTrump {
    pub fn to_act_seat(&self) -> Option<Seat> {
        let players = self.players_usize();
        match self.book.phase {
            Phase::Ransom => self
                .dealer
                .next(players)
                .clockwise(players)
                .find(|s| self.hand.ransoms[s.index()].is_none()),
            Phase::ChooseTrump => self.hand.reveal.as_ref().and_then(|r| r.winner),
            Phase::Bid => next_bidder(&self.hand.bids, self.book.dealer),
            Phase::Play => Some(self.hand.trick.next_to_play(players)),
            Phase::GameOver => None,
        }
    }

    /// Calls `f` with each legal action of the seat to act, without allocating.
    pub fn each_legal(&self, mut f: impl FnMut(Action)) {
        let Some(seat) = self.to_act_seat() else {
            return;
        };
        let hand = &self.hand.hands[seat.index()];
        match self.book.phase {
            Phase::Ransom => hand.iter().for_each(|&card| f(Action::Ransom { card })),
            Phase::ChooseTrump => {
                if let Some(r) = &self.hand.reveal {
                    r.suits_on_offer()
                        .iter()
                        .for_each(|&suit| f(Action::ChooseTrump { suit }))
                }
            }
            Phase::Bid => {
                (0..=self.book.options.tricks() as u8).for_each(|tricks| f(Action::Bid { tricks }))
            }
            Phase::Play => rules::each_playable(hand, &self.hand.trick.plays, |card| {
                f(Action::Play { card })
            }),
            Phase::GameOver => {}
        }
    }

    /// A ransom put down, trump chosen from the winning ransom, or a bid.
    fn own_action(&mut self, seat: Seat, action: Action) -> Result<(), ActionError> {
        let winning = self.hand.reveal.as_ref().and_then(Reveal::winning_card);
        match (self.book.phase, action, winning) {
            (Phase::Ransom, Action::Ransom { card }, _) => self.put_ransom(seat, card)?,
            (Phase::ChooseTrump, Action::ChooseTrump { suit }, Some(ransom)) => {
                if !ransom.has_suit(suit) {
                    return Err(ActionError::NotOnRansom { suit, ransom });
                }
                self.set_trump(Some(suit));
            }
            (Phase::Bid, Action::Bid { tricks }, _) => self.bid(seat, tricks)?,
            _ => return Err(self.not_now()),
        }
        Ok(())
    }

    /// The seat's ransom goes down; once every seat's is, they are shown together.
    fn put_ransom(&mut self, seat: Seat, card: Card) -> Result<(), ActionError> {
        let hand = &mut self.hand.hands[seat.index()];
        let Some(i) = hand.iter().position(|&c| c == card) else {
            return Err(ActionError::CardNotInHand(card));
        };
        hand.remove(i);
        self.hand.ransoms[seat.index()] = Some(card);
        let all: Option<Vec<Card>> = self.hand.ransoms.iter().copied().collect();
        if let Some(cards) = all {
            let reveal = Reveal::of(cards);
            let offer = reveal.suits_on_offer();
            let winner = reveal.winner;
            let single = (offer.len() == 1).then(|| offer[0]);
            self.hand.reveal = Some(reveal);
            match (winner, single) {
                (None, _) => self.set_trump(None),
                (Some(_), Some(suit)) => self.set_trump(Some(suit)),
                (Some(_), None) => self.book.phase = Phase::ChooseTrump,
            }
        }
        Ok(())
    }

    /// Trump is set: the ransom's winner leads (with no trump, the dealer's left), after the
    /// bids if there are any.
    fn set_trump(&mut self, trump: Option<Suit>) {
        let players = self.players_usize();
        self.hand.trump = trump;
        let leader = match (trump, self.hand.reveal.as_ref().and_then(|r| r.winner)) {
            (Some(_), Some(w)) => w,
            _ => self.book.dealer.next(players),
        };
        self.hand.trick = Trick::new(leader);
        self.book.phase = if self.book.options.bidding {
            Phase::Bid
        } else {
            Phase::Play
        };
    }

    /// The rules of the tricks in this hand: the Decktet's with the hand's trump.
    pub fn trick_rules(&self) -> DecktetTricks {
        DecktetTricks {
            trump: self.hand.trump,
            early_bird: self.book.options.early_bird,
        }
    }

    /// The trick that `seat` playing `card` now completes, explained; `None` if the play
    /// completes none.
    pub fn explain_play(&self, seat: Seat, card: Card) -> Option<TrickReason<Card>> {
        explain_play(&self.hand.table, &mut self.trick_rules(), seat, card)
    }

    fn play(&mut self, seat: Seat, card: Card) -> Result<(), ActionError> {
        let mut rules = self.trick_rules();
        if let Played::HandOver(_) = self.hand.table.play(&mut rules, seat, card)? {
            self.finish_hand();
        }
        Ok(())
    }

    fn finish_hand(&mut self) {
        let h = &self.hand;
        // Every hand is played after its ransoms are shown.
        let Some(reveal) = h.reveal.clone() else {
            return;
        };
        let points = hand_points(&h.won, &h.bids, self.book.options.bidding);
        let result = HandResult {
            number: h.number,
            dealer: self.book.dealer,
            reveal,
            trump: h.trump,
            bids: h.bids.clone(),
            won: h.won.clone(),
            points: points.clone(),
        };
        self.end_hand(&points, result);
    }
}

impl BidRound for RansomTrump {
    fn bids_mut(&mut self) -> (&mut [Option<u8>], usize) {
        (&mut self.hand.bids, self.book.options.tricks())
    }
}

impl TrickMatch for RansomTrump {
    /// A trick just taken, or the ransoms just shown: right after the last ransom, the owner
    /// of a two-suit winner is to choose, or a lone Ace or Crown (or none) set trump and
    /// nothing has been bid or played yet.
    fn just_shown(&self) -> bool {
        let (h, phase) = (&self.hand, self.book.phase);
        let trick_taken = trick_just_taken(
            phase == Phase::Play,
            h.trick.plays.is_empty(),
            h.tricks.len(),
        );
        let ransoms_shown = h.reveal.as_ref().is_some_and(|r| {
            phase == Phase::ChooseTrump
                || (r.suits_on_offer().len() <= 1
                    && h.tricks.is_empty()
                    && h.trick.plays.is_empty()
                    && h.bids.iter().all(Option::is_none))
        });
        trick_taken || ransoms_shown
    }

    /// Deals the hand (from a given deck, else a fresh shuffle): card k goes to the k-th seat
    /// from the dealer's left, the rest is set aside; then the ransoms.
    fn deal_hand(&mut self) {
        self.hand.set_aside = self.deal_next(self.book.options.deal_size());
        self.book.phase = Phase::Ransom;
    }
}
