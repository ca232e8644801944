//! Whether a task is met, and the scoring of a round (non-dealers' tasks, the dealer's claim).

use super::cards::{Card, CardList, CardSet};
use super::tasks::{Chips, Task};
use super::trump::Trump;
use crate::engine::{CompletedTrick, PerSeat, Seat};
use crate::mechanics::trick::tricks_won;
use serde::{Deserialize, Serialize};
use triomphe::Arc;

/// Whether `task` holds with `subject` as its subject, given the tricks of a finished round.
pub fn task_met(
    task: Task,
    subject: Seat,
    tricks: &[CompletedTrick<Card>],
    players: usize,
) -> bool {
    task_met_with(task, subject, tricks, &tricks_won(tricks, players))
}

/// [`task_met`] with the tricks each seat won already counted (`won`, one entry per seat).
fn task_met_with(
    task: Task,
    subject: Seat,
    tricks: &[CompletedTrick<Card>],
    won: &[usize],
) -> bool {
    let mine = won[subject.index()];
    let others = || {
        won.iter()
            .enumerate()
            .filter(move |&(s, _)| s != subject.index())
            .map(|(_, &n)| n)
    };
    match task {
        Task::Exactly(n) => mine == n as usize,
        Task::NoSuit(suit) => tricks
            .iter()
            .filter(|t| t.winner == subject)
            .all(|t| t.cards().all(|c| c.suit() != suit)),
        Task::Fewest => others().all(|n| mine < n),
        Task::Most => others().all(|n| mine > n),
        Task::LastTrick => tricks.last().is_some_and(|t| t.winner == subject),
        Task::NoTricks => mine == 0,
    }
}

/// One non-dealer's task in a scored round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaskResult {
    pub seat: Seat,
    pub task: Task,
    pub met: bool,
    /// For a failed task: whether the dealer met it instead.
    pub dealer_met: bool,
}

/// Everything that happened in a round, public once the round is scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSummary {
    pub number: usize,
    pub dealer: Seat,
    pub trump: Trump,
    /// The round's tricks, shared by every copy of the history (a search's playouts copy the
    /// history when they score a round: the lists are not copied with it).
    pub tricks: Arc<Vec<CompletedTrick<Card>>>,
    pub tricks_won: PerSeat<usize>,
    /// Each seat's captured cards, sorted (shared, like the tricks).
    pub captured: Arc<PerSeat<CardList>>,
    pub tasks: Vec<TaskResult>,
    /// The chip the dealer discarded after a successful claim.
    pub dealer_discard: Option<Task>,
    pub chips_after: PerSeat<Chips>,
}

impl RoundSummary {
    /// Whether the dealer met at least one failed task (and so may discard a chip).
    pub fn dealer_claims(&self) -> bool {
        self.tasks.iter().any(|t| t.dealer_met)
    }
}

/// Checks every non-dealer's task and the dealer's claim on the failed ones.
pub fn score_tasks(
    tasks: &[Option<Task>],
    dealer: Seat,
    tricks: &[CompletedTrick<Card>],
) -> Vec<TaskResult> {
    let players = tasks.len();
    let won = tricks_won(tricks, players);
    Seat::all(players)
        .filter_map(|seat| {
            let task = tasks[seat.index()]?;
            let met = task_met_with(task, seat, tricks, &won);
            let dealer_met = !met && task_met_with(task, dealer, tricks, &won);
            Some(TaskResult {
                seat,
                task,
                met,
                dealer_met,
            })
        })
        .collect()
}

/// The cards each seat captured, each list sorted.
pub fn captured(tricks: &[CompletedTrick<Card>], players: usize) -> PerSeat<CardList> {
    let mut caught = [CardSet::default(); 8];
    for t in tricks {
        if let Some(set) = caught.get_mut(t.winner.index()) {
            set.extend(t.cards().copied());
        }
    }
    caught[..players.min(8)]
        .iter()
        .map(|set| set.iter().collect())
        .collect()
}
