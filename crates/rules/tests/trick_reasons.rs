//! Why each trick was won, over many random games of every trick-taking game (random options
//! from each game's form, random legal actions): after every play that completes a trick,
//! for every viewpoint (each seat, an observer, everything),
//!
//! - every completed trick of the hand in play is explained, and its reason names the winner
//!   the game recorded and the card that seat played to it, and no card outside the trick;
//! - the open trick is never explained (its face-down cards stay unnamed);
//! - the replay's caption says the same line, once, with a seat named "You" agreed; a winning
//!   card that lay face down is turned up in the caption before the reason names it.
//!
//! The worked examples of each reason are in each game's rules tests.

use crate::registry_games;

use registry_games::random_options;
use serde_json::Value;
use std::collections::BTreeSet;
use std::fmt::Debug;
use trumps_rules::bots::random::BotRng;
use trumps_rules::engine::person_words::agree;
use trumps_rules::engine::{CompletedTrick, Seat, Viewpoint};
use trumps_rules::games::{ace_trump, ransom_trump, truf, what_trump};
use trumps_rules::mechanics::match_state::{trick_taken, TrickMatch};
use trumps_rules::mechanics::trick_reason::TrickReason;
use trumps_rules::mechanics::{decktet, french};
use trumps_rules::registry::{self, action_from_json, downcast, AnyGame, Listed};

/// The names at the table: seat 0 is a person named "You".
const NAMES: [&str; 6] = ["You", "Ben", "Cleo", "Dev", "Eve", "Finn"];

fn name(s: Seat) -> String {
    NAMES[s.index()].to_string()
}

/// What the check needs of a trick-taking game beyond the game interface.
trait Explains: Listed {
    type Card: Copy + PartialEq + Debug;
    /// The completed tricks of the hand in play, as `view` shows them.
    fn tricks(view: &Self::View) -> &[CompletedTrick<Self::Card>];
    fn explained(view: &Self::View, index: usize) -> Option<TrickReason<Self::Card>>;
    fn reason(view: &Self::View, index: usize) -> Option<String>;
    /// The trick that `seat` doing `action` completed, as the game recorded it (its cards and
    /// its winner, even when the hand ended with it).
    fn completed(
        before: &Self,
        after: &Self,
        seat: Seat,
        action: &Self::Action,
    ) -> Option<CompletedTrick<Self::Card>>;
    /// Whether the trick's `winner` played its card face down (before it was turned up).
    fn lay_face_down(before: &Self, seat: Seat, action: &Self::Action, winner: Seat) -> bool {
        let _ = (before, seat, action, winner);
        false
    }
    fn words(card: Self::Card) -> String;
    fn deck() -> Vec<Self::Card>;
}

/// The trick a play completed in a match of hands: the open trick before it and the card
/// played, taken by the seat whose tricks grew.
fn completed_in_match<M: TrickMatch>(
    before: &M,
    after: &M,
    won: impl Fn(&M::Result) -> &[u8],
    seat: Seat,
    card: Option<M::Card>,
) -> Option<CompletedTrick<M::Card>> {
    let card = card?;
    let winner = trick_taken(before, after, won)?;
    let open = &before.parts().1.trick;
    let mut plays = open.plays.clone();
    plays.push((seat, card));
    Some(CompletedTrick {
        leader: open.leader,
        plays,
        winner,
    })
}

/// [`Explains`] for a match of Decktet or French hands whose view explains its tricks.
macro_rules! explains_match {
    ($game:ty, $module:ident, $deck:expr $(, face_down: $down:expr)?) => {
        impl Explains for $game {
            type Card = $module::Card;
            fn tricks(view: &$module::View) -> &[CompletedTrick<$module::Card>] {
                &view.tricks
            }
            fn explained(view: &$module::View, index: usize) -> Option<TrickReason<Self::Card>> {
                view.trick_explained(index)
            }
            fn reason(view: &$module::View, index: usize) -> Option<String> {
                view.trick_reason(index, &name)
            }
            fn completed(
                before: &Self,
                after: &Self,
                seat: Seat,
                action: &$module::Action,
            ) -> Option<CompletedTrick<Self::Card>> {
                let card = match action {
                    $module::Action::Play { card } => Some(*card),
                    _ => None,
                };
                completed_in_match(before, after, |r| &r.won, seat, card)
            }
            $(
                fn lay_face_down(
                    before: &Self,
                    seat: Seat,
                    action: &$module::Action,
                    winner: Seat,
                ) -> bool {
                    ($down)(before, seat, action, winner)
                }
            )?
            fn words(card: Self::Card) -> String {
                card.describe()
            }
            fn deck() -> Vec<Self::Card> {
                $deck
            }
        }
    };
}

