//! A round's life in a game of What Trump?: dealt (shuffled, or from a hand-made deal), its
//! first leader found, its tasks scored when the last trick is played, and closed into the
//! game's history (the next round dealt, or the game won).

use super::actions::ActionError;
use super::cards::{deck_array, CardSet, MAX_RANK, MIN_RANK};
use super::hand::Hand;
use super::scoring::{captured, score_tasks, RoundSummary};
use super::state::{Column, Markers, Phase, Round, Table, WhatTrump, COLUMNS, COLUMN_SIZE};
use super::tasks::Task;
use super::trump::Trump;
use crate::engine::{PerSeat, Seat, Trick};
use triomphe::Arc;

impl WhatTrump {
    /// Deals a new round: shuffled grid and column markers (3 players: every seat exactly 3 times).
    pub(super) fn start_round(&mut self) {
        if let Some(d) = self.preset_deals.pop_front() {
            let grid = d.grid.iter().map(|c| Column::from_slice(c)).collect();
            self.install_round(grid, Markers::from_vec(d.markers));
            return;
        }
        let players = self.players_usize();
        let mut cards = deck_array();
        self.rng.shuffle(&mut cards);
        let grid: Vec<Column> = cards.chunks(COLUMN_SIZE).map(Column::from_slice).collect();
        let markers = if players == 3 {
            let mut m: Markers = (0..COLUMNS).map(|i| Seat((i % 3) as u8)).collect();
            self.rng.shuffle(&mut m);
            m
        } else {
            (0..COLUMNS)
                .map(|_| Seat(self.rng.below(players) as u8))
                .collect()
        };
        self.install_round(grid, markers);
    }

    /// Starts a round on a given grid and markers (also used for hand-made deals).
    pub(crate) fn install_round(&mut self, grid: Vec<Column>, markers: Markers) {
        let players = self.players_usize();
        self.turn.forget();
        self.round = Some(Round {
            number: self.history.len() + 1,
            dealer: self.dealer,
            table: Arc::new(Table {
                columns: grid.clone(),
                grid,
                active_column: 0,
                draft_log: Vec::with_capacity(COLUMNS * COLUMN_SIZE),
                hands: PerSeat::from_elem(Hand::default(), players),
                tricks: Vec::with_capacity(COLUMNS * COLUMN_SIZE / players + 1),
                trick: Trick::new(self.dealer),
                past: self.history.clone(),
            }),
            markers,
            trump: None,
            tasks: PerSeat::from_elem(None, players),
            summary: None,
        });
        self.phase = Phase::ChooseTrump;
    }

    /// The next non-dealer (clockwise from the dealer's left) still to choose a task.
    pub(super) fn next_task_chooser(&self, round: &Round) -> Option<Seat> {
        let players = self.players_usize();
        round
            .dealer
            .clockwise(players)
            .skip(1)
            .find(|s| round.tasks[s.index()].is_none())
    }

    /// First leader: holder of the lowest card of the trump suit, or with no trump suit the
    /// lowest card overall (rank, then suit order).
    pub(super) fn first_leader(round: &Round, trump: Trump) -> Seat {
        let held = round
            .hands
            .iter()
            .fold(CardSet::default(), |all, h| all.union(h.set()));
        // Deck order is suit, then rank: the first card of a suit's block is its lowest; with
        // no trump suit, the lowest rank held, and among those the first suit.
        let lowest = match trump.suit {
            Some(suit) => held.intersection(CardSet::suit(suit)).iter().next(),
            None => (MIN_RANK..=MAX_RANK)
                .find_map(|rank| held.intersection(CardSet::rank(rank)).iter().next()),
        };
        lowest
            .and_then(|card| round.hands.iter().position(|h| h.set().contains(card)))
            .map_or(round.dealer, |i| Seat(i as u8))
    }

    pub(super) fn round_mut(&mut self) -> Result<&mut Round, ActionError> {
        self.round.as_mut().ok_or(ActionError::WrongPhase {
            phase: Phase::ChipDraft.name(),
        })
    }

    pub(super) fn wrong_phase(&self) -> ActionError {
        ActionError::WrongPhase {
            phase: self.phase.name(),
        }
    }

    pub(super) fn finish_play(&mut self) {
        let players = self.players_usize();
        let Some(round) = self.round.as_mut() else {
            return;
        };
        let trump = round.trump.unwrap_or_default();
        let results = score_tasks(&round.tasks, round.dealer, &round.tricks);
        for r in &results {
            if r.met {
                self.chips[r.seat.index()].remove(r.task);
            }
        }
        let summary = RoundSummary {
            number: round.number,
            dealer: round.dealer,
            trump,
            tricks_won: round.tricks_won(players),
            captured: Arc::new(captured(&round.tricks, players)),
            tricks: Arc::new(round.tricks.clone()),
            tasks: results,
            dealer_discard: None,
            chips_after: PerSeat::new(),
        };
        let claims = summary.dealer_claims();
        round.summary = Some(Arc::new(summary));
        let (first, several) = {
            let mut distinct = Self::each_distinct(&self.chips[self.dealer.index()]);
            (distinct.next(), distinct.next().is_some())
        };
        if claims && several {
            self.phase = Phase::DealerDiscard;
        } else if claims {
            self.close_round(first);
        } else {
            self.close_round(None);
        }
    }

    pub(super) fn close_round(&mut self, dealer_discard: Option<Task>) {
        if let Some(t) = dealer_discard {
            self.chips[self.dealer.index()].remove(t);
        }
        let Some(summary) = self.round.as_mut().and_then(|r| r.summary.take()) else {
            return;
        };
        let mut summary = Arc::unwrap_or_clone(summary);
        summary.dealer_discard = dealer_discard;
        summary.chips_after = self.chips.clone();
        // The round's table shares the history: it lets go first, so that adding a round
        // does not copy every earlier one.
        if let Some(r) = self.round.as_mut() {
            drop(std::mem::take(&mut r.table_mut().past));
        }
        Arc::make_mut(&mut self.history).push(summary);
        let winners: Vec<Seat> = Seat::all(self.players_usize())
            .filter(|s| self.chips[s.index()].is_empty())
            .collect();
        if !winners.is_empty() {
            self.winners = winners;
            self.phase = Phase::GameOver;
            // The finished game's table shows every round, the last one too.
            let history = self.history.clone();
            if let Some(r) = self.round.as_mut() {
                r.table_mut().past = history;
            }
            return;
        }
        self.dealer = self.dealer.next(self.players_usize());
        self.start_round();
    }

    /// Distinct tasks among some chips, in display order.
    pub(crate) fn distinct(chips: &[Task]) -> Vec<Task> {
        Self::each_distinct(chips).collect()
    }

    /// [`WhatTrump::distinct`] without allocating: each task at its first chip. Chip lists and
    /// the pool are kept sorted (a chip goes in at its place), so this is display order.
    pub(super) fn each_distinct(chips: &[Task]) -> impl Iterator<Item = Task> + '_ {
        let mut seen = 0u32;
        chips.iter().copied().filter(move |t| {
            let bit = 1 << t.slot();
            let new = seen & bit == 0;
            seen |= bit;
            new
        })
    }
}
