//! The state of a Truf match: the hand in play (bids, the reveal, the kind of game, tricks),
//! the scores, the hands played, and the one seeded RNG that shuffles every deal.

use super::actions::{Action, ActionError};
use super::bid::{self, BidCard, Direction, Kind};
use super::options::Options;
use super::scoring;
use super::{Card, Suit};
use crate::engine::Seat;
use crate::mechanics::french_tricks;
use crate::mechanics::given_deal::GivenDeal;
use crate::mechanics::match_state::TrickMatch;
use crate::mechanics::trick::{trick_just_taken, Trick};
use crate::mechanics::trick_hand::{Played, TrickRules};
use crate::mechanics::trick_reason::{explain_play, TrickReason, TrickWin};
use serde::{Deserialize, Serialize};

pub const STATE_VERSION: u32 = 1;

crate::trick_phases! {
    /// Where the hand is.
    pub enum Phase {
        /// Everyone makes a bid, secretly (in turn from the dealer's left; none is shown
        /// until all are closed).
        Bid,
        /// An even game: the bid winner turns it up or down.
        Turn,
    }
}

/// The bids shown together and what they decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// Each seat's bid value, as shown.
    pub values: Vec<u32>,
    pub winner: Seat,
    pub trump: Option<Suit>,
    /// The kind of game the values made (Even until the winner turns it).
    pub kind: Kind,
}

crate::match_hand! {
    /// The hand in play.
    pub struct Hand of Card, for players {
        @table,
        /// Each seat's bid so far (secret until every bid is closed; then public, and its
        /// cards stay in the hand, known to all).
        bids: Vec<Vec<BidCard>> = vec![Vec::new(); players],
        closed: Vec<bool> = vec![false; players],
        reveal: Option<Reveal> = None,
        /// An even game's turn.
        direction: Option<Direction> = None,
        /// The tricks each seat must take (the values, turned in an even game) and the kind
        /// of game scored, once known.
        contract: Option<(Vec<u32>, Kind)> = None,
        /// Whether a trump has been played in a completed trick.
        broken: bool = false,
    }
}

/// Truf's trick rules: follow suit; no trump led until one has been played (unless the hand
/// holds only trumps); a card that does not follow lies face down; the highest trump wins, else
/// the highest card of the led suit.
pub struct TrufTricks {
    pub trump: Option<Suit>,
    pub broken: bool,
}

impl TrickRules<Card> for TrufTricks {
    type Refusal = ActionError;
    fn may_play(&self, hand: &[Card], trick: &Trick<Card>, card: Card) -> Result<(), ActionError> {
        match trick.plays.first() {
            None => {
                let is_trump = Some(card.suit()) == self.trump;
                let only_trumps = hand.iter().all(|c| Some(c.suit()) == self.trump);
                if is_trump && !self.broken && !only_trumps {
                    return Err(ActionError::TrumpNotBroken { card });
                }
                Ok(())
            }
            Some(&(_, led)) => {
                let suit = led.suit();
                if card.suit() != suit && hand.iter().any(|c| c.suit() == suit) {
                    return Err(ActionError::MustFollow { card, suit });
                }
                Ok(())
            }
        }
    }
    fn not_in_hand(&self, card: Card) -> ActionError {
        ActionError::CardNotInHand(card)
    }
    fn face_down(&self, trick: &Trick<Card>, card: Card) -> bool {
        lies_face_down(trick, card)
    }
    fn judge(&self, trick: &Trick<Card>) -> (Seat, TrickWin) {
        trick_judge(&trick.plays, self.trump)
    }
}

/// What a finished hand gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    pub number: usize,
    pub dealer: Seat,
    pub bids: Vec<Vec<BidCard>>,
    pub reveal: Reveal,
    pub direction: Option<Direction>,
    /// The tricks each seat had to take, and the kind of game.
    pub contract: Vec<u32>,
    pub kind: Kind,
    pub won: Vec<u8>,
    pub points: Vec<i32>,
}

