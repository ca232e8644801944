//! Seats are numbered clockwise from 0; "left of" a seat is the next one clockwise.

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::fmt;

/// One entry per seat, held inline for tables of up to six (no heap allocation when a view or
/// a clone copies it); serialised as a plain list.
pub type PerSeat<T> = SmallVec<[T; 6]>;

/// A place at the table, numbered clockwise from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat `steps` places clockwise from this one at a table of `players`.
    pub fn offset(self, steps: usize, players: usize) -> Seat {
        // Steps are almost always under a lap: skip the division then (hot in playouts).
        let i = self.index() + steps;
        if i < players {
            Seat(i as u8)
        } else if i < 2 * players {
            Seat((i - players) as u8)
        } else {
            Seat((i % players) as u8)
        }
    }

    /// The next seat clockwise ("left of" this seat).
    pub fn next(self, players: usize) -> Seat {
        self.offset(1, players)
    }

    /// All seats of a table of `players`, clockwise starting with `self`.
    pub fn clockwise(self, players: usize) -> impl Iterator<Item = Seat> {
        (0..players).map(move |k| self.offset(k, players))
    }

    /// Every seat of a table of `players`, from seat 0.
    pub fn all(players: usize) -> impl Iterator<Item = Seat> {
        (0..players).map(|k| Seat(k as u8))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clockwise_wraps_around() {
        let order: Vec<_> = Seat(2).clockwise(4).collect();
        assert_eq!(order, vec![Seat(2), Seat(3), Seat(0), Seat(1)]);
        assert_eq!(Seat(2).next(3), Seat(0));
    }
}
