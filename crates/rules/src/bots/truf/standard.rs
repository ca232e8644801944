//! "Standard" for Truf.
//!
//! - **Bid**: it counts the tricks its hand should take ([`estimate::tricks`]) with its best
//!   suit as trump and with a trump it does not choose. A hand that gains a trick or more from
//!   naming its own trump, and is strong enough to outbid a fair share, bids its own count in
//!   cards of that suit only (winning the bid then makes it trump), accepting that the table
//!   sees those cards. Otherwise it bids the plain count in as few and as cheap cards as it
//!   can, so it gives little away; a hand likely to take nothing bids zero, worth 5 (7 with
//!   three players) when made.
//! - **Even game**: turns it the way that brings its own bid nearer to what its hand should
//!   take.
//! - **Play**: to its bid exactly. While it needs tricks it cashes cards that are now the
//!   highest left in their suit, trumps when void, and wins as cheaply as it can; once it has
//!   enough it ducks under the table's best card and throws its highest cards when void.

use crate::bots::{Bot, Budget};
use crate::engine::Seat;
use crate::games::truf::estimate::{self, express};
use crate::games::truf::playout::beats;
use crate::games::truf::{Action, BidCard, Card, Direction, Phase, Suit, Truf, View};

crate::seeded_bot!(Standard);

impl Bot<Truf> for Standard {
    fn decide(&mut self, view: &View, _budget: Budget) -> Action {
        let choice = match view.phase {
            Phase::Bid => Some(next_bid_step(view)),
            Phase::Turn => Some(Action::Turn {
                direction: turn(view),
            }),
            Phase::Play => play(view).map(|card| Action::Play { card }),
            Phase::GameOver => None,
        };
        self.rng.legal_or_random(choice, &view.legal)
    }
}

/// The whole bid this hand makes (the same every time it is asked, so it is made card by card).
pub fn bid(hand: &[Card], players: usize, tricks: usize) -> Vec<BidCard> {
    let fair = tricks as f64 / players as f64;
    let own_suit = estimate::best_suit(hand, players);
    let own = estimate::tricks(hand, Some(own_suit), players);
    // A trump named by someone else: any suit, or none.
    let other = (Suit::ALL
        .iter()
        .map(|&t| estimate::tricks(hand, Some(t), players))
        .sum::<f64>()
        + estimate::tricks(hand, None, players))
        / 5.0;
    let zero = || express(hand, 0, None);
    if other < 0.6 {
        if let Some(b) = zero() {
            return b;
        }
    }
    if own - other >= 1.0 && own >= fair + 0.75 {
        let v = own.round() as u32;
        if let Some(b) =
            express(hand, v, Some(own_suit)).filter(|b| b.iter().all(|x| x.card.suit() == own_suit))
        {
            return b;
        }
    }
    let v = other.round() as u32;
    (0..=v)
        .rev()
        .find_map(|x| express(hand, x, None))
        .or_else(zero)
        .unwrap_or_else(|| {
            hand.first()
                .map(|&card| vec![BidCard { card, minus: false }])
                .unwrap_or_default()
        })
}

/// The next card of the bid, or closing it once every card is down.
fn next_bid_step(view: &View) -> Action {
    let want = bid(view.my_hand(), view.players, view.hand_tricks());
    let made = view.my_bid();
    match want.get(made.len()) {
        Some(b) if want.starts_with(made) => Action::BidCard {
            card: b.card,
            minus: b.minus,
        },
        _ => Action::BidDone,
    }
}

/// Up if its hand should take more than its bid, else down.
fn turn(view: &View) -> Direction {
    let Some(seat) = view.seat() else {
        return Direction::Down;
    };
    let mine = view.reveal.as_ref().map_or(0, |r| r.values[seat.index()]);
    let expect = estimate::tricks(view.my_hand(), view.trump(), view.players);
    if expect > f64::from(mine) + 0.5 {
        Direction::Up
    } else {
        Direction::Down
    }
}

/// What the table looks like to the seat playing.
struct Table<'a> {
    view: &'a View,
    seat: Seat,
    trump: Option<Suit>,
    hand: Vec<Card>,
    /// Cards it may play now.
    legal: Vec<Card>,
    /// Every card seen played this hand.
    seen: Vec<Card>,
}

