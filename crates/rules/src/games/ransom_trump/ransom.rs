//! Buying the trump: the ransoms are shown together; every group of cards tied at the top rank
//! is dropped, again and again, until one card is highest alone. That card wins (the Excuse
//! never does); if none is left, the hand has no trump.

use crate::engine::Seat;
use crate::mechanics::decktet::{Card, Suit};
use serde::{Deserialize, Serialize};

/// The ransoms shown and what they gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// Each seat's ransom, by seat.
    pub cards: Vec<Card>,
    /// Seats whose ransom was dropped for tying at the top, in the order the ties were found
    /// (highest rank first).
    pub cancelled: Vec<Seat>,
    /// The seat whose ransom won (none: no trump this hand).
    pub winner: Option<Seat>,
}

impl Reveal {
    /// Shows `cards` (one per seat, by seat) and finds the winner.
    pub fn of(cards: Vec<Card>) -> Reveal {
        let mut left: Vec<Seat> = (0..cards.len())
            .map(|i| Seat(i as u8))
            .filter(|s| !cards[s.index()].is_excuse())
            .collect();
        let mut cancelled = Vec::new();
        let winner = loop {
            let Some(top) = left.iter().map(|s| cards[s.index()].rank().value()).max() else {
                break None;
            };
            let tied: Vec<Seat> = left
                .iter()
                .copied()
                .filter(|s| cards[s.index()].rank().value() == top)
                .collect();
            if tied.len() == 1 {
                break Some(tied[0]);
            }
            left.retain(|s| !tied.contains(s));
            cancelled.extend(tied);
        };
        Reveal {
            cards,
            cancelled,
            winner,
        }
    }

    /// The winning ransom.
    pub fn winning_card(&self) -> Option<Card> {
        self.winner.map(|s| self.cards[s.index()])
    }

    /// The suits the winner may make trump (one: it is trump at once; several: the winner
    /// chooses). Empty when no ransom won.
    pub fn suits_on_offer(&self) -> &'static [Suit] {
        self.winning_card().map_or(&[], |c| c.suits())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(name: &str) -> Card {
        name.parse().expect("a card name")
    }

    fn reveal(names: &[&str]) -> Reveal {
        Reveal::of(names.iter().map(|n| card(n)).collect())
    }

    #[test]
    fn the_rules_example_two_crowns_cancel_and_the_pact_chooses() {
        // Huntress (Crown of Moons), Calamity (Crown of Wyrms), Pact (9 Moons Suns), Lunatic.
        let r = reveal(&["huntress", "calamity", "pact", "lunatic"]);
        assert_eq!(r.cancelled, vec![Seat(0), Seat(1)]);
        assert_eq!(r.winner, Some(Seat(2)));
        assert_eq!(r.suits_on_offer(), &[Suit::Moons, Suit::Suns]);
    }

    #[test]
    fn the_highest_single_card_wins() {
        let r = reveal(&["diplomat", "author", "bard"]);
        assert!(r.cancelled.is_empty());
        assert_eq!(r.winner, Some(Seat(2)));
        assert_eq!(r.suits_on_offer(), &[Suit::Suns]);
    }

    #[test]
    fn ties_cancel_again_and_again() {
        // Two Crowns cancel, then two 9s, and the 7 is highest alone.
        let r = reveal(&["sea", "end", "pact", "darkness", "castle"]);
        assert_eq!(r.cancelled, vec![Seat(0), Seat(1), Seat(2), Seat(3)]);
        assert_eq!(r.winner, Some(Seat(4)));
    }

    #[test]
    fn everything_cancelled_means_no_trump() {
        let r = reveal(&["huntress", "bard", "pact", "merchant"]);
        assert_eq!(r.winner, None);
        assert_eq!(r.cancelled.len(), 4);
        assert!(r.suits_on_offer().is_empty());
        // Two players, the same rank.
        assert_eq!(reveal(&["ace-moons", "ace-knots"]).winner, None);
    }

    #[test]
    fn an_ace_wins_when_it_is_left_alone_and_sets_its_one_suit() {
        let r = reveal(&["ace-waves", "author", "desert"]);
        assert_eq!(r.winner, Some(Seat(0)));
        assert_eq!(r.suits_on_offer(), &[Suit::Waves]);
    }

    #[test]
    fn the_excuse_never_wins_and_is_not_a_tie() {
        let r = reveal(&["excuse", "author", "desert"]);
        assert_eq!(r.winner, None);
        assert_eq!(r.cancelled, vec![Seat(1), Seat(2)]);
        let r = reveal(&["excuse", "ace-moons"]);
        assert_eq!(r.winner, Some(Seat(1)));
        assert_eq!(reveal(&["excuse", "excuse"]).winner, None);
    }

    #[test]
    fn pawns_rank_between_nine_and_crown_and_offer_three_suits() {
        let r = reveal(&["harvest", "pact", "author"]);
        assert_eq!(r.winner, Some(Seat(0)));
        assert_eq!(r.suits_on_offer(), &[Suit::Moons, Suit::Suns, Suit::Leaves]);
        // Two Pawns tie and cancel; a Crown above them wins outright.
        let r = reveal(&["harvest", "watchman", "pact"]);
        assert_eq!(r.winner, Some(Seat(2)));
        let r = reveal(&["harvest", "watchman", "windfall"]);
        assert_eq!(r.winner, Some(Seat(2)));
        assert!(r.cancelled.is_empty());
    }
}
