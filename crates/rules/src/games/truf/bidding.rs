//! Truf's bids judged by simulation, as strong Oh Hell and Spades programs bid: for each bid
//! the hand could show, deal the unseen cards many times (as the seat's view allows), let
//! the others bid their plain bids, play the hand out with the playouts' policy (every seat
//! playing to its own bid, one play in five at random: [`judged_play`]), and score it. The bid
//! with the best mean score is the one to show.
//!
//! The same deals serve every candidate bid, so the bids are compared on equal luck; the deals
//! are drawn from a seed made of the view, so a seat asked again (card by card, as it shows
//! its bid) makes the same choice.

use super::bid::{self, BidCard, Direction};
use super::estimate::{self, express};
use super::playout;
use super::sample::sample;
use super::state::{Phase, Truf};
use super::view::View;
use super::{Action, Card, Suit};
use crate::engine::{Judged, Seat};
use crate::mechanics::match_state::TrickMatch;

/// Deals tried for each candidate bid by Standard and by Expert.
pub const STANDARD_DEALS: usize = 40;
pub const EXPERT_DEALS: usize = 160;

/// One bid the hand could show, as the deals judged it.
#[derive(Clone, Debug, PartialEq)]
pub struct JudgedBid {
    pub cards: Vec<BidCard>,
    /// Points expected from the hand.
    pub mean: f64,
    /// Share of the deals after which the seat led the match (ties shared).
    pub lead: f64,
    /// Share of the deals in which it took exactly its tricks.
    pub made: f64,
}

/// The bids worth trying for `hand`: every value near what the hand should take, shown in
/// few cheap cards of mixed suits, and near what it should take with a suit of its own as
/// trump, shown in that suit only (winning the bid then names it).
pub fn candidates(hand: &[Card], players: usize, tricks: usize) -> Vec<Vec<BidCard>> {
    let mut out: Vec<Vec<BidCard>> = Vec::new();
    let mut add = |b: Option<Vec<BidCard>>| {
        if let Some(b) = b.filter(|b| !out.contains(b)) {
            out.push(b);
        }
    };
    let plain = estimate::tricks(hand, None, players);
    let top = (plain.round() as u32 + 3).min(tricks as u32);
    for v in 0..=top {
        add(express(hand, v, None));
    }
    for suit in Suit::ALL {
        let held = hand.iter().filter(|c| c.suit() == suit).count();
        if held < 3 {
            continue;
        }
        let own = estimate::tricks(hand, Some(suit), players).round() as u32;
        for v in own.saturating_sub(1)..=(own + 2).min(tricks as u32) {
            add(express(hand, v, Some(suit)).filter(|b| bid::trump(b) == Some(suit)));
        }
    }
    out
}

/// Every candidate bid of the seat to bid in `view`, best first, each judged over `deals`
/// deals. Empty when it is not the viewer's turn to bid.
pub fn judge(view: &View, deals: usize) -> Vec<JudgedBid> {
    judge_with(view, deals, &judged_play)
}

/// How a seat plays a card in the deals a bid is judged over: by the playouts' policy, but one
/// play in [`SLIPS`] at random. The policy sees every drawn hand, and a table whose every seat
/// plays as if it saw all the cards made the bids look safer than they are at the table: a
/// zero bid most of all (a hand that must take no trick ducks every one when it sees where
/// every card lies), and the big bids that count on the small ones ducking. Measured
/// (`trumps simulate` and `trumps arena`, docs/strength.md "Bids judged with slips"), four
/// Standard bots went from -0.27 to +0.01 points a hand and Standard at Expert's table from
/// -0.23 to -0.01 (4 players) and from -0.20 to +0.23 (3 players). Which plays slip is drawn
/// from the cards still held, so every candidate bid meets the same slips in the same deal
/// where its play is the same.
fn judged_play(g: &Truf, seat: Seat, legal: &[Action]) -> Option<Action> {
    let bits = state_bits(g, seat);
    let i = if bits.is_multiple_of(SLIPS) {
        ((bits >> 16) % legal.len().max(1) as u64) as usize
    } else {
        playout::pick(g, legal, POLICY)
    };
    legal.get(i).copied()
}

