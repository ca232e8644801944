//! Who sits where: the codes a host gives out (one for a seat, one for spectators) and the
//! connection that holds each place.
//!
//! A seat's code is that seat's key until the host gives the seat a new one: a guest that
//! comes back on a fresh connection with it (or with the new one) takes the seat back, and the
//! connection that held it before holds nothing any more. A spectators' code lets any number
//! of connections watch.

use crate::engine::rng::SplitMix64;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The host's number for one connection (the transport chooses them, one per connection).
pub type ChannelId = u64;

/// A place at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Place {
    Seat(Seat),
    /// Watching with the observer's view.
    Spectator,
}

/// What a guest needs to take its place: the table and the code (the transport carries them
/// in its link or QR code, with the connection's offer).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invite {
    pub table: String,
    pub code: String,
}

/// Letters that cannot be misread for one another.
const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
const CODE_LENGTH: usize = 10;

#[derive(Clone, Debug)]
pub struct Seating {
    rng: SplitMix64,
    codes: BTreeMap<String, Place>,
    holders: BTreeMap<ChannelId, Place>,
}

impl Seating {
    /// Codes drawn from `seed` (the app draws the seed from the system's randomness).
    pub fn new(seed: u64) -> Seating {
        Seating {
            rng: SplitMix64::new(seed),
            codes: BTreeMap::new(),
            holders: BTreeMap::new(),
        }
    }

    fn fresh_code(&mut self) -> String {
        loop {
            let code: String = (0..CODE_LENGTH)
                .map(|_| ALPHABET[self.rng.below(ALPHABET.len())] as char)
                .collect();
            if !self.codes.contains_key(&code) {
                return code;
            }
        }
    }

    /// A new code for `place`. A seat's earlier code stops working; its connection keeps the
    /// seat until a guest comes with the new code.
    pub fn invite(&mut self, place: Place) -> String {
        if let Place::Seat(_) = place {
            self.codes.retain(|_, p| *p != place);
        }
        let code = self.fresh_code();
        self.codes.insert(code.clone(), place);
        code
    }

    /// The place `code` gives `channel`, and the connection that held that seat until now (it
    /// holds nothing any more); or why the code gives nothing.
    pub fn claim(
        &mut self,
        channel: ChannelId,
        code: &str,
    ) -> Result<(Place, Option<ChannelId>), String> {
        let Some(&place) = self.codes.get(code) else {
            return Err(
                "this code is not one this table gave out, or it was replaced by a newer one: \
                 ask the host for a new one"
                    .into(),
            );
        };
        let displaced = match place {
            Place::Seat(_) => self.holder(place).filter(|&c| c != channel),
            Place::Spectator => None,
        };
        if let Some(c) = displaced {
            self.holders.remove(&c);
        }
        self.holders.insert(channel, place);
        Ok((place, displaced))
    }

    /// Frees the place `channel` held, if any.
    pub fn release(&mut self, channel: ChannelId) -> Option<Place> {
        self.holders.remove(&channel)
    }

    /// The place `channel` holds.
    pub fn place_of(&self, channel: ChannelId) -> Option<Place> {
        self.holders.get(&channel).copied()
    }

    /// The connection holding `place` (for spectators: one of them).
    pub fn holder(&self, place: Place) -> Option<ChannelId> {
        self.holders
            .iter()
            .find(|(_, p)| **p == place)
            .map(|(c, _)| *c)
    }

    /// The seats given to guests (a code is out for them).
    pub fn remote_seats(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = self
            .codes
            .values()
            .filter_map(|p| match p {
                Place::Seat(s) => Some(*s),
                Place::Spectator => None,
            })
            .collect();
        seats.sort();
        seats.dedup();
        seats
    }

    /// The seats given to guests whose connection is gone (or never came).
    pub fn away(&self) -> Vec<Seat> {
        self.remote_seats()
            .into_iter()
            .filter(|&s| self.holder(Place::Seat(s)).is_none())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_code_replaces_a_seats_old_one_and_moves_the_seat() {
        let mut s = Seating::new(7);
        let old = s.invite(Place::Seat(Seat(1)));
        assert_eq!(s.claim(10, &old), Ok((Place::Seat(Seat(1)), None)));
        let new = s.invite(Place::Seat(Seat(1)));
        assert!(s.claim(11, &old).is_err());
        assert_eq!(s.claim(11, &new), Ok((Place::Seat(Seat(1)), Some(10))));
        assert_eq!(s.place_of(10), None);
        assert_eq!(s.away(), vec![]);
        s.release(11);
        assert_eq!(s.away(), vec![Seat(1)]);
        let watch = s.invite(Place::Spectator);
        assert_eq!(s.claim(12, &watch), Ok((Place::Spectator, None)));
        assert_eq!(s.claim(13, &watch), Ok((Place::Spectator, None)));
    }
}
