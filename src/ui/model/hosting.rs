//! A table with guests on other devices, as plain data: the protocol's [`Host`] (the seats'
//! connections and what each guest was sent) beside the session, which stays the game's one
//! keeper. The host holds no game: it checks a guest's move against the session's game and
//! passes it on ([`HostEvent::Move`]); the session applies it like any other move (the app's
//! `Play::apply`); and after every change of the session, whoever made it (a guest, a person
//! here, a bot, an undo, a save taken up), [`Hosting::publish`] sends each guest its view,
//! from the session's own log of changes ([`Changes`](super::session::Changes)).
//!
//! No web calls: the app's WebRTC side (`view::remote::host_table`) carries the frames, and
//! the native tests drive it the same way.

use super::session::{Change, Session};
use crate::registry::AnyGame;
use trumps_rules::remote::{ChannelId, Host, HostEvent, TableSetup, Token};

/// The protocol's host following one session.
#[derive(Debug)]
pub struct Hosting {
    pub host: Host,
}

impl Hosting {
    /// A host for the session's game, which from now on keeps its changes for it.
    /// `setup.game_id` and `setup.moves` are taken from the session.
    pub fn open(session: &mut Session, setup: TableSetup) -> Hosting {
        session.changes.listen();
        let setup = TableSetup {
            game_id: session.saved.game_id,
            moves: session.saved.moves,
            ..setup
        };
        Hosting {
            host: Host::new(session.game(), setup),
        }
    }

    /// A frame from a connection, read against the session's game now. A guest's move that
    /// passed the host's checks comes back as [`HostEvent::Move`], for the session to apply
    /// (then [`Hosting::publish`]) or refuse ([`Hosting::not_taken`]).
    pub fn receive(
        &mut self,
        session: &Session,
        channel: ChannelId,
        frame: &str,
    ) -> Vec<HostEvent> {
        self.host.receive(channel, frame, session.game())
    }

    /// The session did not take a guest's move passed on: the guest is told why.
    pub fn not_taken(&mut self, channel: ChannelId, reason: String) -> Vec<HostEvent> {
        self.host.not_taken(channel, reason)
    }

    /// Sends every guest what changed in the session since the last time: each move with the
    /// words its place reads of it, or the whole view where another state was put in place
    /// (or where the session is a new one: a new game, a save taken up). Whether anything was
    /// sent.
    pub fn publish(&mut self, session: &mut Session) -> bool {
        let now = Token {
            game: session.saved.game_id,
            moves: session.saved.moves,
        };
        let changes = session.changes.take();
        let Some(changes) = changes else {
            // A session the host has not followed yet: it follows this one from now on.
            session.changes.listen();
            self.host.replaced(session.game(), now);
            return true;
        };
        let sent = !changes.is_empty();
        let mut moves = Vec::new();
        let mut replaced = false;
        for change in changes {
            match change {
                Change::Moved {
                    seat,
                    action,
                    before,
                } if !replaced => moves.push((seat, action, before)),
                Change::Moved { .. } => {}
                Change::Replaced => replaced = true,
            }
        }
        if !replaced {
            // Each move's game after it is the next one's before, the last the session's now.
            for k in 0..moves.len() {
                let after: &dyn AnyGame = match moves.get(k + 1) {
                    Some((_, _, next)) => next.as_ref(),
                    None => session.game(),
                };
                let (seat, action, before) = &moves[k];
                self.host.moved(before.as_ref(), after, *seat, action);
            }
        }
        if replaced || self.host.token() != now {
            self.host.replaced(session.game(), now);
            return true;
        }
        sent
    }
}
