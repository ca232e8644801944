//! The card draft. The dealer knows the trump; everyone else infers it from the dealer's
//! picks (a probability over the 50 trump choices). Each candidate card is judged by
//! finishing the draft at random many times (trump drawn from that belief), choosing our task
//! for the hand we end up with and playing the round out.

use super::eval::{chip_weights, distinct, first_leader, power, utility, Params};
use super::policy::rollout;
use super::sim::{bit, cid, gains, mask_of, FastRng, PlayState, Rules, Tasks, MAX_SEATS};
pub use crate::games::what_trump::belief::trump_belief;
use crate::games::what_trump::state::{COLUMNS, COLUMN_SIZE};
use crate::games::what_trump::view::RoundView;
use crate::games::what_trump::{Card, Task, View};

/// In simulated drafts, how often a dealer takes its strongest card (else a random one).
const DEALER_GREEDY: f64 = 0.7;

/// The draft as bit sets: what is left in each column and who holds what.
#[derive(Clone, Copy, Debug)]
pub struct DraftState {
    pub n: u8,
    pub cols: [u64; COLUMNS],
    pub hands: [u64; MAX_SEATS],
    /// Marker seat of each column (future ones drawn at random).
    pub markers: [u8; COLUMNS],
    pub active: usize,
}

/// Each column's marker: those `known` as revealed, the rest drawn at random (with 3 players
/// every seat is the marker of exactly 3 columns).
fn draw_markers(
    known: &[Option<crate::engine::Seat>],
    n: usize,
    rng: &mut FastRng,
) -> [u8; COLUMNS] {
    let mut markers = [0u8; COLUMNS];
    let mut left = [3usize; MAX_SEATS];
    let mut unknown = Vec::new();
    for (i, m) in markers.iter_mut().enumerate() {
        match known.get(i).copied().flatten() {
            Some(s) => {
                *m = s.0;
                let k = s.index().min(MAX_SEATS - 1);
                left[k] = left[k].saturating_sub(1);
            }
            None => unknown.push(i),
        }
    }
    if n == 3 {
        let mut pool: Vec<u8> = (0..3u8)
            .flat_map(|s| std::iter::repeat_n(s, left[s as usize]))
            .collect();
        for &i in &unknown {
            if pool.is_empty() {
                markers[i] = rng.below(3) as u8;
                continue;
            }
            let j = rng.below(pool.len());
            markers[i] = pool.swap_remove(j);
        }
    } else {
        for &i in &unknown {
            markers[i] = rng.below(n) as u8;
        }
    }
    markers
}

/// Each column of the round's grid as dealt, as a set of cards.
pub fn dealt_columns(rv: &RoundView) -> [u64; COLUMNS] {
    let mut cols = [0u64; COLUMNS];
    for (i, c) in rv.grid.iter().enumerate().take(COLUMNS) {
        cols[i] = mask_of(c);
    }
    cols
}

impl DraftState {
    /// The draft as the view shows it, with the markers not yet revealed drawn at random
    /// (with 3 players every seat is the marker of exactly 3 columns).
    pub fn sample(rv: &RoundView, n: usize, rng: &mut FastRng) -> DraftState {
        let mut cols = [0u64; COLUMNS];
        for (i, c) in rv.columns.iter().enumerate().take(COLUMNS) {
            cols[i] = mask_of(c);
        }
        let mut hands = [0u64; MAX_SEATS];
        for (i, h) in rv.hands.iter().enumerate().take(MAX_SEATS) {
            hands[i] = mask_of(h);
        }
        let markers = draw_markers(&rv.markers, n, rng);
        DraftState {
            n: n as u8,
            cols,
            hands,
            markers,
            active: rv.active_column.unwrap_or(0),
        }
    }

    /// The draft as it stood when the dealer set the trump: the grid as dealt, no hand yet,
    /// every marker drawn at random.
    pub fn dealt(rv: &RoundView, n: usize, rng: &mut FastRng) -> DraftState {
        DraftState {
            n: n as u8,
            cols: dealt_columns(rv),
            hands: [0; MAX_SEATS],
            markers: draw_markers(&[], n, rng),
            active: 0,
        }
    }

    /// The seat to pick next, or `None` once every column is empty.
    pub fn drafter(&mut self) -> Option<u8> {
        while self.active < COLUMNS && self.cols[self.active] == 0 {
            self.active += 1;
        }
        if self.active >= COLUMNS {
            return None;
        }
        let taken = COLUMN_SIZE as u8 - self.cols[self.active].count_ones() as u8;
        Some((self.markers[self.active] + taken) % self.n)
    }

    pub fn take(&mut self, seat: u8, c: u8) {
        self.cols[self.active] &= !bit(c);
        self.hands[seat as usize] |= bit(c);
    }

