//! The steps every trick-taking match takes, written once over its state: the start (options
//! and hand-made deals checked, the first dealer, the first hand), each new hand (empty, then
//! dealt as the game deals it), the next deck (given, else shuffled) and the end of a hand
//! (booked; the match ends on its [`Terms`] or the next hand begins), each seat's total, and
//! who took the trick a play completed, as the tricks won record it ([`trick_taken`]; why it
//! was won is the rules' to say, [`super::trick_reason`]). A game's state is declared with
//! [`trick_match_state!`](crate::trick_match_state), which gives its [`MatchParts`]; the game
//! says the rest in [`TrickMatch`].

use crate::engine::{GameOptions, GameRng, Seat};
use crate::mechanics::deal::{check_given, DeckOptions};
use crate::mechanics::given_deal::GivenDeal;
use crate::mechanics::match_book::MatchBook;
use crate::mechanics::match_view::Source;
use crate::mechanics::matchplay::MatchLength;
use crate::mechanics::trick_hand::{next_deck, TrickHand};
use std::fmt::Display;
use std::ops::DerefMut;

/// The hand in play of a match, read as its [`TrickHand`].
pub trait MatchHand<C>: DerefMut<Target = TrickHand<C>> {
    /// Hand `number` (from 1) before its deal, at a table of `players`; the `dealer`'s left
    /// leads.
    fn empty(number: usize, players: usize, dealer: Seat) -> Self;
    /// Its number, from 1.
    fn number(&self) -> usize;
}

/// How a match is scored and how long it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    /// Partners sit opposite and add their points.
    pub partners: bool,
    pub length: MatchLength,
}

/// Options that say a match's [`Terms`]. [`Toggled`](crate::mechanics::toggles::Toggled)
/// options say them from their variants.
pub trait MatchTerms {
    fn terms(&self) -> Terms;
}

/// The book of match `M`.
pub type BookOf<M> = MatchBook<
    <M as MatchParts>::Options,
    <M as MatchParts>::Phase,
    <M as MatchParts>::Result,
    <M as MatchParts>::Card,
>;

/// What a match's state is made of: its book, its seeded RNG and the hand in play (given by
/// [`trick_match_state!`](crate::trick_match_state)).
pub trait MatchParts: Sized {
    type Options: GameOptions + DeckOptions<Card = Self::Card> + MatchTerms;
    type Phase: Copy + PartialEq;
    /// What a finished hand gave.
    type Result: Clone;
    type Card: Copy + Ord + Display;
    type Hand: MatchHand<Self::Card>;
    /// The phase of a match that is over.
    const OVER: Self::Phase;
    /// The phase of the tricks.
    const PLAY: Self::Phase;
    fn from_parts(book: BookOf<Self>, rng: GameRng, hand: Self::Hand) -> Self;
    fn parts(&self) -> (&BookOf<Self>, &Self::Hand);
    fn parts_mut(&mut self) -> (&mut BookOf<Self>, &mut GameRng, &mut Self::Hand);
}

/// Who took the trick that the play from `before` to `after` completed, if it completed one:
/// the last trick gathered in the hand, or, when the play ended the hand, the seat whose
/// tricks grew in the hand's result (`won` reads a result's tricks won).
pub fn trick_taken<M: TrickMatch>(
    before: &M,
    after: &M,
    won: impl Fn(&M::Result) -> &[u8],
) -> Option<Seat> {
    let ((_, b), (book, a)) = (before.parts(), after.parts());
    let same_hand = a.number() == b.number() && book.phase != M::OVER;
    if same_hand {
        (a.tricks.len() > b.tricks.len()).then(|| a.tricks.last().map(|t| t.winner))?
    } else {
        let won_after = won(book.results.last()?);
        (0..won_after.len())
            .find(|&i| won_after[i] > b.won[i])
            .map(|i| Seat(i as u8))
    }
}

/// What a game says of its match; the steps every match takes are its default methods.
pub trait TrickMatch: MatchParts {
    /// The hand just begun (empty, numbered) is dealt, or readied for its deal. It must set
    /// the book's phase: a match opens in `OVER` until its first deal says what comes next.
    fn deal_hand(&mut self);

    /// See [`Parlour::just_shown`](crate::engine::Parlour::just_shown): a trick just taken
    /// ([`trick_just_taken`](crate::mechanics::trick::trick_just_taken)), and whatever else
    /// the game shows everyone at once.
    fn just_shown(&self) -> bool;

    /// A new match: the options and the hand-made deals `given` checked, the first dealer
    /// given or drawn from `seed`, then the first hand (whose deal sets the phase).
    fn open(
        options: &Self::Options,
        seed: u64,
        given: &GivenDeal<Self::Card>,
    ) -> Result<Self, String> {
        options.validate()?;
        let players = options.players();
        let (first_dealer, decks) = (given.first_dealer, given.decks.clone());
        check_given(first_dealer, &decks, players, &options.deck())?;
        let (book, rng) = MatchBook::start(options, seed, first_dealer, decks, Self::OVER);
        let hand = Self::Hand::empty(0, players, book.first_dealer);
        let mut g = Self::from_parts(book, rng, hand);
        g.new_hand(1);
        Ok(g)
    }

    /// Hand `number` begins, empty, and is dealt as the game deals it.
    fn new_hand(&mut self, number: usize) {
        let (book, _, hand) = self.parts_mut();
        *hand = Self::Hand::empty(number, book.players_usize(), book.dealer);
        self.deal_hand();
    }

    /// The deck of the hand being dealt: the next one given, else the whole deck shuffled.
    fn next_deck(&mut self) -> Vec<Self::Card> {
        let (book, rng, _) = self.parts_mut();
        let fresh = book.options.deck();
        next_deck(&mut book.given, rng, fresh)
    }

    /// Deals the next deck ([`TrickMatch::next_deck`]) from the dealer's left, `per_seat`
    /// cards each; returns what is left over (set aside).
    fn deal_next(&mut self, per_seat: usize) -> Vec<Self::Card> {
        let deck = self.next_deck();
        let (book, _, hand) = self.parts_mut();
        let dealer = book.dealer;
        hand.deal(deck, per_seat, dealer)
    }

    /// The hand is over with these `points` and `result`: booked, and the match ends (on its
    /// [`terms`](MatchTerms::terms)) or the next hand begins.
    fn end_hand(&mut self, points: &[i32], result: Self::Result) {
        let (book, _, hand) = self.parts_mut();
        let next = hand.number() + 1;
        let Terms { partners, length } = book.options.terms();
        if !book.close_hand(points, result, partners, length, Self::OVER) {
            self.new_hand(next);
        }
    }

    /// Each seat's score as it counts: its team's total with partners, else its own.
    fn totals(&self) -> Vec<i32> {
        let (book, _) = self.parts();
        book.totals(book.options.terms().partners)
    }

    /// Where a view of the match is taken from, with `to_act` to act.
    fn source(
        &self,
        to_act: Option<Seat>,
    ) -> Source<'_, Self::Options, Self::Phase, Self::Result, Self::Card> {
        let (book, hand) = self.parts();
        Source {
            book,
            table: hand,
            hand_number: hand.number(),
            to_act,
        }
    }
}
