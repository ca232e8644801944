//! A compact, allocation-free model of What Trump? trick play for the Standard bot's rollouts:
//! cards are indices 0..36 (suit × 9 + rank − 1) and hands are bit sets. It mirrors the
//! engine's rules (`games::what_trump::trump`) exactly; `tests` below check it against them.

use crate::engine::rng::SplitMix64;
use crate::games::what_trump::state::Table;
use crate::games::what_trump::view::RoundView;
use crate::games::what_trump::{Card, Suit, Task, Trump};
use std::sync::OnceLock;

/// A card as an index 0..36: suit × 9 + rank − 1 (suits in the order red, green, yellow, blue).
pub type Cid = u8;

/// Up to four seats; unused entries stay empty.
pub const MAX_SEATS: usize = 4;

pub const SUIT_MASK: [u64; 4] = [0x1FF, 0x1FF << 9, 0x1FF << 18, 0x1FF << 27];

pub fn suit_index(s: Suit) -> u8 {
    match s {
        Suit::Red => 0,
        Suit::Green => 1,
        Suit::Yellow => 2,
        Suit::Blue => 3,
    }
}

pub fn cid(card: Card) -> Cid {
    suit_index(card.suit()) * 9 + card.rank() - 1
}

pub fn suit_of(c: Cid) -> u8 {
    c / 9
}

pub fn rank_of(c: Cid) -> u8 {
    c % 9 + 1
}

pub fn bit(c: Cid) -> u64 {
    1u64 << c
}

pub fn mask_of(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, &c| m | bit(cid(c)))
}

/// The cards of a bit set, lowest index first.
pub fn bits(mut m: u64) -> impl Iterator<Item = Cid> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let c = m.trailing_zeros() as Cid;
            m &= m - 1;
            c
        })
    })
}

/// The rollouts' generator: the crate's [`SplitMix64`], seeded from the bot's own `BotRng`,
/// with the draws the simulation needs.
#[derive(Clone, Debug)]
pub struct FastRng(SplitMix64);

impl FastRng {
    pub fn new(seed: u64) -> Self {
        FastRng(SplitMix64::new(seed))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Uniform in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n)
    }

    /// A uniform number in [0, 1).
    pub fn unit(&mut self) -> f64 {
        self.0.unit()
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// A uniformly chosen member of a non-empty bit set.
    pub fn pick_bit(&mut self, m: u64) -> Cid {
        let k = self.below(m.count_ones() as usize);
        let mut m = m;
        for _ in 0..k {
            m &= m - 1;
        }
        m.trailing_zeros() as Cid
    }

    /// An index drawn from non-negative weights (uniform if they are all zero).
    pub fn weighted(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().sum();
        if total <= 0.0 {
            return self.below(weights.len());
        }
        let mut x = self.unit() * total;
        for (i, &w) in weights.iter().enumerate() {
            if x < w {
                return i;
            }
            x -= w;
        }
        weights.len().saturating_sub(1)
    }
}

/// The trump as bit sets, with the trick-taking order as a numeric key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Every trump card (trump suit or trump number).
    pub trump: u64,
    pub number: u64,
    pub suit: u64,
    pub supertrump: Option<Cid>,
    /// Per printed suit, its non-trump cards (what follows a non-trump lead of that suit).
    pub follow: [u64; 4],
    pub trump_suit: Option<u8>,
    pub trump_number: Option<u8>,
    /// `keys[kind][card]`: the key of a card in a trick whose lead is of that kind
    /// (0–3 a plain suit, 4 a trump).
    keys: [[u16; 36]; 5],
    values: [u16; 36],
}

