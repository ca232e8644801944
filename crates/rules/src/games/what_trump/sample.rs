//! A full What Trump? state that agrees with one seat's view, for search bots: everything in
//! the view is kept (hands are public, every draft pick was made in the open); what the seat
//! cannot know is drawn: the trump if the seat is not the dealer during the draft (uniformly
//! in [`sample`]; in the search's [`sampler`], as likely as the dealer's open picks make it),
//! the other players' chosen tasks (each of a player's chips as likely as its hand suits it),
//! the markers of columns not yet reached (with 3 players keeping every seat at three), and
//! the future deals.

use super::belief::trump_belief;
use super::cards::Card;
use super::state::{Markers, Phase, Round, WhatTrump, COLUMNS};
use super::task_fit::hand_task_values;
use super::tasks::Task;
use super::trump::Trump;
use super::view::View;
use crate::engine::{GameRng, Seat};
use std::collections::VecDeque;
use std::sync::Arc;

pub fn sample(view: &View, seed: u64) -> WhatTrump {
    sample_from(view, seed, None, &task_beliefs(view))
}

/// Draws states for one decision: a secret trump is drawn from what the dealer's picks so
/// far say of it ([`trump_belief`], worked out once), not uniformly; the hidden tasks from
/// [`task_beliefs`], also worked out once.
pub fn sampler<'a>(view: &'a View) -> Box<dyn FnMut(u64) -> WhatTrump + 'a> {
    let belief = view
        .round
        .as_ref()
        .filter(|r| r.trump.is_none() && r.trump_set)
        .map(|r| {
            let mut sum = 0.0;
            trump_belief(r, view.history())
                .into_iter()
                .map(|(t, p)| {
                    sum += p;
                    (t, sum)
                })
                .collect::<Vec<_>>()
        });
    let tasks = task_beliefs(view);
    Box::new(move |seed| sample_from(view, seed, belief.as_deref(), &tasks))
}

/// A state as [`sample`] draws it; `belief`, if given, holds each trump choice with the
/// running total of the chances up to it; `task_belief` each seat's hidden task likewise.
fn sample_from(
    view: &View,
    seed: u64,
    belief: Option<&[(Trump, f64)]>,
    task_belief: &[Vec<(Task, f64)>],
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
                None if r.task_chosen.get(s).copied().unwrap_or(false) => task_belief
                    .get(s)
                    .and_then(|cumulative| draw(cumulative, &mut rng)),
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

/// How strongly a hidden task is drawn towards the chips that suit the hand.
const TASK_SHARPNESS: f64 = 4.0;

/// How much likelier a play is under a task whose goal would have chosen it than under one
/// whose goal would not (Standard's model of the others' play, `bots::what_trump::standard`).
const PLAY_MISS: f64 = 0.35;

/// For each seat whose task is chosen but hidden from the view, each of its chips with the
/// running total of its chance (empty for the other seats): as likely as the hand the seat
/// drafted suits the chip, times how well the chip explains the cards the seat has played
/// so far this round (each play its goal would have chosen keeps the weight, any other costs
/// [`PLAY_MISS`]).
pub fn task_beliefs(view: &View) -> Vec<Vec<(Task, f64)>> {
    use crate::bots::what_trump::standard::{eval, policy, sim};
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
    if !hidden.iter().any(|&h| h) {
        return Vec::new();
    }
    let trump = rv.trump.unwrap_or_default();
    // The hands as drafted: what is held now and what has been played from it.
    let mut drafted: Vec<Vec<Card>> = rv.hands.iter().map(|h| h.as_slice().to_vec()).collect();
    for (seat, c) in rv
        .tricks
        .iter()
        .flat_map(|t| t.plays.iter())
        .chain(rv.trick.plays.iter())
    {
        if let Some(h) = drafted.get_mut(seat.index()) {
            h.push(*c);
        }
    }
    let hands: Vec<&[Card]> = drafted.iter().map(|h| h.as_slice()).collect();
    let mut weights: Vec<Vec<(Task, f64)>> = (0..players)
        .map(|s| {
            if !hidden[s] {
                return Vec::new();
            }
            let options = WhatTrump::distinct(&view.chips[s]);
            let values = hand_task_values(&hands, trump, players, s, &options);
            options
                .into_iter()
                .zip(values)
                .map(|(t, v)| (t, (TASK_SHARPNESS * v).exp()))
                .collect()
        })
        .collect();
    let rules = sim::Rules::new(trump);
    let (mut st, plays) = eval::play_record(rv, players);
    for (s, c) in plays {
        let seat = s as usize;
        if weights.get(seat).is_some_and(|w| w.len() > 1)
            && rules.playable(st.hands[seat], st.led()).count_ones() > 1
        {
            for (task, w) in weights[seat].iter_mut() {
                if policy::choose(&st, &rules, policy::task_goal(*task, &st, s)) != c {
                    *w *= PLAY_MISS;
                }
            }
        }
        st.play(&rules, c);
    }
    for w in &mut weights {
        let mut sum = 0.0;
        for e in w.iter_mut() {
            sum += e.1;
            e.1 = sum;
        }
    }
    weights
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
