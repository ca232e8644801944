//! Trick bookkeeping shared by every trick-taking game: who led, who played what, who won.

use super::Seat;
use serde::{Deserialize, Serialize};

/// A trick in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick<C> {
    pub leader: Seat,
    pub plays: Vec<(Seat, C)>,
}

impl<C: Clone> Trick<C> {
    pub fn new(leader: Seat) -> Self {
        Trick {
            leader,
            plays: Vec::new(),
        }
    }

    /// The card that was led, if any card has been played.
    pub fn led(&self) -> Option<&C> {
        self.plays.first().map(|(_, c)| c)
    }

    /// Who plays next at a table of `players` (clockwise from the leader).
    pub fn next_to_play(&self, players: usize) -> Seat {
        self.leader.offset(self.plays.len(), players)
    }

    pub fn is_complete(&self, players: usize) -> bool {
        self.plays.len() >= players
    }

    pub fn cards(&self) -> impl Iterator<Item = &C> {
        self.plays.iter().map(|(_, c)| c)
    }

    /// Closes the trick with the winner the game's rules chose.
    pub fn complete(self, winner: Seat) -> CompletedTrick<C> {
        CompletedTrick {
            leader: self.leader,
            plays: self.plays,
            winner,
        }
    }
}

/// A trick that has been played out and gathered by its winner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompletedTrick<C> {
    pub leader: Seat,
    pub plays: Vec<(Seat, C)>,
    pub winner: Seat,
}

impl<C> CompletedTrick<C> {
    pub fn cards(&self) -> impl Iterator<Item = &C> {
        self.plays.iter().map(|(_, c)| c)
    }
}

/// Tricks won per seat, from a list of completed tricks.
pub fn tricks_won<C>(tricks: &[CompletedTrick<C>], players: usize) -> Vec<usize> {
    let mut won = vec![0; players];
    for t in tricks {
        won[t.winner.index()] += 1;
    }
    won
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_order_and_completion() {
        let mut t: Trick<u8> = Trick::new(Seat(3));
        assert_eq!(t.next_to_play(4), Seat(3));
        t.plays.push((Seat(3), 7));
        assert_eq!(t.next_to_play(4), Seat(0));
        assert_eq!(t.led(), Some(&7));
        t.plays.push((Seat(0), 1));
        t.plays.push((Seat(1), 2));
        assert!(t.is_complete(3));
        let done = t.complete(Seat(0));
        assert_eq!(tricks_won(&[done], 4), vec![1, 0, 0, 0]);
    }
}
