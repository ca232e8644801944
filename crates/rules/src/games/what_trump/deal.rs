//! Chance given by hand instead of drawn: a round's grid and column markers, and why such a
//! deal (or a first dealer) is refused. Tests, worked examples, lessons and deal codes use it.

use super::cards::{deck, Card};
use super::state::{COLUMNS, COLUMN_SIZE};
use crate::engine::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Chance given explicitly instead of drawn from the RNG: one round's grid and column markers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// 9 columns of 4 cards: the whole deck, each card once.
    pub grid: Vec<Vec<Card>>,
    /// Each column's marker seat (with 3 players: every seat exactly 3 times).
    pub markers: Vec<Seat>,
}

/// Why a hand-made deal cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// Not 9 columns, or a column without exactly 4 cards.
    GridShape,
    DuplicateCard(Card),
    MissingCard(Card),
    MarkerCount(usize),
    MarkerSeat(Seat),
    /// With 3 players every seat must be the marker of exactly 3 columns.
    MarkerBalance {
        seat: Seat,
        count: usize,
    },
    DealerSeat(Seat),
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::GridShape => write!(
                f,
                "the grid must be {} columns of {} cards",
                COLUMNS, COLUMN_SIZE
            ),
            DealError::DuplicateCard(c) => write!(f, "the card {c} is dealt twice"),
            DealError::MissingCard(c) => write!(f, "the card {c} is missing from the grid"),
            DealError::MarkerCount(n) => {
                write!(f, "there must be {COLUMNS} column markers, not {n}")
            }
            DealError::MarkerSeat(s) => write!(f, "the marker {s} is not a seat at this table"),
            DealError::MarkerBalance { seat, count } => write!(
                f,
                "with 3 players every seat marks exactly 3 columns, but {seat} marks {count}"
            ),
            DealError::DealerSeat(s) => write!(f, "the dealer {s} is not a seat at this table"),
        }
    }
}

impl std::error::Error for DealError {}

impl Deal {
    /// Builds a deal from 36 cards in column order (column 1 top to bottom, then column 2…).
    pub fn from_cards(cards: &[Card], markers: Vec<Seat>) -> Deal {
        Deal {
            grid: cards.chunks(COLUMN_SIZE).map(|c| c.to_vec()).collect(),
            markers,
        }
    }

    /// Checks the deal for a table of `players`.
    pub fn check(&self, players: usize) -> Result<(), DealError> {
        if self.grid.len() != COLUMNS || self.grid.iter().any(|c| c.len() != COLUMN_SIZE) {
            return Err(DealError::GridShape);
        }
        // 36 cards: a list is as quick as a hash set here and keeps std's HashSet (hashbrown
        // and SipHash instantiated for cards) out of the app's wasm.
        let mut seen: Vec<Card> = Vec::with_capacity(COLUMNS * COLUMN_SIZE);
        for &c in self.grid.iter().flatten() {
            if seen.contains(&c) {
                return Err(DealError::DuplicateCard(c));
            }
            seen.push(c);
        }
        if let Some(&c) = deck().iter().find(|c| !seen.contains(c)) {
            return Err(DealError::MissingCard(c));
        }
        if self.markers.len() != COLUMNS {
            return Err(DealError::MarkerCount(self.markers.len()));
        }
        if let Some(&m) = self.markers.iter().find(|m| m.index() >= players) {
            return Err(DealError::MarkerSeat(m));
        }
        if players == 3 {
            for seat in Seat::all(players) {
                let count = self.markers.iter().filter(|&&m| m == seat).count();
                if count != 3 {
                    return Err(DealError::MarkerBalance { seat, count });
                }
            }
        }
        Ok(())
    }
}

/// Why [`WhatTrump::with_given`] refused its input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChanceError {
    Players(u8),
    FirstDealer(DealError),
    /// The deal of round `round` (from 1).
    Deal {
        round: usize,
        error: DealError,
    },
}

impl fmt::Display for ChanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChanceError::Players(n) => write!(f, "What Trump? is for 3 or 4 players, not {n}"),
            ChanceError::FirstDealer(e) => write!(f, "first dealer: {e}"),
            ChanceError::Deal { round, error } => write!(f, "deal of round {round}: {error}"),
        }
    }
}

impl std::error::Error for ChanceError {}