crate::trick_match_state!(Truf, "A Truf");

impl Truf {
    /// A new match: the first dealer (given, or from the seed), then the first deal.
    pub fn start(
        options: &Options,
        seed: u64,
        first_dealer: Option<Seat>,
        decks: Vec<Vec<Card>>,
    ) -> Result<Truf, String> {
        Self::open(
            options,
            seed,
            &GivenDeal {
                first_dealer,
                decks,
            },
        )
    }

    /// The hand's trump, once the bids are shown.
    pub fn trump(&self) -> Option<Suit> {
        self.hand.reveal.as_ref().and_then(|r| r.trump)
    }

    /// The rules of the tricks in this hand.
    pub fn trick_rules(&self) -> TrufTricks {
        TrufTricks {
            trump: self.trump(),
            broken: self.hand.broken,
        }
    }

    pub fn to_act_seat(&self) -> Option<Seat> {
        let players = self.players_usize();
        match self.book.phase {
            Phase::Bid => self
                .dealer
                .next(players)
                .clockwise(players)
                .find(|s| !self.hand.closed[s.index()]),
            Phase::Turn => self.hand.reveal.as_ref().map(|r| r.winner),
            Phase::Play => Some(self.hand.trick.next_to_play(players)),
            Phase::GameOver => None,
        }
    }

    pub fn legal(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.each_legal(|a| out.push(a));
        out
    }

    /// Calls `f` with each legal action of the seat to act, without allocating.
    pub fn each_legal(&self, mut f: impl FnMut(Action)) {
        let Some(seat) = self.to_act_seat() else {
            return;
        };
        let hand = &self.hand.hands[seat.index()];
        match self.book.phase {
            Phase::Bid => {
                let bid = &self.hand.bids[seat.index()];
                let after = bid.last().map(|b| b.card);
                for &card in hand.iter().filter(|&&c| after.is_none_or(|a| c > a)) {
                    f(Action::BidCard { card, minus: false });
                    f(Action::BidCard { card, minus: true });
                }
                if !bid.is_empty() {
                    f(Action::BidDone);
                }
            }
            Phase::Turn => {
                f(Action::Turn {
                    direction: Direction::Up,
                });
                f(Action::Turn {
                    direction: Direction::Down,
                });
            }
            Phase::Play => self
                .hand
                .each_playable(&self.trick_rules(), seat, |card| f(Action::Play { card })),
            Phase::GameOver => {}
        }
    }

    /// A card shown in a bid, a bid closed, or an even game turned.
    fn own_action(&mut self, seat: Seat, action: Action) -> Result<(), ActionError> {
        let s = seat.index();
        match (self.book.phase, action) {
            (Phase::Bid, Action::BidCard { card, minus }) => {
                if !self.hand.hands[s].contains(&card) {
                    return Err(ActionError::CardNotInHand(card));
                }
                if self.hand.bids[s].last().is_some_and(|b| b.card >= card) {
                    return Err(ActionError::BidOrder { card });
                }
                self.hand.bids[s].push(BidCard { card, minus });
            }
            (Phase::Bid, Action::BidDone) => {
                if self.hand.bids[s].is_empty() {
                    return Err(ActionError::EmptyBid);
                }
                self.hand.closed[s] = true;
                if self.hand.closed.iter().all(|&c| c) {
                    self.show_bids();
                }
            }
            (Phase::Turn, Action::Turn { direction }) => {
                let Some(r) = &self.hand.reveal else {
                    return Err(self.not_now());
                };
                let (contract, kind) = bid::turn(&r.values, direction);
                self.hand.direction = Some(direction);
                self.start_tricks(contract, kind);
            }
            _ => return Err(self.not_now()),
        }
        Ok(())
    }