impl Rules {
    /// The rules of `t`, worked out once per program for each of the 50 trump choices (a
    /// search's playouts ask at every card).
    pub fn of(t: Trump) -> &'static Rules {
        static ALL: OnceLock<Vec<Rules>> = OnceLock::new();
        let all = ALL.get_or_init(|| (0..50).map(|i| Rules::new(Self::choice(i))).collect());
        let suit = t.suit.map_or(0, |s| suit_index(s) as usize + 1);
        let number = t
            .number
            .filter(|n| (1..=9).contains(n))
            .map_or(0, usize::from);
        &all[suit * 10 + number]
    }

    /// The trump choice numbered `i` by [`Rules::of`]: suit (none, then each suit) times ten,
    /// plus the number (0 for none).
    fn choice(i: usize) -> Trump {
        Trump {
            suit: (i / 10).checked_sub(1).map(|s| Suit::ALL[s]),
            number: (!i.is_multiple_of(10)).then_some((i % 10) as u8),
        }
    }

    pub fn new(t: Trump) -> Rules {
        let suit = t
            .suit
            .map(|s| SUIT_MASK[suit_index(s) as usize])
            .unwrap_or(0);
        let number = t
            .number
            .filter(|n| (1..=9).contains(n))
            .map(|n| (0..4).fold(0u64, |m, s| m | bit(s * 9 + n - 1)))
            .unwrap_or(0);
        let trump = suit | number;
        let supertrump = t.supertrump().map(cid);
        let follow = [0, 1, 2, 3].map(|s| SUIT_MASK[s] & !trump);
        let mut r = Rules {
            trump,
            number,
            suit,
            supertrump,
            follow,
            trump_suit: t.suit.map(suit_index),
            trump_number: t.number,
            keys: [[0; 36]; 5],
            values: [0; 36],
        };
        for c in 0..36u8 {
            let b = bit(c);
            let top = if Some(c) == supertrump {
                1000
            } else if number & b != 0 {
                900
            } else if suit & b != 0 {
                500 + rank_of(c) as u16
            } else {
                0
            };
            r.values[c as usize] = if top > 0 { top } else { rank_of(c) as u16 };
            for kind in 0..5u8 {
                r.keys[kind as usize][c as usize] = if top > 0 {
                    top
                } else if kind == suit_of(c) {
                    100 + rank_of(c) as u16
                } else {
                    0
                };
            }
        }
        r
    }

    /// The kind of lead a card makes: its printed suit (0–3), or 4 for a trump.
    pub fn kind(&self, led: Cid) -> usize {
        if self.is_trump(led) {
            4
        } else {
            suit_of(led) as usize
        }
    }

    /// The key of `c` in a trick whose lead is of kind `kind` (see [`Rules::kind`]).
    pub fn key_in(&self, kind: usize, c: Cid) -> u16 {
        self.keys[kind][c as usize]
    }

    pub fn is_trump(&self, c: Cid) -> bool {
        self.trump & bit(c) != 0
    }

    /// The cards of `hand` that may be played to a trick led by `led`.
    pub fn playable(&self, hand: u64, led: Option<Cid>) -> u64 {
        let Some(l) = led else {
            return hand;
        };
        let f = if self.is_trump(l) {
            hand & self.trump
        } else {
            hand & self.follow[suit_of(l) as usize]
        };
        if f == 0 {
            hand
        } else {
            f
        }
    }

    /// How strongly `c` plays in a trick led by `led`: a strictly higher key beats a lower
    /// one and equal keys keep the earlier card (so the first trump-number card stays ahead).
    pub fn key(&self, c: Cid, led: Cid) -> u16 {
        self.keys[self.kind(led)][c as usize]
    }

    /// A trick-independent order of card strength (for leading and discarding).
    pub fn value(&self, c: Cid) -> u16 {
        self.values[c as usize]
    }
}

