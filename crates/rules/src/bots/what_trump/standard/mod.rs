//! "Standard": a heuristic What Trump? player that pursues its tasks.
//!
//! - chip draft ([`chips`]): the chip that keeps the expected number of rounds to clear our
//!   set lowest, simulated with measured chances of meeting each task ([`chip_table`](crate::games::what_trump::chip_table));
//! - trump choice ([`trump_choice`]): the trump under which the dealer, the only one who knows
//!   it during the draft, ends up strongest in simulated drafts;
//! - card draft ([`draft`]): the dealer knows the trump; the others hold a belief over the 50
//!   choices (earlier rounds' trumps, and the dealer's picks under an unknown dealer style).
//!   Each candidate card is judged by finishing the draft at random, choosing our task for the
//!   resulting hand and playing the round out (successive halving over the candidates);
//! - task choice ([`tasks`]): every hand is public after the draft, so each of our chips is
//!   judged by rollouts of the round, with the others' hidden tasks drawn from a belief (each
//!   favours the chips it is likelier to meet);
//! - card play ([`play`]): flat Monte Carlo over the legal cards; the others' tasks are drawn
//!   from that belief, sharpened by how well each task explains their plays so far. The score
//!   is our own gain minus half of everyone else's (the dealer's claim included), each
//!   weighted by how close its seat is to winning;
//! - dealer's discard ([`chips`]): the chip hardest to meet later.
//!
//! Rollouts use a compact bit-set model of the play ([`sim`]) and a fast goal-driven policy
//! with some random moves ([`policy`]). The bot never looks at more than its seat's view, and
//! its randomness comes from its own seeded generator, so its play is reproducible. The budget
//! bounds the work (number of rollouts), never wall-clock time, so it plays the same natively
//! and in wasm. The constants in [`eval::Params`] were set by Standard-vs-Standard matches
//! (`experiments.rs`).

mod chips;
pub(crate) mod draft;
pub(crate) mod eval;
mod play;
pub(crate) mod policy;
pub(crate) mod sim;
pub(crate) mod tasks;
pub(crate) mod trump_choice;

use crate::bots::random::BotRng;
use crate::bots::{Bot, Budget};
use crate::games::what_trump::{Action, Phase, View, WhatTrump};
use eval::{Params, TaskBelief};
use sim::FastRng;

/// Rollouts of a round per millisecond of budget: native release builds use a small part of
/// the budget for this many, so wasm on a slow device stays well inside it.
const UNITS_PER_MS: usize = 10;

/// Rollouts per candidate task (at most) when estimating which chip each other player chose.
const PRIOR_RUNS: usize = 24;

pub struct Standard {
    rng: BotRng,
    params: Params,
    /// Beliefs about the other players' tasks at the start of this round's play.
    priors: Option<(RoundKey, TaskBelief)>,
}

/// Identifies a round of a game from one seat (rounds scored so far, round number, seat).
type RoundKey = (usize, usize, u8);

impl crate::bots::random::Seeded for Standard {
    fn seeded(seed: u64) -> Self {
        Standard::new(seed)
    }
}

impl Standard {
    pub fn new(seed: u64) -> Self {
        Self::with_params(seed, Params::default())
    }

    /// A Standard bot with other constants (for tuning experiments).
    pub(crate) fn with_params(seed: u64, params: Params) -> Self {
        Standard {
            rng: BotRng::new(seed),
            params,
            priors: None,
        }
    }

    fn priors(&mut self, view: &View, units: usize, rng: &mut FastRng) -> TaskBelief {
        let key = (
            view.history().len(),
            view.round.as_ref().map(|r| r.number).unwrap_or(0),
            view.seat.0,
        );
        match &self.priors {
            Some((k, b)) if *k == key => b.clone(),
            _ => {
                let runs = (units / 20).clamp(4, PRIOR_RUNS);
                let b = tasks::task_priors(view, runs, rng, &self.params);
                self.priors = Some((key, b.clone()));
                b
            }
        }
    }

    fn think(&mut self, view: &View, budget: Budget) -> Option<Action> {
        let units = (budget.millis as usize * UNITS_PER_MS).max(16);
        let mut rng = FastRng::new(self.rng.next_u64());
        let p = self.params;
        match view.phase {
            Phase::ChipDraft => {
                chips::pick_chip(view, &mut rng).map(|task| Action::PickChip { task })
            }
            Phase::ChooseTrump => trump_choice::choose_trump(view, units, &mut rng)
                .map(|trump| Action::SetTrump { trump }),
            Phase::Draft => draft::pick_card(view, scaled(units, p.draft_work), &mut rng, &p)
                .map(|card| Action::Draft { card }),
            Phase::ChooseTasks => {
                let priors = self.priors(view, units, &mut rng);
                Some(Action::ChooseTask {
                    task: tasks::choose_task(
                        view,
                        &priors,
                        scaled(units, p.task_work),
                        &mut rng,
                        &p,
                    ),
                })
            }
            Phase::Play => {
                let mut belief = self.priors(view, units, &mut rng);
                let rv = view.round.as_ref()?;
                let r = sim::Rules::new(rv.trump.unwrap_or_default());
                eval::update_with_plays(&mut belief, rv, view.players(), &r, view.seat.0);
                play::choose_card(view, &belief, scaled(units, p.play_work), &mut rng, &p)
                    .map(|card| Action::Play { card })
            }
            Phase::DealerDiscard => chips::discard(view).map(|task| Action::DealerDiscard { task }),
            Phase::GameOver => None,
        }
    }
}

/// A share of the budget's work (at least a little).
fn scaled(units: usize, share: f64) -> usize {
    ((units as f64 * share) as usize).max(16)
}

impl Bot<WhatTrump> for Standard {
    fn decide(&mut self, view: &View, budget: Budget) -> Action {
        // Never random with a consistent view; any legal action keeps the game going.
        let choice = self.think(view, budget);
        self.rng.legal_or_random(choice, &view.legal)
    }
}

#[cfg(test)]
mod experiments;
