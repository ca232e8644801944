//! Trick bookkeeping shared by every trick-taking game: who led, who played what, who won;
//! cards played face down (hidden until the trick is complete) and seats that sit a trick out.

use crate::engine::{PerSeat, Seat};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// The cards of one trick in the order played, with who played each. Held inline for up to six
/// seats (every trick-taker here), so starting, copying and viewing a trick allocates nothing;
/// serialised as a plain list.
pub type Plays<C> = SmallVec<[(Seat, C); 6]>;

/// A trick in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick<C> {
    pub leader: Seat,
    pub plays: Plays<C>,
    /// Seats whose card lies face down until the trick is complete.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub face_down: Vec<Seat>,
    /// Seats that take no part (out of the hand): skipped in turn, not waited for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub out: Vec<Seat>,
}

impl<C: Clone> Trick<C> {
    pub fn new(leader: Seat) -> Self {
        Trick {
            leader,
            plays: Plays::new(),
            face_down: Vec::new(),
            out: Vec::new(),
        }
    }

    /// A trick that `out` seats sit out.
    pub fn without(leader: Seat, out: Vec<Seat>) -> Self {
        Trick {
            out,
            ..Trick::new(leader)
        }
    }

    /// Records `seat` playing `card` (face down if `hidden`).
    pub fn play(&mut self, seat: Seat, card: C, hidden: bool) {
        self.plays.push((seat, card));
        if hidden {
            self.face_down.push(seat);
        }
    }

    /// Whether `seat`'s card lies face down.
    pub fn is_face_down(&self, seat: Seat) -> bool {
        self.face_down.contains(&seat)
    }

    /// The trick as `viewer` sees it: each face-down card `None` unless `viewer` played it
    /// (or `everything` is seen).
    pub fn masked(&self, viewer: Option<Seat>, everything: bool) -> Trick<Option<C>> {
        Trick {
            leader: self.leader,
            plays: self
                .plays
                .iter()
                .map(|(s, c)| {
                    let shown = everything || !self.is_face_down(*s) || viewer == Some(*s);
                    (*s, shown.then(|| c.clone()))
                })
                .collect(),
            face_down: self.face_down.clone(),
            out: self.out.clone(),
        }
    }

    /// The card that was led, if any card has been played.
    pub fn led(&self) -> Option<&C> {
        self.plays.first().map(|(_, c)| c)
    }

    /// Who plays next at a table of `players` (clockwise from the leader).
    pub fn next_to_play(&self, players: usize) -> Seat {
        if self.out.is_empty() {
            return self.leader.offset(self.plays.len(), players);
        }
        let mut seat = self.leader;
        let mut left = self.plays.len();
        loop {
            if !self.out.contains(&seat) {
                if left == 0 {
                    return seat;
                }
                left -= 1;
            }
            seat = seat.next(players);
        }
    }

    pub fn is_complete(&self, players: usize) -> bool {
        self.plays.len() + self.out.len() >= players
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
    pub plays: Plays<C>,
    pub winner: Seat,
}

impl<C> CompletedTrick<C> {
    pub fn cards(&self) -> impl Iterator<Item = &C> {
        self.plays.iter().map(|(_, c)| c)
    }
}

impl<C: Clone> CompletedTrick<C> {
    /// The trick as it lay when its last card was played, every card face up: what its rules
    /// judge again to say why it was won.
    pub fn as_played(&self) -> Trick<C> {
        Trick {
            leader: self.leader,
            plays: self.plays.clone(),
            face_down: Vec::new(),
            out: Vec::new(),
        }
    }
}

/// Every card played in a hand so far, with who played it: the completed `tricks`, then the
/// `open` one.
pub fn plays_so_far<'a, C: Copy>(
    tricks: &'a [CompletedTrick<C>],
    open: &'a Trick<C>,
) -> impl Iterator<Item = (Seat, C)> + 'a {
    tricks
        .iter()
        .flat_map(|t| t.plays.iter().copied())
        .chain(open.plays.iter().copied())
}

/// Tricks won per seat, from a list of completed tricks.
pub fn tricks_won<C>(tricks: &[CompletedTrick<C>], players: usize) -> PerSeat<usize> {
    let mut won = PerSeat::from_elem(0, players);
    for t in tricks {
        won[t.winner.index()] += 1;
    }
    won
}

/// Whether a trick was just taken: play goes on (`playing`), the open trick is empty
/// (`open_empty`) and at least one trick is `done`. The taken trick stays on the table a while.
pub fn trick_just_taken(playing: bool, open_empty: bool, done: usize) -> bool {
    playing && open_empty && done > 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_out_are_skipped_and_face_down_cards_hidden() {
        let mut t: Trick<u8> = Trick::without(Seat(3), vec![Seat(0)]);
        assert_eq!(t.next_to_play(4), Seat(3));
        t.play(Seat(3), 7, false);
        assert_eq!(t.next_to_play(4), Seat(1));
        t.play(Seat(1), 2, true);
        assert_eq!(
            t.masked(Some(Seat(3)), false).plays.to_vec(),
            vec![(Seat(3), Some(7)), (Seat(1), None)]
        );
        assert_eq!(t.masked(Some(Seat(1)), false).plays[1], (Seat(1), Some(2)));
        assert_eq!(t.masked(None, true).plays[1], (Seat(1), Some(2)));
        assert!(!t.is_complete(4));
        t.play(Seat(2), 5, false);
        assert!(t.is_complete(4));
    }

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
        assert_eq!(tricks_won(&[done], 4).to_vec(), vec![1, 0, 0, 0]);
    }
}
