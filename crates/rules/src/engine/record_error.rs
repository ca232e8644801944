//! What can be wrong with a record: a stable kind, where (a JSON path such as
//! `deal.rounds[0].grid[7]` or `decisions[12]`) and a message for people.

use super::quote::tidy;
use crate::engine::Seat;
use serde::Serialize;
use serde_json::Value;
use std::fmt;

/// What kind of problem a record has (stable codes, used in the JSON error output).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// The record could not be read at all (no such file…).
    Io,
    /// Larger than a record may be (`records::MAX_RECORD_BYTES`): refused unread.
    TooLarge,
    /// Not JSON at all (or not a JSON object).
    Json,
    /// Not a Trumps record, or a record of a game this build cannot replay.
    Format,
    /// A record format version this build does not read.
    Version,
    /// A field is missing or has the wrong type or value.
    Field,
    /// A string that is not a card.
    Card,
    /// A hand-made deal that cannot be dealt (a card twice, bad markers…).
    Deal,
    /// A decision that is not well formed.
    Decision,
    /// A well-formed decision the rules do not allow at that point.
    IllegalDecision,
}

/// The decision an [`ErrorKind::IllegalDecision`] is about.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DecisionAt {
    /// Index in `decisions`, from 0.
    pub index: usize,
    pub seat: Seat,
    /// The action as the record has it.
    pub action: Value,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RecordError {
    pub kind: ErrorKind,
    /// Where in the record: a JSON path, empty for the whole document.
    pub at: String,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<Box<DecisionAt>>,
}

impl RecordError {
    /// The message is kept short: a long quote of the input in it is cut (see
    /// [`super::quote::tidy`]).
    pub fn new(kind: ErrorKind, at: impl Into<String>, message: impl Into<String>) -> Self {
        RecordError {
            kind,
            at: at.into(),
            message: tidy(&message.into()),
            decision: None,
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            write!(f, "{}", self.message)
        } else {
            write!(f, "{}: {}", self.at, self.message)
        }
    }
}

impl std::error::Error for RecordError {}
