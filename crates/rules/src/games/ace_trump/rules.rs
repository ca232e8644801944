//! Ace Trump's card rules. Following, trumps and who wins a trick are the Decktet trick
//! rules Ransom Trump shares ([`crate::mechanics::decktet_tricks`], re-exported here); Tides
//! of fortune's hand size is Ace Trump's own.

use crate::mechanics::decktet::{Card, Rank};
pub use crate::mechanics::decktet_tricks::*;

/// The hand size Tides of fortune sets from the last card of the previous hand: Ace 1, a number
/// its rank, Crown 9, Pawn 9, the Excuse 1.
pub fn tides_size(last: Card) -> usize {
    match last.rank() {
        Rank::Ace | Rank::Excuse => 1,
        Rank::Num(n) => n as usize,
        Rank::Pawn | Rank::Court | Rank::Crown => 9,
    }
}
