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

impl ActionError {
    /// Why the action was refused, as said in the reader's language (a card by its short
    /// text, "B2", as the grid and the command line write it).
    pub fn said(&self) -> Said {
        match self {
            ActionError::GameOver => Said::new(Msg::RefusalGameOver),
            ActionError::NotYourTurn { to_act, seat } => Said::new(Msg::RefusalNotSeatsTurn)
                .num("seat", seat.0)
                .num("turn", to_act.0),
            ActionError::WrongPhase { phase } => {
                Said::new(Msg::RefusalWrongPhase).text("phase", *phase)
            }
            ActionError::ChipNotInPool(t) => {
                Said::new(Msg::RefusalChipNotInPool).text("task", t.label())
            }
            ActionError::InvalidTrumpNumber(n) => {
                Said::new(Msg::RefusalInvalidTrumpNumber).num("n", *n)
            }
            ActionError::CardNotInColumn { card, column } => Said::new(Msg::RefusalNotInColumn)
                .text("card", card.to_string())
                .num("column", (column + 1) as f64),
            ActionError::TaskNotHeld(t) => {
                Said::new(Msg::RefusalTaskNotHeld).text("task", t.label())
            }
            ActionError::CardNotInHand(c) => {
                Said::new(Msg::RefusalNotInYourHand).text("card", c.to_string())
            }
            ActionError::MustFollow { card, led } => Said::new(Msg::RefusalMustFollowCard)
                .text("card", card.to_string())
                .text("led", led.to_string()),
        }
    }
}

/// The refusal in English (the command line's words).
impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl std::error::Error for ActionError {}
