//! Trick bidding: bids in turn from the dealer's left, any whole number from 0 to the tricks of
//! the hand ([`place_bid`], refused as [`TooHigh`]; a match's round of them, [`BidRound`]),
//! and the usual "made it or not" scoring.

use crate::engine::Seat;
use crate::mechanics::match_state::MatchParts;

/// Who bids next: the first seat after the dealer that has not bid, or `None` when all have.
pub fn next_bidder<B>(bids: &[Option<B>], dealer: Seat) -> Option<Seat> {
    let players = bids.len();
    dealer
        .next(players)
        .clockwise(players)
        .find(|s| bids[s.index()].is_none())
}

/// A bid of more tricks than the hand has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooHigh {
    pub bid: u8,
    /// The hand's tricks.
    pub tricks: usize,
}

/// `seat` bids `tricks`, at most `most`: refused when higher; else the bid is placed, and this
/// returns whether every seat has now bid (the bids go round from the `dealer`'s left).
pub fn place_bid(
    bids: &mut [Option<u8>],
    seat: Seat,
    tricks: u8,
    most: usize,
    dealer: Seat,
) -> Result<bool, TooHigh> {
    if tricks as usize > most {
        return Err(TooHigh {
            bid: tricks,
            tricks: most,
        });
    }
    bids[seat.index()] = Some(tricks);
    Ok(next_bidder(bids, dealer).is_none())
}

/// Score for a hand with a bid: below the bid scores nothing; made scores `per_bid` per trick
/// bid and `per_over` per trick over.
pub fn bid_score(bid: u32, won: u32, per_bid: i32, per_over: i32) -> i32 {
    if won < bid {
        0
    } else {
        per_bid * bid as i32 + per_over * (won - bid) as i32
    }
}

/// A match whose hands may open with a round of trick bids (a Bidding variant): in turn from
/// the dealer's left, then the tricks.
pub trait BidRound: MatchParts {
    /// The hand's bids so far, and the most a seat may bid.
    fn bids_mut(&mut self) -> (&mut [Option<u8>], usize);

    /// `seat` bids `tricks`: refused if that is more than the most; once every seat has bid,
    /// the tricks begin.
    fn bid(&mut self, seat: Seat, tricks: u8) -> Result<(), TooHigh> {
        let dealer = self.parts().0.dealer;
        let (bids, most) = self.bids_mut();
        if place_bid(bids, seat, tricks, most, dealer)? {
            self.parts_mut().0.phase = Self::PLAY;
        }
        Ok(())
    }
}

/// Each seat's points for a hand of tricks: with bidding, [`bid_score`] at 5 a trick bid and 1
/// an overtrick; without, 1 a trick.
pub fn hand_points(won: &[u8], bids: &[Option<u8>], bidding: bool) -> Vec<i32> {
    won.iter()
        .zip(bids)
        .map(|(&w, &bid)| match bid {
            Some(b) if bidding => bid_score(u32::from(b), u32::from(w), 5, 1),
            _ => i32::from(w),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bids_go_round_from_the_dealers_left_and_score() {
        let mut bids: Vec<Option<u8>> = vec![None; 4];
        assert_eq!(next_bidder(&bids, Seat(3)), Some(Seat(0)));
        bids[0] = Some(2);
        assert_eq!(next_bidder(&bids, Seat(3)), Some(Seat(1)));
        bids[1] = Some(0);
        bids[2] = Some(1);
        bids[3] = Some(3);
        assert_eq!(next_bidder(&bids, Seat(3)), None);
        assert_eq!(bid_score(3, 2, 5, 1), 0);
        assert_eq!(bid_score(3, 3, 5, 1), 15);
        assert_eq!(bid_score(3, 5, 5, 1), 17);
        assert_eq!(bid_score(0, 0, 5, 1), 0);
        assert_eq!(bid_score(0, 2, 5, 1), 2);
    }
}
