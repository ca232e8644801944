//! A trick-taking match's part of the replay report, written once over what the game says of
//! itself ([`ReportedMatch`]): every hand's deal and tricks as the replay steps, each hand
//! once scored (in the game's own words), and at the end the options, first dealer, hands,
//! points and totals, and where an unfinished match stands (phase, seat to act, the hand as
//! dealt, the game's own part, tricks won and the trick in progress).

use crate::engine::{Parlour, ReplayReport, Seat};
use crate::mechanics::match_book::MatchBook;
use crate::mechanics::trick_hand::TrickHand;
use crate::mechanics::trick_report::{HandSeen, HandsSeen, PlayJson, TrickJson};
use serde::Serialize;
use serde_json::{json, Value};

/// The trump in force, by its suit's id (none when there is no trump).
pub type TrumpId = Option<&'static str>;

/// What a trick-taking match tells its report ([`reported_match_basics!`](crate::reported_match_basics)
/// writes what every such match says the same way).
pub trait ReportedMatch: Parlour {
    type Card: Copy + Ord + Serialize;
    /// The phases of the match (the book's `P`).
    type Phase;
    /// A finished hand as the game keeps it (the book's `R`).
    type Result;
    /// A finished hand as the report writes it.
    type Scored: Serialize;
    /// The game's own part of the hand in progress, written between the hand as dealt and
    /// the tricks won.
    type Now<'a>: Serialize
    where
        Self: 'a;

    fn book(&self) -> &MatchBook<Self::Options, Self::Phase, Self::Result, Self::Card>;
    /// The hand's table: hands, the trick in progress, tricks won.
    fn table(&self) -> &TrickHand<Self::Card>;
    /// The card `action` plays, if it is a play.
    fn played(action: &Self::Action) -> Option<Self::Card>;
    /// Whether a hand has been dealt and waits for its first decision (its deal is noted
    /// then).
    fn dealt(&self) -> bool;
    /// The hand in play as dealt.
    fn seen(&self) -> HandSeen<Self::Card, TrumpId>;
    /// The trump in force.
    fn trump(&self) -> TrumpId;
    /// The trump a trick completed from `before` to `after` is written with (`finished`: the
    /// hand that play finished, if it did). The trump before the play, unless the game says
    /// otherwise.
    fn trick_trump(before: &Self, _after: &Self, _finished: Option<&Self::Result>) -> TrumpId {
        before.trump()
    }
    /// Whether `card`, played now, lies face down.
    fn face_down(&self, _card: Self::Card) -> bool {
        false
    }
    /// Tricks each seat won in a finished hand.
    fn won(result: &Self::Result) -> &[u8];
    /// A finished hand as the report writes it: its deal and tricks `seen`, and its result.
    fn scored(seen: HandSeen<Self::Card, TrumpId>, result: &Self::Result) -> Self::Scored;
    fn now(&self) -> Self::Now<'_>;
    /// The options as the report writes them.
    fn options_report(&self) -> Value;
}

/// The report of a trick-taking match `G`, kept as the replay steps.
pub struct MatchReport<G: ReportedMatch>(HandsSeen<G::Card, TrumpId, G::Scored>);

/// The hand in progress.
#[derive(Serialize)]
struct Current<'a, C, N> {
    phase: &'static str,
    to_act: Option<Seat>,
    #[serde(flatten)]
    seen: HandSeen<C, TrumpId>,
    #[serde(flatten)]
    now: N,
    won: &'a [u8],
    trick: TrickJson<C, TrumpId>,
}

impl<G: ReportedMatch> MatchReport<G> {
    fn see_deal(&mut self, g: &G) {
        self.0.deal(g.dealt(), || g.seen());
    }

    fn see_play(&mut self, before: &G, seat: Seat, card: G::Card, after: &G) {
        // The hand this play finished, if it did.
        let finished = after.book().results.get(before.book().results.len());
        let won = finished.map_or(&after.table().won[..], G::won);
        let b = before.table();
        let play = PlayJson {
            seat,
            card,
            face_down: before.face_down(card),
        };
        let trump = G::trick_trump(before, after, finished);
        self.0.play(&b.trick, play, trump, &b.won, won);
        if let Some(r) = finished {
            self.0.score(|seen| G::scored(seen, r));
        }
    }
}

impl<G: ReportedMatch> ReplayReport<G> for MatchReport<G> {
    fn start(game: &G) -> Self {
        let mut r = MatchReport(HandsSeen::default());
        r.see_deal(game);
        r
    }

    fn step(&mut self, before: &G, seat: Seat, action: &G::Action, after: &G) {
        if let Some(card) = G::played(action) {
            self.see_play(before, seat, card, after);
        }
        self.see_deal(after);
    }

    fn finish(self, g: &G) -> Value {
        let table = g.table();
        let current = g.outcome().is_none().then(|| Current {
            phase: g.phase_name(),
            to_act: g.to_act(),
            seen: self.0.open.unwrap_or_else(|| g.seen()),
            now: g.now(),
            won: &table.won,
            trick: TrickJson::open(&table.trick, g.trump()),
        });
        json!({
            "options": g.options_report(),
            "first_dealer": g.book().first_dealer,
            "hands": self.0.scored,
            "points": g.book().points,
            "totals": g.scores(),
            "current": current,
        })
    }
}

/// The part of `impl ReportedMatch` every trick-taking match writes the same way, where its
/// `Card`, `Phase`, `HandResult` (with `won`), `Book`, `Action` (with `Play { card }`) and the
/// report's `HandJson` and `NowJson<'a>` are in scope, on a state with a `book` field: the
/// types, the book, the hand's table
/// (`hand().table`), the card played, the tricks won.
#[macro_export]
macro_rules! reported_match_basics {
    () => {
        type Card = Card;
        type Phase = Phase;
        type Result = HandResult;
        type Scored = HandJson;
        type Now<'a> = NowJson<'a>;

        fn book(&self) -> &Book {
            &self.book
        }
        fn table(&self) -> &$crate::mechanics::trick_hand::TrickHand<Card> {
            &self.hand().table
        }
        fn played(action: &Action) -> Option<Card> {
            match *action {
                Action::Play { card } => Some(card),
                _ => None,
            }
        }
        fn won(result: &HandResult) -> &[u8] {
            &result.won
        }
    };
}
