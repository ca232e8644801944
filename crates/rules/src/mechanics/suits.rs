//! Cards with one or several suits: a small set of suit numbers (up to 8 suits).

/// A set of suits, by their number in the deck's order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SuitSet(u8);

impl SuitSet {
    pub const EMPTY: SuitSet = SuitSet(0);

    pub fn of(suits: impl IntoIterator<Item = usize>) -> SuitSet {
        SuitSet(suits.into_iter().fold(0, |m, s| m | (1 << s)))
    }

    pub fn contains(self, suit: usize) -> bool {
        self.0 & (1 << suit) != 0
    }

    pub fn and(self, other: SuitSet) -> SuitSet {
        SuitSet(self.0 & other.0)
    }

    pub fn or(self, other: SuitSet) -> SuitSet {
        SuitSet(self.0 | other.0)
    }

    pub fn without(self, other: SuitSet) -> SuitSet {
        SuitSet(self.0 & !other.0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets share a suit (a multi-suit card "follows").
    pub fn meets(self, other: SuitSet) -> bool {
        !self.and(other).is_empty()
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..8).filter(move |&s| self.contains(s))
    }
}