/// One play in this many is at random in the deals a bid is judged over (3 did worse).
const SLIPS: u64 = 5;

/// Random-looking bits from the cards every seat still holds and the seat to play.
fn state_bits(g: &Truf, seat: Seat) -> u64 {
    let mut h = Fnv::new();
    h.mix(u64::from(seat.0));
    for hand in &g.hand().hands {
        h.mix(hand.len() as u64);
        hand.iter().for_each(|&c| h.card(c));
    }
    h.spread()
}

/// FNV-1a over the numbers fed to it: the seeds of the deals tried and of the slips.
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xCBF2_9CE4_8422_2325)
    }

    fn mix(&mut self, x: u64) {
        self.0 ^= x;
        self.0 = self.0.wrapping_mul(0x0000_0100_0000_01B3);
    }

    fn card(&mut self, c: Card) {
        self.mix(u64::from(c.suit().index() as u8) << 8 | u64::from(c.rank()));
    }

    /// The hash with its high bits spread into the low ones (as a slip's `% SLIPS` needs).
    fn spread(self) -> u64 {
        let mut h = self.0;
        h ^= h >> 29;
        h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h ^ (h >> 32)
    }
}

/// How a seat plays a card in the deals tried: from the full state, the seat to play and its
/// legal actions.
pub type Policy<'a> = &'a dyn Fn(&Truf, Seat, &[Action]) -> Option<Action>;

