//! "Standard" for Ransom Trump.
//!
//! - **Ransom**: for each card it could put down, the tricks the rest of its hand should take
//!   if that card wins (trump the best of its suits for the hand, and the lead) and if it does
//!   not (no trump it can count on), weighed by how often a card of that rank wins the ransom.
//!   So it gives up a middling card of its long suits, not its best Crown for nothing.
//! - **Trump**: of the suits on its winning ransom, the one its hand is strongest in, leaning
//!   away from suits another player's ransom shows they wanted (and towards its partner's).
//! - **Bids** the tricks its hand should take under the trump, rounded a little down.
//! - **Plays** as every Decktet Standard bot does ([`crate::bots::decktet_play`]).

use crate::bots::decktet_play::{strength, Rules, Seen, Table};
use crate::bots::{Bot, Budget};
use crate::engine::Seat;
use crate::games::ransom_trump::{Action, Card, Phase, Rank, RansomTrump, Suit, View};
use crate::mechanics::deal::DeckOptions;

crate::seeded_bot!(Standard);

impl Bot<RansomTrump> for Standard {
    fn decide(&mut self, view: &View, _budget: Budget) -> Action {
        let choice = match view.phase {
            Phase::Ransom => ransom(view).map(|card| Action::Ransom { card }),
            Phase::ChooseTrump => choose_trump(view).map(|suit| Action::ChooseTrump { suit }),
            Phase::Bid => Some(Action::Bid { tricks: bid(view) }),
            Phase::Play => Some(Action::Play {
                card: Table::new(seen(view)).choose(),
            }),
            Phase::GameOver => None,
        };
        self.rng.legal_or_random(choice, &view.legal)
    }
}

/// Tricks `cards` should take with `trump` at a table of `players`.
fn expected(cards: &[Card], players: usize, trump: Option<Suit>) -> f64 {
    cards.iter().map(|&c| strength(c, players, trump)).sum()
}

/// How often a ransom of this rank wins (tied top ranks cancel, so a lone middling card wins
/// more often than its rank suggests); more often with fewer rivals.
fn win_chance(card: Card, players: usize) -> f64 {
    let base: f64 = match card.rank() {
        Rank::Crown => 0.5,
        Rank::Court | Rank::Pawn => 0.42,
        Rank::Num(9) => 0.3,
        Rank::Num(8) => 0.2,
        Rank::Num(7) => 0.12,
        Rank::Num(6) => 0.07,
        Rank::Num(_) => 0.03,
        Rank::Ace => 0.02,
        Rank::Excuse => 0.0,
    };
    let rivals = players.saturating_sub(1).max(1) as f64;
    (base * 3.0 / rivals).min(0.9)
}

/// The ransom whose hand-after is worth most (see the module's notes).
fn ransom(view: &View) -> Option<Card> {
    let hand = view.my_hand();
    let players = view.players;
    hand.iter()
        .map(|&c| {
            let rest: Vec<Card> = hand.iter().copied().filter(|&x| x != c).collect();
            let won = c
                .suits()
                .iter()
                .map(|&s| expected(&rest, players, Some(s)))
                .fold(f64::MIN, f64::max)
                + 0.3;
            let lost = expected(&rest, players, None);
            let p = win_chance(c, players);
            let value = if c.is_excuse() {
                lost
            } else {
                p * won + (1.0 - p) * lost
            };
            (c, value)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)))
        .map(|(c, _)| c)
}

/// The suit of the winning ransom best for this hand, read against the other ransoms.
fn choose_trump(view: &View) -> Option<Suit> {
    let me = view.seat().unwrap_or(Seat(0));
    let partner = view.partner(me);
    let reveal = view.reveal.as_ref()?;
    reveal
        .suits_on_offer()
        .iter()
        .map(|&s| {
            let mine = expected(view.my_hand(), view.players, Some(s));
            let wanted: f64 = (0..view.players)
                .map(|i| Seat(i as u8))
                .filter(|&o| o != me)
                .filter(|&o| reveal.cards[o.index()].has_suit(s))
                .map(|o| if Some(o) == partner { -0.4 } else { 0.4 })
                .sum();
            (s, mine - wanted)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(s, _)| s)
}

fn bid(view: &View) -> u8 {
    let hand = view.my_hand();
    let e = expected(hand, view.players, view.trump).min(hand.len() as f64);
    (e - 0.15).round().max(0.0) as u8
}

/// What the seat to play sees, for the shared card play.
fn seen(view: &View) -> Seen<'_> {
    let me = view.seat().unwrap_or(Seat(0));
    let rules = Rules {
        partner: view.partner(me),
        // The ransoms shown are set aside: out of play, nobody holds them.
        deck: view
            .options
            .deck()
            .into_iter()
            .filter(|c| !view.reveal.as_ref().is_some_and(|r| r.cards.contains(c)))
            .collect(),
        trump: view.trump,
        aces_change_trump: false,
        sticky_aces: false,
        early_bird: view.options.early_bird,
        hand_tricks: view.options.tricks(),
    };
    let bids = (&view.bids[..], view.options.bidding);
    let card_of = |a: &Action| match a {
        Action::Play { card } => Some(*card),
        _ => None,
    };
    Seen::of_view(&view.seen, &view.trick.plays, bids, rules, card_of)
}
