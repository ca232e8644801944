//! A full What Trump? state that agrees with one seat's view, for search bots: everything in
//! the view is kept (hands are public, every draft pick was made in the open); what the seat
//! cannot know is drawn at random: the trump if the seat is not the dealer during the draft,
//! the other players' chosen tasks (each from that player's chips), the markers of columns
//! not yet reached (with 3 players keeping every seat at three), and the future deals.

use super::state::{Markers, Phase, Round, WhatTrump, COLUMNS};
use super::trump::Trump;
use super::view::View;
use crate::engine::{GameRng, Seat};
use std::collections::VecDeque;
use std::sync::Arc;

pub fn sample(view: &View, seed: u64) -> WhatTrump {
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
            None if r.trump_set => {
                let all = Trump::all_choices();
                Some(all[rng.below(all.len())])
            }
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