/// The trick play of a round, from any point on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayState {
    pub n: u8,
    pub hands: [u64; MAX_SEATS],
    pub leader: u8,
    /// Cards of the trick in progress, in play order.
    pub plays: [Cid; MAX_SEATS],
    pub len: u8,
    /// Position in `plays` of the card winning the trick so far.
    pub best_pos: u8,
    pub best_key: u16,
    /// Printed suits present in the trick in progress (bit per suit).
    pub trick_suits: u8,
    pub done: u8,
    pub total: u8,
    pub won: [u8; MAX_SEATS],
    /// Printed suits captured by each seat (bit per suit).
    pub captured: [u8; MAX_SEATS],
    /// Winner of the last completed trick (`u8::MAX` before the first).
    pub last: u8,
}

impl PlayState {
    /// A round about to start its first trick.
    pub fn start(n: u8, hands: [u64; MAX_SEATS], leader: u8) -> PlayState {
        let cards: u32 = hands.iter().map(|h| h.count_ones()).sum();
        PlayState {
            n,
            hands,
            leader,
            plays: [0; MAX_SEATS],
            len: 0,
            best_pos: 0,
            best_key: 0,
            trick_suits: 0,
            done: 0,
            total: (cards / n.max(1) as u32) as u8,
            won: [0; MAX_SEATS],
            captured: [0; MAX_SEATS],
            last: u8::MAX,
        }
    }

    /// The state of a round view's trick play (hands, tricks so far, the trick in progress).
    pub fn from_round(rv: &RoundView, n: usize, rules: &Rules) -> PlayState {
        Self::from_table(rv, n, rules)
    }

    /// The state of a round's trick play from its open table (a view's or a game's).
    pub fn from_table(rv: &Table, n: usize, rules: &Rules) -> PlayState {
        let mut hands = [0u64; MAX_SEATS];
        for (i, h) in rv.hands.iter().enumerate().take(MAX_SEATS) {
            hands[i] = mask_of(h);
        }
        let played = rv.tricks.len() * n + rv.trick.plays.len();
        let in_hands: usize = rv.hands.iter().map(|h| h.len()).sum();
        let mut st = PlayState::start(n as u8, hands, rv.trick.leader.0);
        st.total = ((in_hands + played) / n.max(1)) as u8;
        for t in &rv.tricks {
            let w = t.winner.0;
            st.won[w as usize] += 1;
            for (_, c) in &t.plays {
                st.captured[w as usize] |= 1 << suit_index(c.suit());
            }
            st.last = w;
            st.done += 1;
        }
        for (_, c) in &rv.trick.plays {
            st.play(rules, cid(*c));
        }
        st
    }

    pub fn seat_to_play(&self) -> u8 {
        (self.leader + self.len) % self.n
    }

    pub fn led(&self) -> Option<Cid> {
        (self.len > 0).then_some(self.plays[0])
    }

    pub fn finished(&self) -> bool {
        self.done >= self.total
    }

    /// Tricks not yet completed (the one in progress included).
    pub fn remaining(&self) -> u8 {
        self.total.saturating_sub(self.done)
    }

    /// Plays `c` for the seat to play (the card must be in its hand and playable).
    pub fn play(&mut self, r: &Rules, c: Cid) {
        let p = self.seat_to_play() as usize;
        self.hands[p] &= !bit(c);
        let led = if self.len == 0 { c } else { self.plays[0] };
        let k = r.key(c, led);
        if self.len == 0 || k > self.best_key {
            self.best_key = k;
            self.best_pos = self.len;
        }
        self.plays[self.len as usize] = c;
        self.len += 1;
        self.trick_suits |= 1 << suit_of(c);
        if self.len >= self.n {
            let w = (self.leader + self.best_pos) % self.n;
            self.won[w as usize] += 1;
            self.captured[w as usize] |= self.trick_suits;
            self.last = w;
            self.leader = w;
            self.len = 0;
            self.best_key = 0;
            self.best_pos = 0;
            self.trick_suits = 0;
            self.done += 1;
        }
    }

