//! A full What Trump? state that agrees with one seat's view, for search bots: everything in
//! the view is kept (hands are public, every draft pick was made in the open); what the seat
//! cannot know is drawn: the trump if the seat is not the dealer during the draft (uniformly
//! in [`sample`]; in the search's sampler, as likely as the dealer's open picks and a prior the
//! bots work out make it: [`trump_draws_with`]), the other players' chosen tasks (uniformly in [`sample`]; in the search's
//! sampler, as the Standard bot believes them, a belief the bots work out: [`sample_from`]
//! takes it), the markers of columns not yet reached (with 3 players keeping every seat at
//! three), and the future deals.

use super::belief::trump_belief;
use super::state::{Markers, Phase, Round, WhatTrump, COLUMNS};
use super::tasks::Task;
use super::trump::Trump;
use super::view::{RoundView, View};
use crate::engine::{GameRng, Seat};
use std::collections::VecDeque;
use triomphe::Arc;

/// One state drawn cheaply: the secret trump and the hidden tasks uniformly (each of a seat's
/// distinct chips alike). The search draws through its sampler, which weighs both once per
/// decision.
pub fn sample(view: &View, seed: u64) -> WhatTrump {
    sample_from(view, seed, None, None)
}

/// The secret trump as a search's sampler draws it: each choice with a running total of its
/// chance as the dealer's picks so far make it ([`trump_belief`]), weighed by a `prior` over
/// the 50 choices (in [`Trump::all_choices`] order, as the belief) that the bots work out from
/// the round's view (what the grid says of the trump a dealer would set); `None` from it
/// weighs nothing. `None` when the view shows the trump or there is none yet. What a search's
/// sampler passes to [`sample_from`].
pub fn trump_draws_with(
    view: &View,
    prior: impl FnOnce(&RoundView) -> Option<Vec<f64>>,
) -> Option<Vec<(Trump, f64)>> {
    let r = view
        .round
        .as_ref()
        .filter(|r| r.trump.is_none() && r.trump_set)?;
    let prior = prior(r).unwrap_or_default();
    let belief = trump_belief(r, view.history());
    debug_assert!(
        prior.is_empty() || prior.len() == belief.len(),
        "a prior for each trump choice"
    );
    let mut sum = 0.0;
    Some(
        belief
            .into_iter()
            .enumerate()
            .map(|(i, (t, p))| {
                sum += p * prior.get(i).copied().unwrap_or(1.0);
                (t, sum)
            })
            .collect(),
    )
}

/// A state as [`sample`] draws it; `belief`, if given, holds each trump choice with the
/// running total of the chances up to it; `task_belief`, if given, each seat's hidden task
/// likewise (else each of its distinct chips alike).
pub fn sample_from(
    view: &View,
    seed: u64,
    belief: Option<&[(Trump, f64)]>,
    task_belief: Option<&[Vec<(Task, f64)>]>,
) -> WhatTrump {
    let mut rng = GameRng::new(seed);
    let players = view.players();
    let first_dealer = view
        .history()
        .first()
        .map(|s| s.dealer)
        .or_else(|| {
            view.round
                .as_ref()
                .filter(|r| r.number == 1)
                .map(|r| r.dealer)
        })
        .unwrap_or(view.dealer);
    let round = view.round.as_ref().map(|r| {
        let trump = match r.trump {
            Some(t) => Some(t),
            None if r.trump_set => match belief {
                Some(cumulative) => draw(cumulative, &mut rng),
                None => {
                    let all = Trump::all_choices();
                    Some(all[rng.below(all.len())])
                }
            },
            None => None,
        };
        let tasks = (0..players)
            .map(|s| match r.tasks.get(s).copied().flatten() {
                Some(t) => Some(t),
                None if r.task_chosen.get(s).copied().unwrap_or(false) => match task_belief {
                    Some(belief) => belief.get(s).and_then(|c| draw(c, &mut rng)),
                    None => {
                        let options = WhatTrump::distinct(&view.chips[s]);
                        (!options.is_empty()).then(|| options[rng.below(options.len())])
                    }
                },
                None => None,
            })
            .collect();
        let markers = sample_markers(&r.markers, players, &mut rng);
        let active_column = match (view.phase, r.active_column) {
            (_, Some(c)) => c,
            (Phase::ChooseTrump, None) => 0,
            _ => COLUMNS - 1,
        };
        let mut table = r.table.clone();
        if table.active_column != active_column {
            Arc::make_mut(&mut table).active_column = active_column;
        }
        Round {
            number: r.number,
            dealer: r.dealer,
            table,
            markers,
            trump,
            tasks,
            summary: r.scoring.clone(),
        }
    });
    let chip_turn = match view.phase {
        Phase::ChipDraft => view.to_act.unwrap_or(view.dealer),
        _ => first_dealer,
    };
    WhatTrump {
        options: view.options,
        rng: GameRng::new(seed ^ 0x5A3B_1E00_D1CE_5EED),
        first_dealer,
        dealer: view.dealer,
        phase: view.phase,
        chips: view.chips.clone(),
        pool: view.pool.as_slice().into(),
        chip_turn,
        round,
        history: view
            .round
            .as_ref()
            .map(|r| r.table.past.clone())
            .unwrap_or_default(),
        winners: view.winners.clone(),
        preset_deals: VecDeque::new(),
        turn: Default::default(),
    }
}

/// A choice drawn from choices with the running totals of their chances.
fn draw<T: Copy>(cumulative: &[(T, f64)], rng: &mut GameRng) -> Option<T> {
    let total = cumulative.last()?.1;
    let x = unit(rng) * total;
    cumulative
        .iter()
        .find(|c| x < c.1)
        .or(cumulative.last())
        .map(|c| c.0)
}

/// The known markers kept, the others drawn: any seat with 4 players; with 3, each seat marks
/// three columns in all.
fn sample_markers(known: &[Option<Seat>], players: usize, rng: &mut GameRng) -> Markers {
    let mut free: Vec<Seat> = if players == 3 {
        let mut left = [3usize; 3];
        for s in known.iter().flatten() {
            left[s.index()] = left[s.index()].saturating_sub(1);
        }
        let mut v: Vec<Seat> = (0..3)
            .flat_map(|s| std::iter::repeat_n(Seat(s as u8), left[s]))
            .collect();
        rng.shuffle(&mut v);
        v
    } else {
        Vec::new()
    };
    known
        .iter()
        .map(|m| match m {
            Some(s) => *s,
            None if players == 3 => free.pop().unwrap_or(Seat(0)),
            None => Seat(rng.below(players) as u8),
        })
        .collect()
}

/// A uniform number in 0…1.
fn unit(rng: &mut GameRng) -> f64 {
    rng.below(1 << 30) as f64 / f64::from(1u32 << 30)
}
