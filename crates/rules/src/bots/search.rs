//! Expert: one information-set search for every game (single-observer ISMCTS, after Cowling,
//! Powley and Whitehouse, "Information Set Monte Carlo Tree Search", 2012).
//!
//! The bot sees only its view. Each iteration draws a full state that agrees with that view
//! ([`Game::sample`]: its own hand, public plays, known voids, anything revealed; the rest at
//! random), then walks one tree shared by every sample: the tree's nodes are sequences of
//! actions, so what the bot learns is kept at the level of what it knows, not of one guess of
//! the hidden cards. An action legal in some samples only is judged only by the samples where
//! it is legal: each child counts how often it was *available* and UCB uses that count
//! instead of the parent's visits (the subset-armed bandit of the paper).
//! Another seat's choices are kept apart by what that seat alone knows in the sample
//! ([`Game::secret_key`], What Trump?'s secret tasks), so it is modelled as choosing by its
//! own secret rather than by an average over every secret it might hold.
//!
//! Below the tree a random playout runs to the end of the current hand (round) and is scored
//! there: each seat's gain over the hand against the others' average, squashed to 0…1; at the
//! end of the game, 1 for a winner and 0 otherwise. A game played for points by the hand
//! ([`Game::JUDGED_BY_POINTS`]: Truf, where every point is an exact bid made or missed)
//! scores each seat by its own gain alone, squashed the same way, at the end of the game too:
//! the bot plays to make its bid, not to make others miss theirs. Rewards are kept per seat,
//! and each node is judged by the seat that chose its action, so opponents search for their
//! own good ([`super::search_reward`]).
//!
//! A decision the game judges with its own model ([`Game::judged_by_the_game`]: a draft whose
//! effect reaches far past the hand, a bid tried over many deals) is not searched: the bot
//! takes the model's best, and a hint shows the model's chances.
//!
//! It stops at the iteration limit, at the time limit (given a clock: see [`super::clock`]),
//! or early once the most visited action cannot be overtaken in the iterations left.

use super::clock::{self, Deadline};
use super::random::BotRng;
use super::search_reward::rewards;
use super::{Bot, BotGame, Budget};
#[cfg(doc)]
use crate::engine::Game;
use crate::engine::Seat;

/// How much the search explores (UCB1's constant for rewards in 0…1).
const EXPLORATION: f64 = 0.7;

/// Expert's thinking limits besides the budget's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// Most iterations per decision, unless the budget names a number.
    pub iterations: u32,
    /// Whether the budget's time counts too (it needs a clock: see [`super::clock`]).
    pub use_clock: bool,
}

impl Default for SearchLimits {
    /// The budget's time, and at most 20,000 iterations; with no clock (the browser's page
    /// before the bot worker lends one) 1,500 iterations.
    fn default() -> Self {
        if clock::available() {
            SearchLimits {
                iterations: 20_000,
                use_clock: true,
            }
        } else {
            SearchLimits {
                iterations: 1_500,
                use_clock: false,
            }
        }
    }
}

struct Node<A> {
    /// The action that leads here from the parent (none at the root).
    action: Option<A>,
    /// The seat that chose it.
    seat: Option<Seat>,
    /// What that seat knew that others may not ([`Game::secret_key`]) when it chose.
    key: u64,
    children: Vec<usize>,
    visits: u32,
    /// How often this node's action was legal when its parent was passed through.
    available: u32,
    /// Sum of the rewards of `seat`.
    reward: f64,
    /// Sum of the points `seat` gained from the decision to the end of the playout.
    gain: f64,
}

impl<A> Node<A> {
    fn new(action: Option<A>, seat: Option<Seat>, key: u64) -> Self {
        Node {
            action,
            seat,
            key,
            children: Vec::new(),
            visits: 0,
            available: if seat.is_some() { 1 } else { 0 },
            reward: 0.0,
            gain: 0.0,
        }
    }
}

/// The Expert bot for any game.
pub struct Expert {
    rng: BotRng,
    limits: SearchLimits,
    /// Iterations run so far, over every decision (for speed figures).
    iterations: u64,
}

impl Expert {
    pub fn new(seed: u64) -> Self {
        Expert {
            rng: BotRng::new(seed),
            limits: SearchLimits::default(),
            iterations: 0,
        }
    }

