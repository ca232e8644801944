//! A full What Trump? state that agrees with one seat's view, for search bots: everything in
//! the view is kept (hands are public, every draft pick was made in the open); what the seat
//! cannot know is drawn: the trump if the seat is not the dealer during the draft (uniformly
//! in [`sample`]; in the search's [`sampler`], as likely as the dealer's open picks make it),
//! the other players' chosen tasks (each of a player's chips as likely as its hand suits it),
//! the markers of columns not yet reached (with 3 players keeping every seat at three), and
//! the future deals.

use super::belief::trump_belief;
use super::state::{Markers, Phase, Round, WhatTrump, COLUMNS};
use super::trump::Trump;
use super::view::View;
use crate::engine::{GameRng, Seat};
use std::collections::VecDeque;
use std::sync::Arc;

pub fn sample(view: &View, seed: u64) -> WhatTrump {
    sample_from(view, seed, None)
}

/// Draws states for one decision: a secret trump is drawn from what the dealer's picks so
/// far say of it ([`trump_belief`], worked out once), not uniformly.
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
    Box::new(move |seed| sample_from(view, seed, belief.as_deref()))
}

/// A state as [`sample`] draws it; `belief`, if given, holds each trump choice with the
/// running total of the chances up to it.
fn sample_from(view: &View, seed: u64, belief: Option<&[(Trump, f64)]>) -> WhatTrump {
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
                Some(cumulative) => {
                    let total = cumulative.last().map(|x| x.1).unwrap_or(0.0);
                    let x = unit(&mut rng) * total;
                    cumulative
                        .iter()
                        .find(|c| x < c.1)
                        .or(cumulative.last())
                        .map(|c| c.0)
                }
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
                None if r.task_chosen.get(s).copied().unwrap_or(false) => {
                    let options = WhatTrump::distinct(&view.chips[s]);
                    (!options.is_empty()).then(|| options[rng.below(options.len())])
                }
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
    let mut g = WhatTrump {
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
    };
    if let Some(r) = view.round.as_ref() {
        for s in 0..players {
            let hidden = r.tasks.get(s).copied().flatten().is_none()
                && r.task_chosen.get(s).copied().unwrap_or(false);
            if hidden {
                weigh_task(&mut g, s, &mut rng);
            }
        }
    }
    g
}

/// How strongly a hidden task is drawn towards the chips that suit the hand.
const TASK_SHARPNESS: f64 = 4.0;

/// Redraws the hidden task of `seat`, each of its chips as likely as it suits the seat's
/// hand (a player picks the chip it can meet).
fn weigh_task(g: &mut WhatTrump, seat: usize, rng: &mut GameRng) {
    let options = WhatTrump::distinct(&g.chips[seat]);
    if options.len() < 2 {
        return;
    }
    let values = super::task_fit::task_values(g, seat, &options);
    let weights: Vec<f64> = values.iter().map(|v| (TASK_SHARPNESS * v).exp()).collect();
    let total: f64 = weights.iter().sum();
    let mut x = unit(rng) * total;
    let mut pick = options.len() - 1;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            pick = i;
            break;
        }
        x -= w;
    }
    if let Some(round) = g.round.as_mut() {
        if let Some(t) = round.tasks.get_mut(seat) {
            *t = Some(options[pick]);
        }
    }
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
