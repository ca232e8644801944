//! Who is looking at a table: a player at a seat, an observer at no seat, or everything (a
//! finished game watched back). Every game's `view` takes one.

use super::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewpoint {
    /// A player: the public table plus that seat's own secrets.
    Seat(Seat),
    /// Someone at no seat: only the public table.
    Observer,
    /// Every secret revealed.
    Everything,
}

impl Viewpoint {
    /// The seat looking, if any.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewpoint::Seat(s) => Some(s),
            _ => None,
        }
    }

    /// Whether this viewer may know a secret belonging to `owner`.
    pub fn knows_secret_of(self, owner: Seat) -> bool {
        match self {
            Viewpoint::Seat(s) => s == owner,
            Viewpoint::Observer => false,
            Viewpoint::Everything => true,
        }
    }
}
