//! "Standard": a heuristic What Trump? player that pursues its tasks.
//!
//! - chip draft ([`chips`]): easy chips first, spread over the kinds of hand they suit;
//! - trump choice ([`trump_choice`]): the trump the dealer can collect best while the others
//!   draft blind;
//! - card draft ([`draft`]): the dealer knows the trump, the others infer it from the dealer's
//!   picks; each candidate card is judged by finishing the draft and playing the round out;
//! - task choice ([`tasks`]): every hand is public after the draft, so each chip is judged by
//!   rollouts of the round;
//! - card play ([`play`]): flat Monte Carlo over the legal cards, drawing the others' hidden
//!   tasks from a belief built from their chips and their plays so far;
//! - dealer's discard ([`chips`]): the chip hardest to meet later.
//!
//! Rollouts use a compact bit-set model of the play ([`sim`]) and a fast goal-driven policy
//! ([`policy`]). The bot never looks at more than its seat's view, and its randomness comes
//! from its own seeded generator, so its play is reproducible. The budget bounds the work
//! (number of rollouts), never wall-clock time, so it behaves the same natively and in wasm.

mod chips;
mod draft;
mod eval;
mod play;
mod policy;
mod sim;
mod tasks;
mod trump_choice;

use crate::bots::random::BotRng;
use crate::bots::{Bot, Budget};
use crate::games::what_trump::{Action, Phase, View, WhatTrump};
use eval::TaskBelief;
use sim::FastRng;

/// Rollouts of a round per millisecond of budget: native release builds use a small part of
/// the budget for this many, so wasm on a slow device stays well inside it.
const UNITS_PER_MS: usize = 10;

/// Rollouts per candidate task when estimating which chip each other player chose.
const PRIOR_RUNS: usize = 24;

pub struct Standard {
    rng: BotRng,
    /// Beliefs about the other players' tasks at the start of this round's play.
    priors: Option<(RoundKey, TaskBelief)>,
}

/// Identifies a round of a game (rounds scored so far, round number).
type RoundKey = (usize, usize);

impl Standard {
    pub fn new(seed: u64) -> Self {
        Standard {
            rng: BotRng::new(seed),
            priors: None,
        }
    }

    fn priors(&mut self, view: &View, rng: &mut FastRng) -> TaskBelief {
        let key = (
            view.history.len(),
            view.round.as_ref().map(|r| r.number).unwrap_or(0),
        );
        match &self.priors {
            Some((k, b)) if *k == key => b.clone(),
            _ => {
                let b = tasks::task_priors(view, PRIOR_RUNS, rng);
                self.priors = Some((key, b.clone()));
                b
            }
        }
    }

    fn think(&mut self, view: &View, budget: Budget) -> Option<Action> {
        let units = (budget.millis as usize * UNITS_PER_MS).max(16);
        let mut rng = FastRng::new(self.rng.next_u64());
        match view.phase {
            Phase::ChipDraft => chips::pick_chip(view).map(|task| Action::PickChip { task }),
            Phase::ChooseTrump => trump_choice::choose_trump(view, units, &mut rng)
                .map(|trump| Action::SetTrump { trump }),
            Phase::Draft => {
                draft::pick_card(view, units, &mut rng).map(|card| Action::Draft { card })
            }
            Phase::ChooseTasks => {
                let priors = self.priors(view, &mut rng);
                Some(Action::ChooseTask {
                    task: tasks::choose_task(view, &priors, units, &mut rng),
                })
            }
            Phase::Play => {
                let mut belief = self.priors(view, &mut rng);
                let rv = view.round.as_ref()?;
                let r = sim::Rules::new(rv.trump.unwrap_or_default());
                eval::update_with_plays(&mut belief, rv, view.players(), &r, view.seat.0);
                play::choose_card(view, &belief, units, &mut rng).map(|card| Action::Play { card })
            }
            Phase::DealerDiscard => chips::discard(view).map(|task| Action::DealerDiscard { task }),
            Phase::GameOver => None,
        }
    }
}

impl Bot<WhatTrump> for Standard {
    fn decide(&mut self, view: &View, budget: Budget) -> Action {
        match self.think(view, budget) {
            Some(a) if view.legal.contains(&a) => a,
            // Never reached with a consistent view; any legal action keeps the game going.
            _ => view.legal[self.rng.below(view.legal.len())],
        }
    }
}

#[cfg(test)]
mod experiments {
    use super::eval::{first_leader, NOISE};
    use super::policy::rollout;
    use super::sim::{FastRng, PlayState, Rules, Tasks};
    use crate::games::what_trump::{Task, Trump};

    /// Rollout speed (run with `--ignored --nocapture`, release).
    #[test]
    #[ignore]
    fn rollout_speed() {
        let mut rng = FastRng::new(1);
        let t = std::time::Instant::now();
        let mut k = 0u64;
        let choices = Trump::all_choices();
        for i in 0..20_000 {
            let r = Rules::new(choices[i % 50]);
            let mut hands = [0u64; 4];
            let mut left: u64 = (1 << 36) - 1;
            for c in 0..36 {
                let x = rng.pick_bit(left);
                left &= !(1u64 << x);
                hands[c % 4] |= 1 << x;
            }
            let tasks: Tasks = [
                None,
                Some(Task::Exactly(2)),
                Some(Task::Fewest),
                Some(Task::Most),
            ];
            let mut st = PlayState::start(4, hands, first_leader(&hands, 4, &r));
            rollout(&mut st, &r, &tasks, 0, &mut rng, NOISE);
            k += st.won[1] as u64;
        }
        println!(
            "{:.2} µs per rollout ({k})",
            t.elapsed().as_secs_f64() * 1e6 / 20_000.0
        );
    }
}