    /// Whether `task` holds for `seat` (meaningful once the round is finished).
    pub fn met(&self, task: Task, seat: u8) -> bool {
        let s = seat as usize;
        let mine = self.won[s];
        let n = self.n as usize;
        match task {
            Task::Exactly(k) => mine == k,
            Task::NoSuit(x) => self.captured[s] & (1 << suit_index(x)) == 0,
            Task::Fewest => (0..n).all(|o| o == s || mine < self.won[o]),
            Task::Most => (0..n).all(|o| o == s || mine > self.won[o]),
            Task::LastTrick => self.finished() && self.last == seat,
            Task::NoTricks => mine == 0,
        }
    }

    /// Whether `seat` can still meet `task` from here (a quick, optimistic check).
    pub fn feasible(&self, task: Task, seat: u8) -> bool {
        let s = seat as usize;
        let mine = self.won[s];
        let left = self.remaining();
        let n = self.n as usize;
        match task {
            Task::Exactly(k) => mine <= k && mine + left >= k,
            Task::NoSuit(x) => self.captured[s] & (1 << suit_index(x)) == 0,
            Task::Fewest => (0..n).all(|o| o == s || mine <= self.won[o]),
            Task::Most => (0..n).all(|o| o == s || mine + left > self.won[o]),
            Task::LastTrick => !self.finished() || self.last == seat,
            Task::NoTricks => mine == 0,
        }
    }
}

/// Per seat: the task it pursues (`None` for the dealer).
pub type Tasks = [Option<Task>; MAX_SEATS];

/// What each seat gained in a finished round: a non-dealer met its task, the dealer claimed.
pub fn gains(st: &PlayState, tasks: &Tasks, dealer: u8) -> [bool; MAX_SEATS] {
    let mut g = [false; MAX_SEATS];
    let mut claim = false;
    for s in 0..st.n {
        if s == dealer {
            continue;
        }
        if let Some(t) = tasks[s as usize] {
            let ok = st.met(t, s);
            g[s as usize] = ok;
            if !ok && st.met(t, dealer) {
                claim = true;
            }
        }
    }
    g[dealer as usize] = claim;
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Seat, Trick};
    use crate::games::what_trump::cards::deck;

    /// The rules kept once per trump are the rules worked out afresh, for every choice.
    #[test]
    fn kept_rules_are_the_rules_of_each_trump() {
        let mut seen = 0;
        for t in Trump::each_choice() {
            assert_eq!(*Rules::of(t), Rules::new(t), "{t:?}");
            seen += 1;
        }
        assert_eq!(seen, 50);
    }

    #[test]
    fn cid_round_trips_and_rules_match_engine() {
        let d = deck();
        for (i, c) in d.iter().enumerate() {
            assert_eq!(cid(*c) as usize, i);
        }
        let mut rng = FastRng::new(3);
        for t in Trump::all_choices() {
            let r = Rules::new(t);
            for _ in 0..200 {
                // A random 4-card trick and a random 5-card hand.
                let mut pool: u64 = (1u64 << 36) - 1;
                let mut cards = Vec::new();
                for _ in 0..9 {
                    let c = rng.pick_bit(pool);
                    pool &= !bit(c);
                    cards.push(c);
                }
                let plays: Vec<(Seat, Card)> = cards[..4]
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| (Seat(i as u8), d[c as usize]))
                    .collect();
                let trick = Trick {
                    plays: plays.iter().copied().collect(),
                    ..Trick::new(Seat(0))
                };
                let mut st = PlayState::start(4, [0; 4], 0);
                st.total = 1;
                for &c in &cards[..4] {
                    st.play(&r, c);
                }
                assert_eq!(Seat(st.last), t.winner(&trick), "{t:?} {plays:?}");
                let hand: Vec<Card> = cards[4..].iter().map(|&c| d[c as usize]).collect();
                let led = d[cards[0] as usize];
                let want = mask_of(&t.playable(&hand, Some(led)));
                assert_eq!(r.playable(mask_of(&hand), Some(cards[0])), want);
            }
        }
    }
}
