//! A trick-taking match drawn back from a view (what a search bot samples instead of the state
//! it cannot see), the parts every game's sampling shares: the book, the cards the viewer has
//! not seen, how many each hidden hand needs, the hands filled from a deal, the cards left
//! over, and the table. What a game keeps secret beyond the hands (a ransom, a bid, a card face
//! down) it draws itself.

use crate::engine::GameOptions;
use crate::mechanics::match_book::MatchBook;
use crate::mechanics::match_view::MatchView;
use crate::mechanics::trick::Trick;
use crate::mechanics::trick_hand::TrickHand;

impl<O: GameOptions, P: Copy, R, A, C: Copy + Ord> MatchView<O, P, R, A, C> {
    /// The book the view shows (its public part), with no decks to come.
    pub fn book(&self) -> MatchBook<O, P, R, C> {
        MatchBook {
            options: self.options.clone(),
            first_dealer: self.first_dealer,
            dealer: self.dealer,
            phase: self.phase,
            points: self.points.to_vec(),
            results: self.results.clone(),
            given: Vec::new(),
            winners: self.winners.clone(),
        }
    }

    /// The cards of `deck`, in its order, that are neither in a hand the view shows nor
    /// `known` otherwise (played, shown, set aside).
    pub fn unseen(&self, deck: Vec<C>, known: impl IntoIterator<Item = C>) -> Vec<C> {
        let mut known: Vec<C> = known.into_iter().collect();
        known.extend(self.hands.iter().flatten().flatten());
        let mut unseen = deck;
        unseen.retain(|c| !known.contains(c));
        unseen
    }

    /// How many unseen cards each seat needs: none for a hand the view shows, else
    /// `need(seat, cards it holds)`.
    pub fn needs(&self, need: impl Fn(usize, usize) -> usize) -> Vec<usize> {
        (0..self.players)
            .map(|i| match self.hands[i] {
                Some(_) => 0,
                None => need(i, self.counts[i]),
            })
            .collect()
    }

    /// Every seat's hand: the ones the view shows as they are, the others from `dealt` (one
    /// pool a seat), each given to `fill` (its seat and cards) and then sorted. Also every card
    /// dealt to the hidden hands.
    pub fn fill_hands(
        &self,
        dealt: Vec<Vec<C>>,
        mut fill: impl FnMut(usize, &mut Vec<C>),
    ) -> (Vec<Vec<C>>, Vec<C>) {
        let mut hands = Vec::with_capacity(self.players);
        let mut used = Vec::new();
        for (i, mut h) in dealt.into_iter().enumerate() {
            match &self.hands[i] {
                Some(mine) => hands.push(mine.clone()),
                None => {
                    used.extend(&h);
                    fill(i, &mut h);
                    h.sort_unstable();
                    hands.push(h);
                }
            }
        }
        (hands, used)
    }

    /// The table of tricks with these `hands` and open `trick`.
    pub fn table(&self, hands: Vec<Vec<C>>, trick: Trick<C>) -> TrickHand<C> {
        TrickHand {
            hands,
            won: self.won.to_vec(),
            trick,
            tricks: self.tricks.clone(),
        }
    }
}

/// The cards set aside: as the view shows them (`shown`), else `count` of the `unseen` cards
/// no hand was dealt (`used`), in their order.
pub fn set_aside<C: Copy + PartialEq>(
    shown: &Option<Vec<C>>,
    unseen: &[C],
    used: &[C],
    count: usize,
) -> Vec<C> {
    match shown {
        Some(a) => a.clone(),
        None => unseen
            .iter()
            .copied()
            .filter(|c| !used.contains(c))
            .take(count)
            .collect(),
    }
}
