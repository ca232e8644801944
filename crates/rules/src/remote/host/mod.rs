//! The host's side: the seats' connections at the device that keeps the game. The host holds
//! no game of its own: whoever keeps it (the app's session, a test's table) lends it for a
//! moment, to check a guest's move against and to read each place's view from.
//!
//! Each connection is bound to the place its guest's code gives (a seat, or a spectator's
//! chair). A move from a guest is passed on ([`HostEvent::Move`]) only if it comes from the
//! connection holding that seat, names the current position, and passes the referee
//! ([`super::referee`]); anything else is refused in plain words. The keeper applies a move
//! passed on, as it applies its own seats' moves (people passing the device, bots, a bot
//! standing in for a guest who is away), and tells the host of every change: a move
//! ([`Host::moved`]) or another state put in place ([`Host::replaced`]: an undo, a save
//! taken up, a new game). After each, every guest is sent its own view, from its own seat
//! (or the observer's), and nothing else of the game.
//!
//! The transport calls [`Host::receive`] for every frame from a connection,
//! [`Host::disconnect`] when a connection closes, [`Host::tick`] now and then, and sends what
//! [`Host::outgoing`] gives.

use super::channel::Channel;
use super::message::{HostMessage, Moved, Token, Versions, MAX_GUEST_MESSAGE_BYTES};
use super::seating::{ChannelId, Place};
use super::seating::{Invite, Seating};
use super::view_update::ViewFields;
use crate::bots::BotLevel;
use crate::engine::{Seat, Viewpoint};
use crate::registry::AnyGame;
use serde_json::Value;
use std::collections::BTreeMap;

mod listen;
mod send;

/// What the host is told of a table it opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSetup {
    /// The table's id, carried by every invitation (the app draws one per table).
    pub table: String,
    /// The game's number in [`Token`]s (the app draws one per game).
    pub game_id: u64,
    /// The changes already counted (a game restored from a save counts on from its moves).
    pub moves: u64,
    /// Every seat's name, in seat order, as the guests read them (each guest is told its own
    /// seat as "You"; a name "You" here would read as the guest's).
    pub names: Vec<String>,
    /// Each seat's bot level, in seat order; `None` for a person (at the host or on a
    /// device of their own). Guests show who is a bot.
    pub bots: Vec<Option<BotLevel>>,
    /// The app's version: a guest must run the same.
    pub app_version: String,
    /// Where the codes are drawn from (the app draws it from the system's randomness).
    pub seed: u64,
}

/// What happened at the table, for the host's app to show or act on.
#[derive(Clone, Debug, PartialEq)]
pub enum HostEvent {
    /// A guest took its place (a seat taken back after a drop included); `displaced` is the
    /// connection that held the seat until now.
    Joined {
        channel: ChannelId,
        place: Place,
        displaced: Option<ChannelId>,
    },
    /// A connection closed, or lost its seat to a newer one.
    Left { channel: ChannelId, place: Place },
    /// A guest's move passed every check in the current position: the keeper of the game
    /// applies it and tells the host ([`Host::moved`]), or says why not ([`Host::not_taken`]).
    Move {
        channel: ChannelId,
        seat: Seat,
        action: Value,
    },
    /// Something a connection sent was refused; the game is unchanged.
    Refused { channel: ChannelId, reason: String },
    /// A guest of other versions was told the host's.
    Incompatible { channel: ChannelId, guest: String },
}

/// One connection.
#[derive(Clone, Debug)]
struct Peer {
    link: Channel,
    /// States sent over it.
    sent: u64,
    /// The view its guest holds (the last sent), which the next is sent as changes from.
    last_view: Option<ViewFields>,
    /// Captions since the last state sent, as said (put into words by the guest).
    captions: Vec<trumps_words::Said>,
}

impl Peer {
    fn new() -> Peer {
        Peer {
            link: Channel::new(MAX_GUEST_MESSAGE_BYTES),
            sent: 0,
            last_view: None,
            captions: Vec::new(),
        }
    }
}

#[derive(Debug)]
pub struct Host {
    /// The game's id (a guest's app opens that game's table).
    game: &'static str,
    players: usize,
    table: String,
    names: Vec<String>,
    bots: Vec<Option<BotLevel>>,
    versions: Versions,
    token: Token,
    /// The move that led to the position now (see [`State::moved`]).
    moved: Option<Moved>,
    /// The position in which a guest's move was passed on to the keeper, until the keeper
    /// says what became of it: no second move is taken in it.
    passed_on: Option<Token>,
    seating: Seating,
    peers: BTreeMap<ChannelId, Peer>,
}

impl Host {
    /// A host for the game `game` is now (the keeper's, read once: its id and its players).
    pub fn new(game: &dyn AnyGame, setup: TableSetup) -> Host {
        Host {
            game: game.info().id,
            players: game.players(),
            table: setup.table,
            names: setup.names,
            bots: setup.bots,
            versions: Versions::new(setup.app_version),
            token: Token {
                game: setup.game_id,
                moves: setup.moves,
            },
            moved: None,
            passed_on: None,
            seating: Seating::new(setup.seed),
            peers: BTreeMap::new(),
        }
    }

