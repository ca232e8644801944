//! "Standard": a card-counting heuristic player.
//!
//! - **Bids** from its hand: high cards by rank, more when there are fewer players, plus the
//!   chance an Ace lets it make its longest suit trump; in the match's last hand it bids boldly
//!   when its side trails and safely when it leads.
//! - **Plays** as every Decktet Standard bot does ([`crate::bots::decktet_play`]): to its bid,
//!   safe leads, cheap winners, a partner's trick left standing.

use crate::bots::decktet_play::{best_suit, strength, Rules, Seen, Table};
use crate::bots::{Bot, Budget};
use crate::engine::Seat;
use crate::games::ace_trump::{AceTrump, Action, Phase, View};
use crate::mechanics::deal::DeckOptions;
use crate::mechanics::matchplay::MatchLength;
use crate::mechanics::toggles::Toggled;

crate::seeded_bot!(Standard);

impl Bot<AceTrump> for Standard {
    fn decide(&mut self, view: &View, _budget: Budget) -> Action {
        let choice = match view.phase {
            // Trump is named before the deal: nothing is known yet, any suit is as good.
            Phase::NameTrump => None,
            Phase::Bid => Some(Action::Bid { tricks: bid(view) }),
            Phase::Play => Some(Action::Play {
                card: Table::new(seen(view)).choose(),
            }),
            Phase::GameOver => None,
        };
        self.rng.legal_or_random(choice, &view.legal)
    }
}

fn bid(view: &View) -> u8 {
    let hand = view.my_hand();
    let fixed = view
        .options
        .fixed_trump
        .then_some(view.trump.current)
        .flatten();
    let mut expect: f64 = hand.iter().map(|&c| strength(c, view.players, fixed)).sum();
    if fixed.is_none() {
        if let Some((suit, weight)) = best_suit(hand) {
            let ace = hand.iter().any(|c| c.is_ace() && c.has_suit(suit));
            if ace && weight >= 4.0 {
                expect += 0.25 * hand.iter().filter(|c| c.has_suit(suit)).count() as f64;
            }
        }
    }
    let expect = expect.min(hand.len() as f64);
    (expect + bid_lean(&Standing::of(view))).round().max(0.0) as u8
}

/// How far to round a bid: a little down by default (bidding short is cheaper than missing); in
/// the match's last hand, up when trailing (a safe bid will not catch up) and further down
/// when leading (a made bid keeps the lead).
fn bid_lean(standing: &Standing) -> f64 {
    match (standing.last_hand, standing.behind) {
        (true, b) if b > 0 => 0.35,
        (true, _) => -0.45,
        _ => -0.15,
    }
}

/// How the match stands for one seat's side.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Standing {
    /// Points the best other side has more than this side (negative: this side leads).
    behind: i32,
    /// Whether the match may end with this hand.
    last_hand: bool,
}

impl Standing {
    fn of(view: &View) -> Standing {
        let me = view.seat().unwrap_or(Seat(0));
        let mine = view.totals.get(me.index()).copied().unwrap_or(0);
        let best_other = (0..view.players)
            .map(|i| Seat(i as u8))
            .filter(|&s| s != me && view.partner(me) != Some(s))
            .map(|s| view.totals.get(s.index()).copied().unwrap_or(0))
            .max()
            .unwrap_or(0);
        let last_hand = match view.options.match_length() {
            MatchLength::Hands(n) => view.hand_number >= n as usize,
            MatchLength::Target(t) => {
                let per_trick = if view.options.bidding { 6 } else { 1 };
                let most = mine.max(best_other) + (per_trick * view.hand_size) as i32;
                most >= t as i32
            }
        };
        Standing {
            behind: best_other - mine,
            last_hand,
        }
    }
}

/// What the seat to play sees, for the shared card play.
fn seen(view: &View) -> Seen<'_> {
    let me = view.seat().unwrap_or(Seat(0));
    let rules = Rules {
        partner: view.partner(me),
        deck: view.options.deck(),
        trump: view.trump.current,
        aces_change_trump: view.trump.open && !view.options.fixed_trump,
        sticky_aces: view.options.sticky_aces,
        early_bird: view.options.early_bird,
        hand_tricks: view.hand_size,
    };
    let bids = (&view.bids[..], view.options.bidding);
    let card_of = |a: &Action| match a {
        Action::Play { card } => Some(*card),
        _ => None,
    };
    Seen::of_view(&view.seen, &view.trick.plays, bids, rules, card_of)
}