explains_match!(
    ace_trump::AceTrump,
    ace_trump,
    decktet::Card::all().collect()
);
explains_match!(
    ransom_trump::RansomTrump,
    ransom_trump,
    decktet::Card::all().collect()
);
explains_match!(
    truf::Truf,
    truf,
    french::Card::all().collect(),
    face_down: |before: &truf::Truf, seat: Seat, action: &truf::Action, winner: Seat| {
        let open = &before.hand().trick;
        let played_down = match action {
            truf::Action::Play { card } => truf::state::lies_face_down(open, *card),
            _ => false,
        };
        open.is_face_down(winner) || (winner == seat && played_down)
    }
);

impl Explains for what_trump::WhatTrump {
    type Card = what_trump::Card;
    fn tricks(view: &what_trump::View) -> &[CompletedTrick<what_trump::Card>] {
        view.round.as_ref().map_or(&[], |r| &r.tricks)
    }
    fn explained(view: &what_trump::View, index: usize) -> Option<TrickReason<Self::Card>> {
        view.trick_explained(index)
    }
    fn reason(view: &what_trump::View, index: usize) -> Option<String> {
        view.trick_reason(index, &name)
    }
    fn completed(
        before: &Self,
        after: &Self,
        seat: Seat,
        action: &what_trump::Action,
    ) -> Option<CompletedTrick<what_trump::Card>> {
        let what_trump::Action::Play { card } = *action else {
            return None;
        };
        let open = &before.round()?.trick;
        let scored = after.history().len() > before.history().len();
        let last = if scored {
            after.history().last()?.tricks.last()
        } else {
            let grew = after.round()?.tricks.len() > before.round()?.tricks.len();
            after.round()?.tricks.last().filter(|_| grew)
        };
        let mut plays = open.plays.clone();
        plays.push((seat, card));
        Some(CompletedTrick {
            leader: open.leader,
            plays,
            winner: last?.winner,
        })
    }
    fn words(card: Self::Card) -> String {
        what_trump::card_words(card)
    }
    fn deck() -> Vec<Self::Card> {
        (0..36).filter_map(what_trump::Card::from_index).collect()
    }
}

/// The card `seat` played to `trick`.
fn card_of<C: Copy>(trick: &CompletedTrick<C>, seat: Seat) -> Option<C> {
    trick
        .plays
        .iter()
        .find(|&&(s, _)| s == seat)
        .map(|&(_, c)| c)
}

/// The cards of the deck that `text` names.
fn named<G: Explains>(text: &str) -> Vec<G::Card> {
    G::deck()
        .into_iter()
        .filter(|&c| text.contains(&G::words(c)))
        .collect()
}

/// `line` names the winning `card` and no card but those of `trick` (the Excuse it beat).
fn names_only_its_cards<G: Explains>(
    line: &str,
    trick: &CompletedTrick<G::Card>,
    card: G::Card,
    at: &str,
) {
    let named = named::<G>(line);
    assert!(named.contains(&card), "{at}: {line}");
    let outside = named.iter().find(|&&c| !trick.cards().any(|&t| t == c));
    assert_eq!(outside, None, "{at}: {line}");
}

/// Every completed trick in `view` explained as the game recorded it; the open one not at all.
fn view_explains_its_tricks<G: Explains>(view: &G::View, at: &str) {
    let tricks = G::tricks(view);
    for (i, t) in tricks.iter().enumerate() {
        let told = G::explained(view, i).unwrap_or_else(|| panic!("{at}: trick {i} explained"));
        assert_eq!(told.winner, t.winner, "{at}: trick {i} {:?}", t.plays);
        assert_eq!(Some(told.card), card_of(t, t.winner), "{at}: trick {i}");
        let line = G::reason(view, i).unwrap_or_else(|| panic!("{at}: trick {i} has a line"));
        let head = format!(
            "{}'s {} wins the trick: ",
            name(t.winner),
            G::words(told.card)
        );
        assert!(line.starts_with(&head), "{at}: {line}");
        names_only_its_cards::<G>(&line, t, told.card, at);
    }
    assert_eq!(G::reason(view, tricks.len()), None, "{at}: the open trick");
}

/// What the random games went through: how many tricks were checked, the kinds of reason seen
/// (as `TrickWin` variants are named) and how many tricks a face-down card won.
#[derive(Debug, Default)]
struct Seen {
    tricks: usize,
    kinds: BTreeSet<String>,
    face_down_wins: usize,
}

impl Seen {
    fn saw(&self, kinds: &[&str]) -> bool {
        kinds.iter().all(|k| self.kinds.contains(*k))
    }
}