/// [`judge`], with the cards played by `policy`.
pub fn judge_with(view: &View, deals: usize, policy: Policy) -> Vec<JudgedBid> {
    let Some(me) = view.seat() else {
        return Vec::new();
    };
    if view.phase != Phase::Bid || view.seen.to_act != Some(me) {
        return Vec::new();
    }
    let hand = view.my_hand();
    let players = view.players;
    let list = candidates(hand, players, view.hand_tricks());
    let mut sums = vec![(0.0, 0.0, 0.0); list.len()];
    let seed = view_seed(view);
    for d in 0..deals {
        let mut base = sample(view, seed ^ (d as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        base.hand.bids[me.index()].clear();
        for (cards, sum) in list.iter().zip(sums.iter_mut()) {
            if let Some((points, lead, made)) = play_out(base.clone(), me, cards, policy) {
                sum.0 += f64::from(points);
                sum.1 += lead;
                sum.2 += f64::from(u8::from(made));
            }
        }
    }
    let n = deals.max(1) as f64;
    let mut judged: Vec<JudgedBid> = list
        .into_iter()
        .zip(sums)
        .map(|(cards, (p, l, m))| JudgedBid {
            cards,
            mean: p / n,
            lead: l / n,
            made: m / n,
        })
        .collect();
    // Best mean first; equal means keep the cheaper (earlier) candidate.
    judged.sort_by(|a, b| b.mean.total_cmp(&a.mean));
    judged
}

/// The next step of the best bid that begins with the cards already shown, with the others'
/// next steps after it, as the legal actions a search bot takes or a hint shows; `None` when
/// no candidate begins with the cards the seat has shown (a person's own start), so the
/// search decides.
pub fn judged_steps(view: &View, deals: usize) -> Option<Vec<Judged<Action>>> {
    steps(view, judge(view, deals))
}

/// The next steps of judged bids (best first) that carry on the cards the seat has shown.
pub fn steps(view: &View, judged: Vec<JudgedBid>) -> Option<Vec<Judged<Action>>> {
    let made = view.my_bid().to_vec();
    let mut out: Vec<Judged<Action>> = Vec::new();
    for j in judged {
        let Some(step) = next_step(&j.cards, &made) else {
            continue;
        };
        if view.legal.contains(&step) && !out.iter().any(|o| o.action == step) {
            out.push(Judged {
                action: step,
                chance: j.lead,
                gain: j.mean,
            });
        }
    }
    (!out.is_empty()).then_some(out)
}

/// The action that carries `made` on towards the bid `want`: its next card, or closing it;
/// `None` if `made` is not how `want` begins.
pub fn next_step(want: &[BidCard], made: &[BidCard]) -> Option<Action> {
    if !want.starts_with(made) {
        return None;
    }
    Some(match want.get(made.len()) {
        Some(b) => Action::BidCard {
            card: b.card,
            minus: b.minus,
        },
        None => Action::BidDone,
    })
}

/// How the bid winner turns an even game: up if its hand should take more than its bid.
pub fn turn(hand: &[Card], value: u32, trump: Option<Suit>, players: usize) -> Direction {
    if estimate::tricks(hand, trump, players) > f64::from(value) + 0.5 {
        Direction::Up
    } else {
        Direction::Down
    }
}

/// A seed from what the view shows of the hand to bid: the same view, the same deals.
fn view_seed(view: &View) -> u64 {
    let mut h = Fnv::new();
    h.mix(view.hand_number as u64);
    h.mix(view.seat().map_or(0, |s| u64::from(s.0)));
    view.my_hand().iter().for_each(|&c| h.card(c));
    for &closed in view.closed.iter() {
        h.mix(u64::from(closed));
    }
    h.0
}

/// How far above a plain count ([`estimate::tricks`] with no trump of their own) the other
/// seats are taken to bid in the deals tried, with four players and with three (17 tricks
/// to share). Chosen by measurement (`trumps arena`, Standard players only, 300 deals,
/// docs/strength.md): taken at their plain count, the others left each seat room at the
/// table they did not leave in play, and four Standard players lost 1.06 points a hand
/// against 0.31 with 2 over; with three players 3 over did best.
const OTHERS_OVER: u32 = 2;
const OTHERS_OVER_3: u32 = 3;

/// What another seat is taken to bid with `hand` in the deals tried.
fn others_bid(hand: &[Card], players: usize) -> Vec<BidCard> {
    let over = if players == 3 {
        OTHERS_OVER_3
    } else {
        OTHERS_OVER
    };
    let v = estimate::tricks(hand, None, players).round() as u32 + over;
    express(hand, v, None).unwrap_or_else(|| estimate::plain_bid(hand, players))
}

/// Random bits that make the playouts' policy play its own choice (never its random play: the
/// slips are [`judged_play`]'s).
const POLICY: u64 = 1 << 24;

/// Plays the hand of `g` out with `me` bidding `cards` and the others their plain bids, each
/// playing to its bid: `me`'s points, its share of the lead after the hand, and whether it
/// took exactly its tricks. `None` if the hand could not be played out.
fn play_out(mut g: Truf, me: Seat, cards: &[BidCard], policy: Policy) -> Option<(i32, f64, bool)> {
    let players = g.players_usize();
    let scored = g.results().len();
    let mut legal = Vec::new();
    while g.results().len() == scored {
        let seat = g.to_act_seat()?;
        let action = match g.phase() {
            Phase::Bid if seat == me => next_step(cards, &g.hand.bids[me.index()])?,
            Phase::Turn => {
                let r = g.hand.reveal.as_ref()?;
                Action::Turn {
                    direction: turn(
                        &g.hand.hands[seat.index()],
                        r.values[seat.index()],
                        r.trump,
                        players,
                    ),
                }
            }
            Phase::Bid => {
                let want = others_bid(&g.hand.hands[seat.index()], players);
                next_step(&want, &g.hand.bids[seat.index()]).unwrap_or(Action::BidDone)
            }
            Phase::Play => {
                legal.clear();
                g.each_legal(|a| legal.push(a));
                policy(&g, seat, &legal)?
            }
            Phase::GameOver => return None,
        };
        g.act(seat, action).ok()?;
    }
    let result = g.results().last()?;
    let points = *result.points.get(me.index())?;
    let made = result.won.get(me.index()).map(|&w| u32::from(w))
        == result.contract.get(me.index()).copied();
    let totals = TrickMatch::totals(&g);
    let mine = *totals.get(me.index())?;
    let best = totals.iter().copied().max()?;
    let lead = if mine == best {
        1.0 / totals.iter().filter(|&&t| t == best).count() as f64
    } else {
        0.0
    };
    Some((points, lead, made))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Viewpoint};
    use crate::games::truf::Options;

    fn first_bidder(seed: u64, players: u8) -> (Truf, View) {
        let options = Options { players, hands: 1 };
        let g = Truf::new(&options, seed).expect("a game");
        let seat = g.to_act().expect("someone bids");
        let view = g.view(Viewpoint::Seat(seat));
        (g, view)
    }

    #[test]
    fn every_candidate_is_a_bid_the_hand_can_show() {
        for seed in 0..20 {
            let (_, view) = first_bidder(seed, 4);
            let list = candidates(view.my_hand(), 4, 13);
            assert!(list.iter().any(|b| bid::value(b) == 0));
            for b in &list {
                assert!(b.iter().all(|x| view.my_hand().contains(&x.card)));
                assert!(b.windows(2).all(|w| w[0].card < w[1].card));
            }
        }
    }

    #[test]
    fn the_same_view_gives_the_same_bid_and_the_bid_is_made_card_by_card() {
        let (mut g, view) = first_bidder(7, 3);
        let first = judge(&view, 8);
        assert_eq!(first, judge(&view, 8));
        let best = first[0].cards.clone();
        // Shown card by card, each step asked afresh, it closes the same bid.
        let seat = g.to_act().expect("a bidder");
        loop {
            let v = g.view(Viewpoint::Seat(seat));
            let steps = judged_steps(&v, 8).expect("a judged step");
            g.apply(seat, steps[0].action).expect("a legal step");
            if steps[0].action == Action::BidDone {
                break;
            }
        }
        assert_eq!(g.hand().bids[seat.index()], best);
    }

    #[test]
    fn a_judged_deal_slips_about_one_play_in_five_alike_for_the_same_cards() {
        use std::cell::Cell;
        let (plays, slips) = (Cell::new(0u32), Cell::new(0u32));
        for seed in 0..40 {
            let (g, view) = first_bidder(seed, 4);
            let me = view.seat().expect("a seat");
            let cards = estimate::plain_bid(view.my_hand(), 4);
            let watched = |g: &Truf, seat: Seat, legal: &[Action]| {
                let a = judged_play(g, seat, legal);
                // The same cards held give the same play.
                assert_eq!(a, judged_play(&g.clone(), seat, legal));
                plays.set(plays.get() + 1);
                if state_bits(g, seat).is_multiple_of(SLIPS) {
                    slips.set(slips.get() + 1);
                }
                a
            };
            assert!(play_out(g, me, &cards, &watched).is_some());
        }
        let share = f64::from(slips.get()) / f64::from(plays.get());
        assert!(plays.get() > 1500, "{} plays", plays.get());
        assert!(
            (0.15..0.25).contains(&share),
            "{share:.3} of the plays slip"
        );
    }

    #[test]
    fn a_hand_of_low_cards_bids_little_and_a_strong_one_more() {
        let (_, view) = first_bidder(3, 4);
        let judged = judge(&view, 12);
        assert!(judged.windows(2).all(|w| w[0].mean >= w[1].mean));
        let est = estimate::tricks(view.my_hand(), None, 4);
        let best = bid::value(&judged[0].cards);
        assert!(
            (f64::from(best) - est).abs() <= 4.0,
            "bid {best} for a hand worth about {est:.1}"
        );
    }
}
