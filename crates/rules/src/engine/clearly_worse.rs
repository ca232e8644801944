//! How much worse than Expert's best a decision must be judged before a review of a player's
//! play lists it (issue 29, *Review my play*): a margin in the game's own unit, declared with
//! the game's facts ([`super::GameInfo::clearly_worse`]), so the review is written once for
//! every game.

/// The margin by which a choice is "clearly worse" than Expert's best, in each of the two
/// numbers a hint shows: the game's score gained by the end of the hand, and the chance of
/// winning the game for a decision judged beyond the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClearlyWorse {
    /// In tenths of the game's score unit, as a hint shows gains to a tenth: 5 is half a
    /// point (a trick, a chip shed, a card).
    pub tenths: u32,
    /// In whole percentage points of the chance of winning the game.
    pub percent: u32,
}

impl ClearlyWorse {
    /// A game's margin unless it says otherwise: a whole unit, or 10 points of chance.
    pub const DEFAULT: ClearlyWorse = ClearlyWorse {
        tenths: 10,
        percent: 10,
    };
}