    /// The current position.
    pub fn token(&self) -> Token {
        self.token
    }

    pub fn table(&self) -> &str {
        &self.table
    }

    pub fn versions(&self) -> &Versions {
        &self.versions
    }

    /// A code for `place`, to give a guest with the connection's offer. A new code for a seat
    /// replaces its old one (see [`super::seating`]).
    pub fn invite(&mut self, place: Place) -> Invite {
        Invite {
            table: self.table.clone(),
            code: self.seating.invite(place),
        }
    }

    /// The place a connection holds.
    pub fn place_of(&self, channel: ChannelId) -> Option<Place> {
        self.seating.place_of(channel)
    }

    /// The connection holding `seat`.
    pub fn holder(&self, seat: Seat) -> Option<ChannelId> {
        self.seating.holder(Place::Seat(seat))
    }

    /// Seats given to guests whose connection is gone: the app pauses for them, or lets a bot
    /// play for them after a while.
    pub fn away(&self) -> Vec<Seat> {
        self.seating.away()
    }

    /// Seats given to guests.
    pub fn remote_seats(&self) -> Vec<Seat> {
        self.seating.remote_seats()
    }

    /// A connection closed: its seat, if it held one, is away.
    pub fn disconnect(&mut self, channel: ChannelId) -> Option<HostEvent> {
        self.peers.remove(&channel);
        self.seating
            .release(channel)
            .map(|place| HostEvent::Left { channel, place })
    }

    /// Takes a frame from a connection (one not seen before is a new connection); `game` is
    /// the game as its keeper has it now.
    pub fn receive(
        &mut self,
        channel: ChannelId,
        frame: &str,
        game: &dyn AnyGame,
    ) -> Vec<HostEvent> {
        let deliveries = self
            .peers
            .entry(channel)
            .or_insert_with(Peer::new)
            .link
            .receive(frame);
        let mut events = Vec::new();
        for d in deliveries {
            match d {
                Ok(text) => self.take_message(channel, &text, game, &mut events),
                Err(super::frame::FrameProblem::OtherVersion(v)) => {
                    self.say_incompatible(channel, format!("protocol {v}"), &mut events);
                }
                Err(problem) => self.refuse(channel, problem.to_string(), &mut events),
            }
        }
        events
    }

    /// The keeper applied a move (a guest's passed on, or one of its own seats'): `before` is
    /// the game just before it and `after` the game now. Each guest is told what happened, in
    /// words from its own place, and sent its view.
    pub fn moved(&mut self, before: &dyn AnyGame, after: &dyn AnyGame, seat: Seat, action: &Value) {
        self.moved = Some(Moved {
            token: self.token,
            seat,
        });
        self.token.moves += 1;
        self.passed_on = None;
        let channels = self.seated();
        for (channel, place) in channels {
            let caption = after.caption(
                before,
                seat,
                action,
                viewpoint(place),
                &self.names_for(place),
            );
            if let Some(p) = self.peers.get_mut(&channel) {
                p.captions.extend(caption);
            }
            self.send_state(channel, after, false);
        }
    }

    /// The keeper did not take a guest's move passed on (the game went on elsewhere, say):
    /// the guest is told why, and may move again.
    pub fn not_taken(&mut self, channel: ChannelId, reason: String) -> Vec<HostEvent> {
        self.passed_on = None;
        let mut events = Vec::new();
        self.refuse(channel, reason, &mut events);
        events
    }

    /// The keeper put another state of the game (an undo, a save taken up) or another game in
    /// place; `token` names it (its game's number and its count of changes, which only ever
    /// grows). Every guest is welcomed again and sent its whole view.
    pub fn replaced(&mut self, game: &dyn AnyGame, token: Token) {
        self.game = game.info().id;
        self.players = game.players();
        self.token = Token {
            game: token.game,
            moves: token.moves.max(self.token.moves + 1),
        };
        self.moved = None;
        self.passed_on = None;
        let channels = self.seated();
        for (channel, place) in channels {
            self.send(channel, &HostMessage::Welcome(self.welcome(place)));
            self.send_state(channel, game, true);
        }
    }

    /// One tick of time for every connection (see [`Channel::tick`]).
    pub fn tick(&mut self) {
        for p in self.peers.values_mut() {
            p.link.tick();
        }
    }

    /// The frames to send now, each with its connection.
    pub fn outgoing(&mut self) -> Vec<(ChannelId, String)> {
        let mut out = Vec::new();
        for (&c, p) in &mut self.peers {
            out.extend(p.link.outgoing().into_iter().map(|f| (c, f)));
        }
        out
    }

    /// Whether every connection has everything it was sent.
    pub fn idle(&self) -> bool {
        self.peers.values().all(|p| p.link.idle())
    }
}

fn viewpoint(place: Place) -> Viewpoint {
    match place {
        Place::Seat(s) => Viewpoint::Seat(s),
        Place::Spectator => Viewpoint::Observer,
    }
}
