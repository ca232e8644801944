//! The table parts the Decktet trick-takers share (Ace Trump, Ransom Trump): card faces, the
//! hand, the trick on the table, the log of this hand's tricks, the players' panel, and the
//! hand and match summaries. Each game implements [`DecktetView`] for its view and keeps its
//! own decisions, status line and trump panel in its folder.

pub mod bid;
pub mod card;
pub mod felt;
pub mod hand;
pub mod log;
pub mod parts;
pub mod players;
pub mod status;
pub mod summary;
pub mod trick;
pub mod words;

use super::{SeatView, TableCtx};
use crate::engine::{Game, PerSeat, Seat};
use crate::mechanics::decktet::{Card, Suit};
use crate::mechanics::matchplay::MatchLength;
use crate::mechanics::trick::{CompletedTrick, Trick};
use crate::mechanics::trick_reason::TrickReason;
use crate::ui::model::lang::Msg;

/// One finished hand as the summaries show it.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoredHand {
    pub number: usize,
    pub bids: Vec<Option<u8>>,
    pub won: Vec<u8>,
    pub points: Vec<i32>,
    /// The trump the hand ended with, and the words shown when there was none.
    pub trump: Option<Suit>,
    pub trump_words: Msg,
    pub no_trump_words: Msg,
    /// Anything else worth a line (Tides of fortune's next hand size).
    pub note: Option<String>,
}

/// What the shared Decktet table parts read from a game's view.
pub trait DecktetView: SeatView + Clone + PartialEq + Send + Sync + 'static {
    type Game: Game<View = Self>;

    fn players(&self) -> usize;
    fn hand_number(&self) -> usize;
    fn my_hand(&self) -> &[Card];
    fn to_act(&self) -> Option<Seat>;
    fn dealer(&self) -> Seat;
    fn partner(&self, seat: Seat) -> Option<Seat>;
    fn winners(&self) -> &[Seat];
    fn game_over(&self) -> bool;
    /// Whether the tricks are being played.
    fn playing(&self) -> bool;

    /// The trump in force.
    fn trump_now(&self) -> Option<Suit>;
    /// The trump completed trick `k` was judged with.
    fn trump_of_trick(&self, k: usize) -> Option<Suit>;
    /// Trump changes made in trick `k`: by whose card, to what (Ace Trump's Aces).
    fn trump_changes_in(&self, _k: usize) -> Vec<(Seat, Suit)> {
        Vec::new()
    }

    fn trick(&self) -> &Trick<Card>;
    fn tricks(&self) -> &[CompletedTrick<Card>];
    /// Completed trick `k` of this hand explained by the rules (who won it and why).
    fn trick_explained(&self, k: usize) -> Option<TrickReason<Card>>;
    /// Tricks in this hand.
    fn tricks_in_hand(&self) -> usize;
    /// What the trick area says before the first trick can start.
    fn before_tricks(&self) -> Msg;
    /// Whether the trick area is shown (Ransom Trump hides it while the ransoms go down).
    fn trick_area_shown(&self) -> bool {
        true
    }

    /// The card an action puts down (a play, or Ransom Trump's ransom), if any.
    fn card_of(action: &<Self::Game as Game>::Action) -> Option<Card>;
    /// The cards of the hand the seat may choose now (to play, or as a ransom), and the
    /// action choosing `card` makes.
    fn card_choices(&self) -> Vec<Card> {
        legal_of::<Self::Game>(self)
            .iter()
            .filter_map(Self::card_of)
            .collect()
    }
    fn card_action(&self, card: Card) -> <Self::Game as Game>::Action;
    /// What the hand area says when it is empty.
    fn empty_hand(&self) -> Msg;

    // The players' panel.
    fn counts(&self) -> &PerSeat<usize>;
    fn bidding(&self) -> bool;
    fn bidding_now(&self) -> bool;
    /// Whether the bids are still to come in this hand (Ransom Trump bids after the ransoms).
    fn bids_to_come(&self) -> bool {
        false
    }
    fn bids(&self) -> &PerSeat<Option<u8>>;
    /// The action of bidding `tricks`.
    fn bid_action(tricks: u8) -> <Self::Game as Game>::Action;
    fn won(&self) -> &PerSeat<u8>;
    fn points(&self) -> &PerSeat<i32>;
    fn totals(&self) -> &PerSeat<i32>;
    fn partners(&self) -> bool;
    fn match_length(&self) -> MatchLength;
    fn describe_options(&self) -> String;
    /// A word on a seat this game adds to its line ("ransom down"), in the page's language.
    fn seat_note(&self, _seat: Seat) -> Option<String> {
        None
    }

    // The summaries.
    fn hands_scored(&self) -> usize;
    fn scored(&self, k: usize) -> Option<ScoredHand>;
}