impl Table<'_> {
    fn is_trump(&self, c: Card) -> bool {
        Some(c.suit()) == self.trump
    }

    /// Whether `c` is the highest card of its suit not yet seen played (a certain winner of
    /// its suit, trumps aside).
    fn is_boss(&self, c: Card) -> bool {
        ((c.rank() + 1)..=Card::ACE).all(|r| {
            Card::new(c.suit(), r).is_none_or(|h| self.seen.contains(&h) || self.hand.contains(&h))
        })
    }

    /// The visible card winning the trick so far, and how many cards lie face down.
    fn best(&self) -> (Option<Card>, Option<Suit>, usize) {
        let plays = &self.view.trick.plays;
        let led = plays.first().and_then(|&(_, c)| c).map(Card::suit);
        let mut best = None;
        let mut hidden = 0;
        for &(_, c) in plays {
            match c {
                Some(c) if beats(c, best, led, self.trump) => best = Some(c),
                Some(_) => {}
                None => hidden += 1,
            }
        }
        (best, led, hidden)
    }

    fn lowest(&self, cards: &[Card]) -> Option<Card> {
        cards
            .iter()
            .copied()
            .min_by_key(|&c| (self.is_trump(c), c.rank()))
    }

    fn highest(&self, cards: &[Card]) -> Option<Card> {
        cards
            .iter()
            .copied()
            .max_by_key(|&c| (self.is_trump(c), c.rank()))
    }
}

fn play(view: &View) -> Option<Card> {
    let seat = view.seat()?;
    let legal: Vec<Card> = view
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Play { card } => Some(*card),
            _ => None,
        })
        .collect();
    let t = Table {
        view,
        seat,
        trump: view.trump(),
        hand: view.my_hand().to_vec(),
        legal,
        seen: view.played().map(|(_, c)| c).collect(),
    };
    let need = view
        .target(t.seat)
        .map_or(0, |b| b.saturating_sub(u32::from(view.won[t.seat.index()])));
    if view.trick.plays.is_empty() {
        return if need > 0 {
            lead_to_win(&t)
        } else {
            lead_to_lose(&t)
        };
    }
    let (best, led, hidden) = t.best();
    let last = view.trick.plays.len() + 1 == view.players;
    let following = led.is_some_and(|s| t.legal.iter().any(|c| c.suit() == s));
    let (win, lose): (Vec<Card>, Vec<Card>) =
        t.legal.iter().partition(|&&c| beats(c, best, led, t.trump));
    if need > 0 {
        if following {
            // Win now if it can and the win is likely to stand.
            let sure = win.iter().copied().filter(|&c| last || t.is_boss(c));
            let choice = if last || hidden == 0 {
                win.iter()
                    .copied()
                    .filter(|&c| last || t.is_boss(c) || c.rank() >= Card::QUEEN)
                    .min_by_key(|c| c.rank())
            } else {
                sure.min_by_key(|c| c.rank())
            };
            return choice.or_else(|| t.lowest(&lose));
        }
        // Void: a trump face down, else throw the lowest card.
        let trumps: Vec<Card> = t.legal.iter().copied().filter(|&c| t.is_trump(c)).collect();
        let left = t.hand.len() as u32;
        return if trumps.is_empty() {
            t.lowest(&t.legal)
        } else if need * 2 >= left {
            t.highest(&trumps)
        } else {
            t.lowest(&trumps)
        };
    }
    // Enough tricks: lose this one.
    if following {
        return t.highest(&lose).or_else(|| {
            if last {
                t.highest(&win)
            } else {
                t.lowest(&win)
            }
        });
    }
    let plain: Vec<Card> = t
        .legal
        .iter()
        .copied()
        .filter(|&c| !t.is_trump(c))
        .collect();
    t.highest(&plain).or_else(|| t.lowest(&t.legal))
}

/// Leads a card that should win: a card that is now the highest of its suit, else a high
/// trump when it may, else a low card of its shortest plain suit (to be void and trump later).
fn lead_to_win(t: &Table) -> Option<Card> {
    let boss = t
        .legal
        .iter()
        .copied()
        .filter(|&c| !t.is_trump(c) && t.is_boss(c))
        .max_by_key(|c| c.rank());
    let trump = t
        .legal
        .iter()
        .copied()
        .filter(|&c| t.is_trump(c) && t.is_boss(c))
        .max_by_key(|c| c.rank());
    boss.or(trump).or_else(|| {
        let count = |s: Suit| t.hand.iter().filter(|c| c.suit() == s).count();
        t.legal
            .iter()
            .copied()
            .min_by_key(|&c| (t.is_trump(c), count(c.suit()), c.rank()))
    })
}

/// Leads the card least likely to win: the lowest plain card, from a suit where others still
/// hold higher cards.
fn lead_to_lose(t: &Table) -> Option<Card> {
    t.legal
        .iter()
        .copied()
        .min_by_key(|&c| (t.is_trump(c), t.is_boss(c), c.rank()))
}