    pub fn with_limits(seed: u64, limits: SearchLimits) -> Self {
        Expert {
            rng: BotRng::new(seed),
            limits,
            iterations: 0,
        }
    }

    /// Iterations run so far, over every decision.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// The root's actions with their visits and mean reward for the bot, most visited first
    /// (what a hint shows); for a decision the game judges beyond the hand, the game's
    /// judgement, best first (no visits).
    pub fn ranked<G: BotGame>(&mut self, view: &G::View, budget: Budget) -> Vec<Ranked<G::Action>> {
        if let Some(judged) = G::judged_by_the_game(view) {
            return judged
                .into_iter()
                .map(|j| Ranked {
                    action: j.action,
                    visits: 0,
                    value: j.chance.clamp(0.0, 1.0),
                    gain: j.gain,
                })
                .collect();
        }
        // The time counts from the question, so drawing the sampler's pool is inside it.
        let deadline = self.deadline(budget);
        let mut sampler = G::sampler(view);
        let tree = self.search::<G>(&mut sampler, budget, deadline);
        rank(&tree)
    }

    /// When the search stops for time: the budget from now, less a twentieth kept for what
    /// follows the search (ranking its tree and the answer's way back to the table), so a
    /// decision of 1 s is answered within 1 s.
    fn deadline(&self, budget: Budget) -> Deadline {
        if self.limits.use_clock {
            Deadline::after_ms(budget.millis.saturating_sub(budget.millis / 20))
        } else {
            Deadline::none()
        }
    }

    /// The all-seeing reference: the same search over the true state, every hidden card
    /// known (for `trumps simulate` only, as the ceiling Expert is measured against; never
    /// offered in the app).
    pub fn decide_seeing<G: BotGame>(&mut self, game: &G, budget: Budget) -> Option<G::Action> {
        // A decision the game judges beyond the hand is judged the same way (it hides nothing
        // the reference could read: What Trump?'s chip draft is in the open).
        if let Some(judged) = game
            .to_act()
            .and_then(|seat| G::judged_by_the_game(&game.view_of(seat)))
        {
            return judged.into_iter().next().map(|j| j.action);
        }
        let deadline = self.deadline(budget);
        let tree = self.search::<G>(&mut |_| game.clone(), budget, deadline);
        rank(&tree).into_iter().next().map(|r| r.action)
    }

    fn search<G: BotGame>(
        &mut self,
        sample: &mut dyn FnMut(u64) -> G,
        budget: Budget,
        deadline: Deadline,
    ) -> Vec<Node<G::Action>> {
        let mut tree: Vec<Node<G::Action>> = vec![Node::new(None, None, 0)];
        // Without a clock the search's own cap holds too: nothing else would stop it.
        let limit = match budget.iterations {
            Some(n) if self.limits.use_clock => n,
            Some(n) => n.min(self.limits.iterations),
            None => self.limits.iterations,
        }
        .max(1);
        let mut legal: Vec<G::Action> = Vec::new();
        let mut untried: Vec<usize> = Vec::new();
        let mut path: Vec<usize> = Vec::new();
        for done in 0..limit {
            if done % 64 == 63 && (deadline.over() || settled(&tree, limit - done)) {
                break;
            }
            self.iterations += 1;
            let mut game = sample(self.rng.next_u64());
            // The end of the hand: the next time a hand is scored (a game's first decisions,
            // such as What Trump?'s chip draft, come before its first hand begins).
            let scored = game.hands_scored();
            let before = game.scores();
            let placed = game.standing();
            path.clear();
            path.push(0);
            let mut node = 0;
            // Selection and expansion.
            while let Some(seat) = game.to_act() {
                game.legal_actions_into(&mut legal);
                if legal.is_empty() {
                    break;
                }
                untried.clear();
                let key = game.secret_key(seat);
                for (i, a) in legal.iter().enumerate() {
                    match tree[node]
                        .children
                        .iter()
                        .find(|&&c| tree[c].key == key && tree[c].action.as_ref() == Some(a))
                    {
                        Some(&c) => tree[c].available += 1,
                        None => untried.push(i),
                    }
                }
                if !untried.is_empty() {
                    let pick = untried[self.rng.below(untried.len())];
                    let action = legal[pick].clone();
                    if game.apply(seat, action.clone()).is_err() {
                        break;
                    }
                    let child = tree.len();
                    tree.push(Node::new(Some(action), Some(seat), key));
                    tree[node].children.push(child);
                    path.push(child);
                    break;
                }
                let best = best_child(&tree, node, &legal, key);
                let Some(action) = tree[best].action.clone() else {
                    break;
                };
                if game.apply(seat, action).is_err() {
                    break;
                }
                node = best;
                path.push(node);
            }
            play_out_hand(&mut game, scored, &mut legal, || self.rng.next_u64());
            let (rewards, gains) = rewards(&game, &before, &placed);
            for &n in &path {
                let node = &mut tree[n];
                node.visits += 1;
                if let Some(s) = node.seat {
                    node.reward += rewards.get(s.index()).copied().unwrap_or(0.0);
                    node.gain += gains.get(s.index()).copied().unwrap_or(0.0);
                }
            }
        }
        tree
    }
}

