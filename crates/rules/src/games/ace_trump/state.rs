//! The state of an Ace Trump match: the hand in play, the scores, the results of the hands
//! played, and the one seeded RNG that shuffles every deal.

use super::actions::{Action, ActionError};
use super::options::Options;
use super::rules;
use crate::engine::Seat;
use crate::mechanics::bidding::{hand_points, next_bidder, place_bid};
use crate::mechanics::decktet::{Card, Suit};
use crate::mechanics::decktet_tricks::{DecktetTricks, Refusal};
use crate::mechanics::match_state::{MatchHand, Terms, TrickMatch};
use crate::mechanics::toggles::Toggled;
use crate::mechanics::trick::Trick;
use crate::mechanics::trick_hand::{Played, TrickHand, TrickRules};
use crate::mechanics::trump::ChangingTrump;
use serde::{Deserialize, Serialize};

pub const STATE_VERSION: u32 = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Fixed trump: the dealer names the suit before the deal.
    NameTrump,
    Bid,
    Play,
    GameOver,
}

impl Phase {
    pub fn id(self) -> &'static str {
        match self {
            Phase::NameTrump => "name-trump",
            Phase::Bid => "bid",
            Phase::Play => "play",
            Phase::GameOver => "game-over",
        }
    }
}

/// The hand in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    /// From 1.
    pub number: usize,
    /// Cards dealt to each seat.
    pub size: usize,
    /// The hands, the open trick, the tricks gathered and won.
    #[serde(flatten)]
    pub table: TrickHand<Card>,
    pub set_aside: Vec<Card>,
    pub trump: ChangingTrump<Suit>,
    pub bids: Vec<Option<u8>>,
}

crate::deref_to_table!(Hand, Card);

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
    fn winner(&self, trick: &Trick<Card>) -> Seat {
        self.decktet().winner(trick)
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
        let deck = self.next_deck();
        self.hand.set_aside = self.hand.table.deal(deck, self.hand.size, self.book.dealer);
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

    pub fn act(&mut self, seat: Seat, action: Action) -> Result<(), ActionError> {
        ActionError::check_turn(self.to_act_seat(), seat)?;
        let phase = self.book.phase.id();
        match (self.book.phase, action) {
            (Phase::NameTrump, Action::NameTrump { suit }) => {
                self.hand.trump = ChangingTrump::fixed(suit);
                self.deal();
            }
            (Phase::Bid, Action::Bid { tricks }) => {
                let (bids, most) = (&mut self.hand.bids, self.hand.size);
                let too_high = |bid, tricks| ActionError::BidTooHigh { bid, tricks };
                if place_bid(bids, seat, tricks, most, self.book.dealer, too_high)? {
                    self.book.phase = Phase::Play;
                }
            }
            (Phase::Play, Action::Play { card }) => self.play(seat, card)?,
            _ => return Err(ActionError::NotNow { phase }),
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

impl TrickMatch for AceTrump {
    const OVER: Phase = Phase::GameOver;
    fn terms(options: &Options) -> Terms {
        Terms {
            partners: options.partners,
            length: options.match_length(),
        }
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

impl MatchHand<Card> for Hand {
    fn empty(number: usize, players: usize, dealer: Seat) -> Hand {
        Hand {
            number,
            size: 0,
            table: TrickHand::empty(players, dealer.next(players)),
            set_aside: Vec::new(),
            trump: ChangingTrump::none_yet(),
            bids: vec![None; players],
        }
    }
    fn number(&self) -> usize {
        self.number
    }
}