/// Random games of `G`: every trick explained to every viewpoint, in its view and in the
/// replay's caption.
fn check<G: Explains>(games: u64) -> Seen {
    let entry = registry::find(G::INFO.id).expect("a listed game");
    let (lo, hi) = G::INFO.players;
    let mut rng = BotRng::new(0x7E11);
    let mut seen = Seen::default();
    for seed in 0..games {
        let players = lo + rng.below(hi - lo + 1);
        let options = random_options(entry, players, &mut rng);
        let mut game: Box<dyn AnyGame> = entry.start(&options, seed, &Value::Null).expect("starts");
        let names: Vec<String> = (0..players).map(|i| name(Seat(i as u8))).collect();
        let viewpoints: Vec<Viewpoint> = (0..players)
            .map(|i| Viewpoint::Seat(Seat(i as u8)))
            .chain([Viewpoint::Observer, Viewpoint::Everything])
            .collect();
        let mut steps = 0;
        while let Some(seat) = game.to_act() {
            steps += 1;
            assert!(steps < 100_000, "{} seed {seed} does not end", G::INFO.id);
            let legal = game.legal_json();
            let action = legal[rng.below(legal.len())].clone();
            let before = game.clone();
            game.apply_json(seat, &action).expect("a legal action");
            let (Some(b), Some(a)) = (downcast::<G>(before.as_ref()), downcast::<G>(game.as_ref()))
            else {
                panic!("the game is {}", G::INFO.id);
            };
            let typed = action_from_json::<G>(&action).expect("the game's action");
            let done = G::completed(b, a, seat, &typed);
            let at = format!("{} seed {seed} step {steps}", G::INFO.id);
            for &vp in &viewpoints {
                let caption = game.caption_en(before.as_ref(), seat, &action, vp, &names);
                let Some(done) = &done else {
                    assert!(!caption.contains(" wins the trick"), "{at}: {caption}");
                    continue;
                };
                let view = a.view(vp);
                view_explains_its_tricks::<G>(&view, &format!("{at} {vp:?}"));
                // The caption: the winner and its card, once; the same line as the view's
                // while the hand goes on.
                let card = card_of(done, done.winner).expect("the winner played");
                let head = format!(
                    "{}'s {} wins the trick: ",
                    name(done.winner),
                    G::words(card)
                );
                let head = agree(&head);
                assert_eq!(
                    caption.matches(" wins the trick").count(),
                    1,
                    "{at}: {caption}"
                );
                let from = caption.find(&head).unwrap_or_else(|| {
                    panic!("{at} {vp:?}: {caption} does not say {head}");
                });
                let tricks = G::tricks(&view);
                if tricks.last() == Some(done) {
                    let line = G::reason(&view, tricks.len() - 1).expect("explained");
                    assert!(caption.contains(&agree(&line)), "{at}: {caption} / {line}");
                }
                let sentence = &caption[from..];
                let sentence = &sentence[..sentence.find(". ").unwrap_or(sentence.len())];
                names_only_its_cards::<G>(sentence, done, card, &at);
                if G::lay_face_down(b, seat, &typed, done.winner) {
                    let turned = caption.find("Turned up:").expect("turned up");
                    let shown = caption[turned..from].contains(&G::words(card));
                    assert!(
                        shown,
                        "{at} {vp:?}: turned up before it is named: {caption}"
                    );
                }
            }
            if let Some(done) = &done {
                seen.tricks += 1;
                let view = a.view(Viewpoint::Observer);
                let tricks = G::tricks(&view);
                if let Some(told) = G::explained(&view, tricks.len().wrapping_sub(1)) {
                    let kind = format!("{:?}", told.why);
                    let variant = kind.split([' ', '{']).next().unwrap_or_default();
                    seen.kinds.insert(variant.to_string());
                }
                if G::lay_face_down(b, seat, &typed, done.winner) {
                    seen.face_down_wins += 1;
                }
            }
        }
    }
    eprintln!("{}: {seen:?}", G::INFO.id);
    seen
}

const DECKTET_REASONS: &[&str] = &["HighestTrump", "HighestFollowing", "Tie", "OnlyCard"];

#[test]
fn every_ace_trump_trick_says_why_it_was_won() {
    let seen = check::<ace_trump::AceTrump>(200);
    assert!(seen.tricks > 1000 && seen.saw(DECKTET_REASONS), "{seen:?}");
}

#[test]
fn every_ransom_trump_trick_says_why_it_was_won() {
    let seen = check::<ransom_trump::RansomTrump>(120);
    assert!(seen.tricks > 1000 && seen.saw(DECKTET_REASONS), "{seen:?}");
}

#[test]
fn every_truf_trick_says_why_it_was_won() {
    let seen = check::<truf::Truf>(40);
    let kinds = ["HighestTrump", "HighestFollowing"];
    assert!(seen.tricks > 1000 && seen.saw(&kinds), "{seen:?}");
    assert!(seen.face_down_wins > 50, "{seen:?}");
}

#[test]
fn every_what_trump_trick_says_why_it_was_won() {
    let seen = check::<what_trump::WhatTrump>(20);
    let kinds = [
        "Supertrump",
        "FirstTrumpNumber",
        "HighestTrump",
        "HighestFollowing",
    ];
    assert!(seen.tricks > 1000 && seen.saw(&kinds), "{seen:?}");
}
