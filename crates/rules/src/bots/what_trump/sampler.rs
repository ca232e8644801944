//! The search's sampler for What Trump?: states drawn from a seat's view as the game's own
//! sampling does, with the secret trump weighed by the dealer's open picks and by what the
//! grid says a dealer would set ([`grid_prior`]), and the other seats' hidden tasks by what
//! the Standard bot believes of them (its rollouts of the round and its model of their play).

use super::standard::draft::dealt_columns;
use super::standard::trump_choice::{grid_prior, GRID_SHARPNESS};
use super::standard::{eval, policy, sim, tasks};
use crate::games::what_trump::sample::{sample_from, trump_draws_with};
use crate::games::what_trump::state::COLUMNS;
use crate::games::what_trump::view::RoundView;
use crate::games::what_trump::{Task, View, WhatTrump};
use std::cell::RefCell;

/// Drafts simulated from the grid for the grid prior ([`grid_prior`]), and how sharply it
/// weighs the trumps, by the number of players. With 4, 256 drafts at sharpness 16 read the
/// dealer's trump better (its mean log chance −2.36 against −2.88 at 64 and 16, −2.68 at 64
/// and 8), and Expert won 49.6% of 700 games against 42.3% on seed 30 before; with 3 they
/// won no more than 64 drafts at sharpness 8 (docs/strength.md, "The grid prior").
fn grid_reading(players: usize) -> (usize, f64) {
    if players >= 4 {
        (256, 16.0)
    } else {
        (64, GRID_SHARPNESS)
    }
}

/// Draws states for one decision: a secret trump is drawn from what the grid and the dealer's
/// picks so far say of it ([`trump_draws_with`] and [`grid_prior`], worked out once), not
/// uniformly; the hidden tasks from [`task_beliefs`], also worked out once.
pub fn sampler<'a>(view: &'a View) -> Box<dyn FnMut(u64) -> WhatTrump + 'a> {
    let belief = trump_draws_with(view, |rv| {
        // Drawn from a seed the view fixes, so a decision repeats exactly.
        let seed = (rv.number as u64) << 32 ^ view.history().len() as u64 ^ 0x6A1D_5EED_0000_0001;
        Some(kept_grid_prior(rv, view.players(), seed))
    });
    let tasks = task_beliefs(view);
    Box::new(move |seed| sample_from(view, seed, belief.as_deref(), Some(&tasks)))
}

/// What a grid prior is worked out from: the grid as dealt (each column's cards), the dealer,
/// the number of players and the seed. The same for every draft decision of a round.
type PriorKey = ([u64; COLUMNS], u8, usize, u64);

/// Grid priors kept (the latest first): a game of bots in one thread asks for each round's
/// prior at every draft decision of every seat but the dealer.
const PRIORS_KEPT: usize = 4;

thread_local! {
    static PRIORS: RefCell<Vec<(PriorKey, Vec<f64>)>> = const { RefCell::new(Vec::new()) };
}

/// [`grid_prior`] of the round, worked out once for the round's draft: it depends on the grid
/// as dealt and the seed alone, so a kept one is exactly the one that would be worked out.
fn kept_grid_prior(rv: &RoundView, players: usize, seed: u64) -> Vec<f64> {
    let key = (dealt_columns(rv), rv.dealer.0, players, seed);
    if let Some(p) = PRIORS.with(|k| {
        k.borrow()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, p)| p.clone())
    }) {
        return p;
    }
    let (sims, sharpness) = grid_reading(players);
    let prior = grid_prior(rv, players, sims, sharpness, seed);
    PRIORS.with(|k| {
        let mut k = k.borrow_mut();
        k.insert(0, (key, prior.clone()));
        k.truncate(PRIORS_KEPT);
    });
    prior
}

/// Rollouts per candidate chip when judging which chip another seat chose (as Standard).
const PRIOR_RUNS: usize = 24;

/// How much likelier a play is under a task whose goal would have chosen it than under one
/// whose goal would not (Standard's model of the others' play, `bots::what_trump::standard`).
const PLAY_MISS: f64 = 0.35;

