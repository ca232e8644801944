//! What a player can do in What Trump?, and why the engine may refuse it.

use super::cards::Card;
use super::tasks::Task;
use super::trump::Trump;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;
use trumps_words::{Msg, Said};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Action {
    /// Chip draft (once per game): take this chip from the middle.
    PickChip { task: Task },
    /// Dealer, each round: the secret trump (suit and number may each be none).
    SetTrump { trump: Trump },
    /// Card draft: take this card from the active column.
    Draft { card: Card },
    /// Non-dealer after the reveal: this round's secret task, one of the player's chips.
    ChooseTask { task: Task },
    /// Trick play.
    Play { card: Card },
    /// Dealer after a successful claim: the chip to discard.
    DealerDiscard { task: Task },
}

impl Action {
    /// The chip this action takes, chooses or discards, if any.
    pub fn task(self) -> Option<Task> {
        match self {
            Action::PickChip { task }
            | Action::ChooseTask { task }
            | Action::DealerDiscard { task } => Some(task),
            _ => None,
        }
    }

    /// What the action does, said after the seat's name, its cards in words ("plays ♣9
    /// (green 9)"), not in notation as its `Display` writes them.
    pub fn said(self) -> Said {
        match self {
            Action::PickChip { task } => {
                Said::new(Msg::CaptionActionTakesChip).said("task", task.said())
            }
            Action::SetTrump { trump } => {
                Said::new(Msg::CaptionActionSetsTrump).said("trump", trump.said())
            }
            Action::Draft { card } => Said::new(Msg::CaptionActionDrafts).said("card", card.said()),
            Action::ChooseTask { task } => {
                Said::new(Msg::CaptionActionChoosesTask).said("task", task.said())
            }
            Action::Play { card } => Said::new(Msg::CaptionActionPlays).said("card", card.said()),
            Action::DealerDiscard { task } => {
                Said::new(Msg::CaptionActionDiscardsChip).said("task", task.said())
            }
        }
    }

    /// The card this action plays or drafts, if any.
    pub fn card(self) -> Option<Card> {
        match self {
            Action::Draft { card } | Action::Play { card } => Some(card),
            _ => None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::PickChip { task } => write!(f, "takes the chip \"{}\"", task.label()),
            Action::SetTrump { trump } => write!(f, "sets the trump: {}", trump.describe()),
            Action::Draft { card } => write!(f, "drafts {card}"),
            Action::ChooseTask { task } => write!(f, "chooses the task \"{}\"", task.label()),
            Action::Play { card } => write!(f, "plays {card}"),
            Action::DealerDiscard { task } => write!(f, "discards the chip \"{}\"", task.label()),
        }
    }
}

/// Why an action was refused. The state is unchanged after any of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    NotYourTurn { to_act: Seat, seat: Seat },
    WrongPhase { phase: &'static str },
    ChipNotInPool(Task),
    InvalidTrumpNumber(u8),
    CardNotInColumn { card: Card, column: usize },
    TaskNotHeld(Task),
    CardNotInHand(Card),
    MustFollow { card: Card, led: Card },
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::NotYourTurn { to_act, seat } => {
                write!(f, "it is not {seat}'s turn ({to_act} is to act)")
            }
            ActionError::WrongPhase { phase } => {
                write!(
                    f,
                    "that is not something to do now (the game is in the {phase})"
                )
            }
            ActionError::ChipNotInPool(t) => {
                write!(f, "no \"{}\" chip is left to take", t.label())
            }
            ActionError::InvalidTrumpNumber(n) => {
                write!(f, "{n} is not a trump number (1-9 or none)")
            }
            ActionError::CardNotInColumn { card, column } => {
                write!(f, "{card} is not in the active column {}", column + 1)
            }
            ActionError::TaskNotHeld(t) => write!(f, "you hold no \"{}\" chip", t.label()),
            ActionError::CardNotInHand(c) => write!(f, "{c} is not in your hand"),
            ActionError::MustFollow { card, led } => write!(
                f,
                "{card} does not follow {led}: you hold a card that follows, so you must play one"
            ),
        }
    }
}

impl std::error::Error for ActionError {}
