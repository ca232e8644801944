//! What changed in the session, for whoever follows it from outside (the host of a table
//! with guests on other devices, `model::hosting`). The session is the game's one keeper: a
//! follower holds no game of its own, it reads the session's changes and the game as it is
//! now. The log is kept only once someone listens ([`Changes::listen`]), so a table without
//! guests copies nothing.

use crate::engine::Seat;
use crate::registry::AnyGame;
use serde_json::Value;

/// One change of the game at the table.
#[derive(Clone, Debug)]
pub enum Change {
    /// `seat` made a move: `before` is the game just before it (the words each guest reads of
    /// the move are worked out from it), `action` the move as the record keeps it.
    Moved {
        seat: Seat,
        action: Value,
        before: Box<dyn AnyGame>,
    },
    /// Another state was put in place of the game (an undo, a lesson's move taken back).
    Replaced,
}

impl PartialEq for Change {
    fn eq(&self, o: &Self) -> bool {
        match (self, o) {
            (
                Change::Moved {
                    seat,
                    action,
                    before,
                },
                Change::Moved {
                    seat: s,
                    action: a,
                    before: b,
                },
            ) => seat == s && action == a && before.same_state(b.as_ref()),
            (Change::Replaced, Change::Replaced) => true,
            _ => false,
        }
    }
}

/// The changes not yet read, once someone listens.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Changes(Option<Vec<Change>>);

impl Changes {
    /// From now on the session's changes are kept until read.
    pub fn listen(&mut self) {
        self.0.get_or_insert_with(Vec::new);
    }

    /// Whether someone listens.
    pub fn listened(&self) -> bool {
        self.0.is_some()
    }

    /// The changes since the last read, in order; `None` if nobody listened (a session just
    /// made: the follower takes the game as it is).
    pub fn take(&mut self) -> Option<Vec<Change>> {
        self.0.as_mut().map(std::mem::take)
    }

    pub(super) fn note(&mut self, change: Change) {
        if let Some(log) = self.0.as_mut() {
            log.push(change);
        }
    }
}
