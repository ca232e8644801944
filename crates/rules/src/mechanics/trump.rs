//! A trump that can change during a hand (Ace Trump: each Ace played makes its suit trump),
//! with the moments it changed, so a table can show them and a bot can reason about them.

use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// One change of trump: in which trick (from 0), by whose card, to what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrumpChange<S> {
    pub trick: usize,
    pub seat: Seat,
    pub to: S,
}

/// The trump in force during a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChangingTrump<S> {
    /// The trump now (`None`: no trump yet).
    pub current: Option<S>,
    /// Whether the trump may still change (false once fixed for the hand).
    pub open: bool,
    pub changes: Vec<TrumpChange<S>>,
}

impl<S: Copy + PartialEq> ChangingTrump<S> {
    /// No trump until something sets it.
    pub fn none_yet() -> Self {
        ChangingTrump {
            current: None,
            open: true,
            changes: Vec::new(),
        }
    }

    /// A trump named for the whole hand.
    pub fn fixed(suit: S) -> Self {
        ChangingTrump {
            current: Some(suit),
            open: false,
            changes: Vec::new(),
        }
    }

    /// `seat`'s card in trick `trick` makes `to` trump; with `sticky` the first change is the
    /// last. Returns whether the trump changed.
    pub fn change(&mut self, to: S, trick: usize, seat: Seat, sticky: bool) -> bool {
        if !self.open {
            return false;
        }
        self.current = Some(to);
        self.changes.push(TrumpChange { trick, seat, to });
        if sticky {
            self.open = false;
        }
        true
    }

    /// The trump in force when the last card of trick `trick` (from 0) was played, the trump
    /// that trick was judged by: the last change made in it or before it; with no change by
    /// then, the trump the hand began with (a trump named for the hand never changes, and one
    /// that changes begins as none).
    pub fn at_trick(&self, trick: usize) -> Option<S> {
        match self.changes.iter().rev().find(|c| c.trick <= trick) {
            Some(c) => Some(c.to),
            None if self.changes.is_empty() => self.current,
            None => None,
        }
    }

    /// The changes made during trick `trick`.
    pub fn changes_in(&self, trick: usize) -> impl Iterator<Item = &TrumpChange<S>> {
        self.changes.iter().filter(move |c| c.trick == trick)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_until_sticky_or_fixed() {
        let mut t = ChangingTrump::none_yet();
        assert!(t.change('a', 0, Seat(1), false));
        assert!(t.change('b', 0, Seat(2), false));
        assert_eq!(t.current, Some('b'));
        assert_eq!(t.changes_in(0).count(), 2);
        assert!(t.change('c', 2, Seat(0), false));
        let at: Vec<_> = (0..4).map(|i| t.at_trick(i)).collect();
        assert_eq!(at, vec![Some('b'), Some('b'), Some('c'), Some('c')]);
        assert_eq!(ChangingTrump::<char>::none_yet().at_trick(3), None);
        let mut s = ChangingTrump::none_yet();
        assert!(s.change('a', 2, Seat(0), true));
        assert!(!s.change('b', 3, Seat(1), true));
        assert_eq!(s.current, Some('a'));
        assert_eq!(
            (s.at_trick(1), s.at_trick(2), s.at_trick(5)),
            (None, Some('a'), Some('a'))
        );
        let mut f = ChangingTrump::fixed('c');
        assert!(!f.change('a', 0, Seat(0), false));
        assert_eq!(f.current, Some('c'));
        assert_eq!(f.at_trick(0), Some('c'));
    }
}