/// The actions a game's view says the seat may take now.
fn legal_of<G: Game>(view: &G::View) -> &[G::Action] {
    crate::engine::SeatView::legal(view)
}

/// The shared context of a Decktet table, for view `V`.
pub type Ctx<V> = TableCtx<<V as DecktetView>::Game>;

/// The [`DecktetView`] methods a game's view answers from its own fields and methods of
/// the same names (its `Action` with `Bid` and `Phase` with `Bid`, `Play` and `GameOver`
/// in scope where this expands).
macro_rules! decktet_fields {
    () => {
        fn trick_explained(
            &self,
            k: usize,
        ) -> Option<$crate::mechanics::trick_reason::TrickReason<$crate::mechanics::decktet::Card>>
        {
            View::trick_explained(self, k)
        }
        fn players(&self) -> usize {
            self.players
        }
        fn hand_number(&self) -> usize {
            self.hand_number
        }
        fn my_hand(&self) -> &[$crate::mechanics::decktet::Card] {
            self.seen.my_hand()
        }
        fn to_act(&self) -> Option<$crate::engine::Seat> {
            self.to_act
        }
        fn dealer(&self) -> $crate::engine::Seat {
            self.dealer
        }
        fn partner(&self, seat: $crate::engine::Seat) -> Option<$crate::engine::Seat> {
            View::partner(self, seat)
        }
        fn winners(&self) -> &[$crate::engine::Seat] {
            &self.winners
        }
        fn game_over(&self) -> bool {
            self.phase == Phase::GameOver
        }
        fn playing(&self) -> bool {
            self.phase == Phase::Play
        }
        fn trick(&self) -> &$crate::mechanics::trick::Trick<$crate::mechanics::decktet::Card> {
            &self.trick
        }
        fn tricks(
            &self,
        ) -> &[$crate::mechanics::trick::CompletedTrick<$crate::mechanics::decktet::Card>] {
            &self.tricks
        }
        fn counts(&self) -> &$crate::engine::PerSeat<usize> {
            &self.counts
        }
        fn bidding(&self) -> bool {
            self.options.bidding
        }
        fn bidding_now(&self) -> bool {
            self.phase == Phase::Bid
        }
        fn bid_action(tricks: u8) -> Action {
            Action::Bid { tricks }
        }
        fn bids(&self) -> &$crate::engine::PerSeat<Option<u8>> {
            &self.bids
        }
        fn won(&self) -> &$crate::engine::PerSeat<u8> {
            &self.won
        }
        fn points(&self) -> &$crate::engine::PerSeat<i32> {
            &self.points
        }
        fn totals(&self) -> &$crate::engine::PerSeat<i32> {
            &self.totals
        }
        fn partners(&self) -> bool {
            self.options.partners
        }
        fn match_length(&self) -> $crate::mechanics::matchplay::MatchLength {
            $crate::mechanics::toggles::Toggled::match_length(&self.options)
        }
        fn describe_options(&self) -> String {
            $crate::ui::model::lang::said(&$crate::mechanics::toggles::Toggled::describe_said(
                &self.options,
            ))
        }
        fn hands_scored(&self) -> usize {
            self.results.len()
        }
    };
}
pub(crate) use decktet_fields;

/// A game's finished hand `$r` (its `number`, `bids`, `won`, `points` and `trump`) as the
/// summaries show it, with the words on its trump (`[with one, with none]`) and its note.
macro_rules! scored_hand {
    ($r:expr, $words:expr, $note:expr) => {{
        let [words, none]: [$crate::ui::model::lang::Msg; 2] = $words;
        let r = $r;
        $crate::ui::view::games::decktet::ScoredHand {
            number: r.number,
            bids: r.bids.clone(),
            won: r.won.clone(),
            points: r.points.clone(),
            trump: r.trump,
            trump_words: words,
            no_trump_words: none,
            note: $note,
        }
    }};
}
pub(crate) use scored_hand;