/// Plays `game` on with its playout policy ([`BotGame::playout_pick`], given random bits from
/// `bits`) until the hand after `scored` hands is scored, or no one acts; `buf` holds the
/// legal actions.
pub(super) fn play_out_hand<G: BotGame>(
    game: &mut G,
    scored: usize,
    buf: &mut Vec<G::Action>,
    mut bits: impl FnMut() -> u64,
) {
    while let Some(seat) = game.to_act() {
        if game.hands_scored() != scored {
            break;
        }
        game.legal_actions_into(buf);
        if buf.is_empty() {
            break;
        }
        let pick = game.playout_pick(buf, bits());
        let a = buf[pick.min(buf.len() - 1)].clone();
        if game.apply(seat, a).is_err() {
            break;
        }
    }
}

/// The root's actions with their visits and mean reward, most visited first.
fn rank<A: Clone>(tree: &[Node<A>]) -> Vec<Ranked<A>> {
    let mut out: Vec<Ranked<A>> = tree[0]
        .children
        .iter()
        .filter_map(|&c| {
            let n = &tree[c];
            let per = |sum: f64| {
                if n.visits == 0 {
                    0.0
                } else {
                    sum / f64::from(n.visits)
                }
            };
            Some(Ranked {
                action: n.action.clone()?,
                visits: n.visits,
                value: per(n.reward),
                gain: per(n.gain),
            })
        })
        .collect();
    out.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
    out
}

/// One of the root's actions as the search judged it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked<A> {
    pub action: A,
    pub visits: u32,
    /// The mean reward for the bot (0…1: its chance of doing better than the others).
    pub value: f64,
    /// The points the bot gained on average from here to the end of the hand.
    pub gain: f64,
}

impl<G: BotGame> Bot<G> for Expert {
    fn decide(&mut self, view: &G::View, budget: Budget) -> G::Action {
        let ranked = self.ranked::<G>(view, budget);
        match ranked.into_iter().next() {
            Some(r) => r.action,
            // No iteration could run (a view with nothing to decide): the first legal action
            // of any state that agrees with the view.
            None => {
                let g = G::sample(view, self.rng.next_u64());
                g.legal_actions()
                    .into_iter()
                    .next()
                    .expect("Expert asked to decide with no legal action")
            }
        }
    }

    fn iterations(&self) -> u64 {
        self.iterations
    }
}

/// The child of `node` among those whose action is in `legal` and chosen knowing `key` with
/// the best UCB score for the seat that chooses it.
fn best_child<A: PartialEq>(tree: &[Node<A>], node: usize, legal: &[A], key: u64) -> usize {
    let mut best = (f64::MIN, tree[node].children[0]);
    for &c in &tree[node].children {
        let n = &tree[c];
        if n.key != key || !n.action.as_ref().is_some_and(|a| legal.contains(a)) {
            continue;
        }
        let visits = f64::from(n.visits.max(1));
        let score =
            n.reward / visits + EXPLORATION * (f64::from(n.available.max(1)).ln() / visits).sqrt();
        if score > best.0 {
            best = (score, c);
        }
    }
    best.1
}

/// Whether the root's most visited action can no longer be overtaken in `left` iterations.
fn settled<A>(tree: &[Node<A>], left: u32) -> bool {
    let mut visits: Vec<u32> = tree[0].children.iter().map(|&c| tree[c].visits).collect();
    if visits.len() < 2 {
        return visits.len() == 1 && tree[0].visits > 64;
    }
    visits.sort_unstable_by(|a, b| b.cmp(a));
    visits[0] > visits[1] + left
}