    /// Finishes the draft: the dealer (knowing the trump) mostly takes its strongest card,
    /// everyone else picks at random.
    pub fn finish(&mut self, dealer: u8, r: &Rules, rng: &mut FastRng) {
        while let Some(s) = self.drafter() {
            let col = self.cols[self.active];
            let c = if s == dealer && rng.chance(DEALER_GREEDY) {
                super::sim::bits(col)
                    .max_by(|&a, &b| power(r, a).total_cmp(&power(r, b)))
                    .unwrap_or(0)
            } else {
                rng.pick_bit(col)
            };
            self.take(s, c);
        }
    }
}

/// Every other non-dealer's task drawn from its chips (uniformly).
pub fn random_tasks(chips: &[Vec<Task>], dealer: u8, rng: &mut FastRng) -> Tasks {
    let mut t: Tasks = [None; MAX_SEATS];
    for (s, c) in chips.iter().enumerate().take(MAX_SEATS) {
        if s as u8 != dealer && !c.is_empty() {
            t[s] = Some(c[rng.below(c.len())]);
        }
    }
    t
}

/// Plays a finished draft out and returns the gains; `me` (a non-dealer) first picks its task
/// among `mine` by one quick rollout each.
#[allow(clippy::too_many_arguments)]
pub fn play_out_draft(
    d: &DraftState,
    r: &Rules,
    dealer: u8,
    me: u8,
    mine: &[Task],
    mut tasks: Tasks,
    rng: &mut FastRng,
    noise: f64,
) -> (Tasks, PlayState) {
    let n = d.n;
    let st0 = PlayState::start(n, d.hands, first_leader(&d.hands, n, r));
    if me != dealer && !mine.is_empty() {
        let mut best = (-1.0, mine[0]);
        for &t in mine {
            tasks[me as usize] = Some(t);
            let mut s = st0;
            rollout(&mut s, r, &tasks, dealer, rng, noise);
            let score = if s.met(t, me) { 1.0 } else { 0.0 } + 0.1 * rng.unit();
            if score > best.0 {
                best = (score, t);
            }
        }
        tasks[me as usize] = Some(best.1);
    }
    let mut s = st0;
    rollout(&mut s, r, &tasks, dealer, rng, noise);
    (tasks, s)
}

pub fn pick_card(view: &View, units: usize, rng: &mut FastRng, p: &Params) -> Option<Card> {
    let cards = view.legal_cards();
    let rv = view.round.as_ref()?;
    if cards.len() <= 1 {
        return cards.first().copied();
    }
    let me = view.seat.0;
    let dealer = rv.dealer.0;
    let n = view.players();
    let belief = trump_belief(rv, view.history());
    let weights: Vec<f64> = belief.iter().map(|b| b.1).collect();
    let rules: Vec<Rules> = belief.iter().map(|b| Rules::new(b.0)).collect();
    let mine = distinct(
        view.chips
            .get(me as usize)
            .map(|c| c.as_slice())
            .unwrap_or(&[]),
    );
    let chips: Vec<Vec<Task>> = view.chips.iter().map(|c| distinct(c)).collect();
    let w = chip_weights(view);
    // Work per candidate per scenario: finishing the draft, then one rollout per chip to
    // choose our task (not as the dealer) and one to score.
    let cost = if me == dealer { 2 } else { mine.len() + 2 };
    let mut evals = units / cost.max(1);
    // Successive halving: every candidate plays the same scenarios; after each stage the
    // worse half is dropped and the rest get more scenarios.
    let mut alive: Vec<usize> = (0..cards.len()).collect();
    let stages = (usize::BITS - (cards.len() - 1).leading_zeros()) as usize;
    let mut sums = vec![0.0; cards.len()];
    for stage in 0..stages {
        let share = evals / (stages - stage);
        evals -= share;
        let scenarios = (share / alive.len()).clamp(2, 1000);
        for _ in 0..scenarios {
            let seed = rng.next_u64();
            let mut fr = FastRng::new(seed);
            let r = &rules[fr.weighted(&weights)];
            let base = DraftState::sample(rv, n, &mut fr);
            let tasks = random_tasks(&chips, dealer, &mut fr);
            let inner = fr.next_u64();
            for &j in &alive {
                let mut d = base;
                d.take(me, cid(cards[j]));
                let mut f2 = FastRng::new(inner);
                d.finish(dealer, r, &mut f2);
                let (t, s) = play_out_draft(&d, r, dealer, me, &mine, tasks, &mut f2, p.noise);
                sums[j] += utility(&gains(&s, &t, dealer), me, &w, s.n, p.alpha);
            }
        }
        if stage + 1 < stages {
            alive.sort_unstable_by(|&a, &b| sums[b].total_cmp(&sums[a]).then(a.cmp(&b)));
            alive.truncate(alive.len().div_ceil(2));
            alive.sort_unstable();
        }
    }
    let best = alive.iter().copied().fold(
        alive[0],
        |b, j| if sums[j] > sums[b] + 1e-9 { j } else { b },
    );
    Some(cards[best])
}
