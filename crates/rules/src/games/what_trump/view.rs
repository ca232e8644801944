//! What one seat may know. The only secrets in What Trump? are the trump before the reveal
//! (known to the dealer) and the other players' tasks before scoring; every draft pick is
//! public, so every hand is known to a player with a perfect memory and is part of the view.
//!
//! Besides a seat's view there is the [`Viewpoint::Observer`] (someone watching who sits at no
//! seat: only what is public) and [`Viewpoint::Everything`] (every secret revealed: used to
//! watch a finished game back).

use super::actions::Action;
use super::cards::Card;
use super::scoring::RoundSummary;
use super::state::{DraftPick, Options, Phase, WhatTrump};
use super::tasks::Task;
use super::trump::Trump;
use crate::engine::{CompletedTrick, Game, Seat, Trick, Viewpoint};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat this view belongs to (for an observer: seat 0, meaningless; see `observer`).
    pub seat: Seat,
    /// True for [`Viewpoint::Observer`] and [`Viewpoint::Everything`]: no seat, no legal
    /// actions, no "my" hand.
    #[serde(default)]
    pub observer: bool,
    pub options: Options,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    /// The legal actions of this seat (empty unless it is this seat's turn).
    pub legal: Vec<Action>,
    pub dealer: Seat,
    /// Every player's chips (public).
    pub chips: Vec<Vec<Task>>,
    /// Chips still in the middle during the chip draft.
    pub pool: Vec<Task>,
    pub round: Option<RoundView>,
    /// Every scored round, oldest first.
    pub history: Arc<Vec<RoundSummary>>,
    pub winners: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundView {
    pub number: usize,
    pub dealer: Seat,
    pub grid: Vec<Vec<Card>>,
    pub columns: Vec<Vec<Card>>,
    /// Markers of the columns revealed so far (`None` for columns not yet active).
    pub markers: Vec<Option<Seat>>,
    /// The column being drafted, during the draft.
    pub active_column: Option<usize>,
    /// Whether the dealer has set the trump.
    pub trump_set: bool,
    /// The trump, once this seat may know it (the dealer at once, everyone after the draft).
    pub trump: Option<Trump>,
    pub draft_log: Vec<DraftPick>,
    /// Every hand (public through the draft), each sorted.
    pub hands: Vec<Vec<Card>>,
    /// This seat's own task this round.
    pub my_task: Option<Task>,
    /// Every seat's task as far as this viewer knows it: a seat sees only its own, an
    /// observer none, [`Viewpoint::Everything`] all of them.
    #[serde(default)]
    pub tasks: Vec<Option<Task>>,
    /// Which seats have chosen their task (not which task).
    pub task_chosen: Vec<bool>,
    pub tricks: Vec<CompletedTrick<Card>>,
    pub trick: Trick<Card>,
    pub tricks_won: Vec<usize>,
    /// The round's scoring while the dealer chooses a discard (public: every task is revealed
    /// once the last trick is played); `None` otherwise.
    pub scoring: Option<RoundSummary>,
}

impl RoundView {
    /// The last trick gathered, if any.
    pub fn last_trick(&self) -> Option<&CompletedTrick<Card>> {
        self.tricks.last()
    }
}

impl View {
    pub(super) fn from(game: &WhatTrump, viewpoint: Viewpoint) -> View {
        let (seat, observer, everything) = match viewpoint {
            Viewpoint::Seat(s) => (s, false, false),
            Viewpoint::Observer => (Seat(0), true, false),
            Viewpoint::Everything => (Seat(0), true, true),
        };
        let players = game.players();
        let phase = game.phase();
        let to_act = game.to_act();
        let legal = if !observer && to_act == Some(seat) {
            game.legal_actions()
        } else {
            Vec::new()
        };
        let round = game.round().map(|r| {
            let drafting = matches!(phase, Phase::ChooseTrump | Phase::Draft);
            let revealed_upto = match phase {
                _ if everything => r.markers.len(),
                Phase::ChooseTrump => 0,
                Phase::Draft => r.active_column + 1,
                _ => r.markers.len(),
            };
            let trump_visible = everything || (!observer && seat == r.dealer) || !drafting;
            RoundView {
                number: r.number,
                dealer: r.dealer,
                grid: r.grid.clone(),
                columns: r.columns.clone(),
                markers: r
                    .markers
                    .iter()
                    .enumerate()
                    .map(|(i, &m)| (i < revealed_upto).then_some(m))
                    .collect(),
                active_column: (phase == Phase::Draft).then_some(r.active_column),
                trump_set: r.trump.is_some(),
                trump: if trump_visible { r.trump } else { None },
                draft_log: r.draft_log.clone(),
                hands: r.hands.clone(),
                my_task: if observer {
                    None
                } else {
                    r.tasks[seat.index()]
                },
                tasks: r
                    .tasks
                    .iter()
                    .enumerate()
                    .map(|(i, &t)| t.filter(|_| everything || (!observer && i == seat.index())))
                    .collect(),
                task_chosen: r.tasks.iter().map(Option::is_some).collect(),
                tricks: r.tricks.clone(),
                trick: r.trick.clone(),
                tricks_won: r.tricks_won(players),
                scoring: r.summary.clone(),
            }
        });
        View {
            seat,
            observer,
            options: game.options(),
            phase,
            to_act,
            legal,
            dealer: game.dealer(),
            chips: game.chips().to_vec(),
            pool: game.pool().to_vec(),
            round,
            history: game.history.clone(),
            winners: game.winners().to_vec(),
        }
    }

    pub fn players(&self) -> usize {
        self.options.players as usize
    }

    pub fn my_turn(&self) -> bool {
        !self.observer && self.to_act == Some(self.seat)
    }

    /// The chips this seat may take, choose or discard now (only one kind of chip action is
    /// ever legal at a time).
    pub fn legal_tasks(&self) -> Vec<Task> {
        self.legal.iter().filter_map(|a| a.task()).collect()
    }

    /// The cards this seat may draft or play now (never both at once).
    pub fn legal_cards(&self) -> Vec<Card> {
        self.legal.iter().filter_map(|a| a.card()).collect()
    }

    pub fn my_hand(&self) -> &[Card] {
        if self.observer {
            return &[];
        }
        self.round
            .as_ref()
            .map(|r| r.hands[self.seat.index()].as_slice())
            .unwrap_or(&[])
    }
}