    /// Every bid is closed: they are shown together and decide the winner, trump and game.
    fn show_bids(&mut self) {
        let values: Vec<u32> = self.hand.bids.iter().map(|b| bid::value(b)).collect();
        let Some(winner) = bid::winner(&self.hand.bids) else {
            return;
        };
        let trump = bid::trump(&self.hand.bids[winner.index()]);
        let kind = bid::kind(&values, self.book.options.tricks());
        self.hand.reveal = Some(Reveal {
            values: values.clone(),
            winner,
            trump,
            kind,
        });
        match kind {
            Kind::Even => self.book.phase = Phase::Turn,
            _ => self.start_tricks(values, kind),
        }
    }

    /// The bid winner leads the first trick.
    fn start_tricks(&mut self, contract: Vec<u32>, kind: Kind) {
        self.hand.contract = Some((contract, kind));
        if let Some(r) = &self.hand.reveal {
            self.hand.trick = Trick::new(r.winner);
        }
        self.book.phase = Phase::Play;
    }

    fn play(&mut self, seat: Seat, card: Card) -> Result<(), ActionError> {
        let mut rules = self.trick_rules();
        let h = &mut self.hand;
        let played = h.table.play(&mut rules, seat, card)?;
        if played != Played::Open
            && h.tricks
                .last()
                .is_some_and(|t| t.cards().any(|c| Some(c.suit()) == rules.trump))
        {
            h.broken = true;
        }
        if let Played::HandOver(_) = played {
            self.finish_hand();
        }
        Ok(())
    }

    /// The trick that `seat` playing `card` now completes, explained; `None` if the play
    /// completes none.
    pub fn explain_play(&self, seat: Seat, card: Card) -> Option<TrickReason<Card>> {
        explain_play(&self.hand.table, &mut self.trick_rules(), seat, card)
    }

    fn finish_hand(&mut self) {
        let players = self.players_usize();
        let h = &self.hand;
        let (Some(reveal), Some((contract, kind))) = (h.reveal.clone(), h.contract.clone()) else {
            return;
        };
        let points: Vec<i32> = (0..players)
            .map(|i| scoring::score(contract[i], u32::from(h.won[i]), kind, players))
            .collect();
        let result = HandResult {
            number: h.number,
            dealer: self.book.dealer,
            bids: h.bids.clone(),
            reveal,
            direction: h.direction,
            contract,
            kind,
            won: h.won.clone(),
            points: points.clone(),
        };
        self.end_hand(&points, result);
    }
}

impl TrickMatch for Truf {
    /// A trick just taken (its face-down cards just turned up), or the bids just shown.
    fn just_shown(&self) -> bool {
        let (h, phase) = (&self.hand, self.book.phase);
        let trick_taken = trick_just_taken(
            phase == Phase::Play,
            h.trick.plays.is_empty(),
            h.tricks.len(),
        );
        let bids_shown = h.reveal.is_some()
            && (phase == Phase::Turn || (h.tricks.is_empty() && h.trick.plays.is_empty()));
        trick_taken || bids_shown
    }

    /// Deals the hand: card k to the k-th seat from the dealer's left; then the bids.
    fn deal_hand(&mut self) {
        self.deal_next(self.book.options.tricks());
        self.book.phase = Phase::Bid;
    }
}

/// Whether `card` played to `trick` lies face down until the trick is complete: it does not
/// follow the led suit.
pub fn lies_face_down(trick: &Trick<Card>, card: Card) -> bool {
    trick
        .plays
        .first()
        .is_some_and(|&(_, led)| led.suit() != card.suit())
}

/// The winner of a complete trick: the highest trump, else the highest card of the led suit
/// (Ace high).
pub fn trick_winner(plays: &[(Seat, Card)], trump: Option<Suit>) -> Seat {
    trick_judge(plays, trump).0
}

/// The winner of a complete trick and why (a card that lay face down is judged as any other:
/// the trick is complete, so it is face up).
pub fn trick_judge(plays: &[(Seat, Card)], trump: Option<Suit>) -> (Seat, TrickWin) {
    french_tricks::judge(plays, trump)
}
