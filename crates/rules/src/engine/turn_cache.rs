//! A remembered answer to "who acts?", for games where working it out walks the state.
//!
//! A game asks [`TurnCache::get_or`] in `to_act` and calls [`TurnCache::forget`] whenever its
//! state changes. The cache is never saved (a loaded game starts with it empty), compares equal
//! to any other (it is derived from the rest of the state), and is safe to share between
//! threads: a relaxed atomic byte, a plain load and store on every target.

use super::Seat;
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

const UNKNOWN: u8 = u8::MAX;
const NOBODY: u8 = u8::MAX - 1;

#[derive(Debug)]
pub struct TurnCache(AtomicU8);

impl TurnCache {
    /// The remembered seat to act, else `work()` (remembered for next time).
    #[inline]
    pub fn get_or(&self, work: impl FnOnce() -> Option<Seat>) -> Option<Seat> {
        match self.0.load(Relaxed) {
            UNKNOWN => {
                let seat = work();
                self.0.store(encode(seat), Relaxed);
                seat
            }
            NOBODY => None,
            s => Some(Seat(s)),
        }
    }

    /// The state changed: work the answer out again next time.
    #[inline]
    pub fn forget(&mut self) {
        *self.0.get_mut() = UNKNOWN;
    }

    /// The state changed and the game knows who acts next without walking it (a card played
    /// mid-trick: the next seat); tests check it against the worked-out answer.
    #[inline]
    pub fn set(&mut self, seat: Option<Seat>) {
        *self.0.get_mut() = encode(seat);
    }
}

/// The byte the cache keeps for an answer (seats are numbered far below the two markers).
fn encode(seat: Option<Seat>) -> u8 {
    seat.map_or(NOBODY, |s| s.0.min(NOBODY - 1))
}

impl Default for TurnCache {
    fn default() -> Self {
        TurnCache(AtomicU8::new(UNKNOWN))
    }
}

impl Clone for TurnCache {
    fn clone(&self) -> Self {
        TurnCache(AtomicU8::new(self.0.load(Relaxed)))
    }
}

impl PartialEq for TurnCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for TurnCache {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_until_forgotten() {
        let mut cache = TurnCache::default();
        let mut calls = 0;
        let mut ask = |cache: &TurnCache, answer: Option<Seat>| {
            cache.get_or(|| {
                calls += 1;
                answer
            })
        };
        assert_eq!(ask(&cache, Some(Seat(2))), Some(Seat(2)));
        assert_eq!(ask(&cache, Some(Seat(0))), Some(Seat(2)));
        cache.forget();
        assert_eq!(ask(&cache, None), None);
        assert_eq!(ask(&cache, Some(Seat(1))), None);
        cache.set(Some(Seat(3)));
        assert_eq!(ask(&cache, Some(Seat(1))), Some(Seat(3)));
        cache.set(None);
        assert_eq!(ask(&cache, Some(Seat(1))), None);
        cache.forget();
        assert_eq!(ask(&cache, None), None);
        let copy = cache.clone();
        assert_eq!(ask(&copy, Some(Seat(1))), None);
        assert_eq!(calls, 3);
        assert_eq!(TurnCache::default(), cache);
    }
}