/// For each seat whose task is chosen but hidden from the view, each of its chips with the
/// running total of its chance (empty for the other seats). Standard's belief, the same for
/// every decision of the round: each chip as likely as rollouts of the round from the hands
/// as drafted say the seat meets it, sharpened by how well it explains the cards the seat has
/// played so far (a play the chip's goal would not have chosen costs [`PLAY_MISS`]). Worked
/// out from the view alone, with rollouts drawn from a seed the view fixes.
pub fn task_beliefs(view: &View) -> Vec<Vec<(Task, f64)>> {
    let players = view.players();
    let Some(rv) = view.round.as_ref() else {
        return Vec::new();
    };
    let hidden: Vec<bool> = (0..players)
        .map(|s| {
            rv.tasks.get(s).copied().flatten().is_none()
                && rv.task_chosen.get(s).copied().unwrap_or(false)
        })
        .collect();
    let options: Vec<Vec<Task>> = (0..players)
        .map(|s| {
            if hidden[s] {
                WhatTrump::distinct(&view.chips[s])
            } else {
                Vec::new()
            }
        })
        .collect();
    let running = |weigh: &dyn Fn(usize, Task) -> f64| -> Vec<Vec<(Task, f64)>> {
        options
            .iter()
            .enumerate()
            .map(|(s, o)| {
                let mut sum = 0.0;
                o.iter()
                    .map(|&t| {
                        sum += weigh(s, t);
                        (t, sum)
                    })
                    .collect()
            })
            .collect()
    };
    if options.iter().all(|o| o.len() < 2) {
        return running(&|_, _| 1.0);
    }
    let rules = sim::Rules::new(rv.trump.unwrap_or_default());
    // The trick play as it began (the hands as drafted) and every card played since.
    let (start, plays) = eval::play_record(rv, players);
    let opening = sim::PlayState::start(
        players as u8,
        start.hands,
        eval::first_leader(&start.hands, players as u8, &rules),
    );
    let seed = (rv.number as u64) << 32 ^ view.history().len() as u64 ^ 0x7A5C_0FFE_E000_0001;
    let mut rng = sim::FastRng::new(seed);
    let params = eval::Params::default();
    let mut belief = tasks::task_priors_from(view, &opening, &rules, PRIOR_RUNS, &mut rng, &params);
    let mut st = start;
    for (s, c) in plays {
        let seat = s as usize;
        if options.get(seat).is_some_and(|o| o.len() > 1)
            && rules.playable(st.hands[seat], st.led()).count_ones() > 1
        {
            for (task, w) in belief.seats[seat].iter_mut() {
                if policy::choose(&st, &rules, policy::task_goal(*task, &st, s)) != c {
                    *w *= PLAY_MISS;
                }
            }
        }
        st.play(&rules, c);
    }
    // Never quite ruled out (and any chip the belief lacks as likely as its best).
    running(&|s, t| {
        let seat = belief.seats.get(s).map(Vec::as_slice).unwrap_or_default();
        seat.iter()
            .find(|e| e.0 == t)
            .map(|e| e.1)
            .unwrap_or(1.0)
            .max(1e-9)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::what_trump::Standard;
    use crate::bots::{Bot, Budget};
    use crate::engine::{Game, Viewpoint};
    use crate::games::what_trump::{Options, Phase};

    /// A kept grid prior is exactly the one worked out afresh, round after round and seat
    /// after seat (the cache holds a few rounds; a new grid is never answered from an old).
    #[test]
    fn a_kept_grid_prior_is_the_one_worked_out() {
        let mut checked = 0;
        for seed in 0..3 {
            let mut g = WhatTrump::new(Options::default(), 70 + seed).expect("game");
            let mut bots: Vec<Standard> = (0..4).map(|s| Standard::new(seed * 8 + s)).collect();
            while let Some(seat) = g.to_act() {
                let view = g.view_from(Viewpoint::Seat(seat));
                if let Some(rv) = view.round.as_ref().filter(|_| g.phase() == Phase::Draft) {
                    let key = 11 + rv.number as u64;
                    let (sims, sharpness) = grid_reading(4);
                    let fresh = grid_prior(rv, 4, sims, sharpness, key);
                    assert_eq!(kept_grid_prior(rv, 4, key), fresh);
                    assert_eq!(kept_grid_prior(rv, 4, key), fresh, "asked again");
                    checked += 1;
                }
                let a = bots[seat.index()].decide(&view, Budget::millis(5));
                g.apply(seat, a).expect("legal");
                if g.hands_scored() >= 2 {
                    break;
                }
            }
        }
        assert!(checked >= 40, "{checked} draft decisions");
    }

    /// Standard players choose the chips they can meet and pursue them: by the middle of a
    /// round the belief gives each other player's true task far more than an even guess
    /// among its chips (about 0.6 against 0.2 on these games).
    #[test]
    fn hidden_tasks_are_read_from_the_hands_and_plays() {
        let (mut believed, mut even, mut seen) = (0.0, 0.0, 0);
        for seed in 0..4 {
            let mut g = WhatTrump::new(Options::default(), seed).expect("game");
            let mut bots: Vec<Standard> = (0..4).map(|s| Standard::new(seed * 8 + s)).collect();
            while let Some(seat) = g.to_act() {
                let view = g.view_from(Viewpoint::Seat(seat));
                let at_trick_5 = g.phase() == Phase::Play
                    && g.round()
                        .is_some_and(|r| r.tricks.len() == 4 && r.trick.plays.is_empty());
                if at_trick_5 {
                    let round = g.round().expect("a round");
                    let beliefs = task_beliefs(&view);
                    for (s, cumulative) in beliefs.iter().enumerate() {
                        if cumulative.is_empty() {
                            continue;
                        }
                        assert!(s != seat.index() && s != round.dealer.index());
                        let total = cumulative.last().expect("chips").1;
                        let truth = round.tasks[s].expect("chosen");
                        let mut before = 0.0;
                        for &(t, c) in cumulative {
                            assert!(g.chips()[s].contains(&t), "one of the seat's chips");
                            if t == truth {
                                believed += (c - before) / total;
                            }
                            before = c;
                        }
                        even += 1.0 / cumulative.len() as f64;
                        seen += 1;
                    }
                }
                let a = bots[seat.index()].decide(&view, Budget::millis(5));
                g.apply(seat, a).expect("legal");
                if g.hands_scored() >= 2 {
                    break;
                }
            }
        }
        assert!(seen >= 8, "{seen} beliefs");
        let (believed, even) = (believed / seen as f64, even / seen as f64);
        eprintln!("true tasks {believed:.3}, even {even:.3}, {seen} beliefs");
        assert!(
            believed > even + 0.25,
            "true tasks {believed:.2}, even {even:.2}"
        );
    }
}
